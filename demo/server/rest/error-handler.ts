import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { JsonSchema, RestOperation } from './document.ts';
import { RETRY_AFTER_SECONDS, unavailableAnswer } from '../store/unavailable.ts';
import { HttpProblem, problemBody } from './problems.ts';
import { logServerError } from '../request-log.ts';

/**
 * Every failure of a REST call becomes one problem answer: bad input is a 400 that names the parameter
 * or field, never a 500. Domain errors shared with GraphQL (NOT_FOUND, FORBIDDEN, CONFLICT, ...) keep
 * their meaning.
 */
type AjvIssue = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };
type ValidationError = FastifyError & { validation: AjvIssue[]; validationContext?: string };

// The document's pattern for text that must not be blank (scripts/openapi/schema-kit.ts).
const NOT_BLANK = '\\S';

const GRAPHQL_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ILLEGAL_TRANSITION: 409,
  PUBLISH_FAILED: 502,
};
// PostgreSQL refusals caused by the values sent (bad text for a type, out of range, too long, missing, check failed,
// NUL in text or jsonb): a backstop, as refuse-bad-text.ts refuses such text before a handler runs.
const BAD_VALUE_CODES = new Set(['22P02', '22007', '22008', '22003', '22001', '23502', '23514', '22021', '22P05']);

function parameterDetail(name: string, issue: AjvIssue, schema: JsonSchema | undefined): string {
  if (issue.keyword === 'required') return `${name} is required.`;
  const { minimum, maximum, enum: values, format, maxLength, minLength, pattern } = schema ?? {};
  if (minimum !== undefined && maximum !== undefined) return `${name} must be between ${minimum} and ${maximum}.`;
  if (minimum !== undefined) return `${name} must be a whole number of ${minimum} or more.`;
  if (Array.isArray(values)) return `${name} must be one of: ${values.join(', ')}.`;
  if (format === 'date') return `${name} must be a date (YYYY-MM-DD).`;
  if (maxLength !== undefined || minLength !== undefined)
    return `${name} must be ${minLength ?? 0} to ${maxLength ?? 'any number of'} characters long.`;
  if (pattern !== undefined) return `${name} must match ${pattern}.`;
  return `${name} ${issue.message ?? 'is invalid'}.`;
}

function validationProblem(error: ValidationError, operation: RestOperation | undefined): HttpProblem {
  const issue = error.validation[0]!;
  const part = error.validationContext ?? 'body';
  if (part === 'querystring' || part === 'params') {
    const name = issue.instancePath.split('/')[1] ?? String(issue.params.missingProperty ?? '');
    return new HttpProblem(400, parameterDetail(name, issue, operation?.parameters[name]), { parameter: name });
  }
  const where = `${part}${issue.instancePath}`;
  const at = issue.instancePath.slice(1);
  const join = (name: unknown) => (at ? `${at}/${String(name)}` : String(name));
  if (issue.keyword === 'additionalProperties') {
    return new HttpProblem(400, `Unknown field "${String(issue.params.additionalProperty)}" in ${where}`, {
      field: join(issue.params.additionalProperty),
    });
  }
  if (issue.keyword === 'pattern' && issue.params.pattern === NOT_BLANK)
    return new HttpProblem(400, `${where} must not be blank`, { field: at });
  if (issue.keyword === 'required')
    return new HttpProblem(400, `${where} must have required property '${String(issue.params.missingProperty)}'`, {
      field: join(issue.params.missingProperty),
    });
  return new HttpProblem(400, `${where} ${issue.message ?? 'is invalid'}`, at ? { field: at } : {});
}

function fastifyProblem(error: FastifyError, bodyLimit: number): HttpProblem | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpProblem(400, 'The body is not valid JSON.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpProblem(
        400,
        'The body is empty although Content-Type says JSON; send a JSON object, or no Content-Type for a call without a body.',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpProblem(413, `The body is larger than the ${bodyLimit} bytes this service accepts.`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpProblem(415, 'Send the body as application/json (or multipart/form-data where the call takes a file).');
  }
  const status = error.statusCode;
  return status && status >= 400 && status < 500 ? new HttpProblem(status, error.message) : undefined;
}

function databaseProblem(error: Error & { code?: string; detail?: string }): HttpProblem | undefined {
  if (error.code === '23503') {
    return error.message.startsWith('insert or update')
      ? new HttpProblem(400, `A record this refers to does not exist${error.detail ? `: ${error.detail}` : '.'}`)
      : new HttpProblem(409, 'Other records still refer to this one; remove or move them first.');
  }
  if (error.code === '23505') return new HttpProblem(409, 'A record with the same key already exists.');
  if (error.code && BAD_VALUE_CODES.has(error.code)) return new HttpProblem(400, `A value was refused: ${error.message}.`);
  return undefined;
}

export function toProblem(error: unknown, operation: RestOperation | undefined, bodyLimit: number): HttpProblem | undefined {
  if (error instanceof HttpProblem) return error;
  if (error instanceof GraphQLError) {
    const status = GRAPHQL_STATUS[String(error.extensions.code)];
    if (!status) return undefined;
    const { field, currentVersion } = error.extensions as { field?: string; currentVersion?: number };
    return new HttpProblem(status, error.message, {
      ...(field ? { field } : {}),
      ...(currentVersion === undefined ? {} : { currentVersion }),
    });
  }
  if (!(error instanceof Error)) return undefined;
  if ('validation' in error && Array.isArray((error as ValidationError).validation))
    return validationProblem(error as ValidationError, operation);
  return fastifyProblem(error as FastifyError, bodyLimit) ?? databaseProblem(error);
}

export function restErrorHandler(bodyLimit: number) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const operation = (request.routeOptions.config as { operation?: RestOperation } | undefined)?.operation;
    // An operation with a smaller limit of its own (x-body-limit) names that one.
    const problem = toProblem(error, operation, operation?.bodyLimit ?? bodyLimit);
    if (problem) return reply.status(problem.status).send(problemBody(problem.status, problem.message, problem.extra));
    const unavailable = unavailableAnswer(error);
    if (unavailable) return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(problemBody(503, unavailable));
    logServerError(request.log, request, error, `REST call failed${operation ? ` (${operation.id})` : ''}`);
    return reply
      .status(500)
      .send(
        problemBody(500, 'Something went wrong on our side; the request was not completed. Try again, and tell us if it keeps happening.'),
      );
  };
}

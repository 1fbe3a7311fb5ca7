import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RETRY_AFTER_SECONDS, unavailableAnswer } from '../store/unavailable.ts';
import { logServerError } from '../request-log.ts';

/**
 * Answers about the HTTP request itself (its content type, its size, a GET's JSON parameters) in the
 * GraphQL shape the portal reads, `{ errors: [{ message, extensions: { code } }] }`, rather than Fastify's
 * or Yoga's own bodies (or none, or a masked INTERNAL_SERVER_ERROR).
 */
const ACCEPTED_TYPES = ['application/json', 'multipart/form-data'];
const GET_JSON_PARAMETERS = ['variables', 'extensions'];

export const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

const UNSUPPORTED =
  'Send the GraphQL request as application/json (or multipart/form-data with the GraphQL-Preflight header for a file upload).';

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** A POST whose body is not of a type this endpoint reads, or a GET whose JSON parameters do not parse, is refused before Yoga sees it. */
export function refuseUnreadableRequest(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (request.method === 'GET') {
    const query = request.query as Record<string, unknown>;
    const broken = GET_JSON_PARAMETERS.find((name) => typeof query[name] === 'string' && !isJson(query[name]));
    return broken ? reply.status(400).send(errorBody(`The ${broken} parameter is not valid JSON.`, 'BAD_REQUEST')) : undefined;
  }
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return ACCEPTED_TYPES.includes(type) ? undefined : reply.status(415).send(errorBody(UNSUPPORTED, 'BAD_REQUEST'));
}

/** `limits`: the largest JSON body and the largest multipart body (an upload) the endpoint reads. */
export function setGraphQLErrorHandler(app: FastifyInstance, limits: { json: number; multipart: number }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const unavailable = unavailableAnswer(error);
    if (unavailable)
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(errorBody(unavailable, 'SERVICE_UNAVAILABLE'));
    if (status >= 500) {
      logServerError(request.log, request, error, 'GraphQL request failed');
      return reply.status(500).send(errorBody('Something went wrong on our side; try again.', 'INTERNAL_SERVER_ERROR'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = String(request.headers['content-type']).startsWith('multipart/') ? limits.multipart : limits.json;
      return reply.status(413).send(errorBody(`The body is larger than the ${limit} bytes this service accepts.`, 'BAD_REQUEST'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(errorBody(UNSUPPORTED, 'BAD_REQUEST'));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody('The body is not valid JSON: send {"query": "...", "variables": {...}}.', 'BAD_REQUEST'));
    }
    return reply.status(status).send(errorBody(error.message, 'BAD_REQUEST'));
  });
}

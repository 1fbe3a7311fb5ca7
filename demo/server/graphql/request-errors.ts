import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers about the HTTP request itself (its content type, its size) in the GraphQL shape the portal reads,
 * `{ errors: [{ message, extensions: { code } }] }`, rather than Fastify's or Yoga's own bodies (or none).
 */
const ACCEPTED_TYPES = ['application/json', 'application/graphql-response+json', 'multipart/form-data'];

export const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

const UNSUPPORTED = 'Send the GraphQL request as application/json (or multipart/form-data with the GraphQL-Preflight header for a file upload).';

/** A POST whose body is not one of the types this endpoint reads is refused before Yoga sees it. */
export function refuseUnsupportedType(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (request.method !== 'POST') return undefined;
  const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return ACCEPTED_TYPES.includes(type) ? undefined : reply.status(415).send(errorBody(UNSUPPORTED, 'BAD_REQUEST'));
}

export function setGraphQLErrorHandler(app: FastifyInstance, bodyLimit: number) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'GraphQL request failed');
      return reply.status(500).send(errorBody('Something went wrong on our side; try again.', 'INTERNAL_SERVER_ERROR'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(errorBody(`The body is larger than the ${bodyLimit} bytes this service accepts.`, 'BAD_REQUEST'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(errorBody(UNSUPPORTED, 'BAD_REQUEST'));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody('The body is not valid JSON: send {"query": "...", "variables": {...}}.', 'BAD_REQUEST'));
    }
    return reply.status(status).send(errorBody(error.message, 'BAD_REQUEST'));
  });
}

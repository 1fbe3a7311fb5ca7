import { AsyncLocalStorage } from 'node:async_hooks';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { authenticate } from '../auth/bearer.ts';
import { bearerChallenge } from '../auth/challenge.ts';
import type { ServerConfig } from '../config.ts';
import type { AccessTokenVerifier } from '../identity/access-token.ts';
import type { Publishers } from '../publishers/publishers.ts';
import { createSearchConsoleSource } from '../search-console/source.ts';
import type { Db } from '../store/db.ts';
import { RETRY_AFTER_SECONDS, unavailableAnswer } from '../store/unavailable.ts';
import type { GraphQLContext } from './context.ts';
import { requestLoaders } from './request-loaders.ts';
import { queryLimitPlugins } from './query-limits.ts';
import { refuseBadText } from './refuse-bad-text.ts';
import { refuseDeepJson } from './refuse-deep-json.ts';
import { logServerError } from '../request-log.ts';
import { errorBody, refuseUnreadableRequest, setGraphQLErrorHandler } from './request-errors.ts';
import { MAX_POST_IMAGE_BYTES } from '../../../src/shared/images/raster-images.ts';
import { buildServiceSchema } from './schema.ts';

export const GRAPHQL_PATH = '/graphql';
// The GraphQL multipart request spec's guard against cross-site uploads: a browser cannot send this
// header cross-origin without a CORS preflight.
const PREFLIGHT_HEADER = 'graphql-preflight';
// The largest file the contract takes (a social image) and room for the operations and map parts.
const MULTIPART_BODY_LIMIT = MAX_POST_IMAGE_BYTES + 64 * 1024;

const UNPKG = 'https://unpkg.com';
const GRAPHIQL_POLICY = [
  "default-src 'none'",
  `script-src 'unsafe-inline' ${UNPKG}`,
  `style-src 'unsafe-inline' ${UNPKG}`,
  `worker-src blob: ${UNPKG}`,
  `font-src data: ${UNPKG}`,
  "img-src 'self' data: https:",
  `connect-src 'self' ${UNPKG}`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

interface Dependencies {
  db: Db;
  config: ServerConfig;
  verifier: AccessTokenVerifier;
  publishers: Publishers;
}

type ServerContext = { req: FastifyRequest; reply: FastifyReply; graphql: GraphQLContext };

/** The request Yoga is executing, for maskError, which Yoga calls without it: its log line carries the request's id. */
const requestInProgress = new AsyncLocalStorage<FastifyRequest>();

/**
 * Errors the service means to show (GraphQLError: validation, FORBIDDEN, NOT_FOUND, ...) pass through;
 * anything else is an internal fault and is masked. Recognised by name, not instanceof, so a second copy
 * of the graphql module (as test runners can load) does not turn every message into 'Unexpected error.'.
 */
function maskError(error: unknown, message: string): Error {
  const isGraphQLError = (value: unknown): value is Error & { originalError?: unknown } =>
    value instanceof Error && value.name === 'GraphQLError';
  let current: unknown = error;
  while (isGraphQLError(current)) {
    if (current.originalError == null) return error as Error;
    current = current.originalError;
  }
  const unavailable = unavailableAnswer(current);
  if (unavailable) return serviceUnavailable(unavailable);
  const request = requestInProgress.getStore();
  if (request) logServerError(request.log, request, current, 'GraphQL internal error');
  else console.error('[graphql] internal error:', current);
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

const serviceUnavailable = (answer: string) =>
  new GraphQLError(answer, {
    extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } } },
  });

export async function registerGraphQL(app: FastifyInstance, deps: Dependencies) {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: buildServiceSchema() as never, // the schema's context is GraphQLContext, which context() below returns
    graphqlEndpoint: GRAPHQL_PATH,
    context: ({ graphql }) => graphql,
    graphiql: !deps.config.production,
    // Cross-origin calls get the answer firm-site-cors.ts gives /v1 (connected firm sites only, never with
    // credentials); Yoga's own default would reflect any origin with credentials.
    cors: false,
    landingPage: false,
    batching: false,
    maskedErrors: { maskError },
    logging: deps.config.production ? 'warn' : 'error',
    plugins: [...queryLimitPlugins(), refuseDeepJson(), refuseBadText(), ...(deps.config.production ? [useDisableIntrospection()] : [])],
  });

  // Yoga parses multipart bodies itself; Fastify only buffers them, so that a body over the limit is a 413
  // before anything reads it (Yoga alone would take a file of any size).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  setGraphQLErrorHandler(app, { json: deps.config.bodyLimitBytes, multipart: MULTIPART_BODY_LIMIT });

  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST'],
    handler: async (req, reply) => {
      const unreadable = refuseUnreadableRequest(req, reply);
      if (unreadable) return unreadable;
      if (String(req.headers['content-type'] ?? '').startsWith('multipart/form-data') && !req.headers[PREFLIGHT_HEADER]) {
        return reply
          .status(400)
          .send(
            errorBody(
              'File uploads must carry the GraphQL-Preflight header (multipart requests without it are refused to prevent cross-site request forgery).',
              'BAD_REQUEST',
            ),
          );
      }
      // A database it cannot reach throws here, and the scope's error handler answers 503 (request-errors.ts).
      const auth = await authenticate(req, deps.verifier, deps.db);
      if ('error' in auth) {
        return reply
          .status(401)
          .header('www-authenticate', bearerChallenge(req, auth.error))
          .send(errorBody(`Sign in again: ${auth.error}`, 'UNAUTHORIZED'));
      }
      const graphql: GraphQLContext = {
        db: deps.db,
        viewer: auth.viewer,
        config: deps.config,
        publishers: deps.publishers,
        loaders: requestLoaders(deps.db),
        searchConsole: createSearchConsoleSource(deps.db),
      };
      const response = await requestInProgress.run(req, () => yoga.handleNodeRequestAndResponse(req, reply, { req, reply, graphql }));
      response.headers.forEach((value, key) => void reply.header(key, value));
      // GraphiQL (outside production) is a page of unpkg's scripts and inline ones, not an API answer.
      if (response.headers.get('content-type')?.startsWith('text/html')) reply.header('content-security-policy', GRAPHIQL_POLICY);
      reply.status(response.status);
      // The contract has no subscriptions or @defer, so every answer is whole: sending it as one buffer
      // costs far less than piping Yoga's web stream through Node (measured: 6.3 → under 3 ms a request).
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DependencyUnavailableError } from '../store/unavailable.ts';
import { authenticate } from '../auth/bearer.ts';
import type { AccessTokenClaims } from '../identity/access-token.ts';
import { bearerChallenge } from '../auth/challenge.ts';
import { isAdmin, type Viewer } from '../auth/permissions.ts';
import { ANONYMOUS, createCall, STAFF_ONLY, type Handler, type RestDependencies } from './call.ts';
import { operationsOf, readDocument, type RestOperation } from './document.ts';
import { restErrorHandler } from './error-handler.ts';
import { restHandlers } from './handlers/index.ts';
import { problemBody } from './problems.ts';
import { refuseBadText } from './refuse-bad-text.ts';
import { resourceHandler } from './resource-crud.ts';
import { restValidatorCompiler } from './validation.ts';

const MAX_MULTIPART_FIELDS = 10;
const TOKEN_IN_URL =
  'An access token in the URL (access_token) is refused, since URLs are logged: send it in the Authorization header as "Bearer <access token>".';

/** The handler of each operation: a named one, else the generic resource CRUD its x-resource describes. */
function handlerFor(handlers: Record<string, Handler>, operation: RestOperation): Handler | undefined {
  return handlers[operation.id] ?? (operation.resource ? resourceHandler(operation.resource) : undefined);
}

/**
 * REST under /v1, registered from the OpenAPI document: one route per operation, validated with the
 * document's schemas, authorized by its x-capability. An operation without a handler stops the start.
 */
export async function registerRest(app: FastifyInstance, deps: RestDependencies) {
  const document = readDocument();
  const operations = operationsOf(document);
  const handlers: Record<string, Handler> = { ...restHandlers, getOpenApiDocument: async () => document };
  const missing = operations
    .filter((operation) => !handlerFor(handlers, operation))
    .map((operation) => `${operation.id} (${operation.method} ${operation.path})`);
  if (missing.length) throw new Error(`REST operations in openapi.json without a handler: ${missing.join(', ')}`);
  const known = new Set(operations.map((operation) => operation.id));
  const stray = Object.keys(handlers).filter((id) => !known.has(id));
  if (stray.length) throw new Error(`REST handlers for operations openapi.json does not have: ${stray.join(', ')}`);

  const signedIn = new WeakMap<FastifyRequest, { viewer: Viewer; claims: AccessTokenClaims }>();
  app.setValidatorCompiler(restValidatorCompiler);
  app.setErrorHandler(restErrorHandler(deps.config.bodyLimitBytes));
  await app.register(multipart, { limits: { fileSize: deps.config.bodyLimitBytes, files: 1, fields: MAX_MULTIPART_FIELDS } });
  // Fastify reads text/plain by default; no call takes it, so it is refused as 415 like any other type.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    const operation = (request.routeOptions.config as { operation?: RestOperation }).operation;
    // A URL lands in access logs, proxies' logs and browser history: a token in one is refused, even a valid one.
    if ((request.query as Record<string, unknown> | undefined)?.access_token !== undefined)
      return reply.status(400).send(problemBody(400, TOKEN_IN_URL));
    if (operation?.capability === 'public') {
      // A public call never fails over its token, but one that comes with a valid token still knows who sent it.
      if (!request.headers.authorization) return;
      const auth = await authenticate(request, deps.verifier, deps.db).catch((error: unknown) => {
        if (error instanceof DependencyUnavailableError) return { error: error.message };
        throw error;
      });
      if ('viewer' in auth) signedIn.set(request, auth);
      return;
    }
    const auth = await authenticate(request, deps.verifier, deps.db);
    if ('error' in auth) {
      return reply
        .status(401)
        .header('www-authenticate', bearerChallenge(request, auth.error))
        .send(problemBody(401, `Sign in again: ${auth.error}`));
    }
    // Staff-only calls are refused to client roles before their input is even read.
    if (operation?.capability === 'staff' && !isAdmin(auth.viewer)) return reply.status(403).send(problemBody(403, STAFF_ONLY));
    signedIn.set(request, auth);
  });
  app.addHook('preValidation', refuseBadText);

  // A catch-all of this scope (not setNotFoundHandler): the demo pages' static wildcard at / would
  // otherwise answer unknown /v1 paths with Fastify's default body.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler: (request, reply) =>
      reply
        .status(404)
        .send(problemBody(404, `There is no ${request.method} ${request.url.split('?')[0]}; the calls are listed in /v1/openapi.json.`)),
  });

  for (const operation of operations) {
    const handler = handlerFor(handlers, operation)!;
    app.route({
      method: operation.method,
      url: operation.url,
      schema: operation.schema,
      ...(operation.bodyLimit ? { bodyLimit: operation.bodyLimit } : {}),
      config: { operation },
      handler: async (request, reply) => {
        const call = createCall(deps, signedIn.get(request) ?? { viewer: ANONYMOUS }, operation, request, reply);
        const result = await handler(call);
        if (!call.authorized) throw new Error(`${operation.id} answered without checking the viewer's access.`);
        if (reply.sent) return reply;
        return reply.status(operation.successStatus).send(result);
      },
    });
  }
}

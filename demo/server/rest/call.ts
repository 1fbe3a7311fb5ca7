import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, isAdmin, type Capability, type Viewer } from '../auth/permissions.ts';
import type { ServerConfig } from '../config.ts';
import type { AccessTokenClaims, AccessTokenVerifier } from '../identity/access-token.ts';
import type { LiveUpdates } from '../live/live-updates.ts';
import type { Publishers } from '../publishers/publishers.ts';
import { createSearchConsoleSource } from '../search-console/source.ts';
import type { Db } from '../store/db.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { requestLoaders } from '../graphql/request-loaders.ts';
import type { RestOperation } from './document.ts';
import { forbidden, HttpProblem } from './problems.ts';

export interface RestDependencies {
  db: Db;
  config: ServerConfig;
  verifier: AccessTokenVerifier;
  publishers: Publishers;
  live: LiveUpdates;
}

/** One REST request as a handler sees it. */
export interface RestCall {
  db: Db;
  config: ServerConfig;
  publishers: Publishers;
  /** Who is signed in; ANONYMOUS on a public call without a valid token. */
  viewer: Viewer;
  /** The verified access token's claims; undefined on a public call without a valid token. */
  claims: AccessTokenClaims | undefined;
  /** The process's change feed and open live-update streams. */
  live: LiveUpdates;
  operation: RestOperation;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Checks the operation's capability (x-capability) for the target's client; 403 otherwise. */
  authorize(clientId: string | null, what: string): void;
  /** The clients a list may show (checked against the operation's capability). */
  visibleClients(): 'all' | string[];
  /** Answers bytes (files, images) once access has been checked. */
  sendFile(contentType: string, body: Buffer | string, fileName?: string): FastifyReply;
  readonly authorized: boolean;
}

export type Handler = (call: RestCall) => Promise<unknown>;

/** The viewer of a public call made without a valid token: no user, no roles, so `can` refuses it everything. */
export const ANONYMOUS: Viewer = { userId: '', sub: '', email: '', globalRoles: [], clientRoles: new Map() };
export const isSignedIn = (viewer: Viewer) => viewer !== ANONYMOUS;

/** The context GraphQL resolvers get, for the calls that run the very same mutation (one rule, two APIs). */
export const graphQLContextOf = (call: RestCall): GraphQLContext => ({
  db: call.db,
  viewer: call.viewer,
  config: call.config,
  publishers: call.publishers,
  loaders: requestLoaders(call.db),
  searchConsole: createSearchConsoleSource(call.db),
});

export const STAFF_ONLY = 'You do not have access to this operation: it is for FirmPilot staff only.';

/**
 * Builds the call and enforces the operation's capability: staff-only and token-only operations are
 * decided here; every other handler must name the target's client through `authorize` (or list through
 * `visibleClients`), and the route refuses to answer if it did not.
 */
export function createCall(
  deps: RestDependencies,
  { viewer, claims }: { viewer: Viewer; claims?: AccessTokenClaims },
  operation: RestOperation,
  request: FastifyRequest,
  reply: FastifyReply,
): RestCall {
  const capability = operation.capability;
  let authorized = capability === 'public' || capability === 'signedIn';
  if (capability === 'staff') {
    if (!isAdmin(viewer)) throw new HttpProblem(403, STAFF_ONLY);
    authorized = true;
  }
  return {
    db: deps.db,
    config: deps.config,
    publishers: deps.publishers,
    viewer,
    claims,
    live: deps.live,
    operation,
    params: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, unknown>,
    body: (request.body ?? {}) as Record<string, unknown>,
    request,
    reply,
    authorize(clientId, what) {
      if (capability !== 'public' && capability !== 'signedIn' && !can(viewer, clientId, capability)) throw forbidden(what);
      authorized = true;
    },
    visibleClients() {
      authorized = true;
      if (isAdmin(viewer)) return 'all';
      return [...viewer.clientRoles.keys()].filter((clientId) => can(viewer, clientId, capability as Capability));
    },
    sendFile(contentType, body, fileName) {
      if (!authorized) throw new Error(`${operation.id} tried to send a file before checking access.`);
      if (fileName) reply.header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]+/g, '-')}"`);
      // Served bytes never run as a page of this origin, whatever they contain.
      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
      return reply.status(operation.successStatus).type(contentType).send(body);
    },
    get authorized() {
      return authorized;
    },
  };
}

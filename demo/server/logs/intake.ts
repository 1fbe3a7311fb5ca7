// A stand-in for Datadog's log intake, reached through the browser SDK's `proxy` option.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/bearer.ts';
import { bearerChallenge } from '../auth/challenge.ts';
import { isAdmin } from '../auth/permissions.ts';
import { CORS_HEADERS, ownPrefix } from '../flags/http-scope.ts';
import type { AccessTokenVerifier } from '../identity/access-token.ts';
import type { Queryable } from '../store/db.ts';
import { BatchTooDeep, parseLogBatch, type LogEntry } from './parse.ts';

/** Who may send logs: the portal's own pages, a connected firm site's pages, or anyone with a valid access token. */
export interface LogIntakeTrust {
  /** The service's PUBLIC_URL: pages on its origin are the portal's own. */
  publicUrl: string;
  /** The origins of connected firm sites (identity/firm-sites.ts), the same ones the API's CORS allows. */
  allowsOrigin(origin: string): Promise<boolean>;
  verifier: AccessTokenVerifier;
  db: Queryable;
}

export interface LogIntakeOptions {
  /** Defaults to '/intake'. */
  prefix?: string;
  /** How many entries to keep in memory; defaults to 500. */
  keep?: number;
  trust: LogIntakeTrust;
  /**
   * Serve GET /logs/recent, to staff only (a FIRM_PILOT_ADMIN's bearer token). Off unless asked: what pages log
   * can hold anyone's names and addresses, so the service offers it in development only (app.ts).
   */
  readable?: boolean;
}

export interface ReceivedLog {
  receivedAt: string;
  log: LogEntry;
}

// The SDK sends batches of at most 16 KiB; Datadog itself takes up to 5 MiB. 256 KiB leaves room
// for other senders while keeping one request from filling memory. It also caps each message at
// 256 KiB, Datadog's per-message limit, since a message cannot be larger than its batch.
export const MAX_BATCH_BYTES = 256 * 1024;

export const SENDER_REFUSED =
  'Logs are taken from the portal’s own pages, a connected firm site or a request with a valid access token; this request came from none of them.';
export const STAFF_ONLY = 'Only agency staff may read the logs pages sent.';

const problem = (reply: FastifyReply, statusCode: number, error: string, message: string) =>
  reply.code(statusCode).send({ statusCode, error, message });

export async function registerLogIntake(app: FastifyInstance, options: LogIntakeOptions): Promise<void> {
  const prefix = ownPrefix(app, options.prefix, '/intake');
  const keep = Math.max(1, Math.floor(options.keep ?? 500));
  await app.register(async (scope) => intakeRoutes(scope, keep, options), { prefix });
}

async function intakeRoutes(scope: FastifyInstance, keep: number, { trust, readable = false }: LogIntakeOptions): Promise<void> {
  const kept: ReceivedLog[] = [];
  const ownOrigin = new URL(trust.publicUrl).origin;
  const trustedOrigin = async (origin: string | undefined) =>
    origin !== undefined && (origin === ownOrigin || (await trust.allowsOrigin(origin)));

  // The SDK posts text/plain (a CORS-simple type, so no preflight). Parsing every type as text
  // here, and only in this encapsulated scope, leaves JSON parsing for the rest of the app alone.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.send(error);
    return problem(
      reply,
      413,
      'Payload Too Large',
      `Log batch is larger than the ${MAX_BATCH_BYTES} bytes this intake accepts; send smaller batches`,
    );
  });

  // Pages of the trusted origins may read the answers; other origins get no CORS headers, so nothing to read.
  scope.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!(await trustedOrigin(origin))) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
  });
  scope.options('/*', async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', [...(readable ? ['GET'] : []), 'POST', 'OPTIONS'].join(', '))
      .header('access-control-allow-headers', CORS_HEADERS.join(', '))
      .header('access-control-max-age', '600')
      .send(),
  );

  /** A page of a trusted origin sends its own Origin (browsers add it to every POST); other senders need a token. */
  const refuseUnknownSender = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await trustedOrigin(request.headers.origin)) return;
    if (request.headers.authorization && 'viewer' in (await authenticate(request, trust.verifier, trust.db))) return;
    return problem(reply, 403, 'Forbidden', SENDER_REFUSED);
  };

  // Any query is accepted: the SDK adds ddforward=<Datadog path>, which has no meaning here.
  scope.post('/logs', { bodyLimit: MAX_BATCH_BYTES, onRequest: refuseUnknownSender }, async (request, reply) => {
    let batch;
    try {
      batch = parseLogBatch(typeof request.body === 'string' ? request.body : '');
    } catch (error) {
      if (error instanceof BatchTooDeep) return problem(reply, 400, 'Bad Request', error.message);
      throw error;
    }
    const receivedAt = new Date().toISOString();
    for (const log of batch.entries) kept.push({ receivedAt, log });
    kept.splice(0, kept.length - keep);
    return reply.code(202).send({ accepted: batch.entries.length, rejected: batch.rejected });
  });

  if (!readable) return;
  const staffOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await authenticate(request, trust.verifier, trust.db);
    if ('error' in auth) {
      return problem(
        reply.header('www-authenticate', bearerChallenge(request, auth.error)),
        401,
        'Unauthorized',
        `Sign in again: ${auth.error}`,
      );
    }
    if (!isAdmin(auth.viewer)) return problem(reply, 403, 'Forbidden', STAFF_ONLY);
  };
  scope.get<{ Querystring: { limit?: string } }>('/logs/recent', { onRequest: staffOnly }, async (request, reply) => {
    const raw = request.query.limit;
    const limit = raw === undefined ? keep : Number(raw);
    if (!Number.isInteger(limit) || limit < 1) return problem(reply, 400, 'Bad Request', 'limit must be a positive integer');
    return { entries: kept.slice(-limit).reverse() };
  });
}

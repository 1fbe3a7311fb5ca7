// A stand-in for Datadog's log intake, reached through the browser SDK's `proxy` option.
import type { FastifyError, FastifyInstance } from 'fastify';
import { allowAnyOrigin, ownPrefix } from '../flags/http-scope.ts';
import { parseLogBatch, type LogEntry } from './parse.ts';

export interface LogIntakeOptions {
  /** Defaults to '/intake'. */
  prefix?: string;
  /** How many entries to keep in memory; defaults to 500. */
  keep?: number;
}

export interface ReceivedLog {
  receivedAt: string;
  log: LogEntry;
}

// The SDK sends batches of at most 16 KiB; Datadog itself takes up to 5 MiB. 256 KiB leaves room
// for other senders while keeping one request from filling memory. It also caps each message at
// 256 KiB, Datadog's per-message limit, since a message cannot be larger than its batch.
export const MAX_BATCH_BYTES = 256 * 1024;

export async function registerLogIntake(app: FastifyInstance, options: LogIntakeOptions = {}): Promise<void> {
  const prefix = ownPrefix(app, options.prefix, '/intake');
  const keep = Math.max(1, Math.floor(options.keep ?? 500));
  await app.register(async (scope) => intakeRoutes(scope, keep), { prefix });
}

async function intakeRoutes(scope: FastifyInstance, keep: number): Promise<void> {
  const kept: ReceivedLog[] = [];

  // The SDK posts text/plain (a CORS-simple type, so no preflight). Parsing every type as text
  // here, and only in this encapsulated scope, leaves JSON parsing for the rest of the app alone.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.send(error);
    return reply.code(413).send({
      statusCode: 413,
      error: 'Payload Too Large',
      message: `Log batch is larger than the ${MAX_BATCH_BYTES} bytes this intake accepts; send smaller batches`,
    });
  });

  allowAnyOrigin(scope, ['GET', 'POST']);

  // Any query is accepted: the SDK adds ddforward=<Datadog path>, which has no meaning here.
  scope.post('/logs', { bodyLimit: MAX_BATCH_BYTES }, async (request, reply) => {
    const { entries, rejected } = parseLogBatch(typeof request.body === 'string' ? request.body : '');
    const receivedAt = new Date().toISOString();
    for (const log of entries) kept.push({ receivedAt, log });
    kept.splice(0, kept.length - keep);
    return reply.code(202).send({ accepted: entries.length, rejected });
  });

  scope.get<{ Querystring: { limit?: string } }>('/logs/recent', async (request, reply) => {
    const raw = request.query.limit;
    const limit = raw === undefined ? keep : Number(raw);
    if (!Number.isInteger(limit) || limit < 1) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'limit must be a positive integer' });
    }
    return { entries: kept.slice(-limit).reverse() };
  });
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { LogLevel } from './config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's or a caller's request id may look like to be kept: short, and nothing a log line could be bent by. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

/**
 * Gives the request its id before anything else sees it: the incoming `x-request-id` when it is sane, else a new
 * one. It is written back into the request's headers (Fastify takes it from there) and onto the response.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The path alone: a query string may carry an authorization code, a state or an e-mail address. */
export function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0]!;
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}

/**
 * Fastify's own request lines, cut to one a request: nothing when it arrives, one line when it is answered, and a
 * line for an error only when it is the service's fault (5xx; a 4xx is the caller's and its answer says why).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) logServerError(reply.log, request, error, 'answer failed');
    logRequest(request.log, request.method, request.url, reply.statusCode, reply.elapsedTime);
  }
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) logServerError(reply.log, request, error, error.message);
  }
}

/**
 * Fastify's logger: JSON lines with the request id as `reqId`. A request is described by its method and path only,
 * never its headers (tokens, cookies), query or body. `stream` is where lines go (stdout unless given).
 */
export function loggerOptions(level: LogLevel, stream?: NodeJS.WritableStream): FastifyServerOptions {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, path: pathOf(req.url) }),
        res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
      },
    },
    requestIdHeader: REQUEST_ID_HEADER,
    logController: new OneLinePerRequest({ requestIdLogLabel: 'reqId' }),
  };
}

/** One line per answered request, at info. */
export function logRequest(log: FastifyBaseLogger, method: string | undefined, url: string | undefined, status: number, ms: number): void {
  log.info({ method, path: pathOf(url), status, ms: Math.round(ms) }, 'request');
}

/** A fault of the service's own (an answer of 500): always written, whatever the level, with the error's stack. */
export function logServerError(log: FastifyBaseLogger, request: { method?: string; url?: string }, error: unknown, what: string): void {
  log.error({ method: request.method, path: pathOf(request.url), err: error }, what);
}

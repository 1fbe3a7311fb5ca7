import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the local stand-ins for the publishing targets share: an in-memory record of every call, a
 * failure a test can arm for the next call, the posts each target holds, and a page to view a post.
 */
export const TARGET_NAMES = ['wordpress', 'bubble', 'ayrshare'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

/** Oldest calls are dropped past this, so a long-running demo does not grow without bound. */
const MAX_CALLS_PER_TARGET = 500;
// Secrets never enter the record; the scheme and user name are kept so tests can see who called.
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

export interface RecordedCall {
  target: TargetName;
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  auth: { scheme: string; username?: string } | null;
  body: unknown;
  time: string;
}

export interface TargetState {
  name: TargetName;
  calls: RecordedCall[];
  failNext: { status: number; message: string } | null;
  posts: Map<string, Record<string, unknown>>;
  nextId: number;
}

export const newTargetState = (name: TargetName): TargetState => ({ name, calls: [], failNext: null, posts: new Map(), nextId: 101 });

export function basicCredentials(request: FastifyRequest): { username: string; password: string } | null {
  const match = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

function describeAuth(request: FastifyRequest): RecordedCall['auth'] {
  const header = request.headers.authorization;
  if (!header) return null;
  const scheme = header.split(/\s+/)[0] ?? '';
  const basic = basicCredentials(request);
  return basic ? { scheme, username: basic.username } : { scheme };
}

/**
 * Records every API call of one target and answers the armed failure instead of the target when a
 * test asked for one: the call is still recorded, as the real target would still have received it.
 */
export function instrument(scope: FastifyInstance, state: TargetState, failureBody: (status: number, message: string) => unknown): void {
  scope.addHook('preHandler', async (request, reply) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!SECRET_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    state.calls.push({
      target: state.name,
      method: request.method,
      path: request.url.split('?')[0]!,
      query: { ...(request.query as Record<string, unknown>) },
      headers,
      auth: describeAuth(request),
      // An uploaded file is recorded by its size: the record is for seeing what was sent, not for keeping files.
      body: Buffer.isBuffer(request.body) ? { bytes: request.body.length } : (request.body ?? null),
      time: new Date().toISOString(),
    });
    if (state.calls.length > MAX_CALLS_PER_TARGET) state.calls.splice(0, state.calls.length - MAX_CALLS_PER_TARGET);
    const failure = state.failNext;
    if (failure) {
      state.failNext = null;
      return reply.code(failure.status).send(failureBody(failure.status, failure.message));
    }
  });
}

/** The origin and path prefix the target was reached at, for the links it hands back. */
export function publicBase(request: FastifyRequest, apiMarker: string): string {
  const path = request.url.split('?')[0]!;
  const at = path.indexOf(apiMarker);
  return `${request.protocol}://${request.host}${at < 0 ? path : path.slice(0, at)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A published post as its site would show it. The page is sandboxed: published content comes from
 * people, and this page shares the portal's origin, so it must never run script there.
 */
export function sendPostPage(reply: FastifyReply, site: string, post: Record<string, unknown> | undefined): FastifyReply {
  if (!post)
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><title>Not found</title><p>${escapeHtml(site)}: no such post.</p>`);
  const title = escapeHtml(String(post.title ?? ''));
  return reply
    .header('content-security-policy', "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><body><p>${escapeHtml(site)}</p><h1>${title}</h1>${String(post.content ?? '')}</body></html>`,
    );
}

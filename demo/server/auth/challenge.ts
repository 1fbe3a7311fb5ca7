import type { FastifyRequest } from 'fastify';

/**
 * The WWW-Authenticate challenge that goes with a 401 (RFC 6750, section 3): a request without credentials
 * gets the bare scheme and realm, so a client knows to obtain a token; one whose token was refused also gets
 * error="invalid_token" and the reason, and one that did not send a bearer token at all "invalid_request".
 */
export const AUTH_REALM = 'FirmPilot';

// error_description may hold only printable ASCII without '"' and '\' (RFC 6750, section 3).
const quotable = (text: string) => text.replace(/[^\x20-\x7e]|["\\]/g, "'");

export function bearerChallenge(request: FastifyRequest, reason: string): string {
  const header = request.headers.authorization;
  if (!header) return `Bearer realm="${AUTH_REALM}"`;
  const error = /^Bearer\s/i.test(header) ? 'invalid_token' : 'invalid_request';
  return `Bearer realm="${AUTH_REALM}", error="${error}", error_description="${quotable(`Sign in again: ${reason}`)}"`;
}

import type { FastifyRequest } from 'fastify';
import type { AccessTokenClaims, AccessTokenVerifier } from '../identity/access-token.ts';
import { isSessionEnded } from '../identity/ended-sessions.ts';
import type { Queryable } from '../store/db.ts';
import { DependencyUnavailableError } from '../store/unavailable.ts';
import type { Viewer } from './permissions.ts';
import { loadViewer } from './viewer.ts';

/** The viewer, with the token's claims (its `exp` ends a live stream); or why the request is not signed in. */
export type Authentication = { viewer: Viewer; claims: AccessTokenClaims } | { error: string };

export const UNKNOWN_OR_DEACTIVATED = 'this user is unknown or has been deactivated.';
export const SIGNED_OUT = 'this access token belongs to a session that signed out: sign in again.';

/** Reads `Authorization: Bearer <token>`, verifies it and loads the viewer it names. */
export async function authenticate(request: FastifyRequest, verifier: AccessTokenVerifier, db: Queryable): Promise<Authentication> {
  const header = request.headers.authorization;
  if (!header) return { error: 'the request carries no Authorization header.' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return { error: 'the Authorization header must be "Bearer <access token>".' };
  let claims: AccessTokenClaims;
  try {
    claims = await verifier.verify(match[1]);
  } catch (error) {
    // The provider's keys out of reach say nothing about the token: the caller gets 503, not a sign-out.
    if (error instanceof DependencyUnavailableError) throw error;
    return { error: error instanceof Error ? error.message : 'the access token is invalid.' };
  }
  // Outside the try: a database that cannot be reached is the service's trouble (503), not a reason to sign out.
  // Read on every request, after the verifier's cache: a token verified before its session signed out is refused at once.
  if (typeof claims.sid === 'string' && (await isSessionEnded(db, claims.sid))) return { error: SIGNED_OUT };
  const viewer = await loadViewer(db, claims.sub);
  return viewer ? { viewer, claims } : { error: UNKNOWN_OR_DEACTIVATED };
}

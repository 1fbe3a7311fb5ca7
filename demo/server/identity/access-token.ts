import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { DependencyUnavailableError } from '../store/unavailable.ts';
import type { CLAIM_ID, CLAIM_ROLES } from './claims.ts';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  iss: string;
  exp: number;
  iat: number;
  scope?: string;
  client_id?: string;
  /** The identity provider's session the token was issued in; signing out ends it (ended-sessions.ts). */
  sid?: string;
  [CLAIM_ID]?: string;
  [CLAIM_ROLES]?: string[];
}

export type InvalidAccessTokenReason = 'missing' | 'malformed' | 'algorithm' | 'signature' | 'expired' | 'audience' | 'issuer' | 'claims';

/** Why a bearer token was refused; `reason` is stable, `message` is for logs. */
export class InvalidAccessTokenError extends Error {
  override readonly name = 'InvalidAccessTokenError';
  constructor(
    readonly reason: InvalidAccessTokenReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`invalid access token (${reason}): ${message}`, options);
  }
}

export interface AccessTokenVerifier {
  verify(token: string | null | undefined): Promise<AccessTokenClaims>;
  readonly issuer: string;
  readonly audience: string;
}

export interface AccessTokenVerifierOptions {
  /** The provider's issuer; tokens carry it with a trailing slash (as Auth0's do), added when missing. */
  issuer: string;
  audience: string;
  /** The provider's public keys, or where it publishes them (fetched when a token names a key not yet seen). */
  jwks: JSONWebKeySet | URL;
}

// Small allowance for clock drift between the provider and the API; both run in one process here.
const CLOCK_TOLERANCE_SECONDS = 5;
// Tokens whose signature and claims were verified, kept until they expire: an RS256 check on every call
// was a tenth of the service's CPU on its hottest reads. A token's text fixes its claims, so the verdict
// holds until `exp`; the viewer behind it is still read from the database on every request.
const VERIFIED_TOKENS_KEPT = 10_000;

export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const issuer = options.issuer.endsWith('/') ? options.issuer : `${options.issuer}/`;
  const { audience } = options;
  const keys = options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  const verified = new LRUCache<string, AccessTokenClaims>({ max: VERIFIED_TOKENS_KEPT });
  return {
    issuer,
    audience,
    async verify(token) {
      if (!token) throw new InvalidAccessTokenError('missing', 'no bearer token');
      const known = verified.get(token);
      if (known && known.exp + CLOCK_TOLERANCE_SECONDS > Date.now() / 1000) return known;
      try {
        const { payload } = await jwtVerify(token, keys, {
          // Only RS256: refuses `none` and HS256 forged with the public key as the secret.
          algorithms: ['RS256'],
          issuer,
          audience,
          // RFC 9068 access tokens: an ID token (typ JWT) can never pass as one.
          typ: 'at+jwt',
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        const claims = payload as AccessTokenClaims;
        verified.set(token, claims);
        return claims;
      } catch (error) {
        throw toInvalid(error);
      }
    },
  };
}

export const IDENTITY_KEYS_UNAVAILABLE =
  "The service cannot reach the identity provider's keys just now to check your sign-in; try again in a few seconds.";

/**
 * The published keys could not be read: the provider did not answer (a network error, which is not one of jose's),
 * answered late, or answered something other than a key set. The token may well be good.
 */
const keysUnreachable = (error: unknown) =>
  !(error instanceof errors.JOSEError) ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  /from the JSON Web Key Set HTTP response/.test(error.message);

function toInvalid(error: unknown): InvalidAccessTokenError | DependencyUnavailableError {
  if (keysUnreachable(error)) return new DependencyUnavailableError(IDENTITY_KEYS_UNAVAILABLE, { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  const fail = (reason: InvalidAccessTokenReason) => new InvalidAccessTokenError(reason, message, { cause: error });
  if (error instanceof errors.JWTExpired) return fail('expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return fail('audience');
    if (error.claim === 'iss') return fail('issuer');
    return fail('claims');
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) return fail('algorithm');
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) return fail('signature');
  return fail('malformed');
}

import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { CLAIM_ID, CLAIM_ROLES } from './claims.ts';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  iss: string;
  exp: number;
  iat: number;
  scope?: string;
  client_id?: string;
  [CLAIM_ID]?: string;
  [CLAIM_ROLES]?: string[];
}

export type InvalidAccessTokenReason =
  | 'missing'
  | 'malformed'
  | 'algorithm'
  | 'signature'
  | 'expired'
  | 'audience'
  | 'issuer'
  | 'claims';

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
  jwks: JSONWebKeySet;
}

// Small allowance for clock drift between the provider and the API; both run in one process here.
const CLOCK_TOLERANCE_SECONDS = 5;

export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const issuer = options.issuer.endsWith('/') ? options.issuer : `${options.issuer}/`;
  const { audience } = options;
  const keys = createLocalJWKSet(options.jwks);
  return {
    issuer,
    audience,
    async verify(token) {
      if (!token) throw new InvalidAccessTokenError('missing', 'no bearer token');
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
        return payload as AccessTokenClaims;
      } catch (error) {
        throw toInvalid(error);
      }
    },
  };
}

function toInvalid(error: unknown): InvalidAccessTokenError {
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

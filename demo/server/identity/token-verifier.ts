import type { ServerConfig } from '../config.ts';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './access-token.ts';
import type { Identity } from './provider.ts';

/**
 * The verifier the API checks bearer tokens with: the configured issuer and audience (AUTH_ISSUER, AUTH_AUDIENCE).
 * Tokens of the local identity provider are checked against its own keys; an issuer elsewhere (an Auth0 tenant)
 * publishes its keys at `.well-known/jwks.json`, which jose fetches and keeps.
 */
export function tokenVerifierFor(config: ServerConfig, identity: Identity): AccessTokenVerifier {
  const { issuer, audience } = config.auth;
  if (issuer === `${config.publicUrl}/`) return identity.verifier;
  return createAccessTokenVerifier({ issuer, audience, jwks: new URL('.well-known/jwks.json', issuer) });
}

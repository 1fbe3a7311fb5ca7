import { SignJWT, importJWK } from 'jose';
import { loadSigningKey } from '../demo/server/identity/signing-key.ts';
import { subOf } from '../demo/server/store/seed/demo-users.ts';

/**
 * An access token as the service's identity provider would issue it: RS256, signed with the key the
 * service persisted in its data folder, for the API audience. The service must have started once, so
 * the key exists; loading it here never writes a new one over it.
 */
export async function mintAccessToken(options: {
  dataDir: string;
  issuer: string;
  audience: string;
  userId: string;
  expiresInSeconds?: number;
}): Promise<string> {
  const key = await loadSigningKey(options.dataDir);
  const privateKey = await importJWK(key.privateJwk, 'RS256');
  return new SignJWT({ scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setIssuer(`${options.issuer}/`)
    .setAudience(options.audience)
    .setSubject(subOf(options.userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600))
    .sign(privateKey);
}

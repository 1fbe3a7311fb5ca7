import { SignJWT, exportSPKI, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../../demo/server/identity/signing-key.ts';
import { DEMO, startTestService, type TestService } from './support/service.ts';

// Forged, tampered and misdirected tokens against the running API: every one is 401 UNAUTHORIZED,
// on GraphQL and on REST alike.
let service: TestService;
let valid: string;
beforeAll(async () => {
  service = await startTestService();
  valid = await service.tokenFor(DEMO.user);
});
afterAll(() => service?.close());

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function forgeries(): Promise<Record<string, string>> {
  const claims = claimsOf(valid);
  const key = await loadSigningKey(service.app.config.dataDir);
  const publicPem = await exportSPKI((await importJWK(key.publicJwk, 'RS256')) as CryptoKey);
  const [header, , signature] = valid.split('.');
  return {
    'unsigned (alg none)': `${b64url({ alg: 'none', typ: 'at+jwt' })}.${b64url(claims)}.`,
    're-signed with HS256 and the public key': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(new TextEncoder().encode(publicPem)),
    'payload changed to another user': `${header}.${b64url({ ...claims, sub: 'auth0|user-admin' })}.${signature}`,
    'signature of another token': `${header}.${valid.split('.')[1]}.${(await service.tokenFor(DEMO.admin)).split('.')[2]}`,
    'expired': await service.tokenFor(DEMO.user, { expiresInSeconds: -300 }),
    'for another audience': await service.tokenFor(DEMO.user, { audience: 'https://someone-else.example' }),
    'garbage': 'not-a-token',
  };
}

describe('token forgery', () => {
  it('accepts the genuine token', async () => {
    const response = await fetch(`${service.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${valid}` }, body: '{"query":"{ me { email } }"}' });
    expect(response.status).toBe(200);
  });

  it('refuses every forgery with 401 on GraphQL and REST', async () => {
    for (const [kind, token] of Object.entries(await forgeries())) {
      const graphql = await fetch(`${service.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{"query":"{ me { email } }"}' });
      expect(graphql.status, kind).toBe(401);
      const body = (await graphql.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(body.errors[0]!.extensions.code, kind).toBe('UNAUTHORIZED');
      const rest = await fetch(`${service.url}/v1/clients`, { headers: { authorization: `Bearer ${token}` } });
      expect(rest.status, kind).toBe(401);
    }
  });
});

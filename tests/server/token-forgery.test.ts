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
    're-signed with HS256 and the public key': await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode(publicPem)),
    'payload changed to another user': `${header}.${b64url({ ...claims, sub: 'auth0|user-admin' })}.${signature}`,
    'signature of another token': `${header}.${valid.split('.')[1]}.${(await service.tokenFor(DEMO.admin)).split('.')[2]}`,
    expired: await service.tokenFor(DEMO.user, { expiresInSeconds: -300 }),
    'for another audience': await service.tokenFor(DEMO.user, { audience: 'https://someone-else.example' }),
    garbage: 'not-a-token',
  };
}

describe('token forgery', () => {
  it('accepts the genuine token', async () => {
    const response = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${valid}` },
      body: '{"query":"{ me { email } }"}',
    });
    expect(response.status).toBe(200);
  });

  it('refuses every forgery with 401 on GraphQL and REST', async () => {
    for (const [kind, token] of Object.entries(await forgeries())) {
      const graphql = await fetch(`${service.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{"query":"{ me { email } }"}',
      });
      expect(graphql.status, kind).toBe(401);
      const body = (await graphql.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(body.errors[0]!.extensions.code, kind).toBe('UNAUTHORIZED');
      const rest = await fetch(`${service.url}/v1/clients`, { headers: { authorization: `Bearer ${token}` } });
      expect(rest.status, kind).toBe(401);
      for (const response of [graphql, rest])
        expect(response.headers.get('www-authenticate'), kind).toMatch(/^Bearer realm="FirmPilot", error="invalid_token", /);
    }
  });
});

// A 401 says how to authenticate (RFC 6750, section 3): the bare challenge when no credentials came,
// error="invalid_token" with the reason when the token was refused, "invalid_request" for another scheme.
const REST = { path: '/v1/clients', init: {} };
const GRAPHQL = {
  path: '/graphql',
  init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { email } }' }) },
};

async function challengeOf(api: typeof REST | typeof GRAPHQL, authorization?: string) {
  const headers = { ...('headers' in api.init ? api.init.headers : {}), ...(authorization ? { authorization } : {}) };
  const response = await fetch(`${service.url}${api.path}`, { ...api.init, headers });
  expect(response.status).toBe(401);
  return response.headers.get('www-authenticate');
}

describe.each([
  ['REST', REST],
  ['GraphQL', GRAPHQL],
] as const)('a %s 401', (_name, api) => {
  it('without credentials carries the bare Bearer challenge', async () => {
    expect(await challengeOf(api)).toBe('Bearer realm="FirmPilot"');
  });

  it('with a malformed token names invalid_token and why', async () => {
    expect(await challengeOf(api, 'Bearer not-a-token')).toMatch(
      /^Bearer realm="FirmPilot", error="invalid_token", error_description="Sign in again: [^"\\]*malformed[^"\\]*"$/,
    );
  });

  it('with an expired token names invalid_token and the expiry, quoted safely', async () => {
    const expired = await service.tokenFor(DEMO.user, { expiresInSeconds: -60 });
    const challenge = await challengeOf(api, `Bearer ${expired}`);
    expect(challenge).toMatch(
      /^Bearer realm="FirmPilot", error="invalid_token", error_description="Sign in again: [\x20\x21\x23-\x5b\x5d-\x7e]+"$/,
    );
    expect(challenge).toMatch(/exp/);
  });

  it('with another scheme names invalid_request', async () => {
    expect(await challengeOf(api, 'Basic dXNlcjpwYXNz')).toMatch(
      /^Bearer realm="FirmPilot", error="invalid_request", error_description="[^"]+"$/,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestService, type TestService } from './support/service.ts';

// A 401 says how to authenticate (RFC 6750, section 3): the bare challenge when no credentials came,
// error="invalid_token" with the reason when the token was refused, "invalid_request" for another scheme.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const REST = { path: '/v1/clients', init: {} };
const GRAPHQL = { path: '/graphql', init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { email } }' }) } };

async function challengeOf(api: typeof REST | typeof GRAPHQL, authorization?: string) {
  const headers = { ...('headers' in api.init ? api.init.headers : {}), ...(authorization ? { authorization } : {}) };
  const response = await fetch(`${service.url}${api.path}`, { ...api.init, headers });
  expect(response.status).toBe(401);
  return response.headers.get('www-authenticate');
}

describe.each([['REST', REST], ['GraphQL', GRAPHQL]] as const)('a %s 401', (_name, api) => {
  it('without credentials carries the bare Bearer challenge', async () => {
    expect(await challengeOf(api)).toBe('Bearer realm="FirmPilot"');
  });

  it('with a malformed token names invalid_token and why', async () => {
    expect(await challengeOf(api, 'Bearer not-a-token')).toMatch(/^Bearer realm="FirmPilot", error="invalid_token", error_description="Sign in again: [^"\\]*malformed[^"\\]*"$/);
  });

  it('with an expired token names invalid_token and the expiry, quoted safely', async () => {
    const expired = await service.tokenFor(DEMO.user, { expiresInSeconds: -60 });
    const challenge = await challengeOf(api, `Bearer ${expired}`);
    expect(challenge).toMatch(/^Bearer realm="FirmPilot", error="invalid_token", error_description="Sign in again: [\x20\x21\x23-\x5b\x5d-\x7e]+"$/);
    expect(challenge).toMatch(/exp/);
  });

  it('with another scheme names invalid_request', async () => {
    expect(await challengeOf(api, 'Basic dXNlcjpwYXNz')).toMatch(/^Bearer realm="FirmPilot", error="invalid_request", error_description="[^"]+"$/);
  });
});

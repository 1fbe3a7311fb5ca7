import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORDPRESS_PLUGIN_CLIENT_ID, WORDPRESS_QUEUE_PAGE } from '../../demo/server/identity/firm-sites.ts';
import { schemaMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// A firm's WordPress site hosts the elements (wordpress-plugin/): once a client names the site in its WordPress
// connection, the site's origin may call the API; once staff verified it too, the plugin's page is a sign-in
// callback of the plugin's client (tests/server/sign-in-security.test.ts has the rest of sign-in).
const SITE = 'https://www.harborvale-law.example';
const CALLBACK = `${SITE}${WORDPRESS_QUEUE_PAGE}`;

let service: TestService;
const mutate = schemaMutator(() => service);

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const authorize = (redirectUri: string) => {
  const query = new URLSearchParams({
    client_id: WORDPRESS_PLUGIN_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: 'state-1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGrSg1zI-4',
    code_challenge_method: 'S256',
    audience: 'https://api.firmpilot.test',
  });
  return fetch(`${service.url}/authorize?${query}`, { redirect: 'manual' });
};
const preflight = (origin: string, path = '/graphql') =>
  fetch(`${service.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  });

describe("a firm's WordPress site", () => {
  it('is refused as a callback and gets no CORS answer while no client names it', async () => {
    const answer = await authorize(CALLBACK);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/redirect_uri/);
    expect((await preflight(SITE)).headers.get('access-control-allow-origin')).toBeNull();
    // GraphQL answers no other origin either, not even a call that carries a token and a cookie.
    const headers = {
      origin: 'https://evil.example',
      authorization: `Bearer ${await service.tokenFor(DEMO.owner)}`,
      cookie: 'session=1',
      'content-type': 'application/json',
    };
    const call = await fetch(`${service.url}/graphql`, { method: 'POST', headers, body: '{"query":"{ me { id } }"}' });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    expect(call.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('may call the API once the client connects it, for the API paths only, and becomes a callback once staff verify it', async () => {
    const saved = await mutate(DEMO.owner, 'addWordPressCredential', {
      clientId: clientIdOf(MAIN_CLIENT),
      siteUrl: `${SITE}/`,
      username: 'portal',
      applicationPassword: 'abcd efgh ijkl mnop qrst uvwx',
    });
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect((await authorize(CALLBACK)).status).toBe(400);
    expect((await mutate(DEMO.admin, 'verifyWordPressSite', { clientId: clientIdOf(MAIN_CLIENT) })).errors).toBeUndefined();
    const answer = await authorize(CALLBACK);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/interaction\//);
    // Only the plugin's page, exactly: another admin page of the same site is no callback.
    expect((await authorize(`${SITE}/wp-admin/`)).status).toBe(400);

    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect((await preflight(SITE, '/v1/clients')).headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(SITE, '/dist/fp-portal.js')).headers.get('access-control-allow-origin')).toBeNull();

    // An error answer carries the header too, so the page can read why it was refused.
    const refused = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: '{"query":"{ me { id } }"}',
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('gets the same CORS answer from GraphQL as from /v1, never with credentials; another origin gets none', async () => {
    const token = await service.tokenFor(DEMO.owner);
    const call = (origin: string, path: string) =>
      path === '/graphql'
        ? fetch(`${service.url}/graphql`, {
            method: 'POST',
            headers: { origin, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: '{"query":"{ me { id } }"}',
          })
        : fetch(`${service.url}${path}`, { headers: { origin, authorization: `Bearer ${token}` } });
    for (const path of ['/graphql', '/v1/clients']) {
      const allowed = await call(SITE, path);
      expect(allowed.status, path).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin'), path).toBe(SITE);
      expect(allowed.headers.get('access-control-allow-credentials'), path).toBeNull();
      expect(allowed.headers.get('vary'), path).toMatch(/origin/i);
      const evil = await call('https://evil.example', path);
      expect(evil.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(evil.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    // The answer to a refused preflight carries nothing either, on both APIs.
    for (const path of ['/graphql', '/v1/clients']) {
      const answer = await preflight('https://evil.example', path);
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });
});

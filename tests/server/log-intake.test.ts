import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_BYTES, SENDER_REFUSED, STAFF_ONLY } from '../../demo/server/logs/index.ts';
import { JSON_TOO_DEEP } from '../../demo/server/input/json-depth.ts';
import { DEMO, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// The browser log intake of a service run as `npm run dev` runs it (NODE_ENV=development, the only mode that serves
// /intake/logs/recent; production-mode.test.ts shows it is absent there). Pages of the service's own origin and of
// connected firm sites send logs; anyone else needs a token; only staff read them.
let service: TestService;
let ownOrigin: string;
let adminToken: string;
const FIRM_SITE = 'https://www.sterling-injury.example';

// The query the browser SDK adds when it posts through a proxy.
const DDFORWARD = '?ddforward=' + encodeURIComponent('/api/v2/logs?ddsource=browser&dd-api-key=pub123&dd-request-id=r1');

const send = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${service.url}/intake/logs${DDFORWARD}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ownOrigin, ...headers },
  });

const recent = (query = '', token: string | null = adminToken) =>
  fetch(`${service.url}/intake/logs/recent${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const recentMessages = async (query = '') =>
  ((await (await recent(query)).json()).entries as Array<{ log: { message: string } }>).map((entry) => entry.log.message);

beforeAll(async () => {
  service = await startTestService({ development: true });
  ownOrigin = new URL(service.url).origin;
  adminToken = await service.tokenFor(DEMO.admin);
  const connect = await service.graphql(
    DEMO.admin,
    'mutation ($input: AddWordPressCredentialInput!) { addWordPressCredential(input: $input) { message } }',
    {
      input: {
        clientId: clientIdOf(SECOND_CLIENT),
        siteUrl: `${FIRM_SITE}/`,
        username: 'portal',
        applicationPassword: 'abcd efgh ijkl mnop qrst uvwx',
      },
    },
  );
  expect(connect.errors).toBeUndefined();
});
afterAll(() => service?.close());

describe('who reads the log intake', () => {
  it('refuses anyone without a token with 401, and anyone but staff with 403', async () => {
    const anonymous = await recent('', null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer realm=/);
    const owner = await recent('', await service.tokenFor(DEMO.owner));
    expect(owner.status).toBe(403);
    expect((await owner.json()).message).toBe(STAFF_ONLY);
    expect((await recent('', 'not-a-token')).status).toBe(401);
    expect((await recent()).status).toBe(200);
  });
});

describe('who writes to the log intake', () => {
  it("takes batches from the service's own pages, a connected firm site's pages and a request with a valid token", async () => {
    expect((await send('{"message":"from the portal"}')).status).toBe(202);
    const firmSite = await send('{"message":"from a firm site"}', { origin: FIRM_SITE });
    expect(firmSite.status).toBe(202);
    expect(firmSite.headers.get('access-control-allow-origin')).toBe(FIRM_SITE);
    const withToken = await fetch(`${service.url}/intake/logs`, {
      method: 'POST',
      body: '{"message":"from a server"}',
      headers: { authorization: `Bearer ${await service.tokenFor(DEMO.user)}` },
    });
    expect(withToken.status).toBe(202);
    expect(await recentMessages('?limit=3')).toEqual(['from a server', 'from a firm site', 'from the portal']);
  });

  it('refuses any other sender with 403 and keeps nothing of it', async () => {
    const refusals = [
      await fetch(`${service.url}/intake/logs`, { method: 'POST', body: '{"message":"nobody"}' }),
      await send('{"message":"a stranger"}', { origin: 'https://evil.example' }),
      await send('{"message":"a lookalike"}', { origin: `${ownOrigin}.evil.example` }),
      await send('{"message":"a bad token"}', { origin: 'https://evil.example', authorization: 'Bearer not-a-token' }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toBe(SENDER_REFUSED);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(await recentMessages('?limit=1')).toEqual(['from a server']);
  });
});

describe('the batches it takes', () => {
  it('accepts newline-delimited JSON as the SDK sends it', async () => {
    const lines = [
      { message: 'first', status: 'info' },
      { message: 'second', status: 'error' },
    ];
    const response = await send(lines.map((line) => JSON.stringify(line)).join('\n'));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2, rejected: 0 });
  });

  it('accepts a JSON array, also as application/json', async () => {
    const response = await send(JSON.stringify([{ message: 'third' }, { message: 'fourth' }]), { 'content-type': 'application/json' });
    expect(await response.json()).toEqual({ accepted: 2, rejected: 0 });
  });

  it('counts malformed lines and items as rejected, skipping blank lines', async () => {
    const ndjson = await send('{"message":"fifth"}\n{not json\n\n42\r\n["a"]\n');
    expect(ndjson.status).toBe(202);
    expect(await ndjson.json()).toEqual({ accepted: 1, rejected: 3 });
    expect(await (await send('[{"message":"sixth"}, "text", null]')).json()).toEqual({ accepted: 1, rejected: 2 });
  });

  it('lists the kept entries newest first, up to limit', async () => {
    const all = (await (await recent()).json()).entries;
    expect(Date.parse(all[0].receivedAt)).not.toBeNaN();
    expect(await recentMessages('?limit=5')).toEqual(['sixth', 'fifth', 'fourth', 'third', 'second']);
    expect((await recent('?limit=zero')).status).toBe(400);
  });

  it('refuses a batch of JSON nested 40,000 levels deep (as deep as fits) with 400, keeping none of it, as arrays or objects, in a line or whole', async () => {
    const depth = 40_000;
    const batches = [
      `[{"message":"deep array","context":${'['.repeat(depth)}${']'.repeat(depth)}}]`,
      `{"message":"fine"}\n{"message":"deep object","context":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    ];
    for (const batch of batches) {
      const response = await send(batch);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(`Log batch refused: ${JSON_TOO_DEEP}`);
    }
    // Before, the deep entry was kept and every read of the intake answered 500 (a stack overflow).
    const read = await recent('?limit=1');
    expect(read.status).toBe(200);
    expect((await read.json()).entries.map((entry: { log: { message: string } }) => entry.log.message)).toEqual(['sixth']);
  });

  it('answers 413 with a clear message above the body limit', async () => {
    const line = JSON.stringify({ message: 'x'.repeat(1000) });
    const body = Array.from({ length: Math.ceil(MAX_BATCH_BYTES / line.length) + 1 }, () => line).join('\n');
    const response = await send(body);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/larger than the 262144 bytes/);
    // Just under the limit still passes.
    const fits = await send(body.slice(0, MAX_BATCH_BYTES - 10_000).replace(/\n[^\n]*$/, ''));
    expect(fits.status).toBe(202);
  });

  it('answers CORS preflights of the trusted origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${service.url}/intake/logs`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const trusted = await preflight(FIRM_SITE);
    expect(trusted.status).toBe(204);
    expect(trusted.headers.get('access-control-allow-origin')).toBe(FIRM_SITE);
    expect(trusted.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_WINDOW } from '../../demo/server/wordpress-plugin/report-budget.ts';
import { schemaMutator } from './support/graphql-helpers.ts';
import { clientIdOf, DEMO, MAIN_CLIENT, SECOND_CLIENT, startTestService, type TestService } from './support/service.ts';

// The plugin on a firm's WordPress site reports its failures to POST /v1/wordpress-plugin/log with no token (from
// PHP, and from a page whose bundle did not load): taken for the client's connected site only, proven by the site's
// secret (GET /v1/wordpress-plugin/site-secret, signed in), so many per client, small and shallow.
const SITE = 'https://www.harborvale-law.example';
const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);

let service: TestService;
let siteSecret: string;
const mutate = schemaMutator(() => service);
const report = (body: Record<string, unknown>, userId: string | null = null) =>
  service.rest(userId, 'POST', '/v1/wordpress-plugin/log', {
    clientId: MAIN,
    level: 'error',
    siteUrl: SITE,
    pluginVersion: '2.0.0',
    siteSecret,
    ...body,
  });
const secretOf = async (clientId: string, userId: string | null = DEMO.owner) =>
  service.rest(userId, 'GET', `/v1/wordpress-plugin/site-secret?clientId=${clientId}`);
const connect = (siteUrl: string) =>
  mutate(DEMO.owner, 'addWordPressCredential', {
    clientId: MAIN,
    siteUrl,
    username: 'portal',
    applicationPassword: 'abcd efgh ijkl mnop qrst uvwx',
  });
const recordedReports = (clientId: string) =>
  service.app.db.query<{ data: Record<string, unknown>; created_by: string }>(
    `select data, created_by from resources where kind = 'wordPressPluginLog' and client_id = $1 order by created_on`,
    [clientId],
  );

/** The reports the site sent without a token: the ones its budget counts. */
const siteReports = async () => (await recordedReports(MAIN)).filter((row) => row.created_by === SITE).length;

beforeAll(async () => {
  service = await startTestService();
  // Entered as people do, with a trailing slash and capitals in the host: the service keeps it without the slash.
  const saved = await connect('https://WWW.harborvale-law.example/');
  expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
  siteSecret = (await secretOf(MAIN)).body.siteSecret;
});
afterAll(() => service?.close());

describe('POST /v1/wordpress-plugin/log', () => {
  it("records a report without a token when it comes for the client's connected site, naming the site as its sender", async () => {
    const context = { url: 'https://api.example.com/v1/wordpress-plugin/info', status: 502 };
    const answer = await report({
      message: 'The update check answered HTTP 502 instead of the release details.',
      siteUrl: `${SITE}/`,
      context,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ kind: 'wordPressPluginLog', clientId: MAIN, createdBy: SITE });
    const [row] = await recordedReports(MAIN);
    expect(row).toEqual({
      created_by: SITE,
      data: {
        level: 'error',
        message: 'The update check answered HTTP 502 instead of the release details.',
        siteUrl: `${SITE}/`,
        pluginVersion: '2.0.0',
        context,
        operation: 'logWordPressPluginEvent',
      },
    });
  });

  it('gives the site its secret only to someone signed in with access to the client; connecting another site issues a new one', async () => {
    expect(siteSecret).toMatch(/^[0-9a-f]{64}$/);
    const again = await secretOf(MAIN, DEMO.user);
    expect(again).toEqual({ status: 200, body: { clientId: MAIN, siteUrl: SITE, siteSecret } });
    expect((await secretOf(MAIN, null)).status).toBe(401);
    expect((await secretOf(SECOND, DEMO.user)).status).toBe(403);
    // Saving the same site again keeps its secret; another site gets its own, and the old one stops counting.
    await connect(SITE);
    expect((await secretOf(MAIN)).body.siteSecret).toBe(siteSecret);
    await connect('https://other-site.example');
    const other = (await secretOf(MAIN)).body.siteSecret;
    expect(other).not.toBe(siteSecret);
    await connect(SITE);
    const renewed = (await secretOf(MAIN)).body.siteSecret;
    expect(renewed).not.toBe(siteSecret);
    expect((await report({ message: 'x' })).status).toBe(403);
    siteSecret = renewed;
  });

  it("refuses a report without the site's secret, or with another, even from the connected site, and never records the secret", async () => {
    const before = (await recordedReports(MAIN)).length;
    // One character off: the last one changed to another hex digit, whatever it was.
    const oneOff = `${siteSecret.slice(0, -1)}${siteSecret.endsWith('0') ? '1' : '0'}`;
    for (const secret of [undefined, 'f'.repeat(64), oneOff]) {
      const answer = await report({ message: 'x', siteSecret: secret });
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toMatch(/the site's secret/);
    }
    expect((await recordedReports(MAIN)).length).toBe(before);
    expect((await report({ message: 'With the secret.' })).status).toBe(201);
    const rows = await recordedReports(MAIN);
    expect(JSON.stringify(rows.at(-1))).not.toContain(siteSecret);
  });

  it('drops the query and the hash of the URLs a report names: wp-admin URLs carry nonces', async () => {
    const context = {
      event: 'bundle-load',
      page: '/wp-admin/admin.php?page=firmpilot-blog-queue&_wpnonce=0123abcd#top',
      scriptUrl: `${SITE}/wp-content/plugins/firmpilot-portal/dist/fp-portal.js?ver=2.0.0`,
      url: `${SITE}/wp-admin/update.php?action=upgrade-plugin&_wpnonce=9f9f`,
    };
    const answer = await report({ message: 'x', context });
    expect(answer.status).toBe(201);
    expect((await recordedReports(MAIN)).at(-1)!.data.context).toEqual({
      event: 'bundle-load',
      page: '/wp-admin/admin.php',
      scriptUrl: `${SITE}/wp-content/plugins/firmpilot-portal/dist/fp-portal.js`,
      url: `${SITE}/wp-admin/update.php`,
    });
  });

  it('refuses a body over 16 KB (413) and a context nested too deep (400), recording nothing', async () => {
    const before = (await recordedReports(MAIN)).length;
    const large = await report({ message: 'x', context: { note: 'y'.repeat(17 * 1024) } });
    expect(large.status).toBe(413);
    expect(large.body.detail).toMatch(/16384 bytes/);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 20; level += 1) deep = { deeper: deep };
    const nested = await report({ message: 'x', context: deep });
    expect(nested.status).toBe(400);
    expect(nested.body.field).toBe('context');
    expect((await recordedReports(MAIN)).length).toBe(before);
  });

  it('refuses another site, an unknown client and a client without a site alike, recording nothing', async () => {
    const before = (await recordedReports(MAIN)).length;
    const refusals = [
      await report({ message: 'x', siteUrl: 'https://evil.example' }),
      await report({ message: 'x', siteUrl: `${SITE}/blog` }),
      await report({ message: 'x', siteUrl: SITE.replace('https:', 'http:') }),
      await report({ message: 'x', clientId: 'no-such-client' }),
      await report({ message: 'x', clientId: SECOND }),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toMatch(/is not the WordPress site connected to client "[^"]+"/);
    }
    expect(refusals[3]!.body.detail.replace('no-such-client', SECOND)).toBe(refusals[4]!.body.detail);
    expect((await recordedReports(MAIN)).length).toBe(before);
  });

  it('still takes a report from someone signed in with access to the client, as that person', async () => {
    const answer = await report({ level: 'warning', message: 'From the board.', siteUrl: 'https://elsewhere.example' }, DEMO.user);
    expect(answer.status).toBe(201);
    expect(answer.body.createdBy).toBe(DEMO.user);
    // A token of someone without access to the client does not open the door: the site must match then.
    expect((await report({ message: 'x', clientId: SECOND, siteUrl: SITE }, DEMO.user)).status).toBe(403);
  });

  it('keeps the body limits: siteUrl required, message up to 2000 characters, context up to 50 properties', async () => {
    const noSite = await service.rest(null, 'POST', '/v1/wordpress-plugin/log', { clientId: MAIN, level: 'error', message: 'x' });
    expect(noSite.status).toBe(400);
    expect(noSite.body.field).toBe('siteUrl');
    const long = await report({ message: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('message');
    const wide = await report({ message: 'x', context: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) });
    expect(wide.status).toBe(400);
    expect(wide.body.field).toBe('context');
  });

  it(`answers 429 with Retry-After past ${REPORTS_PER_WINDOW} reports of one client in the window`, async () => {
    const statuses: number[] = [];
    for (let sent = await siteReports(); sent <= REPORTS_PER_WINDOW; sent += 1)
      statuses.push((await report({ message: `report ${sent}` })).status);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await siteReports()).toBe(REPORTS_PER_WINDOW);

    const response = await fetch(`${service.url}/v1/wordpress-plugin/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: MAIN, level: 'error', message: 'one more', siteUrl: SITE, siteSecret }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await response.json()).detail).toMatch(/send again in \d+ s/);
    // Someone signed in has a budget of their own: the site's reports filling theirs does not stop them.
    expect((await report({ message: 'From the board.' }, DEMO.user)).status).toBe(201);
  });

  it("answers the connected site's preflight and its report cross-origin", async () => {
    const preflight = await fetch(`${service.url}/v1/wordpress-plugin/log`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });
});

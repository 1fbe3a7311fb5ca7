import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_WINDOW } from '../../demo/server/wordpress-plugin/report-budget.ts';
import { schemaMutator } from './support/graphql-helpers.ts';
import { clientIdOf, DEMO, MAIN_CLIENT, SECOND_CLIENT, startTestService, type TestService } from './support/service.ts';

// The plugin on a firm's WordPress site reports its failures to POST /v1/wordpress-plugin/log with no token (from
// PHP, and from a page whose bundle did not load): taken for the client's connected site only, so many per client.
const SITE = 'https://www.harborvale-law.example';
const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);

let service: TestService;
const mutate = schemaMutator(() => service);
const report = (body: Record<string, unknown>, userId: string | null = null) =>
  service.rest(userId, 'POST', '/v1/wordpress-plugin/log', { clientId: MAIN, level: 'error', siteUrl: SITE, pluginVersion: '2.0.0', ...body });
const recordedReports = (clientId: string) =>
  service.app.db.query<{ data: Record<string, unknown>; created_by: string }>(
    `select data, created_by from resources where kind = 'wordPressPluginLog' and client_id = $1 order by created_on`, [clientId],
  );

beforeAll(async () => {
  service = await startTestService();
  // Entered as people do, with a trailing slash and capitals in the host: the service keeps it without the slash.
  const saved = await mutate(DEMO.owner, 'addWordPressCredential', {
    clientId: MAIN, siteUrl: 'https://WWW.harborvale-law.example/', username: 'portal', applicationPassword: 'abcd efgh ijkl mnop qrst uvwx',
  });
  expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
});
afterAll(() => service?.close());

describe('POST /v1/wordpress-plugin/log', () => {
  it("records a report without a token when it comes for the client's connected site, naming the site as its sender", async () => {
    const context = { url: 'https://api.example.com/v1/wordpress-plugin/info', status: 502 };
    const answer = await report({ message: 'The update check answered HTTP 502 instead of the release details.', siteUrl: `${SITE}/`, context });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ kind: 'wordPressPluginLog', clientId: MAIN, createdBy: SITE });
    const [row] = await recordedReports(MAIN);
    expect(row).toEqual({
      created_by: SITE,
      data: {
        level: 'error', message: 'The update check answered HTTP 502 instead of the release details.', siteUrl: `${SITE}/`, pluginVersion: '2.0.0', context,
        operation: 'logWordPressPluginEvent',
      },
    });
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
    for (let sent = (await recordedReports(MAIN)).length; sent <= REPORTS_PER_WINDOW; sent += 1) statuses.push((await report({ message: `report ${sent}` })).status);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await recordedReports(MAIN)).length).toBe(REPORTS_PER_WINDOW);

    const response = await fetch(`${service.url}/v1/wordpress-plugin/log`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId: MAIN, level: 'error', message: 'one more', siteUrl: SITE }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await response.json()).detail).toMatch(/send again in \d+ s/);
  });

  it("answers the connected site's preflight and its report cross-origin", async () => {
    const preflight = await fetch(`${service.url}/v1/wordpress-plugin/log`, {
      method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });
});

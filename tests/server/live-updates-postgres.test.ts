import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../demo/server/config.ts';
import { CHANGES_CHANNEL } from '../../demo/server/live/change-feed.ts';
import { startServiceProcess, type ServiceProcess } from '../../bench/service-process.ts';
import { mintAccessToken } from '../../scripts/access-token.ts';
import { freePort } from '../../scripts/free-port.ts';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server.ts';
import { openLiveStream, type LiveEvent, type LiveStream } from './support/live-stream.ts';
import { formAction, signInBrowser } from './support/sign-in-http.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf } from './support/service.ts';

// Two service processes on one PostgreSQL server: each delivers every change, whichever process (or plain SQL)
// made it; both listen again after the server crashes and miss nothing; transactions that commit out of the order
// they began are delivered, in order, once the older one ends. The sign-in throttle counts across the processes too.
const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);
let postgres: PostgresServer;
let dataDir: string;
const services: ServiceProcess[] = [];
const opened: LiveStream[] = [];

beforeAll(async () => {
  postgres = await startPostgresServer({ maxConnections: 100 });
  // One data folder: the processes sign and verify tokens with the key the first one writes there.
  dataDir = mkdtempSync(join(tmpdir(), 'fp-live-postgres-'));
  for (let index = 0; index < 2; index++) {
    services.push(await startServiceProcess({ dataDir, port: await freePort(), databaseUrl: postgres.url, seedDemo: true }));
  }
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await Promise.all(services.map((service) => service.stop()));
  await postgres?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const tokenFor = (service: ServiceProcess, userId: string) => {
  const config = readConfig(service.env);
  return mintAccessToken({ dataDir, issuer: config.publicUrl, audience: config.auth.audience, userId });
};

async function streamOn(service: ServiceProcess, userId: string = DEMO.admin) {
  const stream = await openLiveStream(service.url, { token: await tokenFor(service, userId) });
  opened.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor((event) => event.event === 'ready');
  return stream;
}

async function addKeywordList(service: ServiceProcess, clientId: string, name: string): Promise<string> {
  const response = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor(service, DEMO.admin)}` },
    body: JSON.stringify({
      query: 'mutation ($input: AddClientKeywordListInput!) { addClientKeywordList(input: $input) { id } }',
      variables: { input: { clientId, name, keywords: ['live'] } },
    }),
  });
  const body = (await response.json()) as { data?: { addClientKeywordList: { id: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.addClientKeywordList.id;
}

const changeOf = (entityId: string) => (event: LiveEvent) =>
  event.event === 'change' && event.data.changes.some((change: { entityId: string }) => change.entityId === entityId);

async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Two transactions left open on connections of their own: the first touches the main client, then the second the
 * second client, so the first holds the lower transaction id (and, being the first to write, is the one that notifies).
 */
async function twoOpenTransactions() {
  const first = new pg.Client({ connectionString: postgres.url });
  const second = new pg.Client({ connectionString: postgres.url });
  await Promise.all([first.connect(), second.connect()]);
  await first.query('begin');
  await first.query('update clients set updated_on = now() where id = $1', [MAIN]);
  await second.query('begin');
  await second.query('update clients set updated_on = now() where id = $1', [SECOND]);
  return { first, second, close: () => Promise.all([first.end(), second.end()]) };
}

describe('two service processes on one PostgreSQL server', () => {
  it('each delivers, within a second, the changes the other makes', async () => {
    const [a, b] = services as [ServiceProcess, ServiceProcess];
    for (const [writer, reader] of [
      [a, b],
      [b, a],
    ] as const) {
      const stream = await streamOn(reader, DEMO.user);
      const started = performance.now();
      const id = await addKeywordList(writer, MAIN, `from ${writer.url} ${Date.now()}`);
      const event = await stream.waitFor(changeOf(id), 1000);
      expect(event.at - started).toBeLessThan(1000);
      expect(event.data.changes).toEqual([{ clientId: MAIN, kind: 'keywordList', entityId: id }]);
    }
  });

  it('listen again after the server crashes and restarts, and deliver what was written meanwhile', async () => {
    const [a, b] = services as [ServiceProcess, ServiceProcess];
    const streams = [await streamOn(a), await streamOn(b)];
    await postgres.crashAndRestart({ downMs: 1000 });
    // Written at once, before the processes' listeners are back (their first retry waits half a second at least).
    const duringReconnect = (await sql<{ id: string }>(`update clients set updated_on = now() where id = $1 returning id`, [SECOND]))[0]!
      .id;
    for (const stream of streams) await stream.waitFor(changeOf(duringReconnect), 15_000);

    // Both listen again: each process's listening connection has run LISTEN on the restarted server.
    await expect
      .poll(async () => (await sql('select 1 from pg_stat_activity where query = $1', [`listen "${CHANGES_CHANNEL}"`])).length, {
        timeout: 15_000,
      })
      .toBe(2);
    const after = await addKeywordList(a, SECOND, `after the restart ${Date.now()}`);
    for (const stream of streams) await stream.waitFor(changeOf(after), 1000);
    // Nothing twice.
    for (const stream of streams) {
      const ids = stream.events.filter((event) => event.event === 'change').map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('delivers two overlapping transactions that commit out of the order they began, once both ended, in order', async () => {
    const [a, b] = services as [ServiceProcess, ServiceProcess];
    const streams = [await streamOn(a), await streamOn(b)];
    const marker = await addKeywordList(a, MAIN, `before the overlap ${Date.now()}`);
    const cursorBefore = (await streams[0]!.waitFor(changeOf(marker))).id!;
    const { first: older, second: newer, close } = await twoOpenTransactions();
    try {
      await newer.query('commit');
      // The newer transaction has committed, but the older one is still open: delivering the newer now would put
      // it before a change with a lower cursor, which a resumed stream would then skip.
      await new Promise((resolve) => setTimeout(resolve, 600));
      for (const stream of streams) expect(stream.events.filter(changeOf(SECOND))).toEqual([]);
      await older.query('commit');
    } finally {
      await close();
    }
    for (const stream of streams) {
      const first = await stream.waitFor(changeOf(MAIN), 2000);
      const second = await stream.waitFor(changeOf(SECOND), 2000);
      expect(stream.events.indexOf(first)).toBeLessThan(stream.events.indexOf(second));
    }
    // A reader resuming from before both gets both, in the same order.
    const resumed = await openLiveStream(b.url, { token: await tokenFor(b, DEMO.admin), lastEventId: cursorBefore });
    opened.push(resumed);
    const first = await resumed.waitFor(changeOf(MAIN), 2000);
    const second = await resumed.waitFor(changeOf(SECOND), 2000);
    expect(resumed.events.indexOf(first)).toBeLessThan(resumed.events.indexOf(second));
    const idsAfterMarker = (stream: LiveStream) => {
      const ids = stream.events.filter((event) => event.event === 'change').map((event) => event.id);
      return ids.slice(ids.indexOf(cursorBefore) + 1);
    };
    expect(idsAfterMarker(resumed)).toEqual(idsAfterMarker(streams[0]!));
    expect(idsAfterMarker(resumed)).toHaveLength(2);
  });

  it('delivers within a second a transaction that committed without a NOTIFY of its own, after the one that notified', async () => {
    // One writing transaction at a time notifies (migration 090): here the first to write; the second commits later.
    const [a, b] = services as [ServiceProcess, ServiceProcess];
    const streams = [await streamOn(a), await streamOn(b)];
    const { first: notifying, second: quiet, close } = await twoOpenTransactions();
    try {
      await notifying.query('commit');
      for (const stream of streams) await stream.waitFor(changeOf(MAIN), 1000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await quiet.query('commit');
    } finally {
      await close();
    }
    const committed = performance.now();
    for (const stream of streams) expect((await stream.waitFor(changeOf(SECOND), 1000)).at - committed).toBeLessThan(1000);
  });
});

describe('the sign-in throttle on two processes', () => {
  it('counts wrong passwords sent to both processes at once as one budget: most get 429 with Retry-After', async () => {
    const pages = await Promise.all(
      services.map(async (service) => {
        const browser = signInBrowser(service.url);
        const { answer } = await browser.authorize({ clientId: 'fp-portal-demo', redirectUri: `${service.url}/` });
        return { browser, action: await formAction(answer) };
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const { browser, action } = pages[index % 2]!;
        return browser.request(action, { form: { email: 'manager@demo.test', password: 'guess' } });
      }),
    );
    const checked = answers.filter((answer) => answer.status === 401).length;
    const refused = answers.filter((answer) => answer.status === 429);
    // Five free attempts and a turn or two for the account, whichever process took them.
    expect(checked).toBeLessThanOrEqual(8);
    expect(refused.length).toBe(40 - checked);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

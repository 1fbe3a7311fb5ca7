import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type * as LaunchDarkly from 'launchdarkly-js-client-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FLAG_CONFIG, registerFlagRoutes } from '../../demo/server/flags/index.ts';
import { launchChromium } from '../support/browser.ts';

const WIP = 'client-app-work-in-progress';
const PPC_USER = 'auth0|user-ppc';
const ENV = 'env-demo';

let app: FastifyInstance;
let dataDir: string;
let origin: string;
const seen: string[] = []; // "METHOD url" of every request, to prove the browser sent a preflight

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const flagsFor = (context: unknown) => fetch(`${origin}/flags/sdk/evalx/${ENV}/contexts/${encode(context)}`);
const report = (body: string) =>
  fetch(`${origin}/flags/sdk/evalx/${ENV}/context`, { method: 'REPORT', body, headers: { 'content-type': 'application/json' } });

async function writeConfig(config: unknown): Promise<void> {
  await writeFile(join(dataDir, 'flags.json'), JSON.stringify(config));
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'flags-'));
  app = Fastify();
  app.addHook('onRequest', async (request) => void seen.push(`${request.method} ${request.url}`));
  await app.register(registerFlagRoutes, { dataDir });
  servePageWithSdk(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('flag endpoint', () => {
  it('creates flags.json with the demo defaults', async () => {
    expect(JSON.parse(await readFile(join(dataDir, 'flags.json'), 'utf8'))).toEqual(DEFAULT_FLAG_CONFIG);
  });

  it('answers GET with the evaluated flags in the SDK shape', async () => {
    const response = await flagsFor({ kind: 'user', key: 'someone' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ [WIP]: { value: false, variation: 0, version: 1 } });
  });

  it('applies the user override for a single or multi context, by GET or REPORT, with any query', async () => {
    const multi = { kind: 'multi', user: { key: PPC_USER, name: 'PPC admin' }, client: { key: 'firm-1', name: 'A long firm name, LLP' } };
    expect(encode(multi).length).toBeGreaterThan(100); // past Fastify's default limit for a :param
    const viaGet = await fetch(`${origin}/flags/sdk/evalx/${ENV}/contexts/${encode(multi)}?h=abc&withReasons=true`);
    expect(await viaGet.json()).toEqual({ [WIP]: { value: true, variation: 1, version: 1 } });
    expect((await (await report(JSON.stringify({ kind: 'user', key: PPC_USER }))).json())[WIP].value).toBe(true);
  });

  it('answers 400 naming the problem with a malformed context', async () => {
    const bad = await fetch(`${origin}/flags/sdk/evalx/${ENV}/contexts/@@@`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/base64url/);
    expect((await (await flagsFor([1])).json()).message).toMatch(/must be a JSON object, got an array/);
    const notJson = await fetch(`${origin}/flags/sdk/evalx/${ENV}/contexts/${Buffer.from('{oops').toString('base64url')}`);
    expect((await notJson.json()).message).toMatch(/not valid JSON/);
    const reported = await report('"user"');
    expect(reported.status).toBe(400);
    expect((await reported.json()).message).toMatch(/got a string/);
  });

  it('picks up a changed file and keeps the last good flags when the file breaks', async () => {
    await writeConfig({
      flags: { [WIP]: { default: false, variations: [false, true], version: 2 } },
      overrides: { clients: { 'firm-9': { [WIP]: true } } },
    });
    const context = { kind: 'multi', user: { key: 'someone' }, client: { key: 'firm-9' } };
    expect(await (await flagsFor(context)).json()).toEqual({ [WIP]: { value: true, variation: 1, version: 2 } });
    expect((await (await flagsFor({ kind: 'user', key: PPC_USER })).json())[WIP].value).toBe(false);

    await writeFile(join(dataDir, 'flags.json'), '{ "flags": ');
    expect((await (await flagsFor(context)).json())[WIP].value).toBe(true);
    await writeConfig(DEFAULT_FLAG_CONFIG);
    expect((await (await flagsFor(context)).json())[WIP].value).toBe(false);
  });

  it('answers CORS preflights and marks answers for any origin', async () => {
    const preflight = await fetch(`${origin}/flags/sdk/evalx/${ENV}/context`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://elsewhere.test',
        'access-control-request-method': 'REPORT',
        'access-control-request-headers': 'content-type,x-launchdarkly-user-agent',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, REPORT, OPTIONS');
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(', ');
    for (const header of [
      'x-launchdarkly-user-agent',
      'x-launchdarkly-payload-id',
      'x-launchdarkly-event-schema',
      'content-type',
      'authorization',
    ]) {
      expect(allowed).toContain(header);
    }
    const answer = await flagsFor({ kind: 'user', key: 'someone' });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toBe('date');
  });

  it('answers goals with an empty list and keeps the last 100 events, newest first', async () => {
    expect(await (await fetch(`${origin}/flags/sdk/goals/${ENV}`)).json()).toEqual([]);
    const bulk = Array.from({ length: 105 }, (_, index) => ({ kind: 'feature', key: WIP, index }));
    const post = (path: string, body: unknown) =>
      fetch(`${origin}/flags/events/${path}/${ENV}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    expect((await post('bulk', bulk)).status).toBe(202);
    expect((await post('diagnostic', { kind: 'diagnostic', id: 'd1' })).status).toBe(202);
    const { events } = await (await fetch(`${origin}/flags/events/recent`)).json();
    expect(events).toHaveLength(100);
    expect(events[0]).toMatchObject({ envId: ENV, kind: 'diagnostic', event: { id: 'd1' } });
    expect(events[1].event.index).toBe(104);
    expect(events[99].event.index).toBe(6);
  });

  it('honours a prefix given to app.register or to a direct call', async () => {
    for (const register of [
      (other: FastifyInstance) => other.register(registerFlagRoutes, { dataDir, prefix: '/ld' }),
      (other: FastifyInstance) => registerFlagRoutes(other, { dataDir, prefix: '/ld' }),
    ]) {
      const other = Fastify();
      await register(other);
      const answer = await other.inject({ method: 'GET', url: `/ld/sdk/goals/${ENV}` });
      expect(answer.statusCode).toBe(200);
      await other.close();
    }
  });
});

describe('launchdarkly-js-client-sdk in Chromium', () => {
  it('reads the flag, and sees it change when identifying a multi-context', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      // The page comes from localhost and the flags from 127.0.0.1: a cross-origin call, as in the portal.
      await page.goto(origin.replace('127.0.0.1', 'localhost') + '/ld-test/');
      await page.waitForFunction(() => 'ld' in window);
      const result = await page.evaluate(
        async ({ baseUrl, env, flag, ppcUser }) => {
          const ld = (window as unknown as { ld: typeof LaunchDarkly }).ld;
          const run = async (useReport: boolean) => {
            const options = { baseUrl, eventsUrl: baseUrl, streaming: false, sendEvents: false, fetchGoals: false, useReport };
            const client = ld.initialize(env, { kind: 'user', key: 'someone' }, options);
            await client.waitForInitialization(5);
            const before = client.variation(flag, true);
            const changed = new Promise((resolve) => client.on('change', resolve));
            await client.identify({ kind: 'multi', user: { key: ppcUser }, client: { key: 'firm-1', name: 'Firm One' } });
            const after = client.variation(flag, false);
            const change = await changed;
            await client.close();
            return { before, after, change };
          };
          return { get: await run(false), report: await run(true) };
        },
        { baseUrl: `${origin}/flags`, env: ENV, flag: WIP, ppcUser: PPC_USER },
      );
      const expected = { before: false, after: true, change: { [WIP]: { current: true, previous: false } } };
      expect(result).toEqual({ get: expected, report: expected });
      expect(seen).toContain(`OPTIONS /flags/sdk/evalx/${ENV}/context`);
      expect(seen.some((line) => line.startsWith(`OPTIONS /flags/sdk/evalx/${ENV}/contexts/`))).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

/** A bare page that loads the SDK's ESM build and hands it to the test as window.ld. */
function servePageWithSdk(server: FastifyInstance): void {
  const sdkFile = createRequire(import.meta.url).resolve('launchdarkly-js-client-sdk/dist/ldclient.es.js');
  server.get('/ld-test/', async (_request, reply) =>
    reply.type('text/html').send(`<!doctype html><script type="module">
      import * as ld from './ldclient.es.js';
      window.ld = ld;
    </script>`),
  );
  server.get('/ld-test/ldclient.es.js', async (_request, reply) => reply.type('text/javascript').send(await readFile(sdkFile, 'utf8')));
}

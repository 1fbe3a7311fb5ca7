import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from '../../demo/server/app.ts';
import { ConfigError, readConfig, SEED_REFUSED_IN_PRODUCTION } from '../../demo/server/config.ts';
import { IDENTITY_KEYS_UNAVAILABLE } from '../../demo/server/identity/access-token.ts';
import { tokenVerifierFor } from '../../demo/server/identity/token-verifier.ts';
import { seedDemoIfEmpty } from '../../demo/server/store/seed/demo.ts';
import { mintAccessToken } from '../../scripts/access-token.ts';
import { freePort } from '../../scripts/free-port.ts';
import { copyMigratedTemplate } from '../support/database-template.ts';

// The service as operators run it: it seeds only when asked (never in production), trusts only the configured
// issuer and audience, and logs each request with an id, every 500 with its stack. One service for the file, started
// without the seed; the tests run in order (the seed comes after the first, a table is renamed in the last).
let app: App;
let dataDir: string;
const logLines: Array<Record<string, any>> = [];
const countUsers = async () => (await app.db.query<{ count: number }>('select count(*)::int as count from users'))[0]!.count;
const token = (userId: string, claims: { issuer?: string; audience?: string } = {}) =>
  mintAccessToken({
    dataDir,
    userId,
    issuer: (claims.issuer ?? app.config.auth.issuer).replace(/\/$/, ''),
    audience: claims.audience ?? app.config.auth.audience,
  });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers });
const graphql = async (bearer: string, query: string, variables?: Record<string, unknown>) =>
  fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fp-operation-'));
  await copyMigratedTemplate(dataDir);
  const logs = new PassThrough();
  logs.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line));
  });
  // LOG_LEVEL=warn, as tests may set it: a 500 is logged all the same.
  const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir }, { port: await freePort(), workerIntervalMs: 0 });
  app = await startApp(config, { logStream: logs });
});
afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('seeding', () => {
  it('leaves an empty database empty unless asked', async () => {
    expect(readConfig({}).seedDemo).toBe(false);
    expect(readConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(() => readConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be 1 or 0/);
    expect(await countUsers()).toBe(0);
    const [clients] = await app.db.query<{ count: number }>('select count(*)::int as count from clients');
    expect(clients!.count).toBe(0);
  });

  it('refuses to start in production when asked to seed, with one line saying why', async () => {
    expect(() => readConfig({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(new ConfigError(SEED_REFUSED_IN_PRODUCTION));
    await expect(startApp({ ...app.config, production: true, seedDemo: true })).rejects.toThrow(SEED_REFUSED_IN_PRODUCTION);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--seed-demo'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(`Configuration error: ${SEED_REFUSED_IN_PRODUCTION}`);
    expect(await countUsers()).toBe(0);
  }, 90_000);
});

describe('access tokens', () => {
  it('takes the issuer and audience from the configuration', () => {
    const { auth } = readConfig({ AUTH_ISSUER: 'https://firmpilot.eu.auth0.com', AUTH_AUDIENCE: 'https://api.firmpilot.example' });
    expect(auth).toMatchObject({ issuer: 'https://firmpilot.eu.auth0.com/', audience: 'https://api.firmpilot.example' });
    expect(readConfig({ PORT: '4173' }).auth.issuer).toBe('http://localhost:4173/');
    expect(() => readConfig({ AUTH_ISSUER: 'not a url' })).toThrow(/AUTH_ISSUER must be an absolute URL/);
  });

  it('refuses a token for another audience or from another issuer, signed with the right key all the same', async () => {
    await seedDemoIfEmpty(app.db, { publicUrl: app.config.publicUrl });
    const me = '{ me { email } }';
    expect((await (await graphql(await token('user-owner'), me)).json()).data.me.email).toBe('owner@demo.test');
    const otherAudience = await graphql(await token('user-owner', { audience: 'https://api.elsewhere.example' }), me);
    expect(otherAudience.status).toBe(401);
    expect((await otherAudience.json()).errors[0].message).toMatch(/invalid access token \(audience\)/);
    const otherIssuer = await get('/v1/clients', {
      authorization: `Bearer ${await token('user-admin', { issuer: 'https://tenant.elsewhere.example/' })}`,
    });
    expect(otherIssuer.status).toBe(401);
    expect((await otherIssuer.json()).detail ?? '').toMatch(/invalid access token \(issuer\)/);
  });

  it('checks an issuer elsewhere against the keys it publishes, as it would an Auth0 tenant', async () => {
    // This service plays the tenant: a verifier configured for it, from another origin, fetches its JWKS over HTTP.
    const elsewhere = { ...app.config, publicUrl: 'http://api.example', auth: { ...app.config.auth, issuer: `${app.url}/` } };
    const verifier = tokenVerifierFor(elsewhere, app.identity);
    expect(verifier).not.toBe(app.identity.verifier);
    const claims = await verifier.verify(await token('user-owner', { issuer: `${app.url}/` }));
    expect(claims.sub).toBe('auth0|user-owner');
    await expect(verifier.verify(await token('user-owner', { issuer: 'https://tenant.elsewhere.example/' }))).rejects.toThrow(/issuer/);
  });

  it("answers 503 with Retry-After, never 401, while the issuer's published keys cannot be reached: the token may be good", async () => {
    // A port nothing listens on: the tenant is down.
    const issuer = `http://127.0.0.1:${await freePort()}/`;
    const verifier = tokenVerifierFor({ ...app.config, auth: { ...app.config.auth, issuer } }, app.identity);
    const signed = await token('user-owner', { issuer });
    await expect(verifier.verify(signed)).rejects.toThrow(IDENTITY_KEYS_UNAVAILABLE);

    const downDir = mkdtempSync(join(tmpdir(), 'fp-operation-issuer-'));
    await copyMigratedTemplate(downDir);
    const config = readConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: downDir, AUTH_ISSUER: issuer },
      { port: await freePort(), workerIntervalMs: 0 },
    );
    const down = await startApp(config);
    try {
      const rest = await fetch(`${down.url}/v1/clients`, { headers: { authorization: `Bearer ${signed}` } });
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('5');
      expect((await rest.json()).detail).toBe(IDENTITY_KEYS_UNAVAILABLE);
      const answer = await fetch(`${down.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${signed}` },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      const body = await answer.json();
      expect(body.errors?.[0]).toMatchObject({ message: IDENTITY_KEYS_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
      // A public call still answers, as to someone not signed in.
      expect((await fetch(`${down.url}/v1/openapi.json`, { headers: { authorization: `Bearer ${signed}` } })).status).toBe(200);
    } finally {
      await down.close();
      rmSync(downDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('request ids and logs', () => {
  it('answers every request with an x-request-id: the caller’s when it is sane, else a new one', async () => {
    const fresh = (await get('/v1/openapi.json')).headers.get('x-request-id');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/v1/openapi.json', { 'x-request-id': 'edge-7f3a.42' })).headers.get('x-request-id')).toBe('edge-7f3a.42');
    const insane = (await get('/v1/openapi.json', { 'x-request-id': 'x'.repeat(200) })).headers.get('x-request-id');
    expect(insane).toMatch(/^[0-9a-f-]{36}$/);
    const identity = await get('/.well-known/openid-configuration', { 'x-request-id': 'identity-1' });
    expect(identity.headers.get('x-request-id')).toBe('identity-1');
  });

  it('logs a REST 500 and a GraphQL internal error with the request id, method, path and stack, and nothing of the token', async () => {
    const admin = await token('user-admin');
    await app.db.exec('alter table clients rename to clients_away');
    try {
      const rest = await get('/v1/clients?limit=5', { authorization: `Bearer ${admin}`, 'x-request-id': 'rest-500' });
      expect(rest.status).toBe(500);
      expect(rest.headers.get('x-request-id')).toBe('rest-500');
      const query = await graphql(admin, 'query ($input: AllClientIdsInput!) { allClientIds(input: $input) { id } }', {
        input: { today: '2026-01-15' },
      });
      expect((await query.json()).errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
      const graphqlId = query.headers.get('x-request-id');

      const restLine = logLines.find((line) => line.reqId === 'rest-500' && line.level >= 50);
      expect(restLine).toMatchObject({ method: 'GET', path: '/v1/clients', err: { stack: expect.stringMatching(/clients/) } });
      const graphqlLine = logLines.find((line) => line.reqId === graphqlId && line.level >= 50);
      expect(graphqlLine).toMatchObject({ method: 'POST', path: '/graphql', err: { stack: expect.stringMatching(/clients/) } });
      // At warn, the requests that went well wrote nothing.
      expect(logLines.filter((line) => line.level < 40)).toEqual([]);
      expect(JSON.stringify(logLines)).not.toContain(admin);
      expect(JSON.stringify(logLines)).not.toContain('limit=5');
    } finally {
      await app.db.exec('alter table clients_away rename to clients');
    }
  });
});

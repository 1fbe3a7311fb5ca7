import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, importJWK } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type App } from '../../../demo/server/app.ts';
import { readConfig } from '../../../demo/server/config.ts';
import { loadSigningKey } from '../../../demo/server/identity/signing-key.ts';
import { seedDemoWhereEmpty } from '../../../demo/server/store/seed-cli.ts';
import { subOf } from '../../../demo/server/store/seed/demo-users.ts';
import { copyMigratedTemplate, copySeededTemplate } from '../../support/database-template.ts';
import { servicePort } from '../../support/service-ports.ts';
import { TEST_DATA_ROOT } from '../../support/test-data-root.ts';

export { clientIdOf, CHURNED_CLIENT, SETUP_CLIENT, DEMO_CLIENT_NAMES } from '../../../demo/server/store/seed/demo.ts';
export { MAIN_CLIENT, SECOND_CLIENT } from '../../../demo/server/store/seed/demo-users.ts';

/** The demo users by role, as seeded (demo/server/store/seed/demo-users.ts). */
export const DEMO = { admin: 'user-admin', owner: 'user-owner', user: 'user-user', manager: 'user-manager', ppc: 'user-ppc' } as const;
export type DemoUserId = (typeof DEMO)[keyof typeof DEMO];

export interface TestService {
  app: App;
  url: string;
  /** A real RS256 access token for a user, signed with the service's own key (as the identity provider would). */
  tokenFor(userId: string, overrides?: { expiresInSeconds?: number; audience?: string }): Promise<string>;
  graphql<T = Record<string, unknown>>(
    userId: string | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResult<T>>;
  rest(userId: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export interface GraphQLResult<T> {
  status: number;
  data: T | null | undefined;
  errors: Array<{ message: string; extensions?: { code?: string; [key: string]: unknown } }> | undefined;
}

/**
 * With TEST_DATABASE_URL set (a PostgreSQL server), each service gets a database of its own there,
 * created here and dropped on close; otherwise the embedded database lives in the temporary folder.
 */
async function freshPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!serverUrl) return undefined;
  const name = `fp_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The demo's local stand-ins for WordPress, Bubble and Ayrshare (/__targets), which the seeded firms point at. */
export const STAND_INS = (serviceUrl: string) => [`${serviceUrl}/__targets`];

export interface TestServiceOptions {
  seed?: boolean;
  /** NODE_ENV=production. */
  production?: boolean;
  /** NODE_ENV=development, as `npm run dev` runs it. */
  development?: boolean;
  postgresServerUrl?: string;
  /** More environment settings, read as the service reads its own (REQUEST_TIMEOUT_MS, ...). */
  env?: Record<string, string>;
  /**
   * ALLOW_LOCAL_SITES: the local sites (on this machine) firms' addresses may point at; none unless named, as in
   * the service. A function gets the service's own URL, e.g. STAND_INS for the seeded firms' stand-ins.
   */
  allowLocalSites?: string[] | ((serviceUrl: string) => string[]);
}

/**
 * Starts the whole service on a free port with a fresh database, seeded with the demo: on the PostgreSQL
 * server `postgresServerUrl` (or TEST_DATABASE_URL) names, else embedded.
 */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const dataDir = mkdtempSync(join(TEST_DATA_ROOT, 'fp-service-'));
  const { port, release } = await servicePort();
  const postgres = await freshPostgresDatabase(options.postgresServerUrl);
  const nodeEnv = options.production ? 'production' : options.development ? 'development' : 'test';
  const base = readConfig(
    { NODE_ENV: nodeEnv, LOG_LEVEL: 'warn', ...options.env },
    { port, host: '127.0.0.1', dataDir, workerIntervalMs: 0, databaseUrl: postgres?.url },
  );
  // The demo as this service would seed it for its origin, or the schema alone for a service told not to seed.
  if (!postgres) await (options.seed === false ? copyMigratedTemplate(dataDir) : copySeededTemplate(dataDir, base.publicUrl));
  const allowed = options.allowLocalSites;
  const config = { ...base, allowLocalSites: typeof allowed === 'function' ? allowed(base.publicUrl) : (allowed ?? []) };
  const seed = options.seed ?? true;
  // A copy of the template comes seeded; a PostgreSQL database starts empty. The service never seeds in production:
  // there the demo goes in first, as an operator would put it with `npm run seed`.
  const seedHere = seed && Boolean(postgres);
  let app: App;
  try {
    if (seedHere && options.production) await seedDemoWhereEmpty({ dataDir, databaseUrl: postgres?.url, publicUrl: config.publicUrl });
    app = await startApp({ ...config, seedDemo: seedHere && !options.production });
  } catch (error) {
    release();
    throw error;
  }
  const key = await loadSigningKey(dataDir);
  const privateKey = await importJWK(key.privateJwk, 'RS256');

  const tokenFor = async (userId: string, overrides: { expiresInSeconds?: number; audience?: string } = {}) =>
    new SignJWT({ scope: 'openid profile email' })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
      .setIssuer(`${config.publicUrl}/`)
      .setAudience(overrides.audience ?? config.auth.audience)
      .setSubject(subOf(userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (overrides.expiresInSeconds ?? 3600))
      .sign(privateKey);

  const headersFor = async (userId: string | null): Promise<Record<string, string>> =>
    userId ? { authorization: `Bearer ${await tokenFor(userId)}` } : {};

  return {
    app,
    url: config.publicUrl,
    tokenFor,
    async graphql(userId, query, variables) {
      const response = await fetch(`${config.publicUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await headersFor(userId)) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: never; errors?: never };
      return { status: response.status, data: body.data, errors: body.errors };
    },
    async rest(userId, method, path, body) {
      const response = await fetch(`${config.publicUrl}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(await headersFor(userId)) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed };
    },
    async close() {
      await app.close();
      release();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One service for the whole test file, started before its tests and closed after them, with a token of
 * `userId` on it: `file.service` and `file.token` once the tests run.
 */
export function serviceForFile(
  userId: string,
  options: TestServiceOptions = {},
): { readonly service: TestService; readonly token: string } {
  const file = {} as { service: TestService; token: string };
  beforeAll(async () => {
    file.service = await startTestService(options);
    file.token = await file.service.tokenFor(userId);
  });
  afterAll(() => file.service?.close());
  return file;
}

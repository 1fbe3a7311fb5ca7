import { resolve } from 'node:path';
import { parseLocalSites } from './outbound/site-address.ts';

/** Everything the reference service reads from its environment, validated once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The origin the browser uses; the identity provider's issuer and the demo pages' base. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  /** NODE_ENV=development (`npm run dev`): what only a developer's machine may offer, such as reading the log intake. */
  development: boolean;
  /** How often the background worker advances started jobs; 0 keeps it idle (tests tick it by hand). */
  workerIntervalMs: number;
  bodyLimitBytes: number;
  /** How long a request's headers and body may take to arrive before it is cut off with 408; 0 waits forever. */
  requestTimeoutMs: number;
  /** How many connections one address may hold open at once; more are closed as they come. */
  connectionsPerAddress: number;
  /** How many GET /v1/events streams one person, and one address, may hold open at once (429 beyond). */
  liveStreams: { perPerson: number; perAddress: number };
  /**
   * The access tokens the API accepts: `iss` and `aud` must be these. The local identity provider issues tokens
   * with them; an issuer elsewhere (a real Auth0 tenant) is trusted through its own `.well-known/jwks.json`.
   */
  auth: { clientId: string; audience: string; issuer: string };
  /** SEED_DEMO=1 or `--seed-demo`: put the demo's users and data into an empty database at start. Never in production. */
  seedDemo: boolean;
  /** LOG_LEVEL: the least a log line must be to be written; warn by default under NODE_ENV=test. A 500 is always logged. */
  logLevel: LogLevel;
  publishers: { bubbleUrl: string; ayrshareUrl: string };
  /**
   * ALLOW_LOCAL_SITES: local development sites (origins, optionally with a path) that firms' addresses may point at
   * although they are on this machine or a private network; none by default, and ignored in production.
   */
  allowLocalSites: string[];
}

export const DEFAULT_PORT = 4173;
export const DEFAULT_AUTH_CLIENT_ID = 'fp-portal-demo';
export const DEFAULT_AUTH_AUDIENCE = 'https://api.firmpilot.test';
const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
const DEFAULT_WORKER_INTERVAL_MS = 5000;
// A 1 MiB body in 30 s needs 35 KB/s, far below a phone's slowest upload; a sender trickling a byte a second
// could otherwise hold a connection (and its memory) for Node's default of five minutes.
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
// A browser opens up to six connections to an origin, plus its live stream: an office of thirty behind one
// address stays under it, and so do the benches on loopback (bench/server.ts soaks at 200).
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 256;
// One stream a tab: twenty tabs of one person, fifty of one office.
export const DEFAULT_LIVE_STREAMS_PER_PERSON = 20;
export const DEFAULT_LIVE_STREAMS_PER_ADDRESS = 50;

export class ConfigError extends Error {}

export const LOG_LEVELS = ['info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const SEED_REFUSED_IN_PRODUCTION =
  'SEED_DEMO (or --seed-demo) is refused under NODE_ENV=production: the demo users all have the password "demo". Seed elsewhere, or unset it.';

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0 (true or false), got "${raw}".`);
}

function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const raw = env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}".`);
  return raw as LogLevel;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number of 0 or more, got "${raw}".`);
  return value;
}

function atLeastOne(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1) throw new ConfigError(`${name} must be a whole number of 1 or more, got "${env[name]}".`);
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}".`);
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = overrides.port ?? integer(env, 'PORT', DEFAULT_PORT);
  // Keep the provider and the pages on the same host name: silent sign-in needs a same-site cookie.
  const publicUrl = overrides.publicUrl ?? url(env, 'PUBLIC_URL', `http://localhost:${port}`);
  const production = env.NODE_ENV === 'production';
  const seedDemo = flag(env, 'SEED_DEMO');
  if (production && seedDemo) throw new ConfigError(SEED_REFUSED_IN_PRODUCTION);
  return {
    port,
    host: env.HOST || 'localhost',
    publicUrl,
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    development: env.NODE_ENV === 'development',
    workerIntervalMs: integer(env, 'WORKER_INTERVAL_MS', DEFAULT_WORKER_INTERVAL_MS),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', DEFAULT_BODY_LIMIT_BYTES),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS),
    connectionsPerAddress: atLeastOne(env, 'CONNECTIONS_PER_ADDRESS', DEFAULT_CONNECTIONS_PER_ADDRESS),
    liveStreams: {
      perPerson: atLeastOne(env, 'LIVE_STREAMS_PER_PERSON', DEFAULT_LIVE_STREAMS_PER_PERSON),
      perAddress: atLeastOne(env, 'LIVE_STREAMS_PER_ADDRESS', DEFAULT_LIVE_STREAMS_PER_ADDRESS),
    },
    auth: {
      clientId: env.AUTH_CLIENT_ID || DEFAULT_AUTH_CLIENT_ID,
      audience: env.AUTH_AUDIENCE || DEFAULT_AUTH_AUDIENCE,
      // Auth0 writes `iss` with a trailing slash; so does the local provider.
      issuer: `${url(env, 'AUTH_ISSUER', publicUrl)}/`,
    },
    seedDemo,
    logLevel: logLevel(env),
    publishers: {
      bubbleUrl: url(env, 'BUBBLE_API_URL', `${publicUrl}/__targets/bubble`),
      ayrshareUrl: url(env, 'AYRSHARE_API_URL', `${publicUrl}/__targets/ayrshare`),
    },
    allowLocalSites: localSites(env),
    ...overrides,
  };
}

function localSites(env: NodeJS.ProcessEnv): string[] {
  try {
    return parseLocalSites(env.ALLOW_LOCAL_SITES);
  } catch (error) {
    throw new ConfigError(`ALLOW_LOCAL_SITES: ${(error as Error).message}.`);
  }
}

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
  /** How often the background worker advances started jobs; 0 keeps it idle (tests tick it by hand). */
  workerIntervalMs: number;
  bodyLimitBytes: number;
  auth: { clientId: string; audience: string };
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

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number of 0 or more, got "${raw}".`);
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
  return {
    port,
    host: env.HOST || 'localhost',
    publicUrl,
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    workerIntervalMs: integer(env, 'WORKER_INTERVAL_MS', DEFAULT_WORKER_INTERVAL_MS),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', DEFAULT_BODY_LIMIT_BYTES),
    auth: { clientId: env.AUTH_CLIENT_ID || DEFAULT_AUTH_CLIENT_ID, audience: env.AUTH_AUDIENCE || DEFAULT_AUTH_AUDIENCE },
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

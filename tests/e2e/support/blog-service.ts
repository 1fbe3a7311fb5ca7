// The service for the blog files: each changes data, so each gets its own process on a fresh database. Unlike
// the shared service it runs outside production mode, because only then are the local publishing targets
// (/__targets, demo/server/publishers/recording-targets.ts) there to receive a push and record it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mintAccessToken } from '../../../bench/admin-token.ts';
import { DEFAULT_AUTH_AUDIENCE } from '../../../demo/server/config.ts';
import { freePort } from '../../support/free-port.ts';
import { connectToService, MISSING_BUNDLE, type E2eService } from './e2e-service.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BUNDLE = join(REPO_ROOT, 'dist/fp-portal.js');
/** A first start creates, migrates and seeds the database: on a loaded 2-core machine that takes a while. */
const START_TIMEOUT_MS = 150_000;

/** A call the local WordPress, Bubble or Ayrshare stand-in received (local-target-kit.ts RecordedCall). */
export interface RecordedCall {
  target: string;
  method: string;
  path: string;
  auth: { scheme: string; username?: string } | null;
  body: any;
  time: string;
}

export interface RestAnswer {
  status: number;
  body: any;
}

export interface BlogService extends E2eService {
  /** Calls the REST API under /v1 as a demo user, with a token signed by the service's key. */
  rest(userId: string, method: string, path: string, body?: unknown): Promise<RestAnswer>;
  /** What a publishing target recorded, oldest first. */
  targetCalls(target: 'wordpress' | 'bubble' | 'ayrshare'): Promise<RecordedCall[]>;
}

export interface RunningBlogService extends BlogService {
  stop(): Promise<void>;
}

export async function startBlogService(): Promise<RunningBlogService> {
  if (!existsSync(BUNDLE)) throw new Error(MISSING_BUNDLE);
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-e2e-blog-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, WORKER_INTERVAL_MS: '0' };
  // Not production (the recording targets), and the embedded database, never one DATABASE_URL points at.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    await stopChild(child, exited);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  const token = (userId: string) => mintAccessToken({ dataDir, issuer: url, audience: DEFAULT_AUTH_AUDIENCE, userId });
  return {
    ...connectToService({ url, dataDir }),
    async rest(userId, method, path, body) {
      const response = await fetch(`${url}/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${await token(userId)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async targetCalls(target) {
      const response = await fetch(`${url}/__targets/calls?target=${target}`);
      if (!response.ok) throw new Error(`The recording targets answered ${response.status}: is the service in production mode?`);
      return ((await response.json()) as { calls: RecordedCall[] }).calls;
    },
    stop,
  };
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The service exited with code ${child.exitCode} while starting:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`The service did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet: the database is still being created and seeded.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

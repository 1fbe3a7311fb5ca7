import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 180_000;
/**
 * As `npm start` runs the service (package.json): a young generation of 32 MB, since a busy service allocates
 * fast and V8's default semi-space made it collect garbage often (measured on the blog board's reads at 100
 * connections: 10% less CPU per request, shorter tails).
 */
const SERVICE_NODE_FLAGS = ['--max-semi-space-size=32'];

export interface ServiceProcess {
  url: string;
  /** The service's process id, to read its CPU time. */
  pid: number;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  /**
   * Production mode, as `npm start` runs it (the default): no local publishing targets, warn-level logs. `false`
   * runs it outside production mode (NODE_ENV unset), where the recording targets under /__targets receive pushes.
   */
  production?: boolean;
  /** Settings of the service's own beyond these (LIVE_STREAMS_PER_PERSON, CONNECTIONS_PER_ADDRESS, ...). */
  env?: Record<string, string>;
  /**
   * ALLOW_LOCAL_SITES: the local sites (the demo's stand-ins, a WordPress on this machine) firms' addresses may point
   * at. None unless given, whatever the calling environment says; production ignores it.
   */
  allowLocalSites?: string[];
  /**
   * Seeds the demo into the data folder (or `databaseUrl`) before the service starts, unless it already holds users.
   * The service itself never seeds in production, so the harness does it here, as an operator would with `npm run seed`.
   */
  seedDemo?: boolean;
}

/**
 * Runs the service as `npm start` would, in a process of its own, so the load generator does not
 * share its event loop. Production mode unless `production: false`, worker idle.
 */
export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  if (options.seedDemo) {
    const { seedDemoWhereEmpty } = await import('../demo/server/store/seed-cli.ts');
    await seedDemoWhereEmpty({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, publicUrl: url });
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    WORKER_INTERVAL_MS: '0',
    // A line per request would fill the captured output and cost the benches' figures; faults are still logged.
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (options.production === false) delete env.NODE_ENV;
  if (!options.env?.SEED_DEMO) delete env.SEED_DEMO;
  if (options.allowLocalSites?.length) env.ALLOW_LOCAL_SITES = options.allowLocalSites.join(',');
  else delete env.ALLOW_LOCAL_SITES;
  // The bench measures the database it seeded: the embedded one, or the server BENCH_DATABASE_URL names,
  // never one someone happened to point DATABASE_URL at.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, '--import', 'tsx', 'demo/server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The service exited with code ${child.exitCode} while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The service did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    if (await answers(url)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid: child.pid!, env, stop: () => stopChild(child, exited) };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/v1/openapi.json`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

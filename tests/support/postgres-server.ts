import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/free-port.ts';

const run = promisify(execFile);
// Debian's PostgreSQL server packages (`apt-get install postgresql`) put each version's programs here.
const DEBIAN_POSTGRES = '/usr/lib/postgresql';
// PostgreSQL refuses to run as root; as root, its programs run as the account Debian's package creates.
const SERVICE_ACCOUNT = 'postgres';

export interface PostgresServer {
  /** A connection URL to the server's `postgres` database, as superuser. */
  url: string;
  /** Kills the server as a crash would (`pg_ctl stop -m immediate`: no checkpoint), then starts it again. */
  crashAndRestart(options?: { downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

/** The newest installed server's bin folder, or undefined when no PostgreSQL server is installed. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(DEBIAN_POSTGRES)) return undefined;
  const versions = readdirSync(DEBIAN_POSTGRES).filter((name) => existsSync(join(DEBIAN_POSTGRES, name, 'bin', 'postgres')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(DEBIAN_POSTGRES, newest, 'bin') : undefined;
}

/**
 * A throwaway PostgreSQL server in a temporary folder on a free loopback port, for tests and benches
 * that need a real server (restarts, many connections). Durability settings are PostgreSQL's defaults.
 */
export async function startPostgresServer(options: { maxConnections?: number } = {}): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`No PostgreSQL server under ${DEBIAN_POSTGRES}: install one with \`apt-get install -y postgresql\`.`);
  const asRoot = process.getuid?.() === 0;
  const pg = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', SERVICE_ACCOUNT, '--', join(bin, program), ...args]) : run(join(bin, program), args);
  const dir = mkdtempSync(join(tmpdir(), 'fp-postgres-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', SERVICE_ACCOUNT]);
    const { stdout: group } = await run('id', ['-g', SERVICE_ACCOUNT]);
    chownSync(dir, Number(stdout), Number(group));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${options.maxConnections ?? 200}`;
  const start = () => pg('pg_ctl', ['-D', data, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async crashAndRestart({ downMs = 1000 } = {}) {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    async stop() {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

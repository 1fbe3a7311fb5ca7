import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, readConfig, SEED_REFUSED_IN_PRODUCTION } from '../config.ts';
import { openDb } from './db.ts';
import { migrate } from './migrate.ts';
import { MAX_BOARD_JOBS, seedBoardJobs } from './seed/board-jobs.ts';
import { seedBoardSocialJobs } from './seed/board-social-jobs.ts';
import { seedDemo, seedDemoIfEmpty } from './seed/demo.ts';

/** More than this is a typing mistake, not a benchmark: the seed holds every row in memory at once. */
const MAX_EXTRA_CLIENTS = 50_000;
const COUNTED_TABLES = [
  'clients',
  'deliverables',
  'blog_jobs',
  'social_jobs',
  'social_posts',
  'seo_jobs',
  'backlink_jobs',
  'status_history',
];

const USAGE = `Usage: npm run seed -- [--clients N] [--board-jobs N] [--data-dir DIR] [--reset]

Seeds the demo (and N extra generated clients for benchmarks) into the service's database:
PGlite in DIR (default: DATA_DIR or .data), or the PostgreSQL server in DATABASE_URL.
  --clients N     extra generated clients, 0 to ${MAX_EXTRA_CLIENTS} (default 0)
  --board-jobs N  blog jobs, and social media jobs, until Harbor & Vale Law's current period holds N
                  of each, up to ${MAX_BOARD_JOBS} (default 0: the demo's own); the benches' large boards
  --data-dir DIR  the PGlite data folder (not with DATABASE_URL)
  --reset         drop everything in the database first (its public schema)`;

export class UsageError extends Error {}

export interface SeedRequest {
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  extraClients: number;
  /** Blog jobs, and social media jobs, the main client's current period is filled up to (seed/board-jobs.ts, board-social-jobs.ts); 0 or absent adds none. */
  boardJobs?: number;
  reset: boolean;
}

export interface SeedReport {
  counts: Record<string, number>;
  milliseconds: number;
}

export function parseSeedArgs(args: readonly string[], env: NodeJS.ProcessEnv = process.env): SeedRequest | 'help' {
  const config = readConfig(env);
  if (config.production) throw new UsageError(SEED_REFUSED_IN_PRODUCTION);
  const request: SeedRequest = {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    publicUrl: config.publicUrl,
    extraClients: 0,
    boardJobs: 0,
    reset: false,
  };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const next = inline ?? args[++index];
      if (next === undefined || next === '' || (inline === undefined && next.startsWith('--')))
        throw new UsageError(`${name} needs a value.`);
      return next;
    };
    if (name === '--help' || name === '-h') return 'help';
    else if (name === '--reset') request.reset = true;
    else if (name === '--clients') {
      const raw = value();
      const count = Number(raw);
      if (!/^\d+$/.test(raw) || count > MAX_EXTRA_CLIENTS)
        throw new UsageError(`--clients must be a whole number from 0 to ${MAX_EXTRA_CLIENTS}, got "${raw}".`);
      request.extraClients = count;
    } else if (name === '--board-jobs') {
      const raw = value();
      const count = Number(raw);
      if (!/^\d+$/.test(raw) || count > MAX_BOARD_JOBS)
        throw new UsageError(`--board-jobs must be a whole number from 0 to ${MAX_BOARD_JOBS}, got "${raw}".`);
      request.boardJobs = count;
    } else if (name === '--data-dir') {
      if (config.databaseUrl) throw new UsageError('--data-dir names a PGlite folder, but DATABASE_URL is set: unset one of them.');
      request.dataDir = resolve(value());
    } else throw new UsageError(`Unknown argument "${arg}".`);
  }
  return request;
}

/** Opens, (optionally) empties, migrates and seeds the database; refuses to seed over existing data. */
export async function seedDatabase(request: SeedRequest): Promise<SeedReport> {
  const began = performance.now();
  const db = await openDb({ dataDir: request.dataDir, databaseUrl: request.databaseUrl });
  try {
    if (request.reset) await db.exec('drop schema public cascade; create schema public;');
    await migrate(db);
    const [existing] = await db.query<{ count: number }>('select count(*)::int as count from users');
    if (existing && existing.count > 0) {
      throw new UsageError('The database already holds data. Run again with --reset to replace it, or choose another --data-dir.');
    }
    // One date for both, so the board's jobs land in the period the demo made current.
    const today = new Date().toISOString().slice(0, 10);
    await seedDemo(db, { publicUrl: request.publicUrl, extraClients: request.extraClients, today });
    if (request.boardJobs) {
      await seedBoardJobs(db, { total: request.boardJobs, publicUrl: request.publicUrl, today });
      await seedBoardSocialJobs(db, { total: request.boardJobs, publicUrl: request.publicUrl, today });
    }
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
      counts[table] = row?.count ?? 0;
    }
    return { counts, milliseconds: Math.round(performance.now() - began) };
  } finally {
    await db.close();
  }
}

/**
 * Seeds the demo into the database at `target` unless it already holds users: what a test or bench harness does
 * before it starts the service there, in production mode too, where the service itself never seeds.
 */
export async function seedDemoWhereEmpty(target: Pick<SeedRequest, 'dataDir' | 'databaseUrl' | 'publicUrl'>): Promise<void> {
  const db = await openDb({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await migrate(db);
    await seedDemoIfEmpty(db, { publicUrl: target.publicUrl });
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  try {
    const request = parseSeedArgs(process.argv.slice(2));
    if (request === 'help') return console.log(USAGE);
    const where = request.databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : request.dataDir;
    const board = request.boardJobs ? `, boards of ${request.boardJobs} blog and ${request.boardJobs} social media jobs,` : '';
    console.log(
      `Seeding the demo${board} and ${request.extraClients} extra clients into ${where}${request.reset ? ' (reset first)' : ''}...`,
    );
    const report = await seedDatabase(request);
    for (const [table, count] of Object.entries(report.counts)) console.log(`  ${table.padEnd(16)} ${count.toLocaleString('en-US')}`);
    console.log(`Done in ${(report.milliseconds / 1000).toFixed(1)} s.`);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`seed: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(`seed: failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();

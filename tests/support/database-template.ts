// A fresh embedded database for a test service is a copy of one made once: PGlite's initdb and the migrations cost
// about 12 s of a loaded 2-core machine for every service a test file starts, a copy about 1 s. The migrated template
// holds the schema only. Seeded rows name the service's origin (image addresses, the approvals' hashes over them),
// so the seeded demo is made once per origin and day in a run, and a service on a port used before (service-ports.ts)
// starts from a copy of it: the service seeds an empty database only (about 2.5 s a start).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../../demo/server/store/db.ts';
import { migrate } from '../../demo/server/store/migrate.ts';
import { seedDemoIfEmpty } from '../../demo/server/store/seed/demo.ts';
import { TEST_DATA_ROOT } from './test-data-root.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../demo/server/store/migrations/', import.meta.url));
// Its exports do not include package.json.
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
/** Set by the run's global setup (database-template-setup.ts): the folder of this run's seeded databases. */
export const SEEDED_DIR_VARIABLE = 'FP_TEST_SEEDED_TEMPLATES';
/** Left by a database that is open; a copy of a closed one never needs it. */
const NOT_COPIED = new Set(['postmaster.pid']);

/** What the template depends on: every migration's name and text, and the PGlite that wrote the files. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) hash.update(`${name}\n`).update(readFileSync(join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes `folder` once with `fill` (given an empty folder beside it, renamed into place when done): processes that
 * make it at once each build their own and keep whichever lands first.
 */
async function buildOnce(folder: string, fill: (building: string) => Promise<void>): Promise<string> {
  if (existsSync(folder)) return folder;
  mkdirSync(dirname(folder), { recursive: true });
  const building = mkdtempSync(`${folder}-building-`);
  try {
    await fill(building);
    renameSync(building, folder);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
  return folder;
}

let made: Promise<string> | undefined;

/**
 * The folder of an embedded database with every migration applied and no rows, in the system's temporary folder
 * under a name that changes with the migrations, so a run after a change never reads an old one.
 */
export function migratedTemplate(): Promise<string> {
  made ??= buildOnce(join(TEST_DATA_ROOT, `fp-db-template-${templateKey()}`), async (building) => {
    const db = await openDb({ dataDir: building });
    await migrate(db);
    await db.close();
  });
  return made;
}

const copyFolder = (template: string, dataDir: string) =>
  cpSync(template, dataDir, { recursive: true, filter: (source) => !NOT_COPIED.has(source.slice(template.length + 1)) });

/** Fills `dataDir` (new and empty) with a copy of the migrated template: the service then opens, migrates nothing and seeds. */
export async function copyMigratedTemplate(dataDir: string): Promise<void> {
  copyFolder(await migratedTemplate(), dataDir);
}

const seeded = new Map<string, Promise<string>>();

/**
 * The migrated template with the demo seeded as a service at `publicUrl` seeds it on an empty database today, made
 * by the first service of the run on that origin. The run's folder goes with the run, so the seed's code never
 * outlives a change to it.
 */
function seededTemplate(runFolder: string, publicUrl: string): Promise<string> {
  // The seed's own default: the day in UTC.
  const today = new Date().toISOString().slice(0, 10);
  const folder = join(runFolder, `${publicUrl.replace(/[^a-z0-9]+/gi, '-')}-${today}`);
  let made = seeded.get(folder);
  if (!made) {
    made = buildOnce(folder, async (building) => {
      copyFolder(await migratedTemplate(), building);
      const db = await openDb({ dataDir: building });
      await seedDemoIfEmpty(db, { publicUrl, today });
      await db.close();
    });
    made.catch(() => seeded.delete(folder));
    seeded.set(folder, made);
  }
  return made;
}

/**
 * Fills `dataDir` (new and empty) with the demo seeded for the service that will serve it at `publicUrl`, which then
 * finds it seeded and seeds nothing. Outside a test run (no run folder) it is the migrated template, seeded by the
 * service as it starts.
 */
export async function copySeededTemplate(dataDir: string, publicUrl: string): Promise<void> {
  const runFolder = process.env[SEEDED_DIR_VARIABLE];
  copyFolder(runFolder ? await seededTemplate(runFolder, publicUrl) : await migratedTemplate(), dataDir);
}

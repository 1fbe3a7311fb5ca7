// A fresh embedded database for a test service is a copy of one made once: PGlite's initdb and the migrations cost
// about 12 s of a loaded 2-core machine for every service a test file starts, a copy about 1 s. The template holds
// the schema only; each service still seeds the demo for its own origin, since seeded rows (image addresses, the
// approvals' hashes over them) name it.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../../demo/server/store/db.ts';
import { migrate } from '../../demo/server/store/migrate.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../demo/server/store/migrations/', import.meta.url));
// Its exports do not include package.json.
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
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

let made: Promise<string> | undefined;

/**
 * The folder of an embedded database with every migration applied and no rows, in the system's temporary folder
 * under a name that changes with the migrations, so a run after a change never reads an old one. Test processes
 * that make it at once each build their own and keep whichever lands first.
 */
export function migratedTemplate(): Promise<string> {
  made ??= (async () => {
    const folder = join(tmpdir(), `fp-db-template-${templateKey()}`);
    if (existsSync(folder)) return folder;
    const building = mkdtempSync(join(tmpdir(), 'fp-db-template-building-'));
    try {
      const db = await openDb({ dataDir: building });
      await migrate(db);
      await db.close();
      renameSync(building, folder);
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(folder)) throw error;
    }
    return folder;
  })();
  return made;
}

/** Fills `dataDir` (new and empty) with a copy of the migrated template: the service then opens, migrates nothing and seeds. */
export async function copyMigratedTemplate(dataDir: string): Promise<void> {
  const template = await migratedTemplate();
  cpSync(template, dataDir, { recursive: true, filter: (source) => !NOT_COPIED.has(source.slice(template.length + 1)) });
}

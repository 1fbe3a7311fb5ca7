import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any constant works; it only keeps two servers on one PostgreSQL from migrating at once.
const MIGRATION_LOCK_KEY = 4_173_001;

/** Applies the versioned SQL files in migrations/ that have not run yet, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (version text primary key, applied_on timestamptz not null default now())');
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{3}_.+\.sql$/.test(name))
    .sort();
  const applied = new Set((await db.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version));
  const ran: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (applied.has(version)) continue;
    const sql = readFileSync(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const again = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (again.length) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      ran.push(version);
    });
  }
  return ran;
}

// Migration files hold plain DDL; statements end with a semicolon at the end of a line. A function body in
// dollar quotes ($$ ... $$) holds semicolons of its own and is never split.
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql
    .replace(/^\s*--.*$/gm, '')
    .split('$$')
    .forEach((part, index) => {
      if (index % 2 === 1) {
        current += `$$${part}$$`;
        return;
      }
      const [first, ...rest] = part.split(/;\s*$/m);
      current += first;
      for (const piece of rest) {
        statements.push(current);
        current = piece;
      }
    });
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter(Boolean);
}

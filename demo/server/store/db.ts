import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { toIsoInstant } from './instant.ts';
import { listenOnPostgres } from './postgres-listener.ts';

/** The part of a database connection that runs statements: the whole database or one transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** The service's database: PGlite embedded by default, a PostgreSQL server when DATABASE_URL is set. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` after each transaction that ran NOTIFY on `channel` commits, and after the listening connection
   * comes back from a drop (notifications are lost meanwhile, so the listener re-reads what it follows).
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// Dates travel as the strings the contract uses: 'YYYY-MM-DD' and ISO 8601 instants.
const DATE_OID = 1082;
const TIMESTAMP_OID = 1114;
const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;
// Connections to a PostgreSQL server: enough that a request never waits behind a slow one, few enough for a small server.
const POOL_SIZE = 20;
const NUMERIC_OID = 1700;
const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [DATE_OID]: (value) => value,
  [TIMESTAMP_OID]: toIsoInstant,
  [TIMESTAMPTZ_OID]: toIsoInstant,
  [INT8_OID]: Number,
  [NUMERIC_OID]: Number,
};

export async function openDb(options: { dataDir?: string; databaseUrl?: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ?? 'memory://', { parsers: TYPE_PARSERS });
  await db.exec("set time zone 'UTC'");
  // PGlite is one connection: transactions queue behind each other, so no statement can
  // run inside someone else's transaction. Its queries run synchronously on this thread, so the queue
  // yields to the event loop before each one: otherwise it drains in one microtask run while sockets
  // with new requests wait (measured: p99 of 4-6 s at 100 connections).
  let queue: Promise<unknown> = Promise.resolve();
  const serialize = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = () => new Promise<void>((resolve) => setImmediate(resolve)).then(work);
    const next = queue.then(turn, turn);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    kind: 'pglite',
    query: (sql, params) => serialize(async () => (await db.query(sql, params)).rows as never),
    exec: (sql) => serialize(async () => void (await db.exec(sql))),
    transaction: (work) =>
      serialize(() => db.transaction((tx) => work({ query: async (sql, params) => (await tx.query(sql, params)).rows as never }))),
    // PGlite delivers a notification after the statement that commits it, on its one connection.
    listen: async (channel, onNotify) => {
      const unlisten = await serialize(() => db.listen(channel, () => onNotify()));
      return () => serialize(() => unlisten());
    },
    close: () => serialize(() => db.close()),
  };
}

/**
 * Each statement text runs as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (measured with pgbench on the viewer query: 9,700 → 24,900 a second).
 * The texts are the service's own templates, so their number stays bounded.
 */
const statementNames = new Map<string, string>();
function prepared(text: string, values: unknown[] | undefined): pg.QueryConfig {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `fp_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return { name, text, values };
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    // Every connection works in UTC from its first statement (a startup parameter, not a query racing the first one).
    options: '-c TimeZone=UTC',
    types: { getTypeParser: (oid: number, format?: string) => TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text') } as never,
  });
  // An idle connection that the server closes (a restart, a failover) is reported here; the pool drops it and
  // opens a new one on the next query. Without a listener the error would end the process.
  pool.on('error', (error) => console.warn(`[db] an idle PostgreSQL connection was closed: ${error.message}`));
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(prepared(sql, params as unknown[] | undefined))).rows,
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A checked-out connection that drops also emits 'error' (its query fails as well): record it, so the
      // connection is discarded, instead of letting an unhandled 'error' end the process.
      const dropped = (error: Error) => void (broken = error);
      client.on('error', dropped);
      try {
        await client.query('begin');
        const result = await work({
          query: async (sql, params) => (await client.query(prepared(sql, params as unknown[] | undefined))).rows,
        });
        await client.query('commit');
        return result;
      } catch (error) {
        // A connection that dropped cannot roll back: it goes back to the pool marked broken, so the pool
        // closes it rather than handing it to the next request.
        broken ??= await client.query('rollback').then(
          () => undefined,
          (rollbackError: Error) => rollbackError,
        );
        throw error;
      } finally {
        client.off('error', dropped);
        client.release(broken);
      }
    },
    listen: (channel, onNotify) => listenOnPostgres(databaseUrl, channel, onNotify),
    close: () => pool.end(),
  };
}

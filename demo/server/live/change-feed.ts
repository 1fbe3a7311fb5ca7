import type { components } from '../../../src/core/api/generated/openapi.ts';
import type { Db } from '../store/db.ts';
import { cursorOf, parseCursor, ZERO_CURSOR, type Cursor } from './cursor.ts';

export type LiveChange = components['schemas']['LiveChange'];

/** What one transaction changed, and the cursor (its last row) a reader resumes after. */
export interface ChangeBatch {
  cursor: string;
  changes: LiveChange[];
}

/** The replay a resuming stream asked for, or `gone` when that history is no longer kept (the reader refetches). */
export type Replay = { batches: ChangeBatch[] } | { gone: string };

export interface ChangeFeed {
  /** Hands every later transaction's changes to `listener`, in order; returns the unsubscribe. */
  subscribe(listener: (batch: ChangeBatch) => void): () => void;
  /** The changes after a cursor a stream sent (its Last-Event-ID). */
  since(cursor: string): Promise<Replay>;
  /** The changes of transactions begun at or after an instant (a page's first fetch, less a margin). */
  sinceInstant(instant: string): Promise<Replay>;
  close(): Promise<void>;
}

export const CHANGES_CHANNEL = 'fp_changes';
/** How long change_events keeps rows: a stream may resume within this. */
export const KEPT_FOR = '1 hour';
/** A resume that would replay more than this is answered with a reset: refetching is cheaper than the replay. */
export const MAX_REPLAY_ROWS = 5000;
// A notification can be missed: the listening connection drops, or the one transaction that would have notified
// for others rolls back (migration 090). Within a second, the feed reads anyway.
const SAFETY_POLL_MS = 1000;
const PRUNE_EVERY_MS = 60_000;
// While committed rows wait above the horizon for an older transaction, or transactions that were running when the
// feed read may have committed without a NOTIFY of their own (migration 090), the feed looks again: soon, then less often.
const FIRST_RECHECK_MS = 50;
const LAST_RECHECK_MS = 500;
const READ_LIMIT = 1000;

interface EventRow {
  /** The horizon of the read's snapshot: every transaction below it has ended. */
  xmin: string;
  /** The newest transaction still running when the read looked, if any. */
  last_running: string | null;
  tx: string | null;
  id: number;
  client_id: string | null;
  kind: LiveChange['kind'];
  entity_id: string;
}

// Only transactions below the oldest one still running have certainly finished: delivering no further keeps the
// delivered set a prefix of (tx, id) order, so a cursor never has to go back (docs/live-updates.md). The snapshot's
// figures come with the rows (and alone when there are none), from the one snapshot the rows were read in.
const AFTER_CURSOR_SQL = `
  select s.xmin, s.last_running, e.tx::text as tx, e.id, e.client_id, e.kind, e.entity_id
    from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
                 (select max(x) from pg_snapshot_xip(pg_current_snapshot()) as x)::text as last_running) s
    left join lateral (
      select * from change_events e where (e.tx, e.id) > ($1::xid8, $2::bigint) order by e.tx, e.id limit $3
    ) e on true
   order by e.tx, e.id`;
const SINCE_INSTANT_SQL = `
  select s.xmin, null as last_running, e.tx::text as tx, e.id, e.client_id, e.kind, e.entity_id
    from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin) s
    join change_events e on e.created_on >= $1 and e.tx < s.xmin::xid8
   order by e.tx, e.id
   limit $2`;
const LAST_SETTLED_SQL = `
  select tx::text as tx, id from change_events where tx < pg_snapshot_xmin(pg_current_snapshot()) order by tx desc, id desc limit 1`;
const CURSOR_KEPT_SQL = 'select 1 from change_events where tx = $1::xid8 and id = $2';
// Old rows go as a prefix of (tx, id) order, so a cursor whose own row is still here has everything after it here too.
const PRUNE_SQL = `
  with last_old as (
    select tx, id from change_events
     where created_on < now() - interval '${KEPT_FOR}' and tx < pg_snapshot_xmin(pg_current_snapshot())
     order by tx desc, id desc limit 1)
  delete from change_events e using last_old where (e.tx, e.id) <= (last_old.tx, last_old.id)`;

/** The rows of ended transactions (the ones below the read's horizon); the others come in a later read. */
const settledRows = (rows: EventRow[]) => rows.filter((row) => row.tx !== null && BigInt(row.tx) < BigInt(row.xmin));

/** Groups rows (in (tx, id) order) by transaction. */
function batchesOf(rows: EventRow[]): ChangeBatch[] {
  const batches: ChangeBatch[] = [];
  let tx: string | undefined;
  for (const row of rows) {
    if (row.tx !== tx) batches.push({ cursor: '', changes: [] });
    tx = row.tx!;
    const batch = batches.at(-1)!;
    batch.cursor = cursorOf({ tx: row.tx!, id: row.id });
    batch.changes.push({ clientId: row.client_id, kind: row.kind, entityId: row.entity_id });
  }
  return batches;
}

const NO_LONGER_KEPT = `the service keeps changes for ${KEPT_FOR}: refetch everything.`;
const TOO_MANY = `more than ${MAX_REPLAY_ROWS} changes were made since: refetch everything rather than replay them.`;

/**
 * The process's one reader of change_events: LISTENs on fp_changes, reads the new rows once per notification
 * (however many streams are open) and hands each transaction's changes to the subscribed streams.
 */
export async function createChangeFeed(db: Db): Promise<ChangeFeed> {
  const listeners = new Set<(batch: ChangeBatch) => void>();
  let cursor: Cursor = ZERO_CURSOR;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let recheckMs = FIRST_RECHECK_MS;
  let recheckTimer: NodeJS.Timeout | undefined;
  let failing = false;
  let closed = false;

  const readOnce = async () => {
    for (;;) {
      const rows = await db.query<EventRow>(AFTER_CURSOR_SQL, [cursor.tx, cursor.id, READ_LIMIT]);
      const events = rows.filter((row) => row.tx !== null);
      const settled = settledRows(events);
      for (const batch of batchesOf(settled)) {
        cursor = parseCursor(batch.cursor)!;
        for (const listener of listeners) listener(batch);
      }
      if (settled.length < events.length || rows[0]?.last_running) return scheduleRecheck();
      recheckMs = FIRST_RECHECK_MS;
      if (events.length < READ_LIMIT) return;
    }
  };

  // At most one read runs; notifications that arrive meanwhile make one more, not one each.
  const read = () => {
    if (closed) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = (async () => {
      do {
        readAgain = false;
        try {
          await readOnce();
          if (failing) console.warn('[live] the change feed reads again.');
          failing = false;
        } catch (error) {
          // The database is down or restarting: the safety poll tries again, and the cursor has not moved.
          if (!failing) console.warn(`[live] the change feed cannot read change_events: ${(error as Error).message}`);
          failing = true;
        }
      } while (readAgain && !closed);
    })().finally(() => (reading = undefined));
  };

  const scheduleRecheck = () => {
    if (recheckTimer || closed) return;
    recheckTimer = setTimeout(() => {
      recheckTimer = undefined;
      read();
    }, recheckMs);
    recheckMs = Math.min(recheckMs * 2, LAST_RECHECK_MS);
  };

  const prune = () => db.exec(PRUNE_SQL).catch((error: Error) => console.warn(`[live] could not prune change_events: ${error.message}`));

  // Listen before taking the starting cursor: a change committed in between is then either before the cursor (and
  // streams replay it) or notified.
  const unlisten = await db.listen(CHANGES_CHANNEL, () => {
    recheckMs = FIRST_RECHECK_MS;
    read();
  });
  const [last] = await db.query<{ tx: string; id: number }>(LAST_SETTLED_SQL);
  if (last) cursor = last;
  const safetyPoll = setInterval(read, SAFETY_POLL_MS);
  const pruning = setInterval(() => void prune(), PRUNE_EVERY_MS);
  safetyPoll.unref();
  pruning.unref();
  read();

  const replay = (rows: EventRow[], from: string): Replay =>
    rows.length > MAX_REPLAY_ROWS ? { gone: `${from}: ${TOO_MANY}` } : { batches: batchesOf(settledRows(rows)) };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async since(text) {
      const from = parseCursor(text);
      if (!from) throw new Error(`"${text}" is not a cursor of this stream.`);
      const [kept] = await db.query(CURSOR_KEPT_SQL, [from.tx, from.id]);
      if (!kept) return { gone: `The changes after ${text} are no longer kept; ${NO_LONGER_KEPT}` };
      // Rows above the horizon are not replayed: the live feed delivers them once settled, after this cursor.
      return replay(await db.query<EventRow>(AFTER_CURSOR_SQL, [from.tx, from.id, MAX_REPLAY_ROWS + 1]), `Resuming after ${text}`);
    },
    async sinceInstant(instant) {
      const [{ old }] = (await db.query<{ old: boolean }>(`select $1::timestamptz < now() - interval '${KEPT_FOR}' as old`, [instant])) as [
        { old: boolean },
      ];
      if (old) return { gone: `The changes since ${instant} are no longer kept; ${NO_LONGER_KEPT}` };
      return replay(await db.query<EventRow>(SINCE_INSTANT_SQL, [instant, MAX_REPLAY_ROWS + 1]), `Since ${instant}`);
    },
    async close() {
      closed = true;
      clearInterval(safetyPoll);
      clearInterval(pruning);
      clearTimeout(recheckTimer);
      listeners.clear();
      await unlisten();
      await reading;
    },
  };
}

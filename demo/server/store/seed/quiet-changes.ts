import type { Queryable } from '../db.ts';

/**
 * Keeps a seed's rows out of change_events for the rest of its transaction (migration 090): a scale seed writes
 * some 280,000 rows that no open page waits for, and its one transaction would hold back every stream until it ends.
 */
export async function quietChanges(tx: Queryable): Promise<void> {
  await tx.query("select set_config('fp.quiet_changes', 'on', true)");
}

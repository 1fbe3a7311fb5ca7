import type { Queryable } from '../db.ts';

const ROWS_PER_STATEMENT = 2000;

/**
 * Inserts rows in a few statements: the rows travel as one JSON array that PostgreSQL spreads into
 * the table's own column types, so a scale seed of thousands of clients takes seconds.
 */
export async function bulkInsert(db: Queryable, table: string, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  // Rows that name the same columns go together, so a column a row leaves out keeps its default.
  const groups = new Map<string, Array<Record<string, unknown>>>();
  for (const row of rows) {
    const key = Object.keys(row).sort().join(',');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const [key, group] of groups) {
    const list = key
      .split(',')
      .map((column) => `"${column}"`)
      .join(', ');
    for (let start = 0; start < group.length; start += ROWS_PER_STATEMENT) {
      const chunk = group.slice(start, start + ROWS_PER_STATEMENT);
      await db.query(`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1)`, [
        JSON.stringify(chunk),
      ]);
    }
  }
}

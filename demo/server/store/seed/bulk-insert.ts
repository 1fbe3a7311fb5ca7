import type { Queryable } from '../db.ts';

const ROWS_PER_STATEMENT = 2000;

/**
 * Inserts rows in a few statements: the rows travel as one JSON array that PostgreSQL spreads into
 * the table's own column types, so a scale seed of thousands of clients takes seconds.
 */
export async function bulkInsert(db: Queryable, table: string, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const columns = [...new Set(chunk.flatMap((row) => Object.keys(row)))];
    const list = columns.map((column) => `"${column}"`).join(', ');
    await db.query(`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1)`, [JSON.stringify(chunk)]);
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { churnedSql } from '../../demo/server/domain/churn.ts';
import { openDb, type Db } from '../../demo/server/store/db.ts';
import { migrate } from '../../demo/server/store/migrate.ts';

// The churn rule the service runs (spec section 3: churned when no contract ends on or after today,
// or is open-ended), on a fresh in-memory database.
let db: Db;
const TODAY = '2026-11-21';
beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
  const contracts: Record<string, Array<string | null>> = {
    open: [null],
    'ends-today': [TODAY],
    'one-later': ['2026-01-01', '2027-01-01'],
    'ended-yesterday': ['2026-11-20'],
    'no-contract': [],
  };
  for (const [id, ends] of Object.entries(contracts)) {
    await db.query('insert into clients (id, name) values ($1, $1)', [id]);
    for (const [n, end] of ends.entries()) {
      await db.query('insert into contracts (id, client_id, start_date, end_date) values ($1, $2, $3, $4)', [
        `${id}-${n}`,
        id,
        '2025-01-01',
        end,
      ]);
    }
  }
});
afterAll(() => db?.close());

describe('churnedSql', () => {
  it('marks churned exactly the clients with no contract running on or after today', async () => {
    const rows = await db.query<{ id: string; churned: boolean }>(
      `select c.id, ${churnedSql('$1')} as churned from clients c order by c.id`,
      [TODAY],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.churned]))).toEqual({
      'ended-yesterday': true,
      'ends-today': false,
      'no-contract': true,
      'one-later': false,
      open: false,
    });
  });
});

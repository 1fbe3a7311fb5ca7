import { describe, expect, it } from 'vitest';
import type { ClientOverviewFilter, ClientOverviewRow, ClientOverviewSort, SortDirection } from '../../src/core/api/generated/graphql.ts';
import { todayIso } from '../../demo/server/domain/dates.ts';
import { errorOf } from './support/graphql-helpers.ts';
import { overviewCalls } from './support/overview-fixtures.ts';
import { CHURNED_CLIENT, DEMO, MAIN_CLIENT, SETUP_CLIENT, serviceForFile } from './support/service.ts';

// The staff overview's order, filters, search and pages over the seeded clients, judged from the rows it returns.
const today = todayIso();
const file = serviceForFile(DEMO.admin);
const { overview, everyRow } = overviewCalls(() => file.service, today);
const SORTS: ClientOverviewSort[] = ['NAME', 'WAITING', 'WAITING_SINCE', 'OVERDUE', 'MISSING_CONNECTIONS', 'PROGRESS', 'LAST_ACTIVITY'];
const KEYS: Record<ClientOverviewSort, (row: ClientOverviewRow) => string | number | null> = {
  NAME: (row) => row.name.toLowerCase(),
  WAITING: (row) => row.waitingForReview,
  WAITING_SINCE: (row) => row.waitingSince ?? null,
  OVERDUE: (row) => row.overdue,
  MISSING_CONNECTIONS: (row) => row.missingConnections.length,
  PROGRESS: (row) => (row.periodTotal > 0 ? row.periodDone / row.periodTotal : 0),
  LAST_ACTIVITY: (row) => row.lastActivity ?? null,
};
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** The order the contract asks for: the key in the direction with nulls last either way, then name, then id, ascending. */
function inOrder(rows: ClientOverviewRow[], sort: ClientOverviewSort, direction: SortDirection): ClientOverviewRow[] {
  const sign = direction === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [KEYS[sort](a), KEYS[sort](b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * compare(x, y) || compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.clientId, b.clientId);
  });
}

describe('clientOverview order', () => {
  it('sorts by each column both ways, nulls last, ties by name then id', async () => {
    for (const sort of SORTS) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const rows = await everyRow({ sort, direction });
        expect(
          rows.map((row) => row.name),
          `${sort} ${direction}`,
        ).toEqual(inOrder(rows, sort, direction).map((row) => row.name));
      }
    }
    for (const direction of ['ASC', 'DESC'] as const) {
      expect((await everyRow({ sort: 'WAITING_SINCE', direction })).slice(-2).map((row) => row.waitingSince)).toEqual([null, null]);
      expect((await everyRow({ sort: 'LAST_ACTIVITY', direction })).at(-1)!.name).toBe(SETUP_CLIENT);
    }
  });

  it('sorts by name, ascending, when asked for no order', async () => {
    const rows = await everyRow();
    expect(rows.map((row) => row.name)).toEqual(inOrder(rows, 'NAME', 'ASC').map((row) => row.name));
  });

  it('gives pages that neither overlap nor skip a client', async () => {
    for (const sort of ['WAITING', 'PROGRESS', 'NAME'] as const) {
      const whole = await everyRow({ sort, direction: 'DESC' });
      const paged: string[] = [];
      for (let offset = 0; offset < whole.length + 4; offset += 4) {
        const page = (await overview(DEMO.admin, { sort, direction: 'DESC', first: 4, offset })).data!.clientOverview;
        expect(page.total).toBe(whole.length);
        paged.push(...page.rows.map((row) => row.clientId));
      }
      expect(paged, sort).toEqual(whole.map((row) => row.clientId));
    }
  });
});

describe('clientOverview filters and search', () => {
  it('keeps only the clients each filter names, and counts them', async () => {
    const all = await everyRow();
    const kept: Record<ClientOverviewFilter, (row: ClientOverviewRow) => boolean> = {
      ALL: () => true,
      WAITING: (row) => row.waitingForReview > 0,
      OVERDUE: (row) => row.overdue > 0,
      CHURNED: (row) => row.isChurned,
      IN_SETUP: (row) => !row.isReady,
    };
    for (const [filter, keeps] of Object.entries(kept) as Array<[ClientOverviewFilter, (row: ClientOverviewRow) => boolean]>) {
      const result = (await overview(DEMO.admin, { filter, first: 500 })).data!.clientOverview;
      expect(
        result.rows.map((row) => row.name),
        filter,
      ).toEqual(all.filter(keeps).map((row) => row.name));
      expect(result.total, filter).toBe(result.rows.length);
    }
    expect((await everyRow({ filter: 'CHURNED' })).map((row) => row.name)).toEqual([CHURNED_CLIENT]);
    expect((await everyRow({ filter: 'IN_SETUP' })).map((row) => row.name)).toEqual([SETUP_CLIENT]);
    expect((await everyRow({ filter: 'WAITING' })).map((row) => row.name)).toContain(MAIN_CLIENT);
  });

  it('finds a name by any part of it, whatever the case, with % and _ meaning themselves', async () => {
    for (const [id, name] of [
      ['percent-firm', '100% Pro_Bono Law'],
      ['plain-firm', '1000 Pro Bono Law'],
    ]) {
      await file.service.app.db.query('insert into clients (id, name) values ($1, $2)', [id, name]);
    }
    const names = async (search: string) => (await everyRow({ search })).map((row) => row.name);
    expect(await names('hARBOR & vale')).toEqual([MAIN_CLIENT]);
    expect(await names('%')).toEqual(['100% Pro_Bono Law']);
    expect(await names('o_b')).toEqual(['100% Pro_Bono Law']);
    expect(await names('pro bono')).toEqual(['1000 Pro Bono Law']);
    expect(await names('  pro bono ')).toEqual(['1000 Pro Bono Law']);
    expect((await overview(DEMO.admin, { search: 'no such firm' })).data!.clientOverview).toEqual({ total: 0, rows: [] });
  });
});

describe('clientOverview input', () => {
  it('refuses a page size, offset or search out of range, naming the field, and a day that is no date', async () => {
    const refused = async (input: Record<string, unknown>) => errorOf(await overview(DEMO.admin, input));
    for (const first of [0, 501]) expect(await refused({ first })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    expect(await refused({ offset: -1 })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'offset' });
    expect(await refused({ search: 'a'.repeat(201) })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
    expect((await overview(DEMO.admin, { search: 'a'.repeat(200) })).errors).toBeUndefined();
    // The Date scalar refuses these before the resolver runs, as it does for every Date the service reads.
    for (const [day, problem] of [
      ['26/11/2026', /YYYY-MM-DD/],
      ['2026-02-31', /does not exist/],
    ] as const) {
      const result = await overview(DEMO.admin, { today: day });
      expect(result.status, day).toBe(400);
      expect(result.data ?? null, day).toBeNull();
      expect(result.errors?.[0]?.message, day).toMatch(problem);
    }
  });

  it('pages a hundred clients at a time unless asked otherwise', async () => {
    for (let n = 0; n < 100; n++)
      await file.service.app.db.query('insert into clients (id, name) values ($1, $2)', [
        `extra-${n}`,
        `Extra Firm ${String(n).padStart(3, '0')}`,
      ]);
    const page = (await overview(DEMO.admin)).data!.clientOverview;
    expect(page.rows).toHaveLength(100);
    expect(page.total).toBeGreaterThan(100);
  });
});

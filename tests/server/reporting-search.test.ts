import { describe, expect, it } from 'vitest';
import type { SearchPerformance } from '../../src/core/api/generated/graphql.ts';
import { addDays, todayIso } from '../../demo/server/domain/dates.ts';
import { seededId } from '../../demo/server/store/seed/ids.ts';
import { codeOf, errorOf } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, serviceForFile } from './support/service.ts';

// searchPerformance: figures of hand-made Search Console rows computed here by hand, the like-for-like previous span,
// the keyword history, the answer of a firm that has not connected Search Console, and who may read which period.
const file = serviceForFile(DEMO.admin);
const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);
const METRICS = 'clicks impressions ctr position';
const SEARCH = `query ($input: ReportingInput!) { searchPerformance(input: $input) { isConnected startDate endDate days { date ${METRICS} }
  totals { ${METRICS} } previousTotals { ${METRICS} } topQueries { key ${METRICS} } topPages { key ${METRICS} }
  keywordPositions { listName keyword points { periodId startDate position } } } }`;

const db = () => file.service.app.db;
const call = (user: string, clientId: string, periodId: string) =>
  file.service.graphql<{ searchPerformance: SearchPerformance }>(user, SEARCH, { input: { clientId, periodId } });
async function performance(periodId: string, clientId = SECOND, user: string = DEMO.owner): Promise<SearchPerformance> {
  const result = await call(user, clientId, periodId);
  expect(result.errors).toBeUndefined();
  return result.data!.searchPerformance;
}

interface Period {
  id: string;
  start_date: string;
  end_date: string;
}
const periodsOf = (clientId: string) =>
  db().query<Period>(
    'select id, start_date, end_date from subscription_periods where client_id = $1 and is_visible order by start_date, id',
    [clientId],
  );
const currentIndex = (periods: Period[]) => periods.findIndex((period) => period.start_date <= todayIso() && todayIso() <= period.end_date);
const daysBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

type Row = [date: string, query: string, page: string, device: string, clicks: number, impressions: number, position: number];
/** Replaces the firm's Search Console data with exactly these rows. */
async function searchRows(clientId: string, rows: Row[]) {
  await db().query('delete from search_console_rows where client_id = $1', [clientId]);
  for (const row of rows) {
    await db().query(
      'insert into search_console_rows (client_id, date, query, page, device, clicks, impressions, position) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [clientId, ...row],
    );
  }
}

describe('the seeded demo', () => {
  it('has daily figures for a connected firm up to yesterday, its keywords among its queries', async () => {
    const periods = await periodsOf(SECOND);
    const previous = periods[currentIndex(periods) - 1]!;
    const answer = await performance(previous.id);
    expect(answer).toMatchObject({ isConnected: true, startDate: previous.start_date, endDate: previous.end_date });
    expect(answer.days.map((day) => day.date)).toEqual(
      Array.from({ length: daysBetween(previous.start_date, previous.end_date) }, (_, index) => addDays(previous.start_date, index)),
    );
    expect(answer.totals.clicks).toBeGreaterThan(0);
    expect(answer.topQueries.map((row) => row.key)).toEqual(
      expect.arrayContaining(['personal injury lawyer', 'car accident attorney', 'free consultation']),
    );
    expect(answer.topPages.every((row) => row.key.startsWith('https://www.sterlinginjuryattorneys.example/'))).toBe(true);
    // A year of history: the current period and the eleven before, over which positions improve.
    const points = (await performance(periods[currentIndex(periods)]!.id)).keywordPositions[0]!.points;
    expect(points).toHaveLength(12);
    expect(points.slice(0, 11).every((point) => point.position !== null)).toBe(true);
    expect(points[10]!.position!).toBeLessThan(points[0]!.position!);
  });

  it('tells that Harbor & Vale Law has not connected Search Console: empty lists, zero totals, no position', async () => {
    const periods = await periodsOf(MAIN);
    const current = periods[currentIndex(periods)]!;
    const zero = { clicks: 0, impressions: 0, ctr: 0, position: null };
    expect(await performance(current.id, MAIN)).toEqual({
      isConnected: false,
      startDate: current.start_date,
      endDate: todayIso(),
      days: [],
      totals: zero,
      previousTotals: zero,
      topQueries: [],
      topPages: [],
      keywordPositions: [],
    });
  });
});

describe('figures of hand-made rows', () => {
  it('sums the span by day, query and page: ctr clicks / impressions, position weighted by impressions', async () => {
    const periods = await periodsOf(SECOND);
    const current = periods[currentIndex(periods)]!;
    const day = current.start_date;
    await searchRows(SECOND, [
      [day, 'injury lawyer', '/a', 'MOBILE', 3, 10, 2],
      [day, 'injury lawyer', '/a', 'DESKTOP', 1, 30, 4],
      [day, 'car crash', '/b', 'MOBILE', 0, 60, 10],
      [day, 'slip and fall', '/b', 'TABLET', 0, 80, 20],
      // Before the period: not in the span.
      [addDays(day, -1), 'injury lawyer', '/a', 'MOBILE', 50, 100, 1],
    ]);
    const answer = await performance(current.id);
    expect(answer).toMatchObject({ isConnected: true, startDate: current.start_date, endDate: todayIso() });
    expect(answer.days).toEqual([
      { date: day, clicks: 4, impressions: 180, ctr: 4 / 180, position: (2 * 10 + 4 * 30 + 10 * 60 + 20 * 80) / 180 },
    ]);
    expect(answer.totals).toEqual({ clicks: 4, impressions: 180, ctr: 4 / 180, position: 2340 / 180 });
    // By clicks, then impressions.
    expect(answer.topQueries).toEqual([
      { key: 'injury lawyer', clicks: 4, impressions: 40, ctr: 0.1, position: 3.5 },
      { key: 'slip and fall', clicks: 0, impressions: 80, ctr: 0, position: 20 },
      { key: 'car crash', clicks: 0, impressions: 60, ctr: 0, position: 10 },
    ]);
    expect(answer.topPages).toEqual([
      { key: '/a', clicks: 4, impressions: 40, ctr: 0.1, position: 3.5 },
      { key: '/b', clicks: 0, impressions: 140, ctr: 0, position: (600 + 1600) / 140 },
    ]);
  });

  it('compares with as many days from the previous period’s start as the span has', async () => {
    const periods = await periodsOf(SECOND);
    const current = periods[currentIndex(periods)]!;
    const previous = periods[currentIndex(periods) - 1]!;
    const spanDays = daysBetween(current.start_date, todayIso());
    await searchRows(SECOND, [
      [current.start_date, 'injury lawyer', '/a', 'MOBILE', 2, 20, 5],
      [previous.start_date, 'injury lawyer', '/a', 'MOBILE', 5, 40, 3],
      [addDays(previous.start_date, spanDays - 1), 'injury lawyer', '/a', 'DESKTOP', 1, 10, 8],
      // The day after the like-for-like span: left out.
      [addDays(previous.start_date, spanDays), 'injury lawyer', '/a', 'MOBILE', 900, 1000, 1],
    ]);
    const answer = await performance(current.id);
    expect(answer.previousTotals).toEqual({ clicks: 6, impressions: 50, ctr: 6 / 50, position: (3 * 40 + 8 * 10) / 50 });
    // The first period has nothing before it.
    expect((await performance(periods[0]!.id)).previousTotals).toEqual({ clicks: 0, impressions: 0, ctr: 0, position: null });
  });

  it('gives each keyword of the lists its position in each of the last twelve periods, null without impressions', async () => {
    const periods = await periodsOf(SECOND);
    const index = currentIndex(periods);
    const current = periods[index]!;
    const previous = periods[index - 1]!;
    await db().query("insert into keyword_lists (id, client_id, name, keywords) values ('list-2', $1, 'Second list', $2)", [
      SECOND,
      JSON.stringify(['Slip And Fall', 'car accident attorney']),
    ]);
    await searchRows(SECOND, [
      [current.start_date, 'car accident attorney', '/a', 'MOBILE', 1, 10, 5],
      [current.start_date, 'car accident attorney', '/a', 'DESKTOP', 1, 30, 9],
      [previous.end_date, 'car accident attorney', '/a', 'MOBILE', 0, 5, 12],
      [previous.start_date, 'slip and fall', '/b', 'TABLET', 0, 4, 30],
      [current.start_date, 'car accident attorneys', '/a', 'MOBILE', 9, 90, 1],
    ]);
    const answer = await performance(current.id);
    const twelve = periods.slice(index - 11, index + 1);
    const points = (last: number | null, before: number | null) =>
      twelve.map((period, at) => ({
        periodId: period.id,
        startDate: period.start_date,
        position: at === 11 ? last : at === 10 ? before : null,
      }));
    expect(answer.keywordPositions).toEqual([
      { listName: 'Core practice areas', keyword: 'personal injury lawyer', points: points(null, null) },
      { listName: 'Core practice areas', keyword: 'car accident attorney', points: points((5 * 10 + 9 * 30) / 40, 12) },
      { listName: 'Core practice areas', keyword: 'free consultation', points: points(null, null) },
      { listName: 'Second list', keyword: 'Slip And Fall', points: points(null, 30) },
      { listName: 'Second list', keyword: 'car accident attorney', points: points(8, 12) },
    ]);
    await db().query("delete from keyword_lists where id = 'list-2'");
  });

  it('measures nothing in a period still to come', async () => {
    const periods = await periodsOf(SECOND);
    const next = periods[currentIndex(periods) + 1]!;
    await searchRows(SECOND, [[periods[currentIndex(periods)]!.start_date, 'car accident attorney', '/a', 'MOBILE', 1, 10, 5]]);
    const answer = await performance(next.id);
    const zero = { clicks: 0, impressions: 0, ctr: 0, position: null };
    expect(answer).toMatchObject({
      isConnected: true,
      startDate: next.start_date,
      endDate: next.end_date,
      days: [],
      totals: zero,
      previousTotals: zero,
      topQueries: [],
      topPages: [],
    });
    expect(answer.keywordPositions[1]!.points.map((point) => point.position).slice(-2)).toEqual([5, null]);
  });

  it('answers a firm that connects Search Console', async () => {
    const periods = await periodsOf(MAIN);
    const current = periods[currentIndex(periods)]!;
    await db().query(
      "insert into connections (client_id, platform, account_name) values ($1, 'GoogleSearchConsole', 'sc-domain:harborvalelaw.example')",
      [MAIN],
    );
    await searchRows(MAIN, [[current.start_date, 'harbor & vale law', '/', 'DESKTOP', 7, 9, 1]]);
    const answer = await performance(current.id, MAIN);
    expect(answer).toMatchObject({ isConnected: true, totals: { clicks: 7, impressions: 9, ctr: 7 / 9, position: 1 } });
    expect(answer.keywordPositions.map((entry) => entry.listName)).toEqual([
      'Core practice areas',
      'Core practice areas',
      'Core practice areas',
      ...Array(4).fill('Local searches'),
    ]);
    await db().query("delete from connections where client_id = $1 and platform = 'GoogleSearchConsole'", [MAIN]);
    expect((await performance(current.id, MAIN)).isConnected).toBe(false);
  });
});

describe('who may read which period', () => {
  it('refuses a user of another firm and a period of another client', async () => {
    const [period] = await periodsOf(SECOND);
    expect(codeOf(await call(DEMO.user, SECOND, period!.id))).toBe('FORBIDDEN');
    const [mainPeriod] = await periodsOf(MAIN);
    expect(errorOf(await call(DEMO.owner, SECOND, mainPeriod!.id))).toMatchObject({ code: 'NOT_FOUND', field: 'periodId' });
  });

  it('shows a period hidden from the firm to staff only', async () => {
    const hidden = seededId(`${MAIN}:period:hidden`);
    expect((await performance(hidden, MAIN, DEMO.admin)).isConnected).toBe(false);
    for (const user of [DEMO.owner, DEMO.manager, DEMO.user, DEMO.ppc])
      expect(errorOf(await call(user, MAIN, hidden)), user).toMatchObject({ code: 'NOT_FOUND', field: 'periodId' });
  });
});

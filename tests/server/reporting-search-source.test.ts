import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededSearchConsole } from '../../demo/server/search-console/seeded-source.ts';
import type { SearchAnalyticsRequest } from '../../demo/server/search-console/search-analytics.ts';
import { startTestService, type TestService } from './support/service.ts';

// The seeded Search Console source answers as searchanalytics.query does: grouping by the requested dimensions,
// filters, sorting, paging, and no rows at all for a span without data. A real source must answer the same way.
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ seed: false });
  await service.app.db.query("insert into clients (id, name) values ('firm', 'Firm'), ('other', 'Other')");
  const rows: Array<[string, string, string, string, string, number, number, number]> = [
    ['firm', '2026-03-01', 'injury lawyer', '/a', 'MOBILE', 3, 10, 2],
    ['firm', '2026-03-01', 'injury lawyer', '/a', 'DESKTOP', 1, 30, 4],
    ['firm', '2026-03-02', 'Car Crash Lawyer', '/b', 'MOBILE', 5, 60, 10],
    ['firm', '2026-03-03', 'free consultation', '/c', 'TABLET', 0, 5, 7],
    ['other', '2026-03-01', 'injury lawyer', '/x', 'MOBILE', 99, 100, 1],
  ];
  for (const row of rows) {
    await service.app.db.query(
      'insert into search_console_rows (client_id, date, query, page, device, clicks, impressions, position) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      row,
    );
  }
});
afterAll(() => service?.close());

const ask = (request: Partial<SearchAnalyticsRequest>) =>
  seededSearchConsole(service.app.db).query(
    { clientId: 'firm', siteUrl: 'https://firm.example/' },
    { startDate: '2026-03-01', endDate: '2026-03-31', ...request },
  );

describe('the seeded Search Console source', () => {
  it('answers one row without keys for the whole span, and no rows where there is no data', async () => {
    expect(await ask({})).toEqual({
      responseAggregationType: 'byProperty',
      rows: [{ clicks: 9, impressions: 105, ctr: 9 / 105, position: (20 + 120 + 600 + 35) / 105 }],
    });
    expect(await ask({ startDate: '2026-04-01', endDate: '2026-04-30' })).toEqual({ responseAggregationType: 'byProperty' });
  });

  it('groups by dimensions in their order, by date oldest first, else by clicks', async () => {
    expect((await ask({ dimensions: ['date'] })).rows!.map((row) => row.keys)).toEqual([['2026-03-01'], ['2026-03-02'], ['2026-03-03']]);
    expect((await ask({ dimensions: ['device', 'query'] })).rows!.map((row) => [row.keys, row.clicks])).toEqual([
      [['MOBILE', 'Car Crash Lawyer'], 5],
      [['MOBILE', 'injury lawyer'], 3],
      [['DESKTOP', 'injury lawyer'], 1],
      [['TABLET', 'free consultation'], 0],
    ]);
    expect((await ask({ dimensions: ['page'] })).responseAggregationType).toBe('byPage');
  });

  it('filters with equals, contains (ignoring case) and a regular expression, and-ing every filter', async () => {
    const keys = async (filters: NonNullable<SearchAnalyticsRequest['dimensionFilterGroups']>[number]['filters']) =>
      ((await ask({ dimensions: ['query'], dimensionFilterGroups: [{ filters }] })).rows ?? []).map((row) => row.keys![0]);
    expect(await keys([{ dimension: 'query', expression: 'injury lawyer' }])).toEqual(['injury lawyer']);
    expect(await keys([{ dimension: 'query', operator: 'contains', expression: 'LAWYER' }])).toEqual(['Car Crash Lawyer', 'injury lawyer']);
    expect(
      await keys([
        { dimension: 'query', operator: 'contains', expression: 'lawyer' },
        { dimension: 'device', expression: 'DESKTOP' },
      ]),
    ).toEqual(['injury lawyer']);
    expect(await keys([{ dimension: 'query', operator: 'includingRegex', expression: '^(free consultation|injury lawyer)$' }])).toEqual([
      'injury lawyer',
      'free consultation',
    ]);
  });

  it('pages with rowLimit and startRow, and refuses limits the API refuses', async () => {
    const page = async (startRow: number) => (await ask({ dimensions: ['query'], rowLimit: 2, startRow })).rows?.map((row) => row.keys![0]);
    expect([await page(0), await page(2), await page(3)]).toEqual([
      ['Car Crash Lawyer', 'injury lawyer'],
      ['free consultation'],
      undefined,
    ]);
    await expect(ask({ rowLimit: 25_001 })).rejects.toThrow(/rowLimit/);
    await expect(ask({ dimensions: ['query', 'query'] })).rejects.toThrow(/distinct/);
  });
});

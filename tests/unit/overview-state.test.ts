import { describe, expect, it } from 'vitest';
import { daysBetween, relativeTimeText } from '../../src/areas/client-overview/model/overview-display.ts';
import { nextOverviewOffset, type OverviewPage } from '../../src/areas/client-overview/api/overview-query.ts';
import {
  DEFAULT_OVERVIEW_STATE,
  overviewInputOf,
  overviewSearchOf,
  overviewStateFrom,
} from '../../src/areas/client-overview/model/overview-state.ts';

const row = (n: number) => ({ clientId: `c-${n}` }) as OverviewPage['rows'][number];
const page = (count: number, total: number): OverviewPage => ({ total, rows: Array.from({ length: count }, (_, n) => row(n)) });

describe('the overview state in the URL', () => {
  it('reads a full URL, and round-trips through the search params', () => {
    const state = overviewStateFrom({ sort: 'overdue', dir: 'asc', filter: 'in-setup', q: 'law' });
    expect(state).toEqual({ sort: 'overdue', direction: 'asc', filter: 'in-setup', search: 'law' });
    expect(overviewStateFrom(overviewSearchOf(state))).toEqual(state);
  });

  it('takes the default for what is missing or unknown, and a chosen column without a direction starts in its own', () => {
    expect(overviewStateFrom({})).toEqual(DEFAULT_OVERVIEW_STATE);
    expect(overviewStateFrom({ sort: 'DROP TABLE', dir: 'sideways', filter: 'everything', q: ['x'] })).toEqual({
      ...DEFAULT_OVERVIEW_STATE,
      direction: 'desc',
    });
    expect(overviewStateFrom({ sort: 'name' }).direction).toBe('asc');
    expect(overviewStateFrom({ sort: 'activity' }).direction).toBe('desc');
    // The router reads a numeric-looking value as a number.
    expect(overviewStateFrom({ q: 42 }).search).toBe('42');
    // A search longer than the service takes is cut, not refused.
    expect(overviewStateFrom({ q: 'x'.repeat(500) }).search).toHaveLength(200);
  });

  it('keeps the default page at a plain URL', () => {
    expect(overviewSearchOf(DEFAULT_OVERVIEW_STATE)).toEqual({ sort: undefined, dir: undefined, filter: undefined, q: undefined });
    expect(overviewSearchOf({ ...DEFAULT_OVERVIEW_STATE, search: '   ' }).q).toBe(undefined);
  });

  it('asks the service in its own words, an empty search being none', () => {
    expect(overviewInputOf({ sort: 'waitingSince', direction: 'asc', filter: 'churned', search: ' oak ' }, '2026-11-26')).toEqual({
      today: '2026-11-26',
      search: 'oak',
      filter: 'CHURNED',
      sort: 'WAITING_SINCE',
      direction: 'ASC',
    });
    expect(overviewInputOf({ ...DEFAULT_OVERVIEW_STATE, filter: 'in-setup' }, '2026-11-26')).toMatchObject({
      search: null,
      filter: 'IN_SETUP',
      sort: 'WAITING',
      direction: 'DESC',
    });
  });
});

describe('paging the overview', () => {
  it('asks from the rows loaded until all the service counted are there', () => {
    expect(nextOverviewOffset([page(100, 250)])).toBe(100);
    expect(nextOverviewOffset([page(100, 250), page(100, 250)])).toBe(200);
    expect(nextOverviewOffset([page(100, 250), page(100, 250), page(50, 250)])).toBe(undefined);
    expect(nextOverviewOffset([page(0, 0)])).toBe(undefined);
    // A service that answers an empty page before the count is reached (rows gone meanwhile) ends the paging.
    expect(nextOverviewOffset([page(100, 250), page(0, 250)])).toBe(undefined);
  });
});

describe('the overview cells', () => {
  it('counts whole days waited, never negative', () => {
    expect(daysBetween('2026-11-20', '2026-11-26')).toBe(6);
    expect(daysBetween('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysBetween('2026-12-01', '2026-11-26')).toBe(0);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
  });

  it('tells the last activity relative to now, rounded down', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(relativeTimeText('2026-11-26T11:59:30Z', now)).toBe('just now');
    expect(relativeTimeText('2026-11-26T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTimeText('2026-11-25T11:00:00Z', now)).toBe('yesterday');
    expect(relativeTimeText('2026-11-10T12:00:00Z', now)).toBe('2 weeks ago');
    expect(relativeTimeText('2025-11-01T12:00:00Z', now)).toBe('last year');
    expect(relativeTimeText('2026-11-27T12:00:00Z', now)).toBe('just now');
  });
});

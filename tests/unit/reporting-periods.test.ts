import { describe, expect, it } from 'vitest';
import { dayName, periodAxisName, periodName, periodWindow, previousPeriodOf } from '../../src/areas/reporting/model/reporting-periods.ts';
import { deliveryTotals, selectedAndPrevious } from '../../src/areas/reporting/model/delivery-totals.ts';

const month = (n: number, isCurrentPeriod = false) => {
  const start = new Date(Date.UTC(2025, n, 1));
  const end = new Date(Date.UTC(2025, n + 1, 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { id: `p${n}`, startDate: day(start), endDate: day(end), isCurrentPeriod };
};
// Twenty-three monthly periods, Jan 2025 to Nov 2026, listed out of order as a service may list them.
const PERIODS = Array.from({ length: 23 }, (_, n) => month(n, n === 22)).reverse();

describe('the periods a report compares', () => {
  it('finds the period before the selected one, whatever order the list is in', () => {
    expect(previousPeriodOf(PERIODS, 'p22')?.id).toBe('p21');
    expect(previousPeriodOf(PERIODS, 'p1')?.id).toBe('p0');
    expect(previousPeriodOf(PERIODS, 'p0')).toBeNull();
    expect(previousPeriodOf(PERIODS, 'nope')).toBeNull();
  });

  it('takes the last twelve periods up to the selected one, oldest first, or fewer when there are fewer', () => {
    expect(periodWindow(PERIODS, 'p22').map((period) => period.id)).toEqual([
      'p11',
      'p12',
      'p13',
      'p14',
      'p15',
      'p16',
      'p17',
      'p18',
      'p19',
      'p20',
      'p21',
      'p22',
    ]);
    expect(periodWindow(PERIODS, 'p3').map((period) => period.id)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(periodWindow(PERIODS, 'nope')).toEqual([]);
  });
});

describe('a period’s name', () => {
  it('is the month for a calendar month, and says "so far" for the current one', () => {
    expect(periodName(month(21))).toBe('Oct 2026');
    expect(periodName(month(22, true))).toBe('Nov 2026 (so far)');
    expect(periodName({ startDate: '2026-02-01', endDate: '2026-02-28', isCurrentPeriod: false })).toBe('Feb 2026');
  });

  it('is the range for a period that is not a calendar month, and the raw dates when they do not parse', () => {
    expect(periodName({ startDate: '2026-11-15', endDate: '2026-12-14', isCurrentPeriod: false })).toBe('Nov 15 – Dec 14, 2026');
    expect(periodName({ startDate: '2026-11-01', endDate: '2026-11-20', isCurrentPeriod: false })).toBe('Nov 1 – 20, 2026');
    expect(periodName({ startDate: 'soon', endDate: 'later', isCurrentPeriod: false })).toBe('soon – later');
  });

  it('names a day on the daily charts in UTC, so no time zone moves it', () => {
    expect(dayName('2026-11-01')).toBe('Nov 1');
    expect(periodAxisName('2026-11-01')).toBe('Nov 2026');
    expect(periodAxisName('bad')).toBe('bad');
  });
});

describe('a delivery report’s figures', () => {
  const service = (serviceName: string, contracted: number, done: number, onTime: number) => ({ serviceName, contracted, done, onTime });
  const report = [
    { periodId: 'p20', services: [service('Blog', 4, 4, 3)] },
    { periodId: 'p21', services: [service('Blog', 4, 3, 3), service('Backlink', 2, 1, 0)] },
    { periodId: 'p22', services: [] },
  ];

  it('sums a period’s services', () => {
    expect(deliveryTotals(report[1]!)).toEqual({ contracted: 6, done: 4, onTime: 3 });
    expect(deliveryTotals(report[2]!)).toEqual({ contracted: 0, done: 0, onTime: 0 });
  });

  it('picks the selected period and the one before it', () => {
    expect(selectedAndPrevious(report, 'p21')).toEqual({ selected: report[1], previous: report[0] });
    expect(selectedAndPrevious(report, 'p20')).toEqual({ selected: report[0], previous: null });
    expect(selectedAndPrevious(report, 'nope')).toEqual({ selected: null, previous: null });
  });
});

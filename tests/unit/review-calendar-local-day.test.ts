import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, addMonths, isCalendarDay } from '../../src/core/review/calendar-days.ts';
import { localDayOf, monthWeeks, todayLocal, weekOf } from '../../src/core/review/calendar-grid.ts';

// Node reads TZ again whenever it is set, so each test can live in a zone with daylight saving.
const originalZone = process.env.TZ;
const inZone = (zone: string) => {
  process.env.TZ = zone;
};

describe('the local day', () => {
  beforeEach(() => inZone('America/New_York'));
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it('keeps a calendar day as it is, whatever the zone', () => {
    expect(localDayOf('2026-11-25')).toBe('2026-11-25');
    inZone('Pacific/Kiritimati');
    expect(localDayOf('2026-11-25')).toBe('2026-11-25');
  });

  it('puts an instant near midnight on the day it falls on where the person is', () => {
    expect(localDayOf('2026-11-25T04:59:59Z')).toBe('2026-11-24'); // 23:59:59 EST
    expect(localDayOf('2026-11-25T05:00:00Z')).toBe('2026-11-25'); // 00:00 EST
    expect(localDayOf('2026-11-25T23:30:00-05:00')).toBe('2026-11-25');
    inZone('Australia/Sydney');
    expect(localDayOf('2026-11-25T13:00:00Z')).toBe('2026-11-26'); // midnight AEDT (UTC+11)
    expect(localDayOf('2026-11-25T12:59:00Z')).toBe('2026-11-25');
  });

  it('finds the day across the changes to and from daylight saving', () => {
    expect(localDayOf('2026-03-08T04:59:00Z')).toBe('2026-03-07'); // 23:59 EST, the night clocks go forward
    expect(localDayOf('2026-03-08T07:00:00Z')).toBe('2026-03-08'); // 03:00 EDT
    expect(localDayOf('2026-11-01T03:59:00Z')).toBe('2026-10-31'); // 23:59 EDT, the night clocks go back
    expect(localDayOf('2026-11-02T04:59:00Z')).toBe('2026-11-01'); // 23:59 EST, 25 hours later
    expect(todayLocal(new Date('2026-03-08T06:59:00Z'))).toBe('2026-03-08'); // 01:59 EST
  });

  it('reads nothing, or nothing readable, as no day', () => {
    expect(localDayOf(null)).toBe(null);
    expect(localDayOf(undefined)).toBe(null);
    expect(localDayOf('')).toBe(null);
    expect(localDayOf('soon')).toBe(null);
    expect(localDayOf('2026-02-30')).toBe(null);
  });

  it('steps day by day through the weeks when the clocks change, without skipping or repeating a day', () => {
    expect(weekOf('2026-03-08', 0)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(weekOf('2026-11-01', 0)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    const march = monthWeeks('2026-03-15', 1).flat();
    march.slice(1).forEach((day, index) => expect(addDays(march[index]!, 1)).toBe(day));
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
  });
});

describe('isCalendarDay', () => {
  it('accepts real days written YYYY-MM-DD only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-05')).toBe(false);
    expect(isCalendarDay('2026-11-25T00:00:00Z')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { dayForKey } from '../../src/core/review/calendar-keys.ts';
import { utcDateFormat } from '../../src/core/review/calendar-format.ts';
import { fullDayLabel, weekdayNames } from '../../src/core/review/calendar-labels.ts';

describe('dayForKey', () => {
  it('moves by a day and a week with the arrows, across months', () => {
    expect(dayForKey('2026-11-30', 'ArrowRight', 'month', 0)).toBe('2026-12-01');
    expect(dayForKey('2026-12-01', 'ArrowLeft', 'month', 0)).toBe('2026-11-30');
    expect(dayForKey('2026-11-28', 'ArrowDown', 'month', 0)).toBe('2026-12-05');
    expect(dayForKey('2026-11-03', 'ArrowUp', 'week', 0)).toBe('2026-10-27');
  });

  it('goes to the start and end of the week as the weeks start', () => {
    expect(dayForKey('2026-11-25', 'Home', 'month', 0)).toBe('2026-11-22');
    expect(dayForKey('2026-11-25', 'End', 'month', 0)).toBe('2026-11-28');
    expect(dayForKey('2026-11-22', 'Home', 'month', 1)).toBe('2026-11-16');
    expect(dayForKey('2026-11-22', 'End', 'month', 1)).toBe('2026-11-22');
  });

  it('pages by a month in month mode and by a week in week mode', () => {
    expect(dayForKey('2026-01-31', 'PageDown', 'month', 0)).toBe('2026-02-28');
    expect(dayForKey('2026-03-31', 'PageUp', 'month', 0)).toBe('2026-02-28');
    expect(dayForKey('2026-11-25', 'PageDown', 'week', 0)).toBe('2026-12-02');
    expect(dayForKey('2026-11-25', 'PageUp', 'week', 0)).toBe('2026-11-18');
  });

  it('leaves other keys to the browser', () => {
    expect(dayForKey('2026-11-25', 'Enter', 'month', 0)).toBe(null);
    expect(dayForKey('2026-11-25', 'Tab', 'month', 0)).toBe(null);
  });
});

describe('the day labels', () => {
  it('names a day in full, whatever the zone', () => {
    expect(fullDayLabel('2026-11-25')).toBe('Wednesday, November 25, 2026');
    expect(fullDayLabel('2028-02-29')).toBe('Tuesday, February 29, 2028');
  });

  it('lists the weekdays from Sunday or from Monday', () => {
    expect(weekdayNames(0).map((name) => name.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames(1).map((name) => name.long)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });
});

describe('utcDateFormat', () => {
  it('makes one formatter per locale and options, reading days in UTC', () => {
    const format = utcDateFormat('en-US', { month: 'long' });
    expect(utcDateFormat('en-US', { month: 'long' })).toBe(format);
    expect(utcDateFormat('en-GB', { month: 'long' })).not.toBe(format);
    expect(format.resolvedOptions().timeZone).toBe('UTC');
  });
});

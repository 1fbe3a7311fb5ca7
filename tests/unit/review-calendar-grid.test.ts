import { describe, expect, it } from 'vitest';
import {
  entriesByDay,
  isInRange,
  monthWeeks,
  rangeLabel,
  shiftAnchor,
  weekOf,
  type CalendarEntry,
} from '../../src/core/review/calendar-grid.ts';

const firsts = (weeks: string[][]) => weeks.map((week) => week[0]);

describe('monthWeeks', () => {
  it('covers February of a leap year, Sunday weeks, with the days around it filling the first and last week', () => {
    const weeks = monthWeeks('2028-02-14', 0);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(firsts(weeks)).toEqual(['2028-01-30', '2028-02-06', '2028-02-13', '2028-02-20', '2028-02-27']);
    expect(weeks.flat()).toContain('2028-02-29');
    expect(weeks.at(-1)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04']);
  });

  it('starts each week on Monday when asked', () => {
    const weeks = monthWeeks('2028-02-01', 1);
    expect(firsts(weeks)).toEqual(['2028-01-31', '2028-02-07', '2028-02-14', '2028-02-21', '2028-02-28']);
  });

  it('needs only 4 weeks for a February that starts on the week’s first day, and 6 for a long month that starts late', () => {
    expect(monthWeeks('2026-02-10', 0).length).toBe(4);
    expect(monthWeeks('2026-02-10', 1).length).toBe(5);
    expect(monthWeeks('2026-08-31', 0).length).toBe(6); // August 1, 2026 is a Saturday
    expect(monthWeeks('2026-08-31', 0).at(-1)![0]).toBe('2026-08-30');
  });

  it('gives every day once, in order, across a year boundary', () => {
    const days = monthWeeks('2026-12-25', 1).flat();
    expect(days[0]).toBe('2026-11-30');
    expect(days.at(-1)).toBe('2027-01-03');
    expect(new Set(days).size).toBe(days.length);
  });
});

describe('weekOf', () => {
  it('gives the 7 days from the week’s first day, Sunday or Monday', () => {
    expect(weekOf('2026-11-25', 0)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(weekOf('2026-11-22', 1)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(weekOf('2026-12-31', 0)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});

describe('shiftAnchor', () => {
  it('moves by months, keeping the day inside a shorter month', () => {
    expect(shiftAnchor('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(shiftAnchor('2028-01-31', 'month', 1)).toBe('2028-02-29');
    expect(shiftAnchor('2026-03-31', 'month', -1)).toBe('2026-02-28');
    expect(shiftAnchor('2026-11-15', 'month', 2)).toBe('2027-01-15');
    expect(shiftAnchor('2026-01-15', 'month', -13)).toBe('2024-12-15');
  });

  it('moves by weeks across months and years', () => {
    expect(shiftAnchor('2026-11-25', 'week', 1)).toBe('2026-12-02');
    expect(shiftAnchor('2027-01-03', 'week', -1)).toBe('2026-12-27');
    expect(shiftAnchor('2026-11-25', 'week', 0)).toBe('2026-11-25');
  });
});

describe('isInRange', () => {
  it('is the anchor’s month, or the anchor’s week as the weeks start', () => {
    expect(isInRange('2026-11-30', '2026-11-01', 'month', 0)).toBe(true);
    expect(isInRange('2026-12-01', '2026-11-30', 'month', 0)).toBe(false);
    expect(isInRange('2026-11-28', '2026-11-22', 'week', 0)).toBe(true);
    expect(isInRange('2026-11-22', '2026-11-23', 'week', 1)).toBe(false);
    expect(isInRange('2026-11-29', '2026-11-23', 'week', 1)).toBe(true);
  });
});

const entry = (id: string, day: string, title: string, kind: CalendarEntry['kind']): CalendarEntry<string> => ({
  id,
  day,
  title,
  kind,
  status: 'Published',
  item: id,
});

describe('entriesByDay', () => {
  it('groups by day, published before scheduled, then by title as people read numbers, then by id', () => {
    const byDay = entriesByDay([
      entry('a', '2026-11-03', 'Wills 10', 'scheduled'),
      entry('b', '2026-11-03', 'Wills 9', 'scheduled'),
      entry('c', '2026-11-03', 'zoning', 'published'),
      entry('e', '2026-11-03', 'Trusts', 'published'),
      entry('d', '2026-11-03', 'trusts', 'published'),
      entry('f', '2026-11-04', 'Estates', 'scheduled'),
    ]);
    expect([...byDay.keys()]).toEqual(['2026-11-03', '2026-11-04']);
    expect(byDay.get('2026-11-03')!.map((item) => item.id)).toEqual(['d', 'e', 'c', 'b', 'a']);
    expect(byDay.get('2026-11-04')!.map((item) => item.item)).toEqual(['f']);
  });

  it('leaves the entries it was given in their order', () => {
    const given = [entry('b', '2026-11-03', 'B', 'scheduled'), entry('a', '2026-11-03', 'A', 'scheduled')];
    entriesByDay(given);
    expect(given.map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('groups 1,000 entries of a month quickly', () => {
    const many = Array.from({ length: 5000 }, (_, n) =>
      entry(`e-${n}`, `2026-11-${String(1 + (n % 30)).padStart(2, '0')}`, `Topic ${n}`, n % 2 ? 'scheduled' : 'published'),
    );
    const started = performance.now();
    const byDay = entriesByDay(many);
    expect(performance.now() - started).toBeLessThan(200);
    expect(byDay.size).toBe(30);
  });
});

describe('rangeLabel', () => {
  it('names a month', () => {
    expect(rangeLabel('2026-11-25', 'month', 'en-US')).toBe('November 2026');
    expect(rangeLabel('2028-02-29', 'month')).toBe('February 2028');
  });

  it('names a week within a month, across months and across years, as the weeks start', () => {
    expect(rangeLabel('2026-11-25', 'week', 'en-US')).toBe('Nov 22 – 28, 2026');
    expect(rangeLabel('2026-11-25', 'week', 'en-US', 1)).toBe('Nov 23 – 29, 2026');
    expect(rangeLabel('2026-12-01', 'week')).toBe('Nov 29 – Dec 5, 2026');
    expect(rangeLabel('2026-12-31', 'week')).toBe('Dec 27, 2026 – Jan 2, 2027');
  });
});

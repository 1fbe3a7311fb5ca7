// How the calendar names its days: a day's full date (how each grid cell's name starts, the agenda's and the day dialog's
// headings) and the weekday headers.
import { addDays, utcOfDay } from './calendar-days.ts';
import { utcDateFormat } from './calendar-format.ts';
import type { WeekStart } from './calendar-grid.ts';

// 2026-11-01 is a Sunday: the week from it gives the weekday names in order.
const A_SUNDAY = '2026-11-01';

/** "Wednesday, November 25, 2026": the day in full, read in UTC so the zone never moves it. */
export function fullDayLabel(day: string, locale = 'en-US'): string {
  return utcDateFormat(locale, { dateStyle: 'full' }).format(utcOfDay(day));
}

export interface WeekdayName {
  short: string;
  long: string;
}

/** The weekday headers in the order the week runs, e.g. Sun..Sat or Mon..Sun. */
export function weekdayNames(weekStartsOn: WeekStart, locale = 'en-US'): WeekdayName[] {
  const short = utcDateFormat(locale, { weekday: 'short' });
  const long = utcDateFormat(locale, { weekday: 'long' });
  return Array.from({ length: 7 }, (_, index) => {
    const time = utcOfDay(addDays(A_SUNDAY, weekStartsOn + index));
    return { short: short.format(time), long: long.format(time) };
  });
}

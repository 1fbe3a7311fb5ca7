// Day arithmetic on calendar days written YYYY-MM-DD. Each day is read as midnight UTC, where every day is 24 hours
// long: adding days never lands on the wrong date when the person's own zone changes to or from daylight saving.

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  return dayOfUtc(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === value;
}

/** Midnight UTC of the day, in milliseconds. */
export function utcOfDay(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`"${day}" is not a calendar day: write it YYYY-MM-DD.`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The UTC calendar day of a time in milliseconds. */
export function dayOfUtc(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOfUtc(utcOfDay(day) + days * DAY_MS);
}

/** The same day of the month `months` later, kept inside that month (Jan 31 plus one month is Feb 28 or 29). */
export function addMonths(day: string, months: number): string {
  const date = new Date(utcOfDay(day));
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastOfTarget = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayOfUtc(Date.UTC(year, month, Math.min(date.getUTCDate(), lastOfTarget)));
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(utcOfDay(day)).getUTCDay();
}

/** The first day of the day's month. */
export function monthStartOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the week holding `day`, for weeks that start on Sunday (0) or Monday (1). */
export function weekStartOf(day: string, weekStartsOn: 0 | 1): string {
  return addDays(day, -((weekdayOf(day) - weekStartsOn + 7) % 7));
}

export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

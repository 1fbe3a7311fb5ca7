const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `since` (YYYY-MM-DD) to `today` (YYYY-MM-DD); never less than 0. */
export function daysBetween(since: string, today: string): number {
  const from = Date.parse(`${since.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return 0;
  return Math.max(0, Math.round((to - from) / DAY_MS));
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How long ago an instant was, as a person says it ('yesterday', '3 weeks ago', 'just now'): the largest unit
 * that fits, rounded down so nothing reads older or newer than it is. A time ahead of our clock is 'just now'.
 */
export function relativeTimeText(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return RELATIVE.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}

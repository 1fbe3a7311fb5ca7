const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Below this many days the wait is told in days ('13 days'); from it on in weeks ('3 weeks'). */
const WEEKS_FROM_DAYS = 14;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long something has waited, as a person says it: 'less than an hour', '5 hours', '1 day', '3 days',
 * '2 weeks'. Rounded down, so a wait is never told as longer than it is; a time in the future (a clock
 * ahead of ours) counts as no wait.
 */
export function waitedText(since: number, now: number): string {
  const waited = Math.max(0, now - since);
  if (waited < HOUR_MS) return 'less than an hour';
  if (waited < DAY_MS) return plural(Math.floor(waited / HOUR_MS), 'hour');
  const days = Math.floor(waited / DAY_MS);
  if (days < WEEKS_FROM_DAYS) return plural(days, 'day');
  return plural(Math.floor(days / 7), 'week');
}

import { CURRENT_PERIOD_SUFFIX } from './shell-texts.ts';

// Period dates are calendar dates (YYYY-MM-DD): formatted in UTC so no time zone moves them a day.
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * "Nov 1 – 30, 2026 (current)": how the period selector names a subscription period, as short as the
 * calendar allows (month and year once when they are shared) so it fits the sidebar. ICU's thin spaces
 * around the dash become plain ones.
 */
export function periodLabel(period: { startDate: string; endDate: string; isCurrentPeriod: boolean }): string {
  const start = new Date(period.startDate);
  const end = new Date(period.endDate);
  const valid = !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime()) && start <= end;
  const range = valid ? DATE.formatRange(start, end).replace(/\s/g, ' ') : `${period.startDate} – ${period.endDate}`;
  return period.isCurrentPeriod ? `${range} ${CURRENT_PERIOD_SUFFIX}` : range;
}

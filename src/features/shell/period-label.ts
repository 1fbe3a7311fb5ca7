import { CURRENT_PERIOD_SUFFIX } from './shell-texts.ts';

// Period dates are calendar dates (YYYY-MM-DD): formatted in UTC so no time zone moves them a day.
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const formatDate = (date: string): string => {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : DATE.format(parsed);
};

/** "Nov 1, 2026 – Nov 30, 2026 (current)": how the period selector names a subscription period. */
export function periodLabel(period: { startDate: string; endDate: string; isCurrentPeriod: boolean }): string {
  const range = `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`;
  return period.isCurrentPeriod ? `${range} ${CURRENT_PERIOD_SUFFIX}` : range;
}

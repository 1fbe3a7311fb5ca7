/** The dates of a subscription period, as the service gives them (calendar dates, YYYY-MM-DD). */
export interface PeriodDates {
  id: string;
  startDate: string;
  endDate: string;
  isCurrentPeriod: boolean;
}

/** How many periods the Delivered charts show: the selected one and the eleven before it. */
export const CHART_PERIOD_COUNT = 12;

const byStart = <P extends PeriodDates>(periods: readonly P[]) => [...periods].sort((a, b) => a.startDate.localeCompare(b.startDate));

/** The period just before `selectedId` (the latest that starts earlier); null for the first one or an unknown id. */
export function previousPeriodOf<P extends PeriodDates>(periods: readonly P[], selectedId: string): P | null {
  const ordered = byStart(periods);
  const index = ordered.findIndex((period) => period.id === selectedId);
  return index > 0 ? ordered[index - 1]! : null;
}

/** The `count` periods ending with `selectedId`, oldest first (fewer when the client has fewer); empty for an unknown id. */
export function periodWindow<P extends PeriodDates>(periods: readonly P[], selectedId: string, count = CHART_PERIOD_COUNT): P[] {
  const ordered = byStart(periods);
  const index = ordered.findIndex((period) => period.id === selectedId);
  return index < 0 ? [] : ordered.slice(Math.max(0, index - count + 1), index + 1);
}

// Calendar dates are read in UTC so no time zone moves them a day.
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
// One formatter each: building one costs more than formatting with it, and a daily chart names every day.
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const lastDayOfMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();

/**
 * A period's name on charts and in the report: 'Nov 2026' for a calendar month, else its range
 * ('Nov 15 – Dec 14, 2026'), with ' (so far)' for the current period, whose figures are still growing.
 */
export function periodName(period: Pick<PeriodDates, 'startDate' | 'endDate' | 'isCurrentPeriod'>): string {
  const start = new Date(`${period.startDate}T00:00:00Z`);
  const end = new Date(`${period.endDate}T00:00:00Z`);
  let name: string;
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) name = `${period.startDate} – ${period.endDate}`;
  else if (
    start.getUTCDate() === 1 &&
    end.getUTCDate() === lastDayOfMonth(start) &&
    start.getUTCMonth() === end.getUTCMonth() &&
    start.getUTCFullYear() === end.getUTCFullYear()
  )
    name = MONTH_YEAR.format(start);
  else name = DAY.formatRange(start, end).replace(/\s/g, ' ');
  return period.isCurrentPeriod ? `${name} ${SO_FAR_SUFFIX}` : name;
}

/** Marks the current period: its figures count only the days gone by. */
export const SO_FAR_SUFFIX = '(so far)';

/** A day's short name on the daily charts: 'Nov 3'. */
export const dayName = (date: string) => SHORT_DAY.format(new Date(`${date}T00:00:00Z`));

/** A period's short name on a chart's axis, by the month it starts in: 'Nov 2026'. */
export const periodAxisName = (startDate: string) => {
  const start = new Date(`${startDate}T00:00:00Z`);
  return Number.isNaN(start.getTime()) ? startDate : MONTH_YEAR.format(start);
};

import { formatCalendarDate } from '../../core/review/review-dates.ts';
import { readableWords } from '../../core/review/status-labels.ts';

/** 'ReadyForExternalReview' → 'Ready for external review': statuses and enum values as people read them. */
export const readable = readableWords;

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A Date (YYYY-MM-DD, a day with no time zone) or a DateTime as people read it; '—' when there is none. */
export function readableDate(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME.format(date);
}

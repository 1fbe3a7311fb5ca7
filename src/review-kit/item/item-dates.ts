import { formatCalendarDate, formatInstantDate } from '../../core/review/review-dates.ts';
import { NO_DATE } from '../kit-texts.ts';

/** An item's dates as boards and pages show them: calendar dates read in UTC, the publication instant in local time. */
export const calendarDate = (value: string | null | undefined) => (value ? formatCalendarDate(value) : NO_DATE);
export const publicationDay = (value: string | null | undefined) => (value ? formatInstantDate(value) : NO_DATE);

// Dates as the firm reads them. The portal's texts are English, so the format is too (not the browser's locale).
const CALENDAR_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const LOCAL_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A calendar date (YYYY-MM-DD, e.g. a due date) as 'Nov 21, 2026'; read in UTC so no time zone moves it a day. */
export function formatCalendarDate(isoDate: string): string {
  const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : CALENDAR_DATE.format(time);
}

/** The day of an instant (e.g. when a report was created), in the reader's time zone. */
export function formatInstantDate(isoInstant: string): string {
  const time = Date.parse(isoInstant);
  return Number.isNaN(time) ? isoInstant : LOCAL_DATE.format(time);
}

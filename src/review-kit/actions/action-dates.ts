// Dates the action dialogs read from date inputs (YYYY-MM-DD in the person's own calendar).

const pad = (value: number) => String(value).padStart(2, '0');

/** The person's calendar day of an instant, as a date input writes it. */
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The day after a YYYY-MM-DD day. */
export function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return localDay(new Date(year!, month! - 1, date! + 1));
}

/** Posts go out at 9 in the morning of the chosen day, the person's time, sent as an instant. */
export function publicationInstant(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 9).toISOString();
}

/** Today's date in UTC as YYYY-MM-DD (the service keeps calendar dates in UTC). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

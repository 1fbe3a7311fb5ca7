// The calendar of a review area (what is scheduled and published, by day), as pure rules: which days a month or a
// week shows, where Previous/Next lead, and each day's entries. The kit's calendar component draws it.
import { addDays, addMonths, dayOfUtc, isCalendarDay, monthStartOf, sameMonth, utcOfDay, weekStartOf } from './calendar-days.ts';
import { utcDateFormat } from './calendar-format.ts';

export type CalendarMode = 'month' | 'week';
export type WeekStart = 0 | 1;

export interface CalendarEntry<T = unknown> {
  /** Unique per entry: an item may give several entries (e.g. one per social platform). */
  id: string;
  /** YYYY-MM-DD in the person's local calendar (see localDayOf). */
  day: string;
  /** What the entry shows (the topic). */
  title: string;
  kind: 'scheduled' | 'published';
  /** The item's status, for the label. */
  status: string;
  /** Short extra text, e.g. the platform ("Facebook"). */
  detail?: string;
  item: T;
}

/** The weeks (7 days each, from weekStartsOn) that hold every day of the anchor's month: 4 to 6 of them. */
export function monthWeeks(anchorDay: string, weekStartsOn: WeekStart): string[][] {
  const first = monthStartOf(anchorDay);
  const weeks: string[][] = [];
  for (let start = weekStartOf(first, weekStartsOn); weeks.length === 0 || sameMonth(start, first); start = addDays(start, 7)) {
    weeks.push(weekOf(start, weekStartsOn));
  }
  return weeks;
}

/** The 7 days of the week holding the anchor. */
export function weekOf(anchorDay: string, weekStartsOn: WeekStart): string[] {
  const start = weekStartOf(anchorDay, weekStartsOn);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** The anchor `steps` months or weeks later (negative: earlier); a month step keeps the day inside the month. */
export function shiftAnchor(anchorDay: string, mode: CalendarMode, steps: number): string {
  return mode === 'month' ? addMonths(anchorDay, steps) : addDays(anchorDay, 7 * steps);
}

/** Whether a day is in the range the anchor shows: its month, or its week. */
export function isInRange(day: string, anchorDay: string, mode: CalendarMode, weekStartsOn: WeekStart): boolean {
  return mode === 'month' ? sameMonth(day, anchorDay) : weekStartOf(day, weekStartsOn) === weekStartOf(anchorDay, weekStartsOn);
}

// What has gone out reads before what is still to go out on the same day.
const KIND_ORDER: Record<CalendarEntry['kind'], number> = { published: 0, scheduled: 1 };
const TITLE_ORDER = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** Each day's entries, published before scheduled, then by title (then id, so the order never flickers). */
export function entriesByDay<T>(entries: readonly CalendarEntry<T>[]): Map<string, CalendarEntry<T>[]> {
  const byDay = new Map<string, CalendarEntry<T>[]>();
  for (const entry of entries) {
    const list = byDay.get(entry.day);
    if (list) list.push(entry);
    else byDay.set(entry.day, [entry]);
  }
  for (const list of byDay.values()) {
    list.sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || TITLE_ORDER.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }
  return byDay;
}

const pad = (value: number) => String(value).padStart(2, '0');
const localDayOfDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today in the person's own calendar. */
export function todayLocal(now: Date = new Date()): string {
  return localDayOfDate(now);
}

/**
 * The local calendar day of a date the service sends: a YYYY-MM-DD stays as it is (it is already a calendar day);
 * an instant (ISO with a time) becomes the day it falls on in the person's zone. Nothing, or nothing readable: null.
 */
export function localDayOf(value: string | null | undefined): string | null {
  if (!value) return null;
  // A day-only string is never an instant, even when it is no real day (Date.parse would roll 02-30 into March).
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isCalendarDay(value) ? value : null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : localDayOfDate(new Date(time));
}

// Intl writes thin spaces around the range dash in some ICU versions and not others; one plain space reads the same.
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** The shown range as a heading: "November 2026", or the week "Nov 23 – 29, 2026" (across months and years too). */
export function rangeLabel(anchorDay: string, mode: CalendarMode, locale = 'en-US', weekStartsOn: WeekStart = 0): string {
  if (mode === 'month') {
    return utcDateFormat(locale, { month: 'long', year: 'numeric' }).format(utcOfDay(anchorDay));
  }
  const start = utcOfDay(weekStartOf(anchorDay, weekStartsOn));
  const format = utcDateFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' });
  return plainSpaces(format.formatRange(start, utcOfDay(addDays(dayOfUtc(start), 6))));
}

// Every text the review calendar shows or says, in one place (the portal's texts are English).
import type { CalendarEntry, CalendarMode } from '../../core/review/calendar-grid.ts';

export const MODE_LABELS: Record<CalendarMode, string> = { month: 'Month', week: 'Week' };
export const MODE_GROUP_LABEL = 'Calendar view';
export const PREVIOUS = 'Previous';
export const NEXT = 'Next';
export const TODAY = 'Today';
export const PREVIOUS_LABELS: Record<CalendarMode, string> = { month: 'Previous month', week: 'Previous week' };
export const NEXT_LABELS: Record<CalendarMode, string> = { month: 'Next month', week: 'Next week' };
export const KIND_LABELS: Record<CalendarEntry['kind'], string> = { scheduled: 'Scheduled', published: 'Published' };
export const EMPTY_TEXTS: Record<CalendarMode, string> = {
  month: 'Nothing scheduled or published in this month.',
  week: 'Nothing scheduled or published in this week.',
};
export const CLOSE = 'Close';

export const moreText = (hidden: number) => `+${hidden} more`;
/** The "+N more" button's name: its visible text first, then the day it belongs to. */
export const moreLabel = (hidden: number, day: string) => `+${hidden} more on ${day}`;
export const entryCountText = (count: number) =>
  count === 0 ? 'Nothing scheduled or published' : count === 1 ? '1 item' : `${count} items`;

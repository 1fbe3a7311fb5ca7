import { startTransition, useCallback, useState } from 'react';
import { isInRange, shiftAnchor, todayLocal, type CalendarMode, type WeekStart } from '../../core/review/calendar-grid.ts';
import { isCalendarDay } from '../../core/review/calendar-days.ts';
import { dayForKey } from '../../core/review/calendar-keys.ts';

export interface CalendarState {
  /** The day whose month or week is shown. */
  anchor: string;
  mode: CalendarMode;
  /** The grid's one tab stop; always a day the grid shows. */
  focusDay: string;
  /** Counts grid key moves, even those that stay put (Home on the week's first day): each one puts focus on focusDay. */
  keyMoves: number;
  /**
   * Moves the tab stop as a grid key does (see dayForKey), shifting the shown range when it goes past it. Computed from
   * the state, not the focused cell, so keys pressed faster than a range renders each count.
   */
  moveByKey: (key: string) => void;
  /** Moves the tab stop to a day already shown (a click in a dimmed day must not turn the month under the pointer). */
  focusShown: (day: string) => void;
  shift: (steps: number) => void;
  goToday: () => void;
  changeMode: (mode: CalendarMode) => void;
}

/** Which range the calendar shows and where its tab stop is; the rules live in core/review/calendar-grid.ts. */
export function useCalendarState(initialDay: string | undefined, initialMode: CalendarMode, weekStartsOn: WeekStart): CalendarState {
  const [view, setViewNow] = useState(() => {
    // A day an area took from an address may be mistyped: today then, rather than a calendar that cannot draw.
    const day = initialDay && isCalendarDay(initialDay) ? initialDay : todayLocal();
    return { anchor: day, focusDay: day, mode: initialMode, keyMoves: 0 };
  });
  // A new range renders every entry it shows (hundreds of links in a busy week): as a transition React renders it in
  // slices between which the browser stays responsive, instead of one long task.
  const setView = useCallback((update: (last: typeof view) => typeof view) => startTransition(() => setViewNow(update)), []);

  const moveByKey = useCallback(
    (key: string) =>
      setView((last) => {
        const day = dayForKey(last.focusDay, key, last.mode, weekStartsOn) ?? last.focusDay;
        const anchor = isInRange(day, last.anchor, last.mode, weekStartsOn) ? last.anchor : day;
        return { ...last, focusDay: day, anchor, keyMoves: last.keyMoves + 1 };
      }),
    [setView, weekStartsOn],
  );
  const focusShown = useCallback((day: string) => setViewNow((last) => (last.focusDay === day ? last : { ...last, focusDay: day })), []);
  const shift = useCallback(
    (steps: number) => {
      setView((last) => {
        const day = shiftAnchor(last.anchor, last.mode, steps);
        return { ...last, anchor: day, focusDay: day };
      });
    },
    [setView],
  );
  const goToday = useCallback(() => setView((last) => ({ ...last, anchor: todayLocal(), focusDay: todayLocal() })), [setView]);
  // The range the new mode shows is the one around the focused day, so the person keeps their place.
  const changeMode = useCallback((mode: CalendarMode) => setView((last) => ({ ...last, mode, anchor: last.focusDay })), [setView]);

  return { ...view, moveByKey, focusShown, shift, goToday, changeMode };
}

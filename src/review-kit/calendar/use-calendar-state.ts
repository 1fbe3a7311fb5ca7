import { useCallback, useState } from 'react';
import { isInRange, shiftAnchor, todayLocal, type CalendarMode, type WeekStart } from '../../core/review/calendar-grid.ts';

export interface CalendarState {
  /** The day whose month or week is shown. */
  anchor: string;
  mode: CalendarMode;
  /** The grid's one tab stop; always a day the grid shows. */
  focusDay: string;
  /** Moves the tab stop, shifting the shown range when the day lies past it (keyboard moves). */
  moveTo: (day: string) => void;
  /** Moves the tab stop to a day already shown (a click in a dimmed day must not turn the month under the pointer). */
  focusShown: (day: string) => void;
  shift: (steps: number) => void;
  goToday: () => void;
  changeMode: (mode: CalendarMode) => void;
}

/** Which range the calendar shows and where its tab stop is; the rules live in core/review/calendar-grid.ts. */
export function useCalendarState(initialDay: string | undefined, initialMode: CalendarMode, weekStartsOn: WeekStart): CalendarState {
  const [view, setView] = useState(() => {
    const day = initialDay ?? todayLocal();
    return { anchor: day, focusDay: day, mode: initialMode };
  });

  const moveTo = useCallback(
    (day: string) => setView((last) => ({ ...last, focusDay: day, anchor: isInRange(day, last.anchor, last.mode, weekStartsOn) ? last.anchor : day })),
    [weekStartsOn],
  );
  const focusShown = useCallback((day: string) => setView((last) => (last.focusDay === day ? last : { ...last, focusDay: day })), []);
  const shift = useCallback((steps: number) => {
    setView((last) => {
      const day = shiftAnchor(last.anchor, last.mode, steps);
      return { ...last, anchor: day, focusDay: day };
    });
  }, []);
  const goToday = useCallback(() => setView((last) => ({ ...last, anchor: todayLocal(), focusDay: todayLocal() })), []);
  // The range the new mode shows is the one around the focused day, so the person keeps their place.
  const changeMode = useCallback((mode: CalendarMode) => setView((last) => ({ mode, anchor: last.focusDay, focusDay: last.focusDay })), []);

  return { ...view, moveTo, focusShown, shift, goToday, changeMode };
}

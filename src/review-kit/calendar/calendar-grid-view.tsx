import { useEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { CalendarEntry, WeekStart } from '../../core/review/calendar-grid.ts';
import { dayForKey } from '../../core/review/calendar-keys.ts';
import { weekdayNames } from '../../core/review/calendar-labels.ts';
import { CalendarDayCell } from './calendar-day-cell.tsx';
import type { CalendarState } from './use-calendar-state.ts';

export interface CalendarGridViewProps {
  label: string;
  weeks: string[][];
  byDay: Map<string, CalendarEntry[]>;
  state: CalendarState;
  today: string;
  weekStartsOn: WeekStart;
  onMore: (day: string) => void;
}

const cellOf = (target: EventTarget) => (target instanceof Element ? target.closest<HTMLElement>('[role="gridcell"]') : null);

/**
 * The date grid of the WAI-ARIA pattern: weekday column headers, one gridcell per day with a single tab stop.
 * Arrows move by day and week, Home/End to the week's ends, PageUp/PageDown by month (a week in week mode); a move
 * past the shown range shifts it. Enter in a cell goes to its first entry, Escape from an entry back to its day.
 */
export function CalendarGridView({ label, weeks, byDay, state, today, weekStartsOn, onMore }: CalendarGridViewProps) {
  const gridRef = useRef<HTMLTableElement | null>(null);
  const names = useMemo(() => weekdayNames(weekStartsOn), [weekStartsOn]);
  const { focusDay, mode, anchor, keyMoves } = state;
  // Only a key move focuses a day: a re-render for new entries or Previous/Next never pulls focus into the grid, nor
  // does the grid coming back after the agenda.
  const handledMoves = useRef(keyMoves);

  useEffect(() => {
    if (handledMoves.current === keyMoves) return;
    handledMoves.current = keyMoves;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [keyMoves, focusDay]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const cell = cellOf(event.target);
    const day = cell?.dataset.day;
    if (!cell || !day || event.altKey || event.ctrlKey || event.metaKey) return;
    const onCell = event.target === cell;
    if (onCell && event.key === 'Enter') {
      event.preventDefault();
      cell.querySelector<HTMLElement>('a, button')?.focus();
      return;
    }
    if (!onCell && event.key === 'Escape') {
      event.preventDefault();
      cell.focus();
      return;
    }
    if (!dayForKey(day, event.key, mode, weekStartsOn)) return;
    event.preventDefault();
    state.moveByKey(event.key);
  }

  function onFocus(event: FocusEvent<HTMLTableElement>) {
    const day = cellOf(event.target)?.dataset.day;
    if (day) state.focusShown(day);
  }

  return (
    <table
      ref={gridRef}
      role="grid"
      aria-label={label}
      data-slot="calendar-grid"
      className="w-full table-fixed border-collapse"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name.long} role="columnheader" scope="col" className="pb-1 text-xs font-medium text-fp-muted">
              <span aria-hidden="true">{name.short}</span>
              <span className="sr-only">{name.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <CalendarDayCell
                key={day}
                day={day}
                entries={byDay.get(day)}
                mode={mode}
                focused={day === focusDay}
                today={day === today}
                outside={mode === 'month' && day.slice(0, 7) !== anchor.slice(0, 7)}
                onMore={onMore}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

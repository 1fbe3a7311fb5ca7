import { memo } from 'react';
import type { CalendarEntry, CalendarMode } from '../../core/review/calendar-grid.ts';
import { fullDayLabel } from '../../core/review/calendar-labels.ts';
import { cn } from '../../ui/cn.ts';
import { CalendarEntryLink } from './calendar-entry-link.tsx';
import { entryCountText, moreLabel, moreText } from './calendar-texts.ts';

/** How many entries a day shows in month mode before "+N more". */
export const MONTH_CELL_ENTRIES = 3;

const NO_ENTRIES: readonly CalendarEntry[] = [];

export interface CalendarDayCellProps {
  day: string;
  entries: readonly CalendarEntry[] | undefined;
  mode: CalendarMode;
  /** The grid's tab stop. */
  focused: boolean;
  today: boolean;
  /** A day of the month before or after, shown to fill the weeks. */
  outside: boolean;
  onMore: (day: string) => void;
}

/**
 * One day of the date grid: its entries as links, in month mode at most MONTH_CELL_ENTRIES of them and a "+N more"
 * button for the rest. The cell is named by its content, which starts with the full date and the count: an aria-label
 * of the date alone would leave the entries' visible words out of the name, which speech input relies on (WCAG 2.5.3,
 * axe's label-content-name-mismatch). Memoized: moving the tab stop re-renders two cells, not the month's.
 */
export const CalendarDayCell = memo(function CalendarDayCell({
  day,
  entries = NO_ENTRIES,
  mode,
  focused,
  today,
  outside,
  onMore,
}: CalendarDayCellProps) {
  const label = fullDayLabel(day);
  const shown = mode === 'month' ? entries.slice(0, MONTH_CELL_ENTRIES) : entries;
  const hidden = entries.length - shown.length;
  return (
    <td
      role="gridcell"
      data-day={day}
      data-outside={outside ? 'true' : undefined}
      tabIndex={focused ? 0 : -1}
      aria-current={today ? 'date' : undefined}
      className={cn(
        'border border-fp-border p-1 align-top focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-fp-primary',
        mode === 'month' ? 'h-28' : 'h-64',
        outside ? 'bg-gray-50' : 'bg-fp-background',
      )}
    >
      <div className="flex items-center justify-between">
        <span data-slot="calendar-day-name" className="sr-only">
          {label}, {entryCountText(entries.length)}
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex h-6 min-w-[1.5rem] items-center justify-center rounded-full px-1 text-xs',
            today ? 'bg-fp-primary font-semibold text-white' : outside ? 'text-fp-muted' : 'font-medium text-fp-text',
          )}
        >
          {Number(day.slice(8))}
        </span>
      </div>
      {shown.length > 0 ? (
        <ul className="mt-1 space-y-0.5">
          {shown.map((entry) => (
            <li key={entry.id}>
              <CalendarEntryLink entry={entry} compact={mode === 'month'} tabbable={focused} />
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? (
        <button
          type="button"
          data-slot="calendar-more"
          tabIndex={focused ? 0 : -1}
          aria-label={moreLabel(hidden, label)}
          className="mt-0.5 rounded-fp px-1 text-xs font-medium text-fp-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
          onClick={() => onMore(day)}
        >
          {moreText(hidden)}
        </button>
      ) : null}
    </td>
  );
});

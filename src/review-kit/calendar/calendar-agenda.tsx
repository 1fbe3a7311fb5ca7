import type { CalendarEntry } from '../../core/review/calendar-grid.ts';
import { fullDayLabel } from '../../core/review/calendar-labels.ts';
import { CalendarEntryLink } from './calendar-entry-link.tsx';

export interface CalendarAgendaProps {
  label: string;
  /** The days of the shown range that have entries, in order. */
  days: readonly string[];
  byDay: Map<string, CalendarEntry[]>;
  today: string;
}

/** The small-screen calendar: only the days that have entries, each with all of them, in the page's tab order. */
export function CalendarAgenda({ label, days, byDay, today }: CalendarAgendaProps) {
  if (days.length === 0) return null;
  return (
    <ol aria-label={label} data-slot="calendar-agenda" className="divide-y divide-fp-border rounded-fp border border-fp-border">
      {days.map((day) => (
        <li key={day} data-day={day} aria-current={day === today ? 'date' : undefined} className="p-2">
          <h3 className="text-sm font-semibold">{fullDayLabel(day)}</h3>
          <ul className="mt-1 space-y-0.5">
            {byDay.get(day)?.map((entry) => (
              <li key={entry.id}>
                <CalendarEntryLink entry={entry} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

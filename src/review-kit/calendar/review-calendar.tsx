import { useCallback, useMemo, useState } from 'react';
import {
  entriesByDay,
  isInRange,
  monthWeeks,
  rangeLabel,
  todayLocal,
  weekOf,
  type CalendarEntry,
  type CalendarMode,
  type WeekStart,
} from '../../core/review/calendar-grid.ts';
import { useIsMobile } from '../../ui/primitives/sidebar/use-is-mobile.ts';
import { CalendarAgenda } from './calendar-agenda.tsx';
import { CalendarDayDialog } from './calendar-day-dialog.tsx';
import { CalendarGridView } from './calendar-grid-view.tsx';
import { CalendarOpeningContext, type CalendarOpening } from './calendar-opening.ts';
import { EMPTY_TEXTS } from './calendar-texts.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { useCalendarState } from './use-calendar-state.ts';

export interface ReviewCalendarProps<T> {
  entries: readonly CalendarEntry<T>[];
  /** The calendar's accessible name, e.g. "Blog calendar". */
  label: string;
  /** A real link for the entry, so a new tab or a copied address work. */
  hrefOf: (entry: CalendarEntry<T>) => string;
  /** What a plain click (or Enter) on the entry does: open it in place. */
  onOpen: (entry: CalendarEntry<T>) => void;
  statusLabelOf?: (status: string) => string;
  /** The day whose month or week shows first; default today. */
  initialDay?: string;
  initialMode?: CalendarMode;
  /** 0: weeks start on Sunday (US firms); 1: Monday. */
  weekStartsOn?: WeekStart;
}

const LOCALE = 'en-US';
const asIs = (status: string) => status;
const NO_ENTRIES: readonly CalendarEntry[] = [];

/**
 * What an area has scheduled and published, by day: a month or week date grid (an agenda of the days with entries on
 * small screens), from which an entry opens. Only the shown range renders; the entries are grouped once per list.
 */
export function ReviewCalendar<T>({
  entries,
  label,
  hrefOf,
  onOpen,
  statusLabelOf = asIs,
  initialDay,
  initialMode = 'month',
  weekStartsOn = 0,
}: ReviewCalendarProps<T>) {
  const state = useCalendarState(initialDay, initialMode, weekStartsOn);
  const { anchor, mode } = state;
  const small = useIsMobile();
  const [moreDay, setMoreDay] = useState<string | null>(null);
  const closeMore = useCallback(() => setMoreDay(null), []);
  const today = todayLocal();

  const byDay = useMemo(() => entriesByDay(entries as readonly CalendarEntry[]), [entries]);
  const weeks = useMemo(
    () => (mode === 'month' ? monthWeeks(anchor, weekStartsOn) : [weekOf(anchor, weekStartsOn)]),
    [anchor, mode, weekStartsOn],
  );
  const daysWithEntries = useMemo(
    () => weeks.flat().filter((day) => byDay.has(day) && isInRange(day, anchor, mode, weekStartsOn)),
    [weeks, byDay, anchor, mode, weekStartsOn],
  );
  const range = rangeLabel(anchor, mode, LOCALE, weekStartsOn);
  const opening = useMemo(() => ({ hrefOf, open: onOpen, statusLabelOf }) as CalendarOpening, [hrefOf, onOpen, statusLabelOf]);

  return (
    <CalendarOpeningContext.Provider value={opening}>
      <section
        aria-label={label}
        data-slot="review-calendar"
        data-mode={mode}
        data-layout={small ? 'agenda' : 'grid'}
        className="space-y-3 text-fp-text"
      >
        <CalendarToolbar mode={mode} range={range} onMode={state.changeMode} onShift={state.shift} onToday={state.goToday} />
        <p role="status" data-slot="calendar-empty" className="text-sm text-fp-muted">
          {daysWithEntries.length === 0 ? EMPTY_TEXTS[mode] : ''}
        </p>
        {small ? (
          <CalendarAgenda label={`${label}, ${range}`} days={daysWithEntries} byDay={byDay} today={today} />
        ) : (
          <CalendarGridView
            label={`${label}, ${range}`}
            weeks={weeks}
            byDay={byDay}
            state={state}
            today={today}
            weekStartsOn={weekStartsOn}
            onMore={setMoreDay}
          />
        )}
        <CalendarDayDialog day={moreDay} entries={(moreDay && byDay.get(moreDay)) || NO_ENTRIES} onClose={closeMore} />
      </section>
    </CalendarOpeningContext.Provider>
  );
}

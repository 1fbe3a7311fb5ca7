// How a calendar entry opens, shared by every cell, the agenda and the day dialog without threading it through each.
import { createContext, useContext } from 'react';
import type { CalendarEntry } from '../../core/review/calendar-grid.ts';

export interface CalendarOpening {
  hrefOf: (entry: CalendarEntry) => string;
  open: (entry: CalendarEntry) => void;
  statusLabelOf: (status: string) => string;
}

export const CalendarOpeningContext = createContext<CalendarOpening | null>(null);

export function useCalendarOpening(): CalendarOpening {
  const opening = useContext(CalendarOpeningContext);
  if (!opening)
    throw new Error('A calendar entry was rendered outside <ReviewCalendar>: render it inside one, which says how entries open.');
  return opening;
}

// The date grid's keys, as the WAI-ARIA date grid pattern gives them: where focus goes from a day.
import { addDays, weekStartOf } from './calendar-days.ts';
import { shiftAnchor, type CalendarMode, type WeekStart } from './calendar-grid.ts';

/** The day a key moves focus to from `day`, or null when the grid does not use that key. */
export function dayForKey(day: string, key: string, mode: CalendarMode, weekStartsOn: WeekStart): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return weekStartOf(day, weekStartsOn);
    case 'End':
      return addDays(weekStartOf(day, weekStartsOn), 6);
    case 'PageUp':
      return shiftAnchor(day, mode, -1);
    case 'PageDown':
      return shiftAnchor(day, mode, 1);
    default:
      return null;
  }
}

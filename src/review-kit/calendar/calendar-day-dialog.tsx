import type { CalendarEntry } from '../../core/review/calendar-grid.ts';
import { fullDayLabel } from '../../core/review/calendar-labels.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { Dialog } from '../../ui/primitives/dialog.tsx';
import { CalendarEntryLink } from './calendar-entry-link.tsx';
import { CLOSE, entryCountText } from './calendar-texts.ts';

export interface CalendarDayDialogProps {
  /** The day whose whole list is open, or null when closed. */
  day: string | null;
  entries: readonly CalendarEntry[];
  onClose: () => void;
}

/**
 * A day's whole list, opened from its "+N more": the platform's modal <dialog>, in the shadow root, which traps focus,
 * closes on Escape and gives focus back to the button. Opening an entry closes it.
 */
export function CalendarDayDialog({ day, entries, onClose }: CalendarDayDialogProps) {
  return (
    <Dialog
      open={day !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={day ? fullDayLabel(day) : ''}
      description={entryCountText(entries.length)}
      data-slot="calendar-day-dialog"
    >
      <ul className="max-h-[60vh] space-y-1 overflow-y-auto">
        {entries.map((entry) => (
          <li key={entry.id}>
            <CalendarEntryLink entry={entry} onOpened={onClose} />
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={onClose}>
          {CLOSE}
        </Button>
      </div>
    </Dialog>
  );
}

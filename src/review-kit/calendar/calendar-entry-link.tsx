import type { MouseEvent } from 'react';
import type { CalendarEntry } from '../../core/review/calendar-grid.ts';
import { cn } from '../../ui/cn.ts';
import { CalendarKindIcon } from './calendar-kind-icon.tsx';
import { useCalendarOpening } from './calendar-opening.ts';
import { KIND_LABELS } from './calendar-texts.ts';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface CalendarEntryLinkProps {
  entry: CalendarEntry;
  /** Compact: one truncated line for a month cell, the kind and status said to screen readers only. */
  compact?: boolean;
  /** Out of the tab order (the grid's roving tab stop decides which cell's entries Tab reaches). */
  tabbable?: boolean;
  /** Called after the entry opened, e.g. to close the day's dialog. */
  onOpened?: () => void;
}

/**
 * An entry as a real link (a new tab or a copied address still work); a plain click opens it in place. Few elements
 * per link: a busy week renders hundreds. The hover background stays light enough for the muted text to keep 4.5:1.
 */
export function CalendarEntryLink({ entry, compact = false, tabbable = true, onOpened }: CalendarEntryLinkProps) {
  const opening = useCalendarOpening();
  const kind = KIND_LABELS[entry.kind];
  // A published item's status usually says "Published" already: say it once.
  const status = opening.statusLabelOf(entry.status);
  const extraStatus = status === kind ? null : status;
  return (
    <a
      href={opening.hrefOf(entry)}
      data-slot="calendar-entry"
      data-kind={entry.kind}
      tabIndex={tabbable ? undefined : -1}
      title={compact ? entry.title : undefined}
      className={cn(
        'flex min-w-0 items-start gap-1 rounded-fp px-1 py-0.5 text-fp-text no-underline hover:bg-gray-50 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary',
        compact ? 'text-xs' : 'text-sm',
      )}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        opening.open(entry);
        onOpened?.();
      }}
    >
      <CalendarKindIcon kind={entry.kind} className={compact ? 'mt-0.5' : 'mt-1'} />
      <span className={cn('min-w-0', compact ? 'truncate' : 'break-words')}>
        {compact ? <span className="sr-only">{kind}: </span> : null}
        {compact ? entry.title : <span className="font-medium">{entry.title}</span>}
        {entry.detail ? <span className="text-fp-muted">, {entry.detail}</span> : null}
        {compact ? (
          extraStatus ? (
            <span className="sr-only">, {extraStatus}</span>
          ) : null
        ) : (
          <span className="block text-xs text-fp-muted">
            <span className="sr-only">, </span>
            {kind}
            {extraStatus ? `, ${extraStatus}` : null}
          </span>
        )}
      </span>
    </a>
  );
}

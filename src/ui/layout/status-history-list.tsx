import { formatInstantDate } from '../../core/review/review-dates.ts';
import { statusLabel } from '../../core/review/status-labels.ts';

// What every job page says of its history; tests find the list by its name.
export const STATUS_HISTORY_TEXTS = {
  title: 'Status history',
  label: 'Status changes',
  empty: 'No status changes yet.',
  moved: (from: string | null, to: string) => (from ? `${from} → ${to}` : to),
  changedBy: (who: string) => `by ${who}`,
  /** Read before the date. */
  changedOn: 'on ',
} as const;

export interface StatusChangeRow {
  fromStatus?: string | null;
  toStatus: string;
  changedBy?: string | null;
  changedOn: string;
  note?: string | null;
}

/** Newest first; the service lists them in the order they happened, which breaks ties between equal times. */
function newestFirst<T extends StatusChangeRow>(changes: readonly T[]): T[] {
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => Date.parse(b.change.changedOn) - Date.parse(a.change.changedOn) || b.index - a.index)
    .map(({ change }) => change);
}

/**
 * How a job got where it is: every move between statuses in readable words (the job status set's by default; an
 * area with its own status set gives its labels), who, when and the note given.
 */
export function StatusHistoryList({
  changes,
  labelOf = statusLabel,
}: {
  changes: readonly StatusChangeRow[];
  labelOf?: (status: string) => string;
}) {
  if (changes.length === 0) return <p className="text-sm text-fp-muted">{STATUS_HISTORY_TEXTS.empty}</p>;
  return (
    <ol aria-label={STATUS_HISTORY_TEXTS.label} className="space-y-2">
      {newestFirst(changes).map((change, index) => (
        <li key={index} className="rounded-fp border border-fp-border p-3 text-sm">
          <p className="font-medium">
            {STATUS_HISTORY_TEXTS.moved(change.fromStatus ? labelOf(change.fromStatus) : null, labelOf(change.toStatus))}
          </p>
          <p className="text-fp-muted">
            {change.changedBy ? `${STATUS_HISTORY_TEXTS.changedBy(change.changedBy)} ` : ''}
            {STATUS_HISTORY_TEXTS.changedOn}
            <time dateTime={change.changedOn}>{formatInstantDate(change.changedOn)}</time>
          </p>
          {change.note ? <p className="mt-1 whitespace-pre-wrap">{change.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

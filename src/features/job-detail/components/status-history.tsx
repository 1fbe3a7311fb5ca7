import { readable, readableDate } from '../readable.ts';

export interface StatusChangeRow {
  fromStatus?: string | null;
  toStatus: string;
  changedBy?: string | null;
  changedOn: string;
}

/** How the job got where it is, newest first. */
export function StatusHistory({ changes }: { changes: readonly StatusChangeRow[] }) {
  const newestFirst = [...changes].sort((a, b) => b.changedOn.localeCompare(a.changedOn));
  return (
    <section aria-labelledby="status-history" className="space-y-2">
      <h2 id="status-history" className="text-base font-semibold">
        Status history
      </h2>
      {newestFirst.length === 0 ? (
        <p className="text-sm text-fp-muted">No status changes yet.</p>
      ) : (
        <ol className="space-y-1">
          {newestFirst.map((change) => (
            <li key={`${change.changedOn}-${change.toStatus}`} className="text-sm">
              <span className="font-medium">{readable(change.toStatus)}</span>
              {change.fromStatus ? <span className="text-fp-muted"> (from {readable(change.fromStatus)})</span> : null}
              <span className="text-fp-muted">
                {' '}
                · {readableDate(change.changedOn)}
                {change.changedBy ? ` · ${change.changedBy}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

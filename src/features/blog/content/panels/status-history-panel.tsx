import type { BlogPost } from '../../../../core/blog/blog-post-query.ts';
import { formatInstantDate } from '../../../../core/review/review-dates.ts';
import { statusLabel } from '../../../../core/review/status-labels.ts';
import type { BlogClient } from '../../hooks/use-blog-client.ts';
import { SECTION_TITLES } from '../content-texts.ts';
import { EmptyText, PanelSection } from './panel-section.tsx';
import { CHANGED_ON, changedByText, EMPTY_TEXTS, HISTORY_LABEL, movedText } from './panels-texts.ts';

type StatusChange = BlogPost['statusHistory'][number];

/** Newest first; the service lists them in the order they happened, which breaks ties between equal times. */
function newestFirst(changes: readonly StatusChange[]): StatusChange[] {
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => Date.parse(b.change.changedOn) - Date.parse(a.change.changedOn) || b.index - a.index)
    .map(({ change }) => change);
}

/** Every move of the post between statuses: from and to in readable words, who, when and the note given. */
export function StatusHistoryPanel({ post }: { post: BlogPost; client: BlogClient }) {
  const changes = newestFirst(post.statusHistory);
  return (
    <PanelSection title={SECTION_TITLES.history} slot="status-history">
      {changes.length === 0 ? (
        <EmptyText>{EMPTY_TEXTS.history}</EmptyText>
      ) : (
        <ol aria-label={HISTORY_LABEL} className="space-y-2">
          {changes.map((change, index) => (
            <li key={index} className="rounded-fp border border-fp-border p-3 text-sm">
              <p className="font-medium">{movedText(change.fromStatus ? statusLabel(change.fromStatus) : null, statusLabel(change.toStatus))}</p>
              <p className="text-fp-muted">
                {change.changedBy ? `${changedByText(change.changedBy)} ` : ''}
                {CHANGED_ON}
                <time dateTime={change.changedOn}>{formatInstantDate(change.changedOn)}</time>
              </p>
              {change.note ? <p className="mt-1 whitespace-pre-wrap">{change.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}

import { memo, useMemo } from 'react';
import { diffChange, type ChangePart } from '../../model/change-diff.ts';
import { cn } from '../../../../ui/cn.ts';
import { DIFF_TEXTS } from '../../seo-review-texts.ts';

/**
 * One side of a change, as text: what the proposal removes struck through in <del>, what it adds underlined in
 * <ins>, each also named for screen readers ("removed:", "added:"), so neither colour nor a strikethrough alone
 * carries it. Built from plain text as React text nodes: nothing the service sends is read as markup.
 */
function DiffText({ parts, empty, code }: { parts: readonly ChangePart[]; empty: string; code: boolean }) {
  if (parts.length === 0) return <p className="text-sm italic text-fp-muted">{empty}</p>;
  return (
    <p data-slot="diff-text" className={cn('whitespace-pre-wrap break-words leading-relaxed', code ? 'font-mono text-xs' : 'text-sm')}>
      {parts.map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index} className="bg-green-100 text-green-900 underline decoration-2">
            <span className="sr-only">{DIFF_TEXTS.added}</span>
            {part.text}
          </ins>
        ) : part.kind === 'removed' ? (
          <del key={index} className="bg-red-100 text-red-900 line-through">
            <span className="sr-only">{DIFF_TEXTS.removed}</span>
            {part.text}
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * The live text and the proposed text side by side (stacked on a narrow screen), the words that change marked in each.
 * Memoized on its texts: a decision re-renders its row, not the row's diff.
 */
export const ChangeDiffView = memo(function ChangeDiffView({
  live,
  proposed,
  code = false,
}: {
  live: string;
  proposed: string;
  code?: boolean;
}) {
  const diff = useMemo(() => diffChange(live, proposed), [live, proposed]);
  return (
    <div className="space-y-2">
      <div data-slot="change-diff" className="grid gap-3 md:grid-cols-2">
        <div data-side="live" className="min-w-0 space-y-1 rounded-fp border border-fp-border bg-gray-50 p-3">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-fp-muted">{DIFF_TEXTS.live}</h4>
          <DiffText parts={diff.live} empty={DIFF_TEXTS.emptyLive} code={code} />
        </div>
        <div data-side="proposed" className="min-w-0 space-y-1 rounded-fp border border-fp-border p-3">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-fp-muted">{DIFF_TEXTS.proposed}</h4>
          <DiffText parts={diff.proposed} empty={DIFF_TEXTS.emptyProposed} code={code} />
        </div>
      </div>
      <p data-slot="diff-summary" className="text-xs text-fp-muted">
        {diff.added + diff.removed > 0 ? DIFF_TEXTS.summary(diff.added, diff.removed) : DIFF_TEXTS.same}
      </p>
    </div>
  );
});

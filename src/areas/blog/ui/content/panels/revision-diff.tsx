import { Fragment, useMemo } from 'react';
import { diffRevisionText, diffSummary, type DiffSegment } from '../../../model/revision-diff.ts';
import type { BlogPost } from '../../../api/blog-post-query.ts';
import { DIFFERENCES_LABEL, diffSummaryText, NO_DIFFERENCES, NO_TITLE, titleChangeText } from './panels-texts.ts';

type Revision = BlogPost['revisions'][number];

/**
 * A replaced word shows as a deletion right before its insertion; with no space between them they would read
 * as one word ("firstat once"), to a screen reader too, so one is put between them.
 */
const gluedToPrevious = (segments: readonly DiffSegment[], index: number) => {
  const previous = segments[index - 1];
  const segment = segments[index]!;
  return previous?.kind === 'removed' && segment.kind === 'added' && !/\s$/.test(previous.text) && !/^\s/.test(segment.text);
};

/**
 * What changed from one version to another, as text: insertions in <ins>, deletions in <del>, each built as a
 * React element from plain text (the versions' HTML never reaches the DOM from here).
 */
export function RevisionDiff({ from, to }: { from: Revision; to: Revision }) {
  const segments = useMemo(() => diffRevisionText(from.content, to.content), [from.content, to.content]);
  const { added, removed } = diffSummary(segments);
  const changed = segments.some((segment) => segment.kind !== 'same');
  const titleChanged = (from.title ?? '') !== (to.title ?? '');
  return (
    <div
      role="region"
      aria-label={DIFFERENCES_LABEL}
      data-slot="revision-diff"
      className="space-y-2 rounded-fp border border-fp-border p-3"
    >
      <p data-slot="diff-summary" className="text-sm font-medium">
        {diffSummaryText(added, removed)}
      </p>
      {titleChanged ? <p className="text-sm">{titleChangeText(from.title || NO_TITLE, to.title || NO_TITLE)}</p> : null}
      {changed ? (
        <p data-slot="diff-text" className="max-h-[32rem] overflow-auto whitespace-pre-wrap text-sm leading-relaxed">
          {segments.map((segment, index) => (
            <Fragment key={index}>
              {gluedToPrevious(segments, index) ? ' ' : null}
              {segment.kind === 'added' ? (
                <ins className="bg-green-100 text-green-900 underline">{segment.text}</ins>
              ) : segment.kind === 'removed' ? (
                <del className="bg-red-100 text-red-900 line-through">{segment.text}</del>
              ) : (
                <span>{segment.text}</span>
              )}
            </Fragment>
          ))}
        </p>
      ) : (
        <p className="text-sm text-fp-muted">{NO_DIFFERENCES}</p>
      )}
    </div>
  );
}

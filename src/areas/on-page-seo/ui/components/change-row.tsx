import { memo, useId } from 'react';
import type { ChangeDecision } from '../../model/seo-decisions.ts';
import type { SeoChange } from '../../api/seo-job-query.ts';
import { SERP_PART_OF_FIELD } from '../../model/serp-limits.ts';
import { cn } from '../../../../ui/cn.ts';
import { DECISION_TEXTS } from '../../seo-review-texts.ts';
import { ChangeDiffView } from './change-diff-view.tsx';
import { DecidedBy, DecisionControls, VoidedDecision } from './decision-controls.tsx';
import { SerpPreview } from './serp-preview.tsx';

export interface ChangeRowProps {
  change: SeoChange;
  /** Its name on the page (seo-texts changeLabels: numbered where a field repeats). */
  label: string;
  pageUrl: string;
  /** The page's other result part (for a title, its description; for a description, its title), as proposed. */
  companion?: string;
  canDecide: boolean;
  pending: boolean;
  /** Why the service refused the last decision on this change, if it did. */
  failure: string | null;
  decide: (decisions: readonly ChangeDecision[]) => Promise<boolean>;
}

/**
 * A job may propose sixty changes: rows out of view skip style and layout until scrolled near (they stay in the
 * accessibility tree and in find-in-page), so opening the page and "Approve all the rest" lay out a screenful,
 * not every diff and preview. The intrinsic size is a typical row's, remembered once it has been laid out.
 */
const OFFSCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' } as const;

const DECISION_BADGE = {
  Approved: { text: DECISION_TEXTS.approved, className: 'border-green-300 bg-green-100 text-green-900' },
  Rejected: { text: DECISION_TEXTS.rejected, className: 'border-red-300 bg-red-100 text-red-900' },
  none: { text: DECISION_TEXTS.undecided, className: 'border-gray-300 bg-gray-50 text-gray-800' },
} as const;

function DecisionBadge({ change }: { change: SeoChange }) {
  const badge = DECISION_BADGE[change.decision ?? 'none'];
  return (
    <span
      data-slot="decision"
      data-decision={change.decision ?? 'none'}
      className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium', badge.className)}
    >
      {badge.text}
    </span>
  );
}

/**
 * One proposed change: what it changes, the live and the proposed text side by side with the words that change
 * marked, for a title or meta description a likeness of Google's result, and the firm's decision on it.
 */
function ChangeRowView({ change, label, pageUrl, companion, canDecide, pending, failure, decide }: ChangeRowProps) {
  const headingId = useId();
  const part = SERP_PART_OF_FIELD[change.field];
  return (
    <li style={OFFSCREEN_SKIPPED}>
      <article
        aria-labelledby={headingId}
        data-slot="seo-change"
        data-field={change.field}
        data-change-id={change.id}
        className="space-y-3 rounded-fp border border-fp-border p-4"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-semibold">
            {label}
          </h3>
          <DecisionBadge change={change} />
        </div>
        <ChangeDiffView live={change.currentValue} proposed={change.proposedValue} code={change.field === 'schema'} />
        {part ? <SerpPreview part={part} text={change.proposedValue} pageUrl={pageUrl} companion={companion} /> : null}
        <VoidedDecision change={change} />
        {canDecide ? (
          <DecisionControls change={change} label={label} pending={pending} decide={decide} />
        ) : (
          <ReadOnlyDecision change={change} />
        )}
        {failure ? (
          <p role="alert" className="text-sm text-fp-danger">
            {failure}
          </p>
        ) : null}
      </article>
    </li>
  );
}

function ReadOnlyDecision({ change }: { change: SeoChange }) {
  if (!change.decision) return null;
  return (
    <div className="space-y-1 text-sm">
      <DecidedBy change={change} />
      {change.decision === 'Rejected' && change.decisionComment ? (
        <p>
          <span className="font-medium">{DECISION_TEXTS.yourComment}: </span>
          <span className="whitespace-pre-wrap break-words">{change.decisionComment}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Memoized: deciding one change re-renders its row, not every diff and preview of the page. */
export const ChangeRow = memo(ChangeRowView);

import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SeoChangeDecision } from '../../../../core/api/generated/graphql.ts';
import { formatInstantDate } from '../../../../core/review/review-dates.ts';
import type { ChangeDecision } from '../../model/seo-decisions.ts';
import type { SeoChange } from '../../api/seo-job-query.ts';
import { fieldClass } from '../../../../review-kit/actions/dialog-field.tsx';
import { Button } from '../../../../ui/primitives/button.tsx';
import { DECISION_TEXTS } from '../../seo-review-texts.ts';

export interface DecisionControlsProps {
  change: SeoChange;
  label: string;
  pending: boolean;
  decide: (decisions: readonly ChangeDecision[]) => Promise<boolean>;
}

/** Who decided the change last and when, as the service recorded it. */
export function DecidedBy({ change }: { change: SeoChange }) {
  if (!change.decidedBy || !change.decidedOn) return null;
  return <span className="text-xs text-fp-muted">{DECISION_TEXTS.decidedBy(change.decidedBy, formatInstantDate(change.decidedOn))}</span>;
}

/** A decision a later edit of the change voided, while the change waits for a new one: when and why. */
export function VoidedDecision({ change }: { change: SeoChange }) {
  const voided = change.voidedDecision;
  if (!voided || change.decision) return null;
  return (
    <p data-slot="voided-decision" className="rounded-fp border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {DECISION_TEXTS.voided(
        voided.decision === 'Approved' ? DECISION_TEXTS.approved : DECISION_TEXTS.rejected,
        formatInstantDate(voided.voidedOn),
        voided.voidedReason,
      )}
    </p>
  );
}

/**
 * Approve or Reject one change (two toggle buttons: the pressed one is the decision), each saved at once; a
 * rejection takes an optional comment, saved with it. The buttons keep focus, so deciding row after row by
 * keyboard goes on from where the person is.
 */
export function DecisionControls({ change, label, pending, decide }: DecisionControlsProps) {
  const choose = (decision: SeoChangeDecision) => {
    if (change.decision === decision) return;
    void decide([{ changeId: change.id, decision, comment: decision === 'Rejected' ? change.decisionComment : null }]);
  };
  return (
    <div className="space-y-2">
      <div role="group" aria-label={DECISION_TEXTS.decisionsLabel(label)} className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={change.decision === 'Approved' ? 'default' : 'outline'}
          aria-pressed={change.decision === 'Approved'}
          onClick={() => choose('Approved')}
        >
          {DECISION_TEXTS.approve}
        </Button>
        <Button
          size="sm"
          variant={change.decision === 'Rejected' ? 'default' : 'outline'}
          aria-pressed={change.decision === 'Rejected'}
          onClick={() => choose('Rejected')}
        >
          {DECISION_TEXTS.reject}
        </Button>
        <span aria-live="polite" className="text-xs text-fp-muted">
          {pending ? DECISION_TEXTS.saving : null}
        </span>
        {pending ? null : <DecidedBy change={change} />}
      </div>
      {change.decision === 'Rejected' ? <RejectionComment key={change.id} change={change} decide={decide} /> : null}
    </div>
  );
}

function RejectionComment({ change, decide }: Pick<DecisionControlsProps, 'change' | 'decide'>) {
  const id = useId();
  const [comment, setComment] = useState(change.decisionComment ?? '');
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  // Someone else's comment (a refetch) shows unless this person is typing one of their own.
  const stored = change.decisionComment ?? '';
  useEffect(() => setComment((current) => (current.trim() === '' ? stored : current)), [stored]);
  const unchanged = comment.trim() === stored.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Never disabled: a button that disables itself under the keyboard's focus drops that focus to the page.
    if (saving || unchanged) return;
    setSaving(true);
    setSaved(await decide([{ changeId: change.id, decision: 'Rejected', comment }]));
    setSaving(false);
  };
  return (
    <form className="space-y-1" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {DECISION_TEXTS.comment}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={2000}
        className={fieldClass}
        value={comment}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          setSaved(false);
        }}
      />
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" variant="outline" aria-busy={saving}>
          {saving ? DECISION_TEXTS.saving : DECISION_TEXTS.saveComment}
        </Button>
        <span aria-live="polite" className="text-xs text-fp-muted">
          {saved && unchanged ? DECISION_TEXTS.commentSaved : null}
        </span>
      </div>
    </form>
  );
}

import { useId, useRef, useState } from 'react';
import { approveTheRest, submitBlocker, tallyDecisions, type ChangeDecision } from '../../model/seo-decisions.ts';
import type { SeoJob } from '../../api/seo-job-query.ts';
import { DIALOG_TEXTS } from '../../../../review-kit/kit-texts.ts';
import { Button } from '../../../../ui/primitives/button.tsx';
import { Dialog } from '../../../../ui/primitives/dialog.tsx';
import { useSubmitReview } from '../hooks/use-submit-review.ts';
import { REVIEW_TEXTS } from '../../seo-review-texts.ts';

export interface ReviewSummaryProps {
  clientId: string;
  job: SeoJob;
  decide: (decisions: readonly ChangeDecision[]) => Promise<boolean>;
  /** Decisions are still on their way: a review submitted now would be of what the service had before them. */
  saving: boolean;
  onSubmitted: () => void;
}

/**
 * Where the firm's review stands (how many changes decided, approved, rejected), "Approve all the rest", and
 * submitting the review: asked first with the tally, and held back, saying why, until every change is decided and
 * saved.
 */
export function ReviewSummary({ clientId, job, decide, saving, onSubmitted }: ReviewSummaryProps) {
  const tally = tallyDecisions(job.changes);
  const undecided = submitBlocker(job);
  const blocker = undecided ? REVIEW_TEXTS.blocked(undecided.undecided) : saving ? REVIEW_TEXTS.saving : null;
  const reasonId = useId();
  const submitButton = useRef<HTMLButtonElement | null>(null);
  const [asking, setAsking] = useState(false);
  const submit = useSubmitReview(clientId, job.id, () => {
    setAsking(false);
    onSubmitted();
  });
  const approveRest = () => {
    const decisions = approveTheRest(job.changes);
    void decide(decisions);
    // The button goes once nothing is left to decide: the next step, submitting, takes the focus.
    submitButton.current?.focus();
  };
  return (
    <section
      aria-label={REVIEW_TEXTS.regionLabel}
      data-slot="review-summary"
      className="space-y-3 rounded-fp border border-fp-border bg-gray-50 p-4"
    >
      <p className="text-sm">{REVIEW_TEXTS.explain}</p>
      <p aria-live="polite" data-slot="review-progress" className="text-sm font-medium">
        {`${REVIEW_TEXTS.progress(tally.total - tally.undecided, tally.total)} · ${REVIEW_TEXTS.tally(tally.approved, tally.rejected)}`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {tally.undecided > 0 ? (
          <Button variant="outline" size="sm" aria-label={REVIEW_TEXTS.approveRestLabel(tally.undecided)} onClick={approveRest}>
            {REVIEW_TEXTS.approveRest}
          </Button>
        ) : null}
        {/* Held back with aria-disabled, not disabled: it stays focusable, so the reason is heard. */}
        <Button
          ref={submitButton}
          size="sm"
          aria-disabled={blocker ? true : undefined}
          aria-describedby={blocker ? reasonId : undefined}
          className={blocker ? 'cursor-not-allowed opacity-50' : undefined}
          onClick={() => {
            if (blocker) return;
            submit.reset();
            setAsking(true);
          }}
        >
          {REVIEW_TEXTS.submit}
        </Button>
      </div>
      {blocker ? (
        <p id={reasonId} data-slot="submit-blocked" className="text-sm text-fp-muted">
          {blocker}
        </p>
      ) : null}
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title={REVIEW_TEXTS.confirmTitle}
        description={REVIEW_TEXTS.confirmDescription(tally.approved, tally.rejected)}
      >
        {submit.error ? (
          <p role="alert" className="text-sm text-fp-danger">
            {submit.error.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" autoFocus onClick={() => setAsking(false)}>
            {DIALOG_TEXTS.cancel}
          </Button>
          <Button disabled={submit.isPending || saving} aria-busy={submit.isPending} onClick={() => submit.mutate()}>
            {submit.isPending ? DIALOG_TEXTS.working : REVIEW_TEXTS.confirm}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

import { REVIEW_AREAS } from '../areas/index.ts';
import type { ReviewOutcome } from '../review-kit/review-outcome.ts';
import type { ReviewedKind } from '../review-kit/review-outcome-listener.ts';
import type { ReviewOutcomeEventName } from './review-event-names.ts';
import { emit } from './emit.ts';

/**
 * The event each kind's outcome fires, from its manifest: `fp-<kind>-approved` and `fp-<kind>-changes-requested`; an
 * on-page SEO job is decided change by change, so the host hears when the firm submits its review.
 */
const OUTCOME_EVENTS = new Map<ReviewedKind, Partial<Record<ReviewOutcome, ReviewOutcomeEventName>>>(
  REVIEW_AREAS.map(({ review }) => [review.kind, review.outcomeEvents]),
);

/** Tells the host page what came of a review taken in an element, as a bubbling, composed `fp-*` event. */
export function emitReviewOutcome(host: EventTarget, kind: ReviewedKind, outcome: ReviewOutcome, jobId: string): void {
  const event = OUTCOME_EVENTS.get(kind)?.[outcome];
  if (event) emit(host, event, { jobId });
}

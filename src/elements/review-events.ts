import type { ReviewOutcome } from '../review-kit/review-outcome.ts';
import type { ReviewedKind } from '../review-kit/review-outcome-listener.ts';
import type { FpEventName } from './element-events.ts';
import { emit } from './emit.ts';

/** The event each kind's outcome fires: `fp-<kind>-approved` and `fp-<kind>-changes-requested`. */
const OUTCOME_EVENTS: Record<ReviewedKind, Record<ReviewOutcome, FpEventName>> = {
  blog: { approved: 'blog-approved', changesRequested: 'blog-changes-requested' },
  social: { approved: 'social-post-approved', changesRequested: 'social-post-changes-requested' },
  googleBusinessProfile: { approved: 'google-business-profile-post-approved', changesRequested: 'google-business-profile-post-changes-requested' },
};

/** Tells the host page what came of a review taken in an element, as a bubbling, composed `fp-*` event. */
export function emitReviewOutcome(host: EventTarget, kind: ReviewedKind, outcome: ReviewOutcome, jobId: string): void {
  emit(host, OUTCOME_EVENTS[kind][outcome], { jobId });
}

import type { ReviewOutcome } from '../review-kit/review-outcome.ts';
import type { ReviewedKind } from '../review-kit/review-outcome-listener.ts';
import type { FpEventName } from './element-events.ts';
import { emit } from './emit.ts';

/**
 * The event each kind's outcome fires: `fp-<kind>-approved` and `fp-<kind>-changes-requested`; an on-page SEO
 * job is decided change by change, so the host hears when the firm submits its review.
 */
const OUTCOME_EVENTS: Record<ReviewedKind, Partial<Record<ReviewOutcome, FpEventName>>> = {
  blog: { approved: 'blog-approved', changesRequested: 'blog-changes-requested' },
  social: { approved: 'social-post-approved', changesRequested: 'social-post-changes-requested' },
  googleBusinessProfile: {
    approved: 'google-business-profile-post-approved',
    changesRequested: 'google-business-profile-post-changes-requested',
  },
  onPageSeo: { reviewSubmitted: 'on-page-seo-review-submitted' },
};

/** Tells the host page what came of a review taken in an element, as a bubbling, composed `fp-*` event. */
export function emitReviewOutcome(host: EventTarget, kind: ReviewedKind, outcome: ReviewOutcome, jobId: string): void {
  const event = OUTCOME_EVENTS[kind][outcome];
  if (event) emit(host, event, { jobId });
}

import type { JobStatus, SeoJobStatus } from '../api/generated/graphql.ts';

/** The four kinds of work a firm reviews in the portal, each with its own review page. */
export type ReviewKind = 'blog' | 'social' | 'googleBusinessProfile' | 'onPageSeo';

/**
 * The status in which each kind waits for the firm (and for nobody else):
 * - blog posts, social posts and Google Business Profile posts: ReadyForExternalReview. Staff send the work
 *   to the firm with that move (moveToExternalReview / setSocialMediaReadyForExternalReview); the firm's
 *   approval or request for changes moves it on (demo/server/domain/transitions.ts). The service's own
 *   notification data (GetClientNotificationData) uses the same rule. TaskReady and ClientNotified are
 *   staff-side steps before or around that move, so they are not counted as waiting for the firm.
 * - on-page SEO jobs: ReadyForPreProcessingReview. It is the stage where the discovered changes are only
 *   proposed (current value -> proposed value) and nothing has been applied to the firm's site yet, which
 *   is what the review page shows ('Review proposed on-page SEO changes', core/navigation/routes.ts).
 *   ReadyForPostProcessingReview is the check of changes already carried out, done by the agency's QC, so
 *   it does not wait for the firm.
 * Whether auto-publish is on does not matter here: auto-publish decides what happens after the review
 * date, not whether the work was sent to the firm, so the queue lists it either way.
 */
export const WAITING_STATUS = {
  blog: 'ReadyForExternalReview',
  social: 'ReadyForExternalReview',
  googleBusinessProfile: 'ReadyForExternalReview',
  onPageSeo: 'ReadyForPreProcessingReview',
} as const satisfies Record<ReviewKind, JobStatus | SeoJobStatus>;

export const isWaitingForClient = (kind: ReviewKind, status: string): boolean => WAITING_STATUS[kind] === status;

import type { JobStatus } from '../../../core/api/generated/graphql.ts';

/**
 * A blog post waits for the firm in ReadyForExternalReview: staff send it with moveToExternalReview, the firm's
 * approval or request for changes moves it on (demo/server/domain/transitions.ts). TaskReady and ClientNotified are
 * staff-side steps around that move. Auto-publish decides what happens after the review date, not whether it waits.
 */
export const BLOG_WAITING_STATUS = 'ReadyForExternalReview' satisfies JobStatus;

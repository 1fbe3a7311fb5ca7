import type { JobStatus } from '../../../core/api/generated/graphql.ts';

/**
 * Social and Google Business Profile posts wait for the firm in ReadyForExternalReview: staff send them with
 * setSocialMediaReadyForExternalReview, the firm's approval or request for changes moves them on.
 */
export const POST_WAITING_STATUS = 'ReadyForExternalReview' satisfies JobStatus;

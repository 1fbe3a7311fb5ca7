import type { SeoJobStatus } from '../../../core/api/generated/graphql.ts';

/**
 * An on-page SEO job waits for the firm in ReadyForPreProcessingReview: the discovered changes are only proposed
 * (current value -> proposed value) and nothing is applied to the firm's site yet. ReadyForPostProcessingReview is
 * the agency's QC of changes already carried out, so it does not wait for the firm.
 */
export const SEO_WAITING_STATUS = 'ReadyForPreProcessingReview' satisfies SeoJobStatus;

import type { SeoJobStatus } from '../../../core/api/generated/graphql.ts';
import type { StatusTone } from '../../../core/review/status-tones.ts';

/**
 * The SEO job statuses (spec section 3, "SEO job status"), in the order a job passes through them, and what
 * each one's badge colour means: the firm's turn (attention), the agency's work (working), done, a failure
 * (problem), or nothing more to happen (muted).
 */
export const SEO_STATUS_TONES: Record<SeoJobStatus, StatusTone> = {
  Pending: 'working',
  InProgress: 'working',
  ReadyForPreProcessingReview: 'attention',
  Draft: 'working',
  ReadyForPostProcessingReview: 'working',
  Complete: 'done',
  DiscoveryFailed: 'problem',
  ExecutionFailed: 'problem',
  Canceled: 'muted',
  Unknown: 'muted',
};

export const SEO_JOB_STATUSES = Object.keys(SEO_STATUS_TONES) as SeoJobStatus[];

/** A failed job: the page could not be read (discovery) or the changes could not be applied (execution). */
export const isFailedSeoJob = (status: string) => status === 'DiscoveryFailed' || status === 'ExecutionFailed';

/** Why a job failed, as the service names it (SeoJob.failureReason); a code added later reads as the fallback. */
export const SEO_FAILURE_CODES = [
  'PAGE_NOT_FOUND',
  'PAGE_BLOCKED',
  'PAGE_TIMEOUT',
  'CMS_REJECTED',
  'CMS_UNREACHABLE',
  'CMS_CREDENTIALS',
  'UNKNOWN',
] as const;
export type SeoFailureCode = (typeof SEO_FAILURE_CODES)[number];
export const isKnownFailureCode = (code: string): code is SeoFailureCode => (SEO_FAILURE_CODES as readonly string[]).includes(code);

/** The change fields the generator proposes, in the order a page reads (a field added later reads as its words). */
export const SEO_CHANGE_FIELDS = [
  'title',
  'metaDescription',
  'h1',
  'heading',
  'bodySection',
  'imageAlt',
  'schema',
  'internalLinks',
] as const;
export type SeoChangeField = (typeof SEO_CHANGE_FIELDS)[number];

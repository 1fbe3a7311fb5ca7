import type { SeoJobStatus } from '../../core/api/generated/graphql.ts';
import type { Move } from './moves.ts';

/** Every status of an SEO job that is not over yet: staff may complete it by hand or cancel it. */
const OPEN_SEO_JOB: readonly SeoJobStatus[] = [
  'Pending',
  'InProgress',
  'Draft',
  'DiscoveryFailed',
  'ExecutionFailed',
  'ReadyForPreProcessingReview',
  'ReadyForPostProcessingReview',
  'Unknown',
];

/** The moves of an on-page SEO job: the service makes only these, and the portal offers only these. */
export const SEO_MOVES = {
  reExecute: { from: ['DiscoveryFailed', 'ExecutionFailed'], to: 'Pending' },
  approvePreProcessing: { from: ['ReadyForPreProcessingReview'], to: 'Complete' },
  rejectPreProcessing: { from: ['ReadyForPreProcessingReview'], to: 'Draft' },
  // The firm reviews the proposed changes while the job waits here; submitting its review completes the job.
  submitReview: { from: ['ReadyForPreProcessingReview'], to: 'Complete' },
  approvePostProcessing: { from: ['ReadyForPostProcessingReview'], to: 'Complete' },
  rejectPostProcessing: { from: ['ReadyForPostProcessingReview'], to: 'Draft' },
  replace: {
    from: ['Draft', 'DiscoveryFailed', 'ExecutionFailed', 'ReadyForPreProcessingReview', 'ReadyForPostProcessingReview'],
    to: 'Canceled',
  },
  completeManually: { from: OPEN_SEO_JOB, to: 'Complete' },
  cancel: { from: OPEN_SEO_JOB, to: 'Canceled' },
} satisfies Record<string, Move<SeoJobStatus>>;

export type SeoMove = keyof typeof SEO_MOVES;

import type { JobStatus, SeoJobStatus } from '../../../src/core/api/generated/graphql.ts';
import { illegalTransition } from '../graphql/errors.ts';

/**
 * The allowed moves between statuses. The spec leaves them open; these follow the operations it lists
 * (spec section 4): a job is generated (TaskReady), sent to the firm (ReadyForExternalReview), approved
 * (ReadyForPublication) or declined, then published. A move not listed here is refused and changes nothing.
 */
interface Move<S extends string> {
  from: readonly S[];
  to: S;
}

const REVIEWABLE: readonly JobStatus[] = ['TaskReady', 'ReadyForExternalReview', 'ClientNotified', 'Declined', 'Failed'];
const OPEN_JOB: readonly JobStatus[] = [
  'NotStarted',
  'InProgress',
  'Processing',
  'TaskReady',
  'ReadyForExternalReview',
  'ClientNotified',
  'ReadyForPublication',
  'Declined',
  'Failed',
  'Unknown',
];

export const JOB_MOVES = {
  start: { from: ['NotStarted', 'Failed'], to: 'InProgress' },
  moveToExternalReview: { from: ['TaskReady', 'Declined', 'ClientNotified'], to: 'ReadyForExternalReview' },
  unscheduleFromExternalReview: { from: ['ReadyForExternalReview', 'ClientNotified'], to: 'TaskReady' },
  approve: { from: ['ReadyForExternalReview', 'ClientNotified', 'TaskReady'], to: 'ReadyForPublication' },
  requestChanges: { from: ['ReadyForExternalReview', 'ClientNotified', 'TaskReady'], to: 'Declined' },
  unschedulePublish: { from: ['ReadyForPublication'], to: 'ReadyForExternalReview' },
  // A change of what the firm approved voids the approval: the job waits for the firm's review again.
  reopenReview: { from: ['ReadyForPublication'], to: 'ReadyForExternalReview' },
  publish: { from: ['ReadyForPublication'], to: 'Published' },
  republish: { from: ['Published'], to: 'Published' },
  unpublish: { from: ['Published'], to: 'ReadyForPublication' },
  replace: { from: REVIEWABLE, to: 'Canceled' },
  cancel: { from: OPEN_JOB, to: 'Canceled' },
} satisfies Record<string, Move<JobStatus>>;

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
  completeManually: {
    from: [
      'Pending',
      'InProgress',
      'Draft',
      'DiscoveryFailed',
      'ExecutionFailed',
      'ReadyForPreProcessingReview',
      'ReadyForPostProcessingReview',
      'Unknown',
    ],
    to: 'Complete',
  },
  cancel: {
    from: [
      'Pending',
      'InProgress',
      'Draft',
      'DiscoveryFailed',
      'ExecutionFailed',
      'ReadyForPreProcessingReview',
      'ReadyForPostProcessingReview',
      'Unknown',
    ],
    to: 'Canceled',
  },
} satisfies Record<string, Move<SeoJobStatus>>;

export type JobMove = keyof typeof JOB_MOVES;
export type SeoMove = keyof typeof SEO_MOVES;

/** The status a move leads to, or an ILLEGAL_TRANSITION error naming the action and the current status. */
export function nextStatus<S extends string>(
  moves: Record<string, Move<S>>,
  move: string,
  current: string,
  kind: string,
  action: string,
): S {
  const rule = moves[move];
  if (!rule || !(rule.from as readonly string[]).includes(current)) throw illegalTransition(kind, action, current);
  return rule.to;
}

export const nextJobStatus = (move: JobMove, current: string, kind: string, action: string) =>
  nextStatus<JobStatus>(JOB_MOVES, move, current, kind, action);
export const nextSeoStatus = (move: SeoMove, current: string, action: string) =>
  nextStatus<SeoJobStatus>(SEO_MOVES, move, current, 'SEO job', action);

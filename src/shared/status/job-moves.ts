import type { JobStatus } from '../../core/api/generated/graphql.ts';
import type { Move } from './moves.ts';

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

/**
 * The moves of a deliverable's job (blog, social media and Google Business Profile posts). The spec leaves them
 * open; these follow the operations it lists (spec section 4): a job is generated (TaskReady), sent to the firm
 * (ReadyForExternalReview), approved (ReadyForPublication) or declined, then published. A move not listed here
 * is refused and changes nothing.
 */
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

export type JobMove = keyof typeof JOB_MOVES;

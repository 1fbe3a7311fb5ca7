import type { StatusTone } from '../../../core/review/status-tones.ts';
import { readableWords } from '../../../core/review/status-labels.ts';
import type { BacklinkStatus } from './backlink-types.ts';

/**
 * Status set D means different things on a job and on a step (demo/server/rest/handlers/backlinks.ts): a job is
 * Initialized when made and Pending once its work has begun; a step is Pending until it is started and
 * Initialized while it is worked on. What each reads as for the firm follows.
 */
export const JOB_STATUS_LABELS: Record<BacklinkStatus, string> = {
  Initialized: 'Not started',
  Pending: 'In progress',
  Completed: 'Placed',
  Failed: 'Failed',
  Unknown: 'Unknown',
};

export const STEP_STATUS_LABELS: Record<BacklinkStatus, string> = {
  Pending: 'Not started',
  Initialized: 'In progress',
  Completed: 'Done',
  Failed: 'Failed',
  Unknown: 'Unknown',
};

/** A value the contract gained after this build reads as its words. */
export const jobStatusLabel = (status: string) => (JOB_STATUS_LABELS as Record<string, string>)[status] ?? readableWords(status);
export const stepStatusLabel = (status: string) => (STEP_STATUS_LABELS as Record<string, string>)[status] ?? readableWords(status);

export const JOB_STATUS_TONES: Record<BacklinkStatus, StatusTone> = {
  Initialized: 'muted',
  Pending: 'working',
  Completed: 'done',
  Failed: 'problem',
  Unknown: 'attention',
};
export const STEP_STATUS_TONES: Record<BacklinkStatus, StatusTone> = {
  Pending: 'muted',
  Initialized: 'working',
  Completed: 'done',
  Failed: 'problem',
  Unknown: 'attention',
};

/** The statuses in the order the board's filter offers them. */
export const JOB_STATUSES: readonly BacklinkStatus[] = ['Pending', 'Completed', 'Failed', 'Unknown', 'Initialized'];

/** The board's groups: the work going on, the links placed, what needs attention, and what has not started. */
export const BACKLINK_GROUPS = ['inProgress', 'placed', 'needsAttention', 'notStarted'] as const;
export type BacklinkGroup = (typeof BACKLINK_GROUPS)[number];

export const BACKLINK_GROUP_OF: Record<BacklinkStatus, BacklinkGroup> = {
  Pending: 'inProgress',
  Completed: 'placed',
  Failed: 'needsAttention',
  Unknown: 'needsAttention',
  Initialized: 'notStarted',
};

import type { BacklinkJob } from './backlink-types.ts';

export interface JobProgress {
  done: number;
  total: number;
  /** 0 to 100, whole. */
  percent: number;
}

/** How far a job is through its steps; a job without steps counts as done only once it is placed. */
export function jobProgress(job: Pick<BacklinkJob, 'completedSteps' | 'stepCount' | 'status'>): JobProgress {
  const total = Math.max(0, job.stepCount);
  const done = Math.min(Math.max(0, job.completedSteps), total);
  const percent = total === 0 ? (job.status === 'Completed' ? 100 : 0) : Math.round((done / total) * 100);
  return { done, total, percent };
}

/** '2 of 4 steps', '1 of 1 step'. */
export const progressText = ({ done, total }: JobProgress) => `${done} of ${total} ${total === 1 ? 'step' : 'steps'}`;

import type { JobStatus } from '../api/generated/graphql.ts';

/**
 * What a status's colour means on every review area's badge (the tokens name the meaning, not a colour, so
 * the kit maps them onto its badge styles and a host's theme in one place). The blog, social media and Google
 * Business Profile areas share the job status set (spec status set A); an area with another status set
 * (on-page SEO) passes its own table to `toneOf`.
 */
export type StatusTone = 'attention' | 'scheduled' | 'done' | 'working' | 'problem' | 'muted';

export const JOB_STATUS_TONES: Record<JobStatus, StatusTone> = {
  ReadyForExternalReview: 'attention',
  ReadyForPublication: 'scheduled',
  Published: 'done',
  Complete: 'done',
  NotStarted: 'working',
  InProgress: 'working',
  Processing: 'working',
  TaskReady: 'working',
  ClientNotified: 'working',
  Declined: 'problem',
  Failed: 'problem',
  Canceled: 'muted',
  Unknown: 'muted',
};

/** A status's tone in a table; a value the contract gained after this build is shown muted rather than guessed. */
export const toneOf = (tones: Readonly<Record<string, StatusTone>>, status: string): StatusTone => tones[status] ?? 'muted';

/** A job status's tone. */
export const statusTone = (status: string): StatusTone => toneOf(JOB_STATUS_TONES, status);

import type { JobStatus } from '../api/generated/graphql.ts';
import { statusLabel } from '../review/status-labels.ts';

/**
 * A blog job's status as the board shows it: the readable label Home and the area pages already use
 * (core/review/status-labels.ts, one table for every page) and a colour token. The tokens name what the
 * colour means, not a colour, so the UI maps them onto its badge styles and a host's theme in one place.
 */
export type StatusTone = 'attention' | 'scheduled' | 'done' | 'working' | 'problem' | 'muted';

export const BLOG_STATUS_TONES: Record<JobStatus, StatusTone> = {
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

/** A status's tone; a value the contract gained after this build is shown muted rather than guessed. */
export const statusTone = (status: string): StatusTone => (BLOG_STATUS_TONES as Record<string, StatusTone>)[status] ?? 'muted';

export const blogStatusLabel = statusLabel;

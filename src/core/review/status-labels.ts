import type { JobStatus } from '../api/generated/graphql.ts';

/** What a deliverable's status reads as on the firm's pages (the enum values are spelt for machines). */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  Canceled: 'Canceled',
  ClientNotified: 'Client notified',
  Complete: 'Complete',
  Declined: 'Changes requested',
  Failed: 'Failed',
  InProgress: 'In progress',
  NotStarted: 'Not started',
  Processing: 'Processing',
  Published: 'Published',
  ReadyForExternalReview: 'Ready for your review',
  ReadyForPublication: 'Ready for publication',
  TaskReady: 'In quality check',
  Unknown: 'Unknown',
};

/** An enum value as words: 'ReadyForPostProcessingReview' -> 'Ready for post processing review'. */
export function readableWords(value: string): string {
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A status's label; a value the contract gained after this build reads as its words ('OnHold' -> 'On hold'). */
export function statusLabel(status: string): string {
  return (JOB_STATUS_LABELS as Record<string, string>)[status] ?? readableWords(status);
}

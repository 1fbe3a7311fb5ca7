import { createHash } from 'node:crypto';
import type { Viewer } from '../auth/permissions.ts';
import { can } from '../auth/permissions.ts';
import { badInput, conflict, serviceError } from '../graphql/errors.ts';

/**
 * What every kind of approval shares: the hash that names a version, the refusals of an approval of a version
 * the person did not read, and of one the agency has not sent to the firm yet.
 */

/** Lower-case hex SHA-256 of the text's UTF-8 bytes: the hash the approval records and the portal shows. */
export const contentHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The reason an approval is voided by a change: it starts with the same plain words for every kind. */
export const changedAfterApproval = (what: string) => `Changed after approval: ${what}.`;

/**
 * The approving call must name the version the person read by its hash (`field`); a call without one is
 * refused, and one naming another version is CONFLICT (with the stored version and hash), so nobody approves
 * text they did not read.
 */
export function requireReadHash(
  field: string,
  expected: string | null | undefined,
  current: { hash: string; version?: number; what: string },
  act: { verb: string; done: string } = APPROVE,
): void {
  if (!expected?.trim())
    throw badInput(field, `is required to ${act.verb}: send the hash of the version you read, so only that version is ${act.done}.`);
  if (expected.trim().toLowerCase() === current.hash) return;
  if (current.version !== undefined) throw conflict(current.what, current.version, { contentHash: current.hash });
  throw serviceError('CONFLICT', `${current.what} was changed since you read it. Reload it and read it again before you ${act.verb}.`, {
    contentHash: current.hash,
  });
}
const APPROVE = { verb: 'approve', done: 'approved' };

// Statuses in which the agency still works on a job: the firm sees it only once staff send it for review.
const NOT_SENT_TO_FIRM: readonly string[] = ['NotStarted', 'InProgress', 'Processing', 'TaskReady'];

/** The firm approves only what staff sent it; staff may still approve a job of theirs at TaskReady. */
export function requireSentToFirm(viewer: Viewer, job: { client_id: string; status: string }, what: string): void {
  if (!NOT_SENT_TO_FIRM.includes(job.status) || can(viewer, job.client_id, 'staff')) return;
  throw serviceError('ILLEGAL_TRANSITION', `Cannot approve ${what}: it has not been sent to you for review yet (it is ${job.status}).`, {
    status: job.status,
  });
}

/** Publishing is refused unless what goes out is the version the firm approved. */
export const notApproved = (action: string, why: string) =>
  serviceError('ILLEGAL_TRANSITION', `Cannot ${action}: ${why} Send it to the firm for review and publish once it is approved.`, {
    reason: 'NOT_APPROVED',
  });

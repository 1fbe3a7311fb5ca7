import { randomUUID } from 'node:crypto';
import type { Approval } from '../../../../src/core/api/generated/graphql.ts';
import type { Viewer } from '../../auth/permissions.ts';
import { changedAfterApproval, contentHash, notApproved, requireReadHash, requireSentToFirm } from '../../domain/approvals.ts';
import type { Queryable } from '../../store/db.ts';
import { conflict } from '../errors.ts';
import { moveBlogJob, type BlogJobRecord } from './blog-jobs.ts';

/**
 * A blog post's approvals: each names the version approved (its number and the SHA-256 of its content), who
 * approved it (user id and e-mail) and, once a change voids it, when and why. Publishing sends only the
 * version of an approval that still holds.
 */

type ApprovableJob = Pick<BlogJobRecord, 'id' | 'client_id' | 'status' | 'topic' | 'content' | 'content_version'>;

/** The approving call names the version read (number and hash); the firm approves only what staff sent it. */
export function requireReadBlogVersion(
  viewer: Viewer,
  job: ApprovableJob,
  read: { expectedVersion?: number | null; expectedContentHash?: string | null },
): void {
  requireSentToFirm(viewer, job, `"${job.topic}"`);
  requireReadHash('expectedContentHash', read.expectedContentHash, {
    hash: contentHash(job.content),
    version: job.content_version,
    what: 'The blog post',
  });
  if (read.expectedVersion != null && read.expectedVersion !== job.content_version) throw conflict('The blog post', job.content_version);
}

/** Records which exact version of the content a person approved. */
export async function recordBlogApproval(tx: Queryable, job: ApprovableJob, viewer: Viewer): Promise<void> {
  await tx.query(
    'insert into approvals (id, entity_kind, entity_id, version, content_hash, approved_by, approved_by_user_id) values ($1, $2, $3, $4, $5, $6, $7)',
    [randomUUID(), 'blog_job', job.id, job.content_version, contentHash(job.content), viewer.email, viewer.userId],
  );
}

/**
 * A change of an approved post (its text, title, publication title or an image) voids the approvals that held,
 * keeping them on record, and a post waiting to be published goes back to the firm's review.
 */
export async function voidBlogApprovals(
  tx: Queryable,
  job: Pick<BlogJobRecord, 'id' | 'status' | 'deliverable_id' | 'is_test'>,
  what: string,
  by: string,
): Promise<void> {
  const reason = changedAfterApproval(what);
  await tx.query(
    `update approvals set voided_on = now(), voided_reason = $2 where entity_kind = 'blog_job' and entity_id = $1 and voided_on is null`,
    [job.id, reason],
  );
  if (job.status !== 'ReadyForPublication') return;
  await moveBlogJob(tx, job, 'reopenReview', 'send the changed post back to review', by, reason);
  await tx.query(`update blog_jobs set human_qc = 'Unevaluated', publication_date = null, updated_on = now() where id = $1`, [job.id]);
}

/** Refuses to publish a post unless an approval that still holds names its stored version and content. */
export async function requireApprovedBlogVersion(tx: Queryable, job: ApprovableJob, action: string): Promise<void> {
  const [approval] = await tx.query<{ version: number; content_hash: string }>(
    `select version, content_hash from approvals where entity_kind = 'blog_job' and entity_id = $1 and voided_on is null
      order by approved_on desc, id desc limit 1`,
    [job.id],
  );
  if (!approval) throw notApproved(action, `the firm has not approved "${job.topic}" as it stands (no approval holds for it).`);
  if (approval.version !== job.content_version || approval.content_hash !== contentHash(job.content)) {
    throw notApproved(action, `the text of "${job.topic}" is not the version the firm approved (version ${approval.version}).`);
  }
}

/** BlogJob.approvals: every approval, oldest first, voided ones with when and why. */
export async function blogApprovalsOf(db: Queryable, jobId: string): Promise<Approval[]> {
  const rows = await db.query<{
    version: number;
    content_hash: string;
    approved_by: string;
    approved_by_user_id: string | null;
    approved_on: string;
    voided_on: string | null;
    voided_reason: string | null;
  }>(
    `select version, content_hash, approved_by, approved_by_user_id, approved_on, voided_on, voided_reason from approvals
      where entity_kind = 'blog_job' and entity_id = $1 order by approved_on, id`,
    [jobId],
  );
  return rows.map((row) => ({
    version: row.version,
    contentHash: row.content_hash,
    approvedBy: row.approved_by,
    approvedByUserId: row.approved_by_user_id,
    approvedOn: row.approved_on,
    voided: row.voided_on !== null,
    voidedOn: row.voided_on,
    voidedReason: row.voided_reason,
  }));
}

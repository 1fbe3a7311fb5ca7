import { randomUUID } from 'node:crypto';
import type { ApprovedSocialPost, PostVersionInput, SocialApproval } from '../../../../src/core/api/generated/graphql.ts';
import type { Viewer } from '../../auth/permissions.ts';
import { changedAfterApproval, notApproved, requireReadHash, requireSentToFirm } from '../../domain/approvals.ts';
import { inHashOrder } from '../../../../src/shared/approvals/social-posts-text.ts';
import { socialContentHash, voidReason } from '../../domain/social-approval.ts';
import type { Queryable } from '../../store/db.ts';
import type { GraphQLContext } from '../context.ts';
import { badInput, conflict } from '../errors.ts';
import { moveSocialJob, postsOf, type SocialJobParent, type SocialJobRecord } from './social-jobs.ts';

/** The posts of a job as they stand now, in the order the hash takes them (platform, then post id). */
export async function currentPosts(db: Queryable, jobId: string): Promise<ApprovedSocialPost[]> {
  const posts = await postsOf(db, jobId);
  const images = await db.query<{ social_post_id: string; s3_url: string }>(
    `select distinct on (i.social_post_id) i.social_post_id, i.s3_url from social_images i join social_posts p on p.id = i.social_post_id
      where p.social_job_id = $1 order by i.social_post_id, i.created_on, i.id`,
    [jobId],
  );
  const imageOf = new Map(images.map((image) => [image.social_post_id, image.s3_url]));
  return inHashOrder(
    posts.map((post) => ({
      postId: post.id,
      platform: post.platform,
      content: post.content,
      contentVersion: post.content_version,
      imageUrl: imageOf.get(post.id) ?? null,
      postUrl: post.post_url,
    })),
  );
}

/**
 * With expectedPostVersions, the reviewer must have read every post of the job at its stored version: a
 * newer save, or a post the reviewer never saw, refuses the approval (CONFLICT), so nobody approves text
 * they did not read.
 */
export function requireReadVersions(posts: readonly ApprovedSocialPost[], expected: readonly PostVersionInput[] | null | undefined): void {
  if (!expected) return;
  const read = new Map(expected.map((entry) => [entry.postId, entry.version]));
  const stranger = expected.find((entry) => !posts.some((post) => post.postId === entry.postId));
  if (stranger) throw badInput('expectedPostVersions', `post ${stranger.postId} is not a post of this job.`);
  for (const post of posts) {
    const version = read.get(post.postId);
    if (version !== post.contentVersion) {
      const seen = version === undefined ? 'which you did not read' : `(you read version ${version})`;
      throw conflict(`The ${post.platform} post ${seen}`, post.contentVersion, { postId: post.postId });
    }
  }
}

/**
 * The approval names the posts the person read by their hash (SocialMediaJob.contentHash as read), and the firm
 * approves only what staff sent it. A changed post is CONFLICT naming the highest post version now stored.
 */
export function requireReadPosts(
  viewer: Viewer,
  job: Pick<SocialJobRecord, 'client_id' | 'status' | 'topic'>,
  posts: readonly ApprovedSocialPost[],
  expectedContentHash: string | null | undefined,
): void {
  requireSentToFirm(viewer, job, `"${job.topic}"`);
  const version = Math.max(0, ...posts.map((post) => post.contentVersion));
  requireReadHash('expectedContentHash', expectedContentHash, { hash: socialContentHash(posts), version, what: 'The posts' });
}

/** Records the exact posts a person approved, with their hash, naming the person by user id and e-mail. */
export async function recordSocialApproval(
  tx: Queryable,
  jobId: string,
  posts: readonly ApprovedSocialPost[],
  viewer: Viewer,
): Promise<void> {
  await tx.query(
    'insert into social_job_approvals (id, social_job_id, content_hash, posts, approved_by, approved_by_user_id) values ($1, $2, $3, $4, $5, $6)',
    [randomUUID(), jobId, socialContentHash(posts), JSON.stringify(posts), viewer.email, viewer.userId],
  );
}

/**
 * A change of a post of an approved job (its text or its image) voids the approvals that held, keeping them on
 * record, and a job waiting to be posted goes back to the firm's review.
 */
export async function voidSocialApprovals(
  tx: Queryable,
  job: { id: string; status: string; deliverable_id: string | null; is_test: boolean },
  what: string,
  by: string,
): Promise<void> {
  const reason = changedAfterApproval(what);
  await tx.query('update social_job_approvals set voided_on = now(), voided_reason = $2 where social_job_id = $1 and voided_on is null', [
    job.id,
    reason,
  ]);
  if (job.status !== 'ReadyForPublication') return;
  await moveSocialJob(tx, job, 'reopenReview', 'send the changed posts back to review', by, reason);
  await tx.query(`update social_jobs set human_qc = 'Unevaluated', updated_on = now() where id = $1`, [job.id]);
}

/** Refuses to post unless an approval that still holds names exactly the posts as stored (text and image). */
export async function requireApprovedPosts(tx: Queryable, job: Pick<SocialJobRecord, 'id' | 'topic'>, action: string): Promise<void> {
  const [approval] = await tx.query<{ content_hash: string; posts: ApprovedSocialPost[] }>(
    'select content_hash, posts from social_job_approvals where social_job_id = $1 and voided_on is null order by approved_on desc, id desc limit 1',
    [job.id],
  );
  if (!approval)
    throw notApproved(action, `the firm has not approved the posts of "${job.topic}" as they stand (no approval holds for them).`);
  const now = await currentPosts(tx, job.id);
  const changed = voidReason(approval.posts, now);
  if (changed || approval.content_hash !== socialContentHash(now)) {
    throw notApproved(
      action,
      `the posts of "${job.topic}" are not the version the firm approved${changed ? ` (${changed.replace(/\.$/, '')})` : ''}.`,
    );
  }
}

type ApprovalRow = {
  content_hash: string;
  posts: ApprovedSocialPost[];
  approved_by: string;
  approved_by_user_id: string | null;
  approved_on: string;
  voided_on: string | null;
  voided_reason: string | null;
};

/** SocialMediaJob.approvals: every approval, oldest first, judged against the posts as they are now. */
export async function approvalsOf(job: SocialJobParent, _: unknown, context: GraphQLContext): Promise<SocialApproval[]> {
  const rows = await context.db.query<ApprovalRow>(
    `select content_hash, posts, approved_by, approved_by_user_id, approved_on, voided_on, voided_reason from social_job_approvals
      where social_job_id = $1 order by approved_on, id`,
    [job.id],
  );
  if (rows.length === 0) return [];
  const now = await currentPosts(context.db, job.id);
  // A void is stored when a change is made through the service; one made past it (plain SQL) is still found here.
  return rows.map((row) => {
    const reason = row.voided_reason ?? voidReason(row.posts, now);
    return {
      contentHash: row.content_hash,
      approvedBy: row.approved_by,
      approvedByUserId: row.approved_by_user_id,
      approvedOn: row.approved_on,
      posts: row.posts,
      voided: reason !== null,
      voidedOn: row.voided_on,
      voidedReason: reason,
    };
  });
}

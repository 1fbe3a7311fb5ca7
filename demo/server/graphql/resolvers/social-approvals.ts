import { randomUUID } from 'node:crypto';
import type { ApprovedSocialPost, PostVersionInput, SocialApproval } from '../../../../src/core/api/generated/graphql.ts';
import { inHashOrder, socialContentHash, voidReason } from '../../domain/social-approval.ts';
import type { Queryable } from '../../store/db.ts';
import type { GraphQLContext } from '../context.ts';
import { badInput, conflict } from '../errors.ts';
import { postsOf, type SocialJobParent } from './social-jobs.ts';

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
      postId: post.id, platform: post.platform, content: post.content, contentVersion: post.content_version,
      imageUrl: imageOf.get(post.id) ?? null, postUrl: post.post_url,
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

/** Records the exact posts a person approved, with their hash. */
export async function recordSocialApproval(tx: Queryable, jobId: string, posts: readonly ApprovedSocialPost[], approvedBy: string): Promise<void> {
  await tx.query('insert into social_job_approvals (id, social_job_id, content_hash, posts, approved_by) values ($1, $2, $3, $4, $5)', [
    randomUUID(), jobId, socialContentHash(posts), JSON.stringify(posts), approvedBy,
  ]);
}

type ApprovalRow = { content_hash: string; posts: ApprovedSocialPost[]; approved_by: string; approved_on: string };

/** SocialMediaJob.approvals: every approval, oldest first, judged against the posts as they are now. */
export async function approvalsOf(job: SocialJobParent, _: unknown, context: GraphQLContext): Promise<SocialApproval[]> {
  const rows = await context.db.query<ApprovalRow>(
    'select content_hash, posts, approved_by, approved_on from social_job_approvals where social_job_id = $1 order by approved_on, id',
    [job.id],
  );
  if (rows.length === 0) return [];
  const now = await currentPosts(context.db, job.id);
  return rows.map((row) => {
    const reason = voidReason(row.posts, now);
    return { contentHash: row.content_hash, approvedBy: row.approved_by, approvedOn: row.approved_on, posts: row.posts, voided: reason !== null, voidedReason: reason };
  });
}

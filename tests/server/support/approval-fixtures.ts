import { randomUUID } from 'node:crypto';
import { contentHash } from '../../../demo/server/domain/approvals.ts';
import { socialContentHash } from '../../../demo/server/domain/social-approval.ts';
import { currentPosts } from '../../../demo/server/graphql/resolvers/social-approvals.ts';
import type { Queryable } from '../../../demo/server/store/db.ts';

// Jobs made in SQL as ReadyForPublication or Published carry the firm's approval of their stored version, as
// the service's own approving calls leave it: publishing sends only an approved version.

/** Records the owner's approval of the blog job's stored content, as setBlogDeliverableReadyForPublication would. */
export async function approveBlogJobAsStored(db: Queryable, blogJobId: string, by = 'owner@demo.test'): Promise<void> {
  const [job] = await db.query<{ content: string; content_version: number }>(
    'select content, content_version from blog_jobs where id = $1',
    [blogJobId],
  );
  await db.query('insert into approvals (id, entity_kind, entity_id, version, content_hash, approved_by) values ($1, $2, $3, $4, $5, $6)', [
    randomUUID(),
    'blog_job',
    blogJobId,
    job!.content_version,
    contentHash(job!.content),
    by,
  ]);
}

/** The hash an approving call names for a blog job as stored: what the portal reads as BlogJob.contentHash. */
export async function storedBlogHash(db: Queryable, blogJobId: string): Promise<string> {
  const [job] = await db.query<{ content: string }>('select content from blog_jobs where id = $1', [blogJobId]);
  return contentHash(job!.content);
}

/** Records the owner's approval of the social job's posts as stored, as modifySocialMediaJobHumanQC would. */
export async function approveSocialJobAsStored(db: Queryable, socialJobId: string, by = 'owner@demo.test'): Promise<void> {
  const posts = await currentPosts(db, socialJobId);
  await db.query('insert into social_job_approvals (id, social_job_id, content_hash, posts, approved_by) values ($1, $2, $3, $4, $5)', [
    randomUUID(),
    socialJobId,
    socialContentHash(posts),
    JSON.stringify(posts),
    by,
  ]);
}

/** The hash an approving call names for a social job as stored: what the portal reads as SocialMediaJob.contentHash. */
export const storedSocialHash = async (db: Queryable, socialJobId: string) => socialContentHash(await currentPosts(db, socialJobId));

import type {
  ClientPeriodInput,
  SocialChannel,
  SocialMediaImage,
  SocialMediaJobsInput,
  SocialMediaPost,
  StatusChange,
} from '../../../../src/core/api/generated/graphql.ts';
import { can } from '../../auth/permissions.ts';
import type { GraphQLContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { statusHistoryOf } from './blog-queries.ts';
import { requireReadableClient } from './clients.ts';
import { socialContentHash } from '../../domain/social-approval.ts';
import { approvalsOf } from './social-approvals.ts';
import {
  toSocialImage,
  toSocialJob,
  toSocialPost,
  type SocialJobParent,
  type SocialJobRecord,
  type SocialPostParent,
} from './social-jobs.ts';

/**
 * A client's social jobs. With a period, the jobs of that period's deliverables; without one, every
 * job, test jobs included (staff promote those to deliverables).
 */
async function listSocialJobs(
  context: GraphQLContext,
  clientId: string,
  periodId: string | null | undefined,
  channel: SocialChannel | null | undefined,
): Promise<SocialJobParent[]> {
  await requireReadableClient(context.db, context, clientId);
  const params: unknown[] = [clientId];
  const where = ['j.client_id = $1'];
  if (periodId) where.push(`d.period_id = $${params.push(periodId)}`);
  if (channel) where.push(`j.channel = $${params.push(channel)}`);
  const rows = await context.db.query<SocialJobRecord>(
    `select j.* from social_jobs j left join deliverables d on d.id = j.deliverable_id where ${where.join(' and ')}
      order by d.due_date nulls last, j.created_on, j.id`,
    params,
  );
  return rows.map(toSocialJob);
}

const socialMediaJobs = (_: unknown, { input }: { input: SocialMediaJobsInput }, context: GraphQLContext) =>
  listSocialJobs(context, input.clientId, input.periodId, input.channel);

const googleBusinessProfilePosts = (_: unknown, { input }: { input: ClientPeriodInput }, context: GraphQLContext) =>
  listSocialJobs(context, input.clientId, input.periodId, 'GoogleBusinessProfile');

async function socialMediaJob(_: unknown, { input }: { input: { id: string } }, context: GraphQLContext): Promise<SocialJobParent> {
  const [row] = await context.db.query<SocialJobRecord>('select * from social_jobs where id = $1', [input.id]);
  if (!row) throw notFound('social media job', 'id', input.id);
  if (!can(context.viewer, row.client_id, 'read')) throw forbidden('this social media job');
  return toSocialJob(row);
}

/** The posts' hash as they stand (each post's first image), read through the board's batch loaders. */
async function jobContentHash(job: SocialJobParent, _: unknown, context: GraphQLContext): Promise<string> {
  const posts = await context.loaders.socialPosts.load(job.id);
  const images = await Promise.all(posts.map((post) => context.loaders.socialImages.load(post.id)));
  return socialContentHash(
    posts.map((post, index) => ({
      postId: post.id,
      platform: post.platform,
      content: post.content,
      contentVersion: post.content_version,
      imageUrl: images[index]![0]?.s3_url ?? null,
      postUrl: post.post_url,
    })),
  );
}

export const socialQueryResolvers = {
  Query: { socialMediaJobs, socialMediaJob, googleBusinessProfilePosts },
  SocialMediaJob: {
    posts: async (job: SocialJobParent, _: unknown, context: GraphQLContext): Promise<SocialPostParent[]> =>
      (await context.loaders.socialPosts.load(job.id)).map(toSocialPost),
    statusHistory: (job: SocialJobParent, _: unknown, context: GraphQLContext): Promise<StatusChange[]> =>
      statusHistoryOf(context.db, 'social_job', job.id),
    approvals: approvalsOf,
    contentHash: jobContentHash,
  },
  SocialMediaPost: {
    images: async (post: SocialMediaPost, _: unknown, context: GraphQLContext): Promise<SocialMediaImage[]> =>
      (await context.loaders.socialImages.load(post.id)).map(toSocialImage),
  },
};

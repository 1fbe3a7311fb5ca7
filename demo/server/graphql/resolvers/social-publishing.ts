import type {
  DeletePostPayload,
  MessagePayload,
  PostResultPost,
  PostToSocialMediaInput,
  PostToSocialMediaPayload,
  SocialMediaPostIdInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { nextJobStatus } from '../../domain/transitions.ts';
import type { Publishers } from '../../publishers/publishers.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation } from '../define-mutation.ts';
import { badInput, illegalTransition, serviceError } from '../errors.ts';
import { requireFuture } from './blog-input.ts';
import { callTarget, recordPublication } from './blog-publish-target.ts';
import { requireApprovedPosts } from './social-approvals.ts';
import {
  moveSocialJob,
  postsOf,
  socialJobRecordTarget,
  socialPostRecordTarget,
  type SocialJobRecord,
  type SocialPostWithJob,
} from './social-jobs.ts';

const AYRSHARE = 'ayrshare';

async function profileOf(tx: Queryable, clientId: string): Promise<{ profileKey: string; name: string }> {
  const [client] = await tx.query<{ ayrshare_profile_key: string | null; name: string }>(
    'select ayrshare_profile_key, name from clients where id = $1',
    [clientId],
  );
  if (!client?.ayrshare_profile_key) {
    throw serviceError('BAD_USER_INPUT', "Create the client's Ayrshare profile first (createClientAyrshareProfile), then post again.", {
      field: 'clientId',
    });
  }
  return { profileKey: client.ayrshare_profile_key, name: client.name };
}

/**
 * Posts every waiting post of an approved job, each to its platform, now or at `scheduledFor`. When one
 * post is refused, the posts already sent are taken down again, so the job is all posted or not at all.
 */
const postToSocialMedia = defineMutation<PostToSocialMediaInput, SocialJobRecord, PostToSocialMediaPayload>({
  capability: 'staff',
  target: socialJobRecordTarget,
  run: async ({ tx, input, target, viewer, context }) => {
    const job = target.row;
    nextJobStatus('publish', job.status, 'social media job', 'post to social media');
    await requireApprovedPosts(tx, job, 'post to social media');
    const scheduledFor = input.scheduledFor ? requireFuture('scheduledFor', input.scheduledFor) : null;
    const profile = await profileOf(tx, job.client_id);
    const waiting = (await postsOf(tx, job.id)).filter((post) => post.status === 'New');
    if (waiting.length === 0) throw badInput('socialMediaJobId', 'has no posts waiting to be posted.');
    const empty = waiting.find((post) => !post.content.trim());
    if (empty) throw badInput('socialMediaJobId', `the ${empty.platform} post has no text yet; write it before posting.`);

    const sent: Array<{ post: (typeof waiting)[number]; postId: string; postUrl: string; mediaUrls: string[] }> = [];
    for (const post of waiting) {
      const images = await tx.query<{ s3_url: string }>(
        'select s3_url from social_images where social_post_id = $1 order by created_on, id',
        [post.id],
      );
      const request = {
        text: post.content,
        platforms: [post.platform],
        mediaUrls: images.map((image) => image.s3_url),
        ...(scheduledFor ? { scheduleDate: scheduledFor } : {}),
      };
      try {
        const result = await callTarget('Ayrshare', () => context.publishers.ayrshare.publish({ profileKey: profile.profileKey }, request));
        sent.push({ post, ...result, mediaUrls: request.mediaUrls });
      } catch (error) {
        await takeDown(
          context.publishers,
          profile.profileKey,
          sent.map((entry) => entry.postId),
        );
        throw error;
      }
    }

    const publishedAt = scheduledFor ?? new Date().toISOString();
    for (const { post, postId, postUrl, mediaUrls } of sent) {
      await tx.query(
        `update social_posts set provider_post_id = $2, post_url = $3, status = 'Complete', published_by = $4, scheduled_for = $5, publication_date = $6, updated_on = now()
          where id = $1`,
        [post.id, postId, postUrl || null, viewer.userId, scheduledFor, publishedAt],
      );
      await recordPublication(
        tx,
        AYRSHARE,
        { kind: 'social_post', id: post.id },
        { platform: post.platform, mediaUrls, scheduleDate: scheduledFor },
        { postId, postUrl },
      );
    }
    await moveSocialJob(
      tx,
      job,
      'publish',
      'post to social media',
      viewer.email,
      scheduledFor ? `scheduled for ${scheduledFor}` : undefined,
    );
    const posts: PostResultPost[] = sent.map(({ post, postUrl }) => ({
      id: post.id,
      profileTitle: profile.name,
      postContent: post.content,
      postIds: [{ postUrl, platform: post.platform }],
    }));
    const when = scheduledFor ? `scheduled for ${scheduledFor}` : 'posted';
    return {
      status: 'success',
      validate: true,
      posts,
      message: `${sent.length} post${sent.length === 1 ? '' : 's'} of "${job.topic}" ${when}.`,
    };
  },
});

/** Undoes a partly sent job; a post that cannot be taken down is named in the error so staff remove it by hand. */
async function takeDown(publishers: Publishers, profileKey: string, postIds: string[]): Promise<void> {
  const leftOver: string[] = [];
  for (const postId of postIds) {
    try {
      await publishers.ayrshare.remove({ profileKey }, postId);
    } catch {
      leftOver.push(postId);
    }
  }
  if (leftOver.length) {
    throw serviceError(
      'PUBLISH_FAILED',
      `Posting failed part-way and Ayrshare posts ${leftOver.join(', ')} could not be taken down; remove them in Ayrshare.`,
      { leftOver },
    );
  }
}

function requireSentPost(post: SocialPostWithJob, action: string): string {
  if (post.status !== 'Complete' || !post.provider_post_id) throw illegalTransition('social media post', action, post.status);
  return post.provider_post_id;
}

const deleteSocialMediaAyrsharePost = defineMutation<SocialMediaPostIdInput, SocialPostWithJob, DeletePostPayload>({
  capability: 'staff',
  target: socialPostRecordTarget,
  run: async ({ tx, target, context }) => {
    const post = target.row;
    const providerId = requireSentPost(post, 'delete the post');
    const profile = await profileOf(tx, post.client_id);
    await callTarget('Ayrshare', () => context.publishers.ayrshare.remove({ profileKey: profile.profileKey }, providerId));
    await tx.query(`update social_posts set status = 'Canceled', updated_on = now() where id = $1`, [post.id]);
    await recordPublication(
      tx,
      AYRSHARE,
      { kind: 'social_post', id: post.id },
      { action: 'delete', postId: providerId },
      { deleted: true },
    );
    return { action: 'delete', status: 'success', code: 200, id: post.id, message: `Deleted the ${post.platform} post.` };
  },
});

/** Calls back a post scheduled for later; it waits to be posted again and its job is no longer published. */
const unscheduleSocialMediaAyrsharePost = defineMutation<SocialMediaPostIdInput, SocialPostWithJob, MessagePayload>({
  capability: 'staff',
  target: socialPostRecordTarget,
  run: async ({ tx, target, viewer, context }) => {
    const post = target.row;
    const providerId = requireSentPost(post, 'unschedule the post');
    if (!post.scheduled_for || new Date(post.scheduled_for).getTime() <= Date.now())
      throw illegalTransition('social media post', 'unschedule the post', 'already posted');
    const profile = await profileOf(tx, post.client_id);
    await callTarget('Ayrshare', () => context.publishers.ayrshare.remove({ profileKey: profile.profileKey }, providerId));
    await tx.query(
      `update social_posts set status = 'New', provider_post_id = null, post_url = null, scheduled_for = null, publication_date = null, published_by = null,
              updated_on = now() where id = $1`,
      [post.id],
    );
    await recordPublication(
      tx,
      AYRSHARE,
      { kind: 'social_post', id: post.id },
      { action: 'unschedule', postId: providerId },
      { deleted: true },
    );
    if (post.job_status === 'Published') {
      await moveSocialJob(
        tx,
        { id: post.social_job_id, status: post.job_status, deliverable_id: post.deliverable_id, is_test: post.is_test },
        'unpublish',
        'unschedule the post',
        viewer.email,
        `${post.platform} post unscheduled`,
      );
    }
    return { message: `The ${post.platform} post is no longer scheduled.` };
  },
});

export const socialPublishingResolvers = {
  Mutation: { postToSocialMedia, deleteSocialMediaAyrsharePost, unscheduleSocialMediaAyrsharePost },
};

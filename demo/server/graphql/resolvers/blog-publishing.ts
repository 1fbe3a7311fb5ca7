import type {
  BlogJobIdInput,
  DeleteBlogPayload,
  PostPublishedPayload,
  UpdateWordPressPostInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { nextJobStatus } from '../../domain/transitions.ts';
import type { Article, PublishedPost, WordPressPost, WordPressSite } from '../../publishers/publishers.ts';
import type { Queryable } from '../../store/db.ts';
import { defineExternalMutation } from '../define-external-mutation.ts';
import { illegalTransition } from '../errors.ts';
import { requireApprovedBlogVersion } from './blog-approvals.ts';
import { blogJobRecordTarget, moveBlogJob, type BlogJobRecord } from './blog-jobs.ts';
import { articleOf, articleSummary, bubbleAppOf, callTarget, recordPublication, wordPressSiteOf } from './blog-publish-target.ts';
import {
  featuredImageOf,
  forgetWordPressPost,
  recordWordPressError,
  storeWordPressPost,
  type FeaturedImageOfJob,
} from './blog-word-press-job.ts';

const BLOG = (id: string) => ({ kind: 'blog_job', id });

/** What the first transaction hands to the WordPress call and to the second transaction. */
interface WordPressPlan {
  job: BlogJobRecord;
  site: WordPressSite;
  article: Article;
  featured: FeaturedImageOfJob | null;
  postId: string;
}

async function planFor(tx: Queryable, job: BlogJobRecord, article: Article, postId = ''): Promise<WordPressPlan> {
  const site = await wordPressSiteOf(tx, job.client_id);
  const featured = await featuredImageOf(tx, job);
  return { job, site, article: featured ? { ...article, featuredImage: featured.image } : article, featured, postId };
}

/** A failed call leaves the job as it was, with WordPress's answer on it in the person's words. */
const keepError = async ({ tx, plan, error }: { tx: Queryable; plan: { job: BlogJobRecord }; error: unknown }) =>
  recordWordPressError(tx, plan.job.id, error);

/** The job must still be where the first transaction found it; otherwise what WordPress did was not asked for. */
function requireUnchanged(job: BlogJobRecord, plan: { job: BlogJobRecord }, action: string): void {
  if (job.status !== plan.job.status || job.word_press_post_id !== plan.job.word_press_post_id) {
    throw illegalTransition('blog job', action, `${job.status} (it changed while WordPress was answering)`);
  }
}

/** Publishes an approved post to the firm's WordPress site (scheduled there when its date lies ahead), featured image included. */
const pushBlogToWordPress = defineExternalMutation<BlogJobIdInput, BlogJobRecord, WordPressPlan, WordPressPost, PostPublishedPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  prepare: async ({ tx, target }) => {
    nextJobStatus('publish', target.row.status, 'blog job', 'publish to WordPress');
    await requireApprovedBlogVersion(tx, target.row, 'publish to WordPress');
    return planFor(tx, target.row, articleOf(target.row));
  },
  call: (plan, context) => callTarget('WordPress', () => context.publishers.wordPress.publish(plan.site, plan.article)),
  commit: async ({ tx, target, viewer, plan, outcome: post }) => {
    const job = target.row;
    requireUnchanged(job, plan, 'publish to WordPress');
    await moveBlogJob(tx, job, 'publish', 'publish to WordPress', viewer.email, `WordPress post ${post.postId}`);
    await storeWordPressPost(tx, job.id, post, plan.featured);
    await tx.query('update blog_jobs set publication_date = coalesce($2::timestamptz, now()) where id = $1', [
      job.id,
      plan.article.date ?? null,
    ]);
    await recordPublication(
      tx,
      'wordPress',
      BLOG(job.id),
      articleSummary(plan.article, { siteUrl: plan.site.siteUrl, mediaId: post.media?.id ?? null }),
      post,
    );
    return { postId: post.postId, postUrl: post.postUrl, message: `Published "${plan.article.title}" to WordPress.` };
  },
  failed: keepError,
  // Published twice at once, or the job changed: the post just made is not the job's, so it leaves the site again.
  undo: (plan, post, context) => context.publishers.wordPress.remove(plan.site, post.postId, post.media?.id),
});

interface BubblePlan {
  job: BlogJobRecord;
  app: { appUrl: string };
  article: Article;
}

/** Publishes an approved post to the firm's app built with Bubble. */
const pushBlogToBubble = defineExternalMutation<BlogJobIdInput, BlogJobRecord, BubblePlan, PublishedPost, PostPublishedPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  prepare: async ({ tx, target }) => {
    nextJobStatus('publish', target.row.status, 'blog job', 'publish to Bubble');
    await requireApprovedBlogVersion(tx, target.row, 'publish to Bubble');
    return { job: target.row, app: await bubbleAppOf(tx, target.row.client_id), article: articleOf(target.row) };
  },
  call: (plan, context) => callTarget('Bubble', () => context.publishers.bubble.publish(plan.app, plan.article)),
  commit: async ({ tx, target, viewer, plan, outcome: post }) => {
    const job = target.row;
    await moveBlogJob(tx, job, 'publish', 'publish to Bubble', viewer.email, `Bubble post ${post.postId}`);
    await tx.query('update blog_jobs set bubble_url = $2, publication_date = coalesce($3::timestamptz, now()) where id = $1', [
      job.id,
      post.postUrl,
      plan.article.date ?? null,
    ]);
    await recordPublication(tx, 'bubble', BLOG(job.id), articleSummary(plan.article, { appUrl: plan.app.appUrl }), post);
    return { ...post, message: `Published "${plan.article.title}" to Bubble.` };
  },
  undo: (plan, post, context) => context.publishers.bubble.remove(plan.app, post.postId),
});

function requireWordPressPost(job: BlogJobRecord, move: 'republish' | 'unpublish', action: string): string {
  nextJobStatus(move, job.status, 'blog job', action);
  if (!job.word_press_post_id) throw illegalTransition('blog job', action, 'not published to WordPress');
  return job.word_press_post_id;
}

/** Sends the stored title, content and featured image of a published post to WordPress again; an unchanged image is not uploaded again. */
const updateWordPressPost = defineExternalMutation<
  UpdateWordPressPostInput,
  BlogJobRecord,
  WordPressPlan,
  WordPressPost,
  PostPublishedPayload
>({
  capability: 'staff',
  target: blogJobRecordTarget,
  prepare: async ({ tx, target }) => {
    const postId = requireWordPressPost(target.row, 'republish', 'update the WordPress post');
    await requireApprovedBlogVersion(tx, target.row, 'update the WordPress post');
    return planFor(tx, target.row, { ...articleOf(target.row), status: 'publish', date: undefined }, postId);
  },
  call: (plan, context) => callTarget('WordPress', () => context.publishers.wordPress.update(plan.site, plan.postId, plan.article)),
  commit: async ({ tx, target, viewer, plan, outcome: post }) => {
    const job = target.row;
    requireUnchanged(job, plan, 'update the WordPress post');
    await moveBlogJob(tx, job, 'republish', 'update the WordPress post', viewer.email, `WordPress post ${post.postId} updated`);
    await storeWordPressPost(tx, job.id, post, plan.featured);
    await recordPublication(
      tx,
      'wordPress',
      BLOG(job.id),
      articleSummary(plan.article, { action: 'update', postId: plan.postId, siteUrl: plan.site.siteUrl }),
      post,
    );
    return { postId: post.postId, postUrl: post.postUrl, message: `Updated "${plan.article.title}" on WordPress.` };
  },
  failed: keepError,
});

/** Takes a published post (and the featured image uploaded with it) down from WordPress; the job goes back to ready for publication. */
interface DeletePlan {
  job: BlogJobRecord;
  site: WordPressSite;
  postId: string;
}

const deleteWordPressBlog = defineExternalMutation<BlogJobIdInput, BlogJobRecord, DeletePlan, null, DeleteBlogPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  prepare: async ({ tx, target }) => {
    const postId = requireWordPressPost(target.row, 'unpublish', 'remove the WordPress post');
    return { job: target.row, site: await wordPressSiteOf(tx, target.row.client_id), postId };
  },
  call: async (plan, context) => {
    await callTarget('WordPress', () => context.publishers.wordPress.remove(plan.site, plan.postId, plan.job.word_press_media_id));
    return null;
  },
  commit: async ({ tx, target, viewer, plan }) => {
    const job = target.row;
    requireUnchanged(job, plan, 'remove the WordPress post');
    await moveBlogJob(tx, job, 'unpublish', 'remove the WordPress post', viewer.email, `WordPress post ${plan.postId} deleted`);
    await forgetWordPressPost(tx, job.id);
    await recordPublication(
      tx,
      'wordPress',
      BLOG(job.id),
      { action: 'delete', postId: plan.postId, siteUrl: plan.site.siteUrl },
      { deleted: true },
    );
    return {
      blogJobId: job.id,
      deliverableId: job.deliverable_id,
      link: job.word_press_url,
      message: `Removed "${job.topic}" from WordPress.`,
    };
  },
  failed: keepError,
});

export const blogPublishingResolvers = { Mutation: { pushBlogToWordPress, pushBlogToBubble, updateWordPressPost, deleteWordPressBlog } };

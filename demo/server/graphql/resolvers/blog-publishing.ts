import type { BlogJobIdInput, DeleteBlogPayload, PostPublishedPayload, UpdateWordPressPostInput } from '../../../../src/core/api/generated/graphql.ts';
import { nextJobStatus } from '../../domain/transitions.ts';
import { defineMutation } from '../define-mutation.ts';
import { illegalTransition } from '../errors.ts';
import { blogJobRecordTarget, moveBlogJob, type BlogJobRecord } from './blog-jobs.ts';
import { articleOf, articleSummary, bubbleAppOf, callTarget, recordPublication, wordPressSiteOf } from './blog-publish-target.ts';

const BLOG = (id: string) => ({ kind: 'blog_job', id });

/** Publishes an approved post to the firm's WordPress site (scheduled there when its date lies ahead). */
const pushBlogToWordPress = defineMutation<BlogJobIdInput, BlogJobRecord, PostPublishedPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, target, viewer, context }) => {
    const job = target.row;
    nextJobStatus('publish', job.status, 'blog job', 'publish to WordPress');
    const site = await wordPressSiteOf(tx, job.client_id);
    const article = articleOf(job);
    const post = await callTarget('WordPress', () => context.publishers.wordPress.publish(site, article));
    await moveBlogJob(tx, job, 'publish', 'publish to WordPress', viewer.email, `WordPress post ${post.postId}`);
    await tx.query('update blog_jobs set word_press_post_id = $2, word_press_url = $3, publication_date = coalesce($4::timestamptz, now()) where id = $1', [
      job.id, post.postId, post.postUrl, article.date ?? null,
    ]);
    await recordPublication(tx, 'wordPress', BLOG(job.id), articleSummary(article, { siteUrl: site.siteUrl }), post);
    return { ...post, message: `Published "${article.title}" to WordPress.` };
  },
});

/** Publishes an approved post to the firm's app built with Bubble. */
const pushBlogToBubble = defineMutation<BlogJobIdInput, BlogJobRecord, PostPublishedPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, target, viewer, context }) => {
    const job = target.row;
    nextJobStatus('publish', job.status, 'blog job', 'publish to Bubble');
    const app = await bubbleAppOf(tx, job.client_id);
    const article = articleOf(job);
    const post = await callTarget('Bubble', () => context.publishers.bubble.publish(app, article));
    await moveBlogJob(tx, job, 'publish', 'publish to Bubble', viewer.email, `Bubble post ${post.postId}`);
    await tx.query('update blog_jobs set bubble_url = $2, publication_date = coalesce($3::timestamptz, now()) where id = $1', [job.id, post.postUrl, article.date ?? null]);
    await recordPublication(tx, 'bubble', BLOG(job.id), articleSummary(article, { appUrl: app.appUrl }), post);
    return { ...post, message: `Published "${article.title}" to Bubble.` };
  },
});

function requireWordPressPost(job: BlogJobRecord, move: 'republish' | 'unpublish', action: string): string {
  nextJobStatus(move, job.status, 'blog job', action);
  if (!job.word_press_post_id) throw illegalTransition('blog job', action, 'not published to WordPress');
  return job.word_press_post_id;
}

/** Sends the stored title and content of a published post to WordPress again. */
const updateWordPressPost = defineMutation<UpdateWordPressPostInput, BlogJobRecord, PostPublishedPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, target, viewer, context }) => {
    const job = target.row;
    const postId = requireWordPressPost(job, 'republish', 'update the WordPress post');
    const site = await wordPressSiteOf(tx, job.client_id);
    const article = { ...articleOf(job), status: 'publish' as const, date: undefined };
    const post = await callTarget('WordPress', () => context.publishers.wordPress.update(site, postId, article));
    await moveBlogJob(tx, job, 'republish', 'update the WordPress post', viewer.email, `WordPress post ${post.postId} updated`);
    await tx.query('update blog_jobs set word_press_post_id = $2, word_press_url = $3 where id = $1', [job.id, post.postId, post.postUrl]);
    await recordPublication(tx, 'wordPress', BLOG(job.id), articleSummary(article, { action: 'update', postId, siteUrl: site.siteUrl }), post);
    return { ...post, message: `Updated "${article.title}" on WordPress.` };
  },
});

/** Takes a published post down from WordPress; the job goes back to ready for publication. */
const deleteWordPressBlog = defineMutation<BlogJobIdInput, BlogJobRecord, DeleteBlogPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, target, viewer, context }) => {
    const job = target.row;
    const postId = requireWordPressPost(job, 'unpublish', 'remove the WordPress post');
    const site = await wordPressSiteOf(tx, job.client_id);
    await callTarget('WordPress', () => context.publishers.wordPress.remove(site, postId));
    await moveBlogJob(tx, job, 'unpublish', 'remove the WordPress post', viewer.email, `WordPress post ${postId} deleted`);
    await tx.query('update blog_jobs set word_press_post_id = null, word_press_url = null, publication_date = null where id = $1', [job.id]);
    await recordPublication(tx, 'wordPress', BLOG(job.id), { action: 'delete', postId, siteUrl: site.siteUrl }, { deleted: true });
    return { blogJobId: job.id, deliverableId: job.deliverable_id, link: job.word_press_url, message: `Removed "${job.topic}" from WordPress.` };
  },
});

export const blogPublishingResolvers = { Mutation: { pushBlogToWordPress, pushBlogToBubble, updateWordPressPost, deleteWordPressBlog } };

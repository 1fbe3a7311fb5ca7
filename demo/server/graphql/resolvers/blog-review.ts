import type {
  BlogJobIdInput,
  ContentSavedPayload,
  MessagePayload,
  ModifyBlogJobContentInput,
  ModifyBlogJobHumanQcInput,
  ModifyBlogJobPublicationTitleInput,
  SetBlogDeliverableReadyForPublicationInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { contentHash } from '../../domain/approvals.ts';
import { defineMutation } from '../define-mutation.ts';
import { badInput, conflict } from '../errors.ts';
import { CONTENT_MAX, TITLE_MAX, requireFuture, requireText } from './blog-input.ts';
import { recordBlogApproval, requireReadBlogVersion, voidBlogApprovals } from './blog-approvals.ts';
import { blogJobRecordTarget, moveBlogJob, requireEditable, type BlogJobRecord } from './blog-jobs.ts';

const COMMENT_MAX = 2000;

/** Saves an edit of the post; the editor's version must be the stored one, so nobody overwrites a newer save. */
const modifyBlogJobContent = defineMutation<ModifyBlogJobContentInput, BlogJobRecord, ContentSavedPayload>({
  capability: 'review',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const job = target.row;
    requireEditable(job, 'change the content');
    if (input.expectedVersion !== job.content_version) throw conflict('The blog post', job.content_version);
    const content = requireText('content', input.content, CONTENT_MAX);
    const title = input.title == null ? job.title : requireText('title', input.title, TITLE_MAX);
    const version = job.content_version + 1;
    await tx.query('update blog_jobs set content = $2, title = $3, content_version = $4, updated_on = now() where id = $1', [
      job.id,
      content,
      title,
      version,
    ]);
    await tx.query('insert into blog_job_revisions (blog_job_id, version, title, content, saved_by) values ($1, $2, $3, $4, $5)', [
      job.id,
      version,
      title,
      content,
      viewer.email,
    ]);
    await voidBlogApprovals(tx, job, `the text was edited (now version ${version})`, viewer.email);
    return { version, contentHash: contentHash(content), message: `Saved version ${version} of "${job.topic}".` };
  },
});

/**
 * The firm's verdict on a post. Passed approves the current version for publication (and records which
 * version was approved); Failed declines it with a reason; the other results are only noted.
 */
const modifyBlogJobHumanQC = defineMutation<ModifyBlogJobHumanQcInput, BlogJobRecord, MessagePayload>({
  capability: 'review',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const job = target.row;
    const comment = input.comment?.trim() ? requireText('comment', input.comment, COMMENT_MAX) : null;
    if (input.result === 'Passed') {
      await moveBlogJob(tx, job, 'approve', 'approve the blog post', viewer.email, comment ?? undefined);
      // Checked after the move so an illegal move is reported first; the transaction undoes the move on a refusal.
      requireReadBlogVersion(viewer, job, input);
      await recordBlogApproval(tx, job, viewer);
      await tx.query(`update blog_jobs set human_qc = 'Passed', rejection_reason = null, rejection_comment = null where id = $1`, [job.id]);
      return { message: `Approved "${job.topic}" for publication.` };
    }
    if (input.result === 'Failed') {
      if (!input.rejectionReason) throw badInput('rejectionReason', 'is required when the result is Failed: say why the post is declined.');
      await moveBlogJob(tx, job, 'requestChanges', 'decline the blog post', viewer.email, comment ?? undefined);
      await tx.query(`update blog_jobs set human_qc = 'Failed', rejection_reason = $2, rejection_comment = $3 where id = $1`, [
        job.id,
        input.rejectionReason,
        comment,
      ]);
      return { message: `Declined "${job.topic}".` };
    }
    requireEditable(job, 'record a review');
    await tx.query('update blog_jobs set human_qc = $2, updated_on = now() where id = $1', [job.id, input.result]);
    return { message: `Marked "${job.topic}" as ${input.result}.` };
  },
});

const modifyBlogJobPublicationTitle = defineMutation<ModifyBlogJobPublicationTitleInput, BlogJobRecord, MessagePayload>({
  capability: 'review',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    requireEditable(target.row, 'change the publication title');
    const title = requireText('publicationTitle', input.publicationTitle, TITLE_MAX);
    await tx.query('update blog_jobs set publication_title = $2, updated_on = now() where id = $1', [target.row.id, title]);
    if (title !== target.row.publication_title) await voidBlogApprovals(tx, target.row, 'the publication title was changed', viewer.email);
    return { message: `The post will be published as "${title}".` };
  },
});

/** Approves the post for publication, optionally at a later date; an approval names the version it saw. */
const setBlogDeliverableReadyForPublication = defineMutation<SetBlogDeliverableReadyForPublicationInput, BlogJobRecord, MessagePayload>({
  capability: 'review',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const job = target.row;
    const publicationDate = input.publicationDate ? requireFuture('publicationDate', input.publicationDate) : null;
    await moveBlogJob(tx, job, 'approve', 'set the blog post ready for publication', viewer.email);
    // Checked after the move so an illegal move is reported first; the transaction undoes the move on a refusal.
    requireReadBlogVersion(viewer, job, input);
    await recordBlogApproval(tx, job, viewer);
    await tx.query(`update blog_jobs set publication_date = $2, human_qc = 'Passed', updated_on = now() where id = $1`, [
      job.id,
      publicationDate,
    ]);
    return {
      message: publicationDate ? `"${job.topic}" will be published on ${publicationDate}.` : `"${job.topic}" is ready for publication.`,
    };
  },
});

const unscheduleBlogDeliverablePublish = defineMutation<BlogJobIdInput, BlogJobRecord, MessagePayload>({
  capability: 'review',
  target: blogJobRecordTarget,
  run: async ({ tx, target, viewer }) => {
    await moveBlogJob(tx, target.row, 'unschedulePublish', 'unschedule publishing', viewer.email);
    await tx.query('update blog_jobs set publication_date = null, updated_on = now() where id = $1', [target.row.id]);
    return { message: `"${target.row.topic}" is no longer scheduled; it is back in review.` };
  },
});

export const blogReviewResolvers = {
  Mutation: {
    modifyBlogJobContent,
    modifyBlogJobHumanQC,
    modifyBlogJobPublicationTitle,
    setBlogDeliverableReadyForPublication,
    unscheduleBlogDeliverablePublish,
  },
};

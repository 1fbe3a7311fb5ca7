import type {
  BlogJobIdInput,
  MessagePayload,
  MoveBlogDeliverableToExternalReviewInput,
  SaveBlogDeliverableManualBubblePublishInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { defineMutation } from '../define-mutation.ts';
import { requireHttpUrl } from './blog-input.ts';
import { requireApprovedBlogVersion } from './blog-approvals.ts';
import { blogJobRecordTarget, moveBlogJob, type BlogJobRecord } from './blog-jobs.ts';

/** Sends the post to the firm for review by a date; the date shows on the job and on its deliverable. */
const moveBlogDeliverableToExternalReview = defineMutation<MoveBlogDeliverableToExternalReviewInput, BlogJobRecord, MessagePayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const job = target.row;
    await moveBlogJob(tx, job, 'moveToExternalReview', 'send the blog post to external review', viewer.email);
    await tx.query('update blog_jobs set external_review_date = $2, updated_on = now() where id = $1', [job.id, input.externalReviewDate]);
    if (job.deliverable_id && !job.is_test) {
      await tx.query('update deliverables set external_review_date = $2, updated_on = now() where id = $1', [
        job.deliverable_id,
        input.externalReviewDate,
      ]);
    }
    return { message: `"${job.topic}" is with the firm for review until ${input.externalReviewDate}.` };
  },
});

const unscheduleBlogDeliverableFromExternalReview = defineMutation<BlogJobIdInput, BlogJobRecord, MessagePayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, target, viewer }) => {
    const job = target.row;
    await moveBlogJob(tx, job, 'unscheduleFromExternalReview', 'take the blog post out of external review', viewer.email);
    await tx.query('update blog_jobs set external_review_date = null, updated_on = now() where id = $1', [job.id]);
    if (job.deliverable_id && !job.is_test) {
      await tx.query('update deliverables set external_review_date = null, updated_on = now() where id = $1', [job.deliverable_id]);
    }
    return { message: `"${job.topic}" is no longer in external review.` };
  },
});

/** Records a post that staff published by hand in the app builder (Bubble), with the page it lives at. */
const saveBlogDeliverableManualBubblePublish = defineMutation<SaveBlogDeliverableManualBubblePublishInput, BlogJobRecord, MessagePayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const bubbleUrl = requireHttpUrl('bubbleUrl', input.bubbleUrl);
    await moveBlogJob(tx, target.row, 'publish', 'record the manual publication', viewer.email, 'published by hand in Bubble');
    await requireApprovedBlogVersion(tx, target.row, 'record the manual publication');
    await tx.query(
      'update blog_jobs set bubble_url = $2, publication_date = coalesce(publication_date, now()), updated_on = now() where id = $1',
      [target.row.id, bubbleUrl],
    );
    return { message: `Recorded "${target.row.topic}" as published at ${bubbleUrl}.` };
  },
});

export const blogExternalReviewResolvers = {
  Mutation: { moveBlogDeliverableToExternalReview, unscheduleBlogDeliverableFromExternalReview, saveBlogDeliverableManualBubblePublish },
};

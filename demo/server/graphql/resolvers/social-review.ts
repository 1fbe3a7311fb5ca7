import type {
  ContentSavedPayload,
  MessagePayload,
  ModifySocialMediaImageHumanQcInput,
  ModifySocialMediaJobHumanQcInput,
  ModifySocialMediaPostContentInput,
  SetSocialMediaReadyForExternalReviewInput,
  SocialMediaJobIdInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { defineMutation } from '../define-mutation.ts';
import { badInput, conflict, illegalTransition } from '../errors.ts';
import { postRefusal } from '../../domain/post-refusal.ts';
import { socialContentHash } from '../../domain/social-approval.ts';
import { CONTENT_MAX, requireText } from './blog-input.ts';
import { currentPosts, recordSocialApproval, requireReadPosts, requireReadVersions, voidSocialApprovals } from './social-approvals.ts';
import {
  jobOfPost,
  moveSocialJob,
  requireSocialEditable,
  socialImageTarget,
  socialJobRecordTarget,
  socialPostRecordTarget,
  type SocialImageWithJob,
  type SocialJobRecord,
  type SocialPostWithJob,
} from './social-jobs.ts';

const COMMENT_MAX = 2000;

/**
 * The firm's verdict on a job: Passed approves it for publication and records exactly which posts were
 * approved (social-approvals.ts); Failed declines it with a reason.
 */
const modifySocialMediaJobHumanQC = defineMutation<ModifySocialMediaJobHumanQcInput, SocialJobRecord, MessagePayload>({
  capability: 'review',
  target: socialJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const job = target.row;
    const comment = input.comment?.trim() ? requireText('comment', input.comment, COMMENT_MAX) : null;
    if (input.result === 'Passed') {
      await moveSocialJob(tx, job, 'approve', 'approve the posts', viewer.email, comment ?? undefined);
      // Checked after the move so an illegal move is reported first; the transaction undoes the move on a conflict.
      const posts = await currentPosts(tx, job.id);
      requireReadPosts(viewer, job, posts, input.expectedContentHash);
      requireReadVersions(posts, input.expectedPostVersions);
      await recordSocialApproval(tx, job.id, posts, viewer);
      await tx.query(`update social_jobs set human_qc = 'Passed', rejection_reason = null, rejection_comment = null where id = $1`, [
        job.id,
      ]);
      return { message: `Approved "${job.topic}" for publication.` };
    }
    if (input.result === 'Failed') {
      if (!input.rejectionReason)
        throw badInput('rejectionReason', 'is required when the result is Failed: say why the posts are declined.');
      await moveSocialJob(tx, job, 'requestChanges', 'decline the posts', viewer.email, comment ?? undefined);
      await tx.query(`update social_jobs set human_qc = 'Failed', rejection_reason = $2, rejection_comment = $3 where id = $1`, [
        job.id,
        input.rejectionReason,
        comment,
      ]);
      return { message: `Declined "${job.topic}".` };
    }
    requireSocialEditable(job, 'record a review');
    await tx.query('update social_jobs set human_qc = $2, updated_on = now() where id = $1', [job.id, input.result]);
    return { message: `Marked "${job.topic}" as ${input.result}.` };
  },
});

const modifySocialMediaImageHumanQC = defineMutation<ModifySocialMediaImageHumanQcInput, SocialImageWithJob, MessagePayload>({
  capability: 'review',
  target: socialImageTarget,
  run: async ({ tx, input, target }) => {
    requireSocialEditable({ status: target.row.job_status }, 'review the image');
    await tx.query('update social_images set human_qc = $2 where id = $1', [target.row.id, input.result]);
    return { message: `Marked the image as ${input.result}.` };
  },
});

/**
 * Saves an edit of one post; the editor's version must be the stored one, so nobody overwrites a newer save,
 * and the text must fit the network's limit as the network counts it (domain/post-refusal.ts).
 */
const modifySocialMediaPostContent = defineMutation<ModifySocialMediaPostContentInput, SocialPostWithJob, ContentSavedPayload>({
  capability: 'review',
  target: socialPostRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const post = target.row;
    requireSocialEditable({ status: post.job_status }, 'change the post');
    if (post.status === 'Complete' || post.status === 'Canceled')
      throw illegalTransition('social media post', 'change the post', post.status);
    if (input.expectedVersion !== post.content_version) throw conflict(`The ${post.platform} post`, post.content_version);
    const content = requireText('content', input.content, CONTENT_MAX);
    const problem = postRefusal(post.platform, content);
    if (problem) throw badInput('content', problem);
    const version = post.content_version + 1;
    await tx.query('update social_posts set content = $2, content_version = $3, updated_on = now() where id = $1', [
      post.id,
      content,
      version,
    ]);
    await voidSocialApprovals(tx, jobOfPost(post), `the ${post.platform} post's text was edited (now version ${version})`, viewer.email);
    return {
      version,
      contentHash: socialContentHash(await currentPosts(tx, post.social_job_id)),
      message: `Saved version ${version} of the ${post.platform} post.`,
    };
  },
});

/** Sends the posts to the firm for review by a date; the date shows on the job and on its deliverable. */
const setSocialMediaReadyForExternalReview = defineMutation<SetSocialMediaReadyForExternalReviewInput, SocialJobRecord, MessagePayload>({
  capability: 'staff',
  target: socialJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const job = target.row;
    await moveSocialJob(tx, job, 'moveToExternalReview', 'send the posts to external review', viewer.email);
    await tx.query('update social_jobs set external_review_date = $2, updated_on = now() where id = $1', [
      job.id,
      input.externalReviewDate,
    ]);
    if (job.deliverable_id && !job.is_test) {
      await tx.query('update deliverables set external_review_date = $2, updated_on = now() where id = $1', [
        job.deliverable_id,
        input.externalReviewDate,
      ]);
    }
    return { message: `"${job.topic}" is with the firm for review until ${input.externalReviewDate}.` };
  },
});

const unscheduleSocialMediaFromExternalReview = defineMutation<SocialMediaJobIdInput, SocialJobRecord, MessagePayload>({
  capability: 'staff',
  target: socialJobRecordTarget,
  run: async ({ tx, target, viewer }) => {
    const job = target.row;
    await moveSocialJob(tx, job, 'unscheduleFromExternalReview', 'take the posts out of external review', viewer.email);
    await tx.query('update social_jobs set external_review_date = null, updated_on = now() where id = $1', [job.id]);
    if (job.deliverable_id && !job.is_test) {
      await tx.query('update deliverables set external_review_date = null, updated_on = now() where id = $1', [job.deliverable_id]);
    }
    return { message: `"${job.topic}" is no longer in external review.` };
  },
});

export const socialReviewResolvers = {
  Mutation: {
    modifySocialMediaJobHumanQC,
    modifySocialMediaImageHumanQC,
    modifySocialMediaPostContent,
    setSocialMediaReadyForExternalReview,
    unscheduleSocialMediaFromExternalReview,
  },
};

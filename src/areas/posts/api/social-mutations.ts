import { PortalApiError } from '../../../core/api/api-error.ts';
import type { PostRejectionReason, SocialPlatform } from '../../../core/api/generated/graphql.ts';
import {
  ModifySocialMediaJobHumanQcDocument,
  PostToSocialMediaDocument,
  RegenerateSocialMediaJobDocument,
  SetSocialMediaReadyForExternalReviewDocument,
  StartSocialMediaDeliverableJobDocument,
  UnscheduleSocialMediaFromExternalReviewDocument,
} from '../../../core/api/generated/operations.ts';
import { readVersionOf, refreshClient, type ActionContext, type ActionResult } from '../../../core/review/review-mutations.ts';
import type { Session } from '../../../core/session/session.ts';
import { analyticsOf } from '../../../core/session/telemetry.ts';
import type { SocialAction } from '../model/social-actions.ts';
import { textOrNull } from '../../../core/content/optional-text.ts';

/** The job an action is taken on: what the calls and the analytics event need of it. */
export interface SocialActionTarget {
  id: string;
  topic: string;
  deliverableId?: string | null;
  posts: readonly { id: string; platform: SocialPlatform; contentVersion?: number }[];
  /** The posts' hash as the page read them: what approving names (the service refuses an approval without it). */
  contentHash?: string;
}

/** What each action asks of the person beyond the job; actions without an entry ask for nothing. */
export interface SocialActionInputs {
  approve: { comment?: string };
  requestChanges: { rejectionReason: PostRejectionReason; comment?: string };
  moveToExternalReview: { externalReviewDate: string };
  postNow: { scheduledFor?: string | null };
}
export type SocialActionInput<A extends SocialAction> = A extends keyof SocialActionInputs ? SocialActionInputs[A] : Record<string, never>;

type Call<A extends SocialAction> = (session: Session, job: SocialActionTarget, input: SocialActionInput<A>) => Promise<ActionResult>;
const byId = (job: SocialActionTarget) => ({ input: { socialMediaJobId: job.id } });

const CALLS: { [A in SocialAction]: Call<A> } = {
  // Approving names the version of each post the person saw, so an edit saved in between is a CONFLICT rather
  // than an approval of text nobody read.
  approve: async (session, job, input) => {
    const expectedPostVersions = job.posts.flatMap((post) =>
      post.contentVersion === undefined ? [] : [{ postId: post.id, version: post.contentVersion }],
    );
    const variables = {
      input: {
        socialMediaJobId: job.id,
        result: 'Passed' as const,
        comment: textOrNull(input.comment),
        expectedPostVersions,
        expectedContentHash: readVersionOf(job),
      },
    };
    return (await session.graphql.request(ModifySocialMediaJobHumanQcDocument, variables)).modifySocialMediaJobHumanQC;
  },
  requestChanges: async (session, job, input) => {
    const variables = {
      input: {
        socialMediaJobId: job.id,
        result: 'Failed' as const,
        rejectionReason: input.rejectionReason,
        comment: textOrNull(input.comment),
      },
    };
    return (await session.graphql.request(ModifySocialMediaJobHumanQcDocument, variables)).modifySocialMediaJobHumanQC;
  },
  moveToExternalReview: async (session, job, input) =>
    (
      await session.graphql.request(SetSocialMediaReadyForExternalReviewDocument, {
        input: { socialMediaJobId: job.id, externalReviewDate: input.externalReviewDate },
      })
    ).setSocialMediaReadyForExternalReview,
  unscheduleFromExternalReview: async (session, job) =>
    (await session.graphql.request(UnscheduleSocialMediaFromExternalReviewDocument, byId(job))).unscheduleSocialMediaFromExternalReview,
  regenerate: async (session, job) => (await session.graphql.request(RegenerateSocialMediaJobDocument, byId(job))).regenerateSocialMediaJob,
  start: async (session, job) => {
    if (!job.deliverableId) throw new PortalApiError('This job has no deliverable to start a job for.', { code: 'BAD_USER_INPUT' });
    const platforms = [...new Set(job.posts.map((post) => post.platform))];
    return (
      await session.graphql.request(StartSocialMediaDeliverableJobDocument, {
        input: { deliverableId: job.deliverableId, topic: job.topic, platforms },
      })
    ).startSocialMediaDeliverableJob;
  },
  postNow: async (session, job, input) =>
    (
      await session.graphql.request(PostToSocialMediaDocument, {
        input: { socialMediaJobId: job.id, scheduledFor: input.scheduledFor ?? null },
      })
    ).postToSocialMedia,
};

/**
 * Takes an action on a job and refreshes everything of the client (boards, the post, the bell's count and
 * Home's queue read the job's status; regenerate replaces the job). Approval sends `sm_post_published` (spec
 * section 9), as the blog's approval sends `blog_published`.
 */
export async function runSocialAction<A extends SocialAction>(
  session: Session,
  action: A,
  job: SocialActionTarget,
  input: SocialActionInput<A>,
  context: ActionContext,
): Promise<ActionResult> {
  const result = await (CALLS[action] as Call<A>)(session, job, input);
  if (action === 'approve') {
    analyticsOf(session).track(
      'sm_post_published',
      { clientId: context.clientId, clientName: context.clientName, pageType: context.pageType },
      { social_media_job_id: job.id },
    );
  }
  await refreshClient(session, context.clientId);
  return result;
}

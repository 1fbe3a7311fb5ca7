import { PortalApiError } from '../../../core/api/api-error.ts';
import type { BlogRejectionReason, ContentType } from '../../../core/api/generated/graphql.ts';
import {
  DeleteWordPressBlogDocument,
  ModifyBlogJobHumanQcDocument,
  MoveBlogDeliverableToExternalReviewDocument,
  PushBlogToBubbleDocument,
  PushBlogToWordPressDocument,
  RegenerateBlogJobDocument,
  RewriteBlogJobForDeliverableDocument,
  SaveBlogDeliverableManualBubblePublishDocument,
  SetBlogDeliverableReadyForPublicationDocument,
  StartBlogJobDocument,
  UnscheduleBlogDeliverableFromExternalReviewDocument,
  UnscheduleBlogDeliverablePublishDocument,
} from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { analyticsOf } from '../../../core/session/telemetry.ts';
import { readVersionOf, refreshClient, type ActionContext, type ActionResult } from '../../../core/review/review-mutations.ts';
import type { BlogAction } from '../model/blog-actions.ts';
import { textOrNull } from '../../../core/content/optional-text.ts';

/** The job an action is taken on: what the calls and the analytics event need of it. */
export interface ActionTarget {
  id: string;
  topic: string;
  deliverableId?: string | null;
  contentType?: ContentType | null;
  contentVersion?: number;
  /** The SHA-256 of the content as the page read it: what approving names (the service refuses an approval without it). */
  contentHash?: string;
}

/** What each action asks of the person beyond the job; actions without an entry ask for nothing. */
export interface BlogActionInputs {
  approve: { publicationDate?: string | null };
  requestChanges: { rejectionReason: BlogRejectionReason; comment?: string };
  moveToExternalReview: { externalReviewDate: string };
  regenerate: { instructions?: string };
  rewrite: { instructions: string };
  saveManualAppBuilderPublish: { bubbleUrl: string };
}
export type BlogActionInput<A extends BlogAction> = A extends keyof BlogActionInputs ? BlogActionInputs[A] : Record<string, never>;

/** What the service said (its message), shown to the person as the toast of a successful action. */
export type BlogActionResult = ActionResult;

type Call<A extends BlogAction> = (session: Session, job: ActionTarget, input: BlogActionInput<A>) => Promise<BlogActionResult>;
const byId = (job: ActionTarget) => ({ input: { blogJobId: job.id } });

/**
 * One call per action, each the spec's mutation. Approving sends the version the person saw (its number and
 * hash), so an edit saved in between is a CONFLICT rather than an approval of text nobody read.
 */
const CALLS: { [A in BlogAction]: Call<A> } = {
  approve: async (session, job, input) => {
    const variables = {
      input: {
        blogJobId: job.id,
        expectedVersion: job.contentVersion ?? null,
        expectedContentHash: readVersionOf(job),
        publicationDate: input.publicationDate ?? null,
      },
    };
    return (await session.graphql.request(SetBlogDeliverableReadyForPublicationDocument, variables)).setBlogDeliverableReadyForPublication;
  },
  requestChanges: async (session, job, input) => {
    const variables = {
      input: { blogJobId: job.id, result: 'Failed' as const, rejectionReason: input.rejectionReason, comment: textOrNull(input.comment) },
    };
    return (await session.graphql.request(ModifyBlogJobHumanQcDocument, variables)).modifyBlogJobHumanQC;
  },
  unschedulePublish: async (session, job) =>
    (await session.graphql.request(UnscheduleBlogDeliverablePublishDocument, byId(job))).unscheduleBlogDeliverablePublish,
  moveToExternalReview: async (session, job, input) =>
    (
      await session.graphql.request(MoveBlogDeliverableToExternalReviewDocument, {
        input: { blogJobId: job.id, externalReviewDate: input.externalReviewDate },
      })
    ).moveBlogDeliverableToExternalReview,
  unscheduleFromExternalReview: async (session, job) =>
    (await session.graphql.request(UnscheduleBlogDeliverableFromExternalReviewDocument, byId(job)))
      .unscheduleBlogDeliverableFromExternalReview,
  regenerate: async (session, job, input) =>
    (
      await session.graphql.request(RegenerateBlogJobDocument, {
        input: { blogJobId: job.id, instructions: textOrNull(input.instructions) },
      })
    ).regenerateBlogJob,
  rewrite: async (session, job, input) =>
    (
      await session.graphql.request(RewriteBlogJobForDeliverableDocument, {
        input: { blogJobId: job.id, instructions: input.instructions.trim() },
      })
    ).rewriteBlogJobForDeliverable,
  start: async (session, job) => {
    if (!job.deliverableId) throw new PortalApiError('This post has no deliverable to start a job for.', { code: 'BAD_USER_INPUT' });
    const variables = { input: { deliverableId: job.deliverableId, topic: job.topic, contentType: job.contentType ?? null } };
    return (await session.graphql.request(StartBlogJobDocument, variables)).startBlogJob;
  },
  pushToWordPress: async (session, job) => (await session.graphql.request(PushBlogToWordPressDocument, byId(job))).pushBlogToWordPress,
  pushToAppBuilder: async (session, job) => (await session.graphql.request(PushBlogToBubbleDocument, byId(job))).pushBlogToBubble,
  saveManualAppBuilderPublish: async (session, job, input) =>
    (
      await session.graphql.request(SaveBlogDeliverableManualBubblePublishDocument, {
        input: { blogJobId: job.id, bubbleUrl: input.bubbleUrl.trim() },
      })
    ).saveBlogDeliverableManualBubblePublish,
  deleteWordPressPost: async (session, job) => (await session.graphql.request(DeleteWordPressBlogDocument, byId(job))).deleteWordPressBlog,
};

/**
 * Takes an action on a job and refreshes what it changed: every blog list and post of the client (the job
 * moved between groups; regenerate and rewrite replace it with a new job) and the notification count and
 * Home's queue, which count posts waiting for review. Approval sends `blog_published` (spec section 9).
 */
export async function runBlogAction<A extends BlogAction>(
  session: Session,
  action: A,
  job: ActionTarget,
  input: BlogActionInput<A>,
  context: ActionContext,
): Promise<BlogActionResult> {
  let result: BlogActionResult;
  try {
    result = await (CALLS[action] as Call<A>)(session, job, input);
  } catch (error) {
    // A refusal can bring news the page should show: a failed push keeps WordPress's answer on the job, and a job
    // someone else moved meanwhile is refused. The client's current state explains the refusal beside its toast.
    await refreshAfterBlogChange(session, context.clientId).catch(() => undefined);
    throw error;
  }
  if (action === 'approve') {
    analyticsOf(session).track(
      'blog_published',
      { clientId: context.clientId, clientName: context.clientName, pageType: context.pageType },
      { blog_job_id: job.id },
    );
  }
  await refreshAfterBlogChange(session, context.clientId);
  return result;
}

/** Refreshes everything of the client after a change (the kit's rule, core/review/review-mutations.ts). */
export const refreshAfterBlogChange = refreshClient;

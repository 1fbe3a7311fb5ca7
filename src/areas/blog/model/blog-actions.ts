import type { JobStatus } from '../../../core/api/generated/graphql.ts';
import { actionsFor, type ActionRule } from '../../../core/review/action-rules.ts';
import type { HeldRoles } from '../../../core/clients/role-capabilities.ts';
import { REVIEW_CAPABILITIES, type ReviewCapability } from '../../../core/review/review-capabilities.ts';

/**
 * The actions the board offers on a blog job, and who may take them in which status. The service is the
 * authority and refuses anything else; this table only keeps the board from offering what would be refused.
 * It is written out from the service, which src/ may not import (the lint forbids it):
 * - who: each mutation's capability (demo/server/graphql/resolvers/blog-review.ts, blog-external-review.ts,
 *   blog-generation.ts, blog-publishing.ts) and the capabilities per role (demo/server/auth/permissions.ts);
 * - when: the status machine's moves each mutation makes (demo/server/domain/transitions.ts JOB_MOVES).
 * tests/unit/blog-actions-service.test.ts compares this table with both, and tests/server/portal-blog-operations.test.ts
 * calls every action in every status and as every role, so a change on either side fails there.
 */
export type BlogCapability = ReviewCapability;

/** The blog capabilities of each role: the review areas' (core/review/review-capabilities.ts). */
export const BLOG_CAPABILITIES = REVIEW_CAPABILITIES;

export interface BlogActionRule extends ActionRule<BlogCapability> {
  from: readonly JobStatus[];
  /** Set when the action also needs a post on WordPress (blog-publishing.ts requireWordPressPost). */
  needsWordPressPost?: true;
}

// Moves shared by several actions.
const REVIEWABLE: readonly JobStatus[] = ['ReadyForExternalReview', 'ClientNotified', 'TaskReady'];
const REPLACEABLE: readonly JobStatus[] = ['TaskReady', 'ReadyForExternalReview', 'ClientNotified', 'Declined', 'Failed'];
const PUBLISHABLE: readonly JobStatus[] = ['ReadyForPublication'];

export const BLOG_ACTIONS = {
  approve: {
    mutation: 'setBlogDeliverableReadyForPublication',
    capability: 'review',
    move: 'approve',
    from: REVIEWABLE,
    staffOnlyFrom: ['TaskReady'],
  },
  requestChanges: { mutation: 'modifyBlogJobHumanQC', capability: 'review', move: 'requestChanges', from: REVIEWABLE },
  unschedulePublish: {
    mutation: 'unscheduleBlogDeliverablePublish',
    capability: 'review',
    move: 'unschedulePublish',
    from: ['ReadyForPublication'],
  },
  moveToExternalReview: {
    mutation: 'moveBlogDeliverableToExternalReview',
    capability: 'staff',
    move: 'moveToExternalReview',
    from: ['TaskReady', 'Declined', 'ClientNotified'],
  },
  unscheduleFromExternalReview: {
    mutation: 'unscheduleBlogDeliverableFromExternalReview',
    capability: 'staff',
    move: 'unscheduleFromExternalReview',
    from: ['ReadyForExternalReview', 'ClientNotified'],
  },
  regenerate: { mutation: 'regenerateBlogJob', capability: 'staff', move: 'replace', from: REPLACEABLE },
  rewrite: { mutation: 'rewriteBlogJobForDeliverable', capability: 'staff', move: 'replace', from: REPLACEABLE },
  // startBlogJob names the deliverable; it starts the deliverable's job when that job has not started or failed.
  // (It also creates a new job when the deliverable's only job is Canceled; the board does not offer that on a
  // canceled job, which it shows in no group.)
  start: { mutation: 'startBlogJob', capability: 'staff', move: 'start', from: ['NotStarted', 'Failed'] },
  pushToWordPress: { mutation: 'pushBlogToWordPress', capability: 'staff', move: 'publish', from: PUBLISHABLE },
  pushToAppBuilder: { mutation: 'pushBlogToBubble', capability: 'staff', move: 'publish', from: PUBLISHABLE },
  saveManualAppBuilderPublish: {
    mutation: 'saveBlogDeliverableManualBubblePublish',
    capability: 'staff',
    move: 'publish',
    from: PUBLISHABLE,
  },
  deleteWordPressPost: {
    mutation: 'deleteWordPressBlog',
    capability: 'staff',
    move: 'unpublish',
    from: ['Published'],
    needsWordPressPost: true,
  },
} as const satisfies Record<string, BlogActionRule>;

export type BlogAction = keyof typeof BLOG_ACTIONS;
export const BLOG_ACTION_NAMES = Object.keys(BLOG_ACTIONS) as BlogAction[];

/** The reasons a firm may give when it requests changes (spec section 3, BlogRejectionReason). */
export const BLOG_REJECTION_REASONS = ['NotRelevantToBlog', 'OtherReasons', 'UnProfessional'] as const;

export interface ActionableJob {
  status: string;
  wordPressPostId?: string | null;
}

/** What a user holding these roles for the job's client may do with it now, in the table's order. */
export function blogActionsFor(roles: HeldRoles, job: ActionableJob): BlogAction[] {
  const rules: Record<BlogAction, BlogActionRule> = BLOG_ACTIONS;
  return actionsFor(rules, BLOG_CAPABILITIES, roles, job, (action) => !rules[action].needsWordPressPost || Boolean(job.wordPressPostId));
}

import type { JobStatus } from '../../../core/api/generated/graphql.ts';
import { actionsFor, onMove, type ActionRule } from '../../../core/review/action-rules.ts';
import { JOB_MOVES } from '../../../shared/status/job-moves.ts';
import type { HeldRoles } from '../../../core/clients/role-capabilities.ts';
import { REVIEW_CAPABILITIES, type ReviewCapability } from '../../../core/review/review-capabilities.ts';

/**
 * The actions the board offers on a blog job, and who may take them in which status. The service is the
 * authority and refuses anything else; this table only keeps the board from offering what would be refused:
 * - when: the move each mutation makes, read from the status machine the service runs (src/shared/status);
 * - who: the capability each mutation's resolver checks (demo/server/graphql/resolvers/blog-*.ts), with the
 *   capabilities per role from the shared permission table (src/shared/permissions).
 * tests/unit/blog-actions-service.test.ts holds the capabilities against the resolvers, and
 * tests/server/portal-blog-operations.test.ts calls every action in every status and as every role.
 */
export type BlogCapability = ReviewCapability;

/** The blog capabilities of each role: the review areas' (core/review/review-capabilities.ts). */
export const BLOG_CAPABILITIES = REVIEW_CAPABILITIES;

export interface BlogActionRule extends ActionRule<BlogCapability> {
  from: readonly JobStatus[];
  /** Set when the action also needs a post on WordPress (blog-publishing.ts requireWordPressPost). */
  needsWordPressPost?: true;
}

export const BLOG_ACTIONS = {
  approve: {
    mutation: 'setBlogDeliverableReadyForPublication',
    capability: 'review',
    ...onMove(JOB_MOVES, 'approve'),
    staffOnlyFrom: ['TaskReady'],
  },
  requestChanges: { mutation: 'modifyBlogJobHumanQC', capability: 'review', ...onMove(JOB_MOVES, 'requestChanges') },
  unschedulePublish: {
    mutation: 'unscheduleBlogDeliverablePublish',
    capability: 'review',
    ...onMove(JOB_MOVES, 'unschedulePublish'),
  },
  moveToExternalReview: {
    mutation: 'moveBlogDeliverableToExternalReview',
    capability: 'staff',
    ...onMove(JOB_MOVES, 'moveToExternalReview'),
  },
  unscheduleFromExternalReview: {
    mutation: 'unscheduleBlogDeliverableFromExternalReview',
    capability: 'staff',
    ...onMove(JOB_MOVES, 'unscheduleFromExternalReview'),
  },
  regenerate: { mutation: 'regenerateBlogJob', capability: 'staff', ...onMove(JOB_MOVES, 'replace') },
  rewrite: { mutation: 'rewriteBlogJobForDeliverable', capability: 'staff', ...onMove(JOB_MOVES, 'replace') },
  // startBlogJob names the deliverable; it starts the deliverable's job when that job has not started or failed.
  // (It also creates a new job when the deliverable's only job is Canceled; the board does not offer that on a
  // canceled job, which it shows in no group.)
  start: { mutation: 'startBlogJob', capability: 'staff', ...onMove(JOB_MOVES, 'start') },
  pushToWordPress: { mutation: 'pushBlogToWordPress', capability: 'staff', ...onMove(JOB_MOVES, 'publish') },
  pushToAppBuilder: { mutation: 'pushBlogToBubble', capability: 'staff', ...onMove(JOB_MOVES, 'publish') },
  saveManualAppBuilderPublish: {
    mutation: 'saveBlogDeliverableManualBubblePublish',
    capability: 'staff',
    ...onMove(JOB_MOVES, 'publish'),
  },
  deleteWordPressPost: {
    mutation: 'deleteWordPressBlog',
    capability: 'staff',
    ...onMove(JOB_MOVES, 'unpublish'),
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

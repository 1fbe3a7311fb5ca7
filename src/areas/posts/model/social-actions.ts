import type { JobStatus } from '../../../core/api/generated/graphql.ts';
import { actionsFor, type ActionRule } from '../../../core/review/action-rules.ts';
import type { HeldRoles } from '../../../core/clients/role-capabilities.ts';
import { REVIEW_CAPABILITIES, type ReviewCapability } from '../../../core/review/review-capabilities.ts';

/**
 * The actions offered on a social media or Google Business Profile job, and who may take them in which status:
 * written out from the service (src/ may not import demo/server), and held against it by
 * tests/unit/social-actions-service.test.ts:
 * - who: each mutation's capability (demo/server/graphql/resolvers/social-review.ts, social-generation.ts,
 *   social-publishing.ts);
 * - when: the status machine's move each makes (demo/server/domain/transitions.ts JOB_MOVES).
 */
export interface SocialActionRule extends ActionRule<ReviewCapability> {
  from: readonly JobStatus[];
}

const REVIEWABLE: readonly JobStatus[] = ['ReadyForExternalReview', 'ClientNotified', 'TaskReady'];

export const SOCIAL_ACTIONS = {
  approve: {
    mutation: 'modifySocialMediaJobHumanQC',
    capability: 'review',
    move: 'approve',
    from: REVIEWABLE,
    staffOnlyFrom: ['TaskReady'],
  },
  requestChanges: { mutation: 'modifySocialMediaJobHumanQC', capability: 'review', move: 'requestChanges', from: REVIEWABLE },
  moveToExternalReview: {
    mutation: 'setSocialMediaReadyForExternalReview',
    capability: 'staff',
    move: 'moveToExternalReview',
    from: ['TaskReady', 'Declined', 'ClientNotified'],
  },
  unscheduleFromExternalReview: {
    mutation: 'unscheduleSocialMediaFromExternalReview',
    capability: 'staff',
    move: 'unscheduleFromExternalReview',
    from: ['ReadyForExternalReview', 'ClientNotified'],
  },
  regenerate: {
    mutation: 'regenerateSocialMediaJob',
    capability: 'staff',
    move: 'replace',
    from: ['TaskReady', 'ReadyForExternalReview', 'ClientNotified', 'Declined', 'Failed'],
  },
  // Starts the deliverable's job again on the same platforms, when it has not started or failed.
  start: { mutation: 'startSocialMediaDeliverableJob', capability: 'staff', move: 'start', from: ['NotStarted', 'Failed'] },
  postNow: { mutation: 'postToSocialMedia', capability: 'staff', move: 'publish', from: ['ReadyForPublication'] },
} as const satisfies Record<string, SocialActionRule>;

export type SocialAction = keyof typeof SOCIAL_ACTIONS;

/** The reasons a firm may give when it asks for changes (spec section 3, PostRejectionReason). */
export const POST_REJECTION_REASONS = ['NotRelevantToPost', 'OtherReasons', 'UnProfessional'] as const;

export interface ActionableSocialJob {
  status: string;
  deliverableId?: string | null;
}

/** What a person holding these roles may do with the job now; starting needs the job's deliverable. */
export function socialActionsFor(roles: HeldRoles, job: ActionableSocialJob): SocialAction[] {
  const rules: Record<SocialAction, SocialActionRule> = SOCIAL_ACTIONS;
  return actionsFor(rules, REVIEW_CAPABILITIES, roles, job, (action) => action !== 'start' || Boolean(job.deliverableId));
}

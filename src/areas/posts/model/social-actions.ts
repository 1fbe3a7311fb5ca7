import type { JobStatus } from '../../../core/api/generated/graphql.ts';
import { actionsFor, onMove, type ActionRule } from '../../../core/review/action-rules.ts';
import { JOB_MOVES } from '../../../shared/status/job-moves.ts';
import type { HeldRoles } from '../../../core/clients/role-capabilities.ts';
import { REVIEW_CAPABILITIES, type ReviewCapability } from '../../../core/review/review-capabilities.ts';

/**
 * The actions offered on a social media or Google Business Profile job, and who may take them in which status:
 * - when: the move each mutation makes, read from the status machine the service runs (src/shared/status);
 * - who: the capability each mutation's resolver checks (demo/server/graphql/resolvers/social-*.ts), held
 *   against the resolvers by tests/unit/social-actions-service.test.ts.
 */
export interface SocialActionRule extends ActionRule<ReviewCapability> {
  from: readonly JobStatus[];
}

export const SOCIAL_ACTIONS = {
  approve: {
    mutation: 'modifySocialMediaJobHumanQC',
    capability: 'review',
    ...onMove(JOB_MOVES, 'approve'),
    staffOnlyFrom: ['TaskReady'],
  },
  requestChanges: { mutation: 'modifySocialMediaJobHumanQC', capability: 'review', ...onMove(JOB_MOVES, 'requestChanges') },
  moveToExternalReview: {
    mutation: 'setSocialMediaReadyForExternalReview',
    capability: 'staff',
    ...onMove(JOB_MOVES, 'moveToExternalReview'),
  },
  unscheduleFromExternalReview: {
    mutation: 'unscheduleSocialMediaFromExternalReview',
    capability: 'staff',
    ...onMove(JOB_MOVES, 'unscheduleFromExternalReview'),
  },
  regenerate: {
    mutation: 'regenerateSocialMediaJob',
    capability: 'staff',
    ...onMove(JOB_MOVES, 'replace'),
  },
  // Starts the deliverable's job again on the same platforms, when it has not started or failed.
  start: { mutation: 'startSocialMediaDeliverableJob', capability: 'staff', ...onMove(JOB_MOVES, 'start') },
  postNow: { mutation: 'postToSocialMedia', capability: 'staff', ...onMove(JOB_MOVES, 'publish') },
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

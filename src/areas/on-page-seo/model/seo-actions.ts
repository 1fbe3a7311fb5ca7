import type { SeoJobStatus } from '../../../core/api/generated/graphql.ts';
import { actionsFor, onMove, type ActionRule } from '../../../core/review/action-rules.ts';
import { SEO_MOVES } from '../../../shared/status/seo-moves.ts';
import type { HeldRoles } from '../../../core/clients/role-capabilities.ts';
import { REVIEW_CAPABILITIES, type ReviewCapability } from '../../../core/review/review-capabilities.ts';
import { SEO_JOB_STATUSES } from './seo-status.ts';

/**
 * The agency's actions on an on-page SEO job, and who may take them in which status:
 * - when: the move each makes, read from the status machine the service runs (src/shared/status SEO_MOVES).
 *   Both QC actions pass or fail, two moves from the same statuses; deleting and promoting a test job move no
 *   status (`move: 'none'`), so the service takes them in any status;
 * - who: the capability each mutation's resolver checks (demo/server/graphql/resolvers/seo-review.ts,
 *   seo-test-jobs.ts), held against the resolvers by tests/unit/seo-actions-service.test.ts.
 */
export interface SeoActionRule extends ActionRule<ReviewCapability> {
  from: readonly SeoJobStatus[];
}

export const NO_MOVE = 'none';

export const SEO_ACTIONS = {
  preProcessingQc: {
    mutation: 'qcPreProcessSeoJob',
    capability: 'staff',
    ...onMove(SEO_MOVES, 'approvePreProcessing'),
  },
  postProcessingQc: {
    mutation: 'qcPostProcessSeoJob',
    capability: 'staff',
    ...onMove(SEO_MOVES, 'approvePostProcessing'),
  },
  reExecute: { mutation: 'reExecuteFailedSeoJob', capability: 'staff', ...onMove(SEO_MOVES, 'reExecute') },
  regenerate: {
    mutation: 'regenerateSeoJob',
    capability: 'staff',
    ...onMove(SEO_MOVES, 'replace'),
  },
  // The agency did the page's work by hand: the job and its deliverable are complete (a test job has no deliverable).
  completeManually: {
    mutation: 'markManualSeoDeliverableComplete',
    capability: 'staff',
    ...onMove(SEO_MOVES, 'completeManually'),
  },
  promoteTestJob: { mutation: 'promoteSeoTestJobToDeliverable', capability: 'staff', move: NO_MOVE, from: SEO_JOB_STATUSES },
  deleteTestJob: { mutation: 'deleteSeoTestJob', capability: 'staff', move: NO_MOVE, from: SEO_JOB_STATUSES },
} as const satisfies Record<string, SeoActionRule>;

export type SeoAction = keyof typeof SEO_ACTIONS;

/** Starting a test job is an action on the client (a page address), not on a job. */
export const CREATE_TEST_JOB_RULE = { mutation: 'createAndStartSeoTestJob', capability: 'staff' } as const satisfies Pick<
  SeoActionRule,
  'mutation' | 'capability'
>;

/**
 * The firm's review: deciding the changes and submitting the review, both while a submission could move the job
 * on (the service's `submitReview` move) and the review is not submitted yet (areas/on-page-seo/model/seo-decisions.ts).
 */
export const SEO_REVIEW_RULES = {
  decide: { mutation: 'decideSeoChanges', capability: 'review', ...onMove(SEO_MOVES, 'submitReview') },
  submit: { mutation: 'submitSeoReview', capability: 'review', ...onMove(SEO_MOVES, 'submitReview') },
} as const satisfies Record<string, SeoActionRule>;

interface ActionableSeoJob {
  status: string;
  isTest: boolean;
  deliverableId?: string | null;
}

const TEST_JOB_ACTIONS: ReadonlySet<SeoAction> = new Set(['promoteTestJob', 'deleteTestJob']);

/** What a person holding these roles may do with the job now: test jobs are promoted or deleted, a deliverable's job completed by hand. */
export function seoActionsFor(roles: HeldRoles, job: ActionableSeoJob): SeoAction[] {
  const rules: Record<SeoAction, SeoActionRule> = SEO_ACTIONS;
  return actionsFor(rules, REVIEW_CAPABILITIES, roles, job, (action) => {
    if (TEST_JOB_ACTIONS.has(action)) return job.isTest;
    if (action === 'completeManually') return !job.isTest && Boolean(job.deliverableId);
    return true;
  });
}

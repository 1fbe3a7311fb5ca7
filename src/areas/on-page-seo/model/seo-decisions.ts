import type { SeoChangeDecision } from '../../../core/api/generated/graphql.ts';
import type { HeldRoles } from '../../../core/clients/role-capabilities.ts';
import { holdsCapability } from '../../../core/review/review-capabilities.ts';
import { SEO_REVIEW_RULES } from './seo-actions.ts';

/**
 * The firm's review of an SEO job's proposed changes, as the service rules it (demo/server, SEO review
 * resolvers): a person with the `review` capability on the client decides each change while the job waits
 * for the firm (ReadyForPreProcessingReview) and its review is not submitted; a decision can change until
 * then. Submitting needs every change decided; it makes the decisions final.
 */
export interface DecidableChange {
  id: string;
  decision?: SeoChangeDecision | null;
}

export interface ReviewableJob {
  status: string;
  changes: readonly DecidableChange[];
  review?: unknown;
}

/** One decision as the page sends it (decideSeoChanges takes a list). */
export interface ChangeDecision {
  changeId: string;
  decision: SeoChangeDecision;
  comment?: string | null;
}

export interface DecisionTally {
  total: number;
  approved: number;
  rejected: number;
  undecided: number;
}

export function tallyDecisions(changes: readonly DecidableChange[]): DecisionTally {
  const approved = changes.filter((change) => change.decision === 'Approved').length;
  const rejected = changes.filter((change) => change.decision === 'Rejected').length;
  return { total: changes.length, approved, rejected, undecided: changes.length - approved - rejected };
}

/** Whether the job is open to the firm's decisions now (whoever looks). */
export const isOpenForDecisions = (job: ReviewableJob) =>
  (SEO_REVIEW_RULES.decide.from as readonly string[]).includes(job.status) && !job.review;

/** Whether a person holding these roles may decide the job's changes now. */
export const canDecideChanges = (roles: HeldRoles, job: ReviewableJob) => holdsCapability(roles, 'review') && isOpenForDecisions(job);

/** Why the review cannot be submitted yet (every change must be decided first), or null when it can. */
export function submitBlocker(job: ReviewableJob): { undecided: number } | null {
  const { undecided } = tallyDecisions(job.changes);
  return undecided > 0 ? { undecided } : null;
}

/** "Approve all the rest": an approval of every change still undecided. */
export const approveTheRest = (changes: readonly DecidableChange[]): ChangeDecision[] =>
  changes.filter((change) => !change.decision).map((change) => ({ changeId: change.id, decision: 'Approved' as const }));

/**
 * The job with these decisions applied, as the page shows them before the service answers (and takes back if it
 * refuses): who decided and when follow from the service's answer.
 */
export function withDecisions<J extends { changes: readonly (DecidableChange & { decisionComment?: string | null })[] }>(
  job: J,
  decisions: readonly ChangeDecision[],
): J {
  const byId = new Map(decisions.map((decision) => [decision.changeId, decision]));
  return {
    ...job,
    changes: job.changes.map((change) => {
      const decided = byId.get(change.id);
      return decided
        ? { ...change, decision: decided.decision, decisionComment: decided.decision === 'Rejected' ? (decided.comment ?? null) : null }
        : change;
    }),
  };
}

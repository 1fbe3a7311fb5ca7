import type {
  DecideSeoChangesInput,
  SeoChangeDecisionInput,
  SeoDecisionsPayload,
  SeoJobIdInput,
  SeoReviewPayload,
} from '../../../../src/core/api/generated/graphql.ts';
import { requireReadHash } from '../../domain/approvals.ts';
import { seoChangeHash, type HashedChange } from '../../domain/seo-approval.ts';
import { countOfChanges, executionNote, reviewSubmittedNote } from '../../domain/seo-review.ts';
import { nextSeoStatus } from '../../domain/transitions.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput, serviceError } from '../errors.ts';
import { seoJobTarget, type SeoJobRow } from '../targets.ts';
import { changesOf, followUpOf, insertSeoJob, moveSeoJob } from './seo-job-store.ts';
import { changeOf, type ChangeRow } from './seo-queries.ts';
import { requiredText } from './settings-input.ts';

// The firm's review of an SEO job's proposed changes: people of the firm approve or reject each change, as
// often as they like, while the job waits in ReadyForPreProcessingReview, each decision naming the version of the
// change read; a change edited after a decision is undecided again (migration 107's trigger keeps the voided
// decision). Submitting the review makes the decisions final, completes the job and starts an execution job with
// the approved changes. Decisions and submissions name the person by e-mail and user id.

const COMMENT_MAX = 2000;

/** Decisions are taken while a submission could still move the job on, and never after one. */
function requireOpenReview(job: SeoJobRow, action: string): void {
  nextSeoStatus('submitReview', job.status, action);
  if (job.review_submitted_on) {
    throw serviceError('ILLEGAL_TRANSITION', `Cannot ${action}: the firm's review of this SEO job was already submitted.`, {
      status: job.status,
    });
  }
}

const DECIDE = { verb: 'decide', done: 'decided' };

/**
 * One to all of the job's changes, each once, each naming the version of the change the person read; a comment
 * is trimmed and kept only with a rejection.
 */
function checkedDecisions(decisions: readonly SeoChangeDecisionInput[], changes: ReadonlyMap<string, HashedChange>) {
  if (decisions.length === 0) throw badInput('decisions', 'give at least one decision.');
  if (decisions.length > changes.size)
    throw badInput('decisions', `holds ${decisions.length} decisions, but the SEO job has ${countOfChanges(changes.size)}.`);
  const seen = new Map<string, number>();
  return decisions.map((decision, index) => {
    const field = `decisions[${index}]`;
    const change = changes.get(decision.changeId);
    if (!change) throw badInput(`${field}.changeId`, `"${decision.changeId}" is not a change of this SEO job.`);
    const earlier = seen.get(decision.changeId);
    if (earlier !== undefined)
      throw badInput(`${field}.changeId`, `decides the change of decisions[${earlier}] again; give each change once.`);
    seen.set(decision.changeId, index);
    requireReadHash(
      `${field}.expectedContentHash`,
      decision.expectedContentHash,
      { hash: seoChangeHash(change), what: 'The proposed change' },
      DECIDE,
    );
    const comment = decision.comment?.trim() ? requiredText(`${field}.comment`, decision.comment, COMMENT_MAX) : null;
    return { changeId: decision.changeId, decision: decision.decision, comment: decision.decision === 'Rejected' ? comment : null };
  });
}

const decideSeoChanges = defineMutation({
  capability: 'review',
  target: seoJobTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<DecideSeoChangesInput, SeoJobRow>): Promise<SeoDecisionsPayload> => {
    const job = target.row;
    requireOpenReview(job, 'decide its changes');
    const stored = await tx.query<HashedChange>(
      'select id, field, current_value, proposed_value from seo_changes where seo_job_id = $1 for update',
      [job.id],
    );
    const decisions = checkedDecisions(input.decisions, new Map(stored.map((change) => [change.id, change])));
    const decided = [];
    for (const { changeId, decision, comment } of decisions) {
      const [row] = await tx.query<ChangeRow>(
        'update seo_changes set decision = $2, decision_comment = $3, decided_by = $4, decided_by_user_id = $5, decided_on = now() where id = $1 returning *',
        [changeId, decision, comment, viewer.email, viewer.userId],
      );
      decided.push(changeOf(row!));
    }
    return { changes: decided, message: `${countOfChanges(decided.length)} decided.` };
  },
});

const submitSeoReview = defineMutation({
  capability: 'review',
  target: seoJobTarget,
  run: async ({ tx, target, viewer }: MutationRun<SeoJobIdInput, SeoJobRow>): Promise<SeoReviewPayload> => {
    const job = target.row;
    requireOpenReview(job, 'submit the review');
    const proposed = await changesOf(tx, job.id);
    const undecided = proposed.filter((change) => !change.decision).length;
    if (undecided > 0) {
      throw badInput(
        'seoJobId',
        `${undecided} of the job's ${countOfChanges(proposed.length)} ${undecided === 1 ? 'is' : 'are'} not decided yet; approve or reject each before submitting the review.`,
      );
    }
    const approved = proposed.filter((change) => change.decision === 'Approved');
    const summary = reviewSubmittedNote(approved.length, proposed.length - approved.length);
    await moveSeoJob(tx, job, 'submitReview', 'submit the review', viewer.email, summary);
    const executionJobId =
      approved.length === 0
        ? null
        : await insertSeoJob(tx, {
            ...followUpOf(job),
            status: 'InProgress',
            by: viewer.email,
            note: executionNote(job.id),
            changes: approved,
            preProcessQc: 'Passed',
          });
    const [submitted] = await tx.query<{ review_submitted_by: string; review_submitted_on: string }>(
      `update seo_jobs set review_submitted_by = $2, review_submitted_by_user_id = $3, review_submitted_on = now(), review_execution_job_id = $4, updated_on = now()
        where id = $1 returning review_submitted_by, review_submitted_on`,
      [job.id, viewer.email, viewer.userId, executionJobId],
    );
    return {
      review: {
        submittedBy: submitted!.review_submitted_by,
        submittedByUserId: viewer.userId,
        submittedOn: submitted!.review_submitted_on,
        approvedCount: approved.length,
        rejectedCount: proposed.length - approved.length,
        executionJobId,
      },
      message: summary,
    };
  },
});

export const seoDecisionResolvers = { Mutation: { decideSeoChanges, submitSeoReview } };

import type {
  DecideSeoChangesInput, SeoChangeDecisionInput, SeoDecisionsPayload, SeoJobIdInput, SeoReviewPayload,
} from '../../../../src/core/api/generated/graphql.ts';
import type { Viewer } from '../../auth/permissions.ts';
import { countOfChanges, executionNote, reviewSubmittedNote } from '../../domain/seo-review.ts';
import { nextSeoStatus } from '../../domain/transitions.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput, serviceError } from '../errors.ts';
import { seoJobTarget, type SeoJobRow } from '../targets.ts';
import { changesOf, followUpOf, insertSeoJob, moveSeoJob } from './seo-job-store.ts';
import { changeOf, type ChangeRow } from './seo-queries.ts';
import { requiredText } from './settings-input.ts';

// The firm's review of an SEO job's proposed changes: people of the firm approve or reject each change, as
// often as they like, while the job waits in ReadyForPreProcessingReview; submitting the review makes the
// decisions final, completes the job and starts an execution job with the approved changes.

const COMMENT_MAX = 2000;

/** Decisions are taken while a submission could still move the job on, and never after one. */
function requireOpenReview(job: SeoJobRow, action: string): void {
  nextSeoStatus('submitReview', job.status, action);
  if (job.review_submitted_on) {
    throw serviceError('ILLEGAL_TRANSITION', `Cannot ${action}: the firm's review of this SEO job was already submitted.`, { status: job.status });
  }
}

/** How a decision or a submission names the person: their name, else their e-mail. */
async function personName(tx: Queryable, viewer: Viewer): Promise<string> {
  const [user] = await tx.query<{ name: string | null }>(`select nullif(btrim(name), '') as name from users where id = $1`, [viewer.userId]);
  return user?.name ?? viewer.email;
}

/** One to all of the job's changes, each once; a comment is trimmed and kept only with a rejection. */
function checkedDecisions(decisions: readonly SeoChangeDecisionInput[], changeIds: ReadonlySet<string>) {
  if (decisions.length === 0) throw badInput('decisions', 'give at least one decision.');
  if (decisions.length > changeIds.size) throw badInput('decisions', `holds ${decisions.length} decisions, but the SEO job has ${countOfChanges(changeIds.size)}.`);
  const seen = new Map<string, number>();
  return decisions.map((decision, index) => {
    const field = `decisions[${index}]`;
    if (!changeIds.has(decision.changeId)) throw badInput(`${field}.changeId`, `"${decision.changeId}" is not a change of this SEO job.`);
    const earlier = seen.get(decision.changeId);
    if (earlier !== undefined) throw badInput(`${field}.changeId`, `decides the change of decisions[${earlier}] again; give each change once.`);
    seen.set(decision.changeId, index);
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
    const ids = await tx.query<{ id: string }>('select id from seo_changes where seo_job_id = $1', [job.id]);
    const decisions = checkedDecisions(input.decisions, new Set(ids.map((row) => row.id)));
    const decidedBy = await personName(tx, viewer);
    const decided = [];
    for (const { changeId, decision, comment } of decisions) {
      const [row] = await tx.query<ChangeRow>(
        'update seo_changes set decision = $2, decision_comment = $3, decided_by = $4, decided_on = now() where id = $1 returning *',
        [changeId, decision, comment, decidedBy],
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
      throw badInput('seoJobId', `${undecided} of the job's ${countOfChanges(proposed.length)} ${undecided === 1 ? 'is' : 'are'} not decided yet; approve or reject each before submitting the review.`);
    }
    const approved = proposed.filter((change) => change.decision === 'Approved');
    const summary = reviewSubmittedNote(approved.length, proposed.length - approved.length);
    await moveSeoJob(tx, job, 'submitReview', 'submit the review', viewer.email, summary);
    const executionJobId = approved.length === 0 ? null : await insertSeoJob(tx, {
      ...followUpOf(job), status: 'InProgress', by: viewer.email, note: executionNote(job.id),
      changes: approved, preProcessQc: 'Passed',
    });
    const [submitted] = await tx.query<{ review_submitted_by: string; review_submitted_on: string }>(
      `update seo_jobs set review_submitted_by = $2, review_submitted_on = now(), review_execution_job_id = $3, updated_on = now()
        where id = $1 returning review_submitted_by, review_submitted_on`,
      [job.id, await personName(tx, viewer), executionJobId],
    );
    return {
      review: {
        submittedBy: submitted!.review_submitted_by, submittedOn: submitted!.review_submitted_on,
        approvedCount: approved.length, rejectedCount: proposed.length - approved.length, executionJobId,
      },
      message: summary,
    };
  },
});

export const seoDecisionResolvers = { Mutation: { decideSeoChanges, submitSeoReview } };

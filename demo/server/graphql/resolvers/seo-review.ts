import type { QcSeoJobInput, SeoJobIdInput } from '../../../../src/core/api/generated/graphql.ts';
import { requireReadHash } from '../../domain/approvals.ts';
import { seoChangesHash, type HashedChange } from '../../domain/seo-approval.ts';
import { setStatus } from '../../domain/status-history.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput } from '../errors.ts';
import { seoJobTarget, type SeoJobRow } from '../targets.ts';
import { changesOf, followUpOf, generatedChanges, insertSeoJob, moveSeoJob } from './seo-job-store.ts';
import { optionalText } from './settings-input.ts';

const COMMENT_MAX = 2000;
// A deliverable whose work is over is not reopened by finishing one of its jobs.
const FINISHED_DELIVERABLE = ['Canceled', 'Complete', 'Published'];

/** QC answers Passed or Failed; Unevaluated is where a job starts, not a verdict. */
function verdict(input: QcSeoJobInput): { passed: boolean; note: string | undefined } {
  if (input.result === 'Unevaluated') throw badInput('result', 'must be Passed or Failed.');
  return { passed: input.result === 'Passed', note: optionalText('comment', input.comment, COMMENT_MAX) };
}

// The two QC stages follow one rule; they differ in the column that keeps the verdict, the moves, and the words in errors and history.
const QC_STAGES = {
  preProcessing: {
    column: 'pre_process_qc',
    approve: 'approvePreProcessing',
    reject: 'rejectPreProcessing',
    name: 'pre-processing',
    label: 'Pre-processing',
  },
  postProcessing: {
    column: 'post_process_qc',
    approve: 'approvePostProcessing',
    reject: 'rejectPostProcessing',
    name: 'post-processing',
    label: 'Post-processing',
  },
} as const;

/** Keeps a QC verdict on the job and moves it (onwards when passed, back to Draft when failed); answers whether it passed. */
async function recordQc(tx: Queryable, job: SeoJobRow, input: QcSeoJobInput, by: string, stage: keyof typeof QC_STAGES): Promise<boolean> {
  const { column, approve, reject, name, label } = QC_STAGES[stage];
  const { passed, note } = verdict(input);
  await moveSeoJob(
    tx,
    job,
    passed ? approve : reject,
    `${passed ? 'approve' : 'reject'} ${name}`,
    by,
    note ?? `${label} QC ${input.result}`,
  );
  await tx.query(`update seo_jobs set ${column} = $2 where id = $1`, [job.id, input.result]);
  return passed;
}

/** Passing pre-processing QC approves the job's changes for execution: it names the version of them staff read. */
async function requireReadChanges(tx: Queryable, seoJobId: string, expected: string | null | undefined): Promise<void> {
  const changes = await tx.query<HashedChange>(
    'select id, field, current_value, proposed_value from seo_changes where seo_job_id = $1 order by position, id for update',
    [seoJobId],
  );
  requireReadHash('expectedChangesHash', expected, { hash: seoChangesHash(changes), what: "The SEO job's proposed changes" });
}

/** Regenerate: the job is replaced by a fresh generation for the same page; the new job points back at it. */
const regenerateSeoJob = defineMutation({
  capability: 'staff',
  target: seoJobTarget,
  run: async ({ tx, target, viewer }: MutationRun<SeoJobIdInput, SeoJobRow>) => {
    const job = target.row;
    await moveSeoJob(tx, job, 'replace', 'regenerate the SEO job', viewer.email, 'Replaced by a regenerated job');
    const newJobId = await insertSeoJob(tx, {
      ...followUpOf(job),
      status: 'InProgress',
      by: viewer.email,
      note: `Regenerated from job ${job.id}`,
      changes: await generatedChanges(tx, job.client_id, job.page_url),
    });
    return { newJobId, message: 'SEO job regenerated.' };
  },
});

const reExecuteFailedSeoJob = defineMutation({
  capability: 'staff',
  target: seoJobTarget,
  run: async ({ tx, target, viewer }: MutationRun<SeoJobIdInput, SeoJobRow>) => {
    const job = target.row;
    await moveSeoJob(tx, job, 'reExecute', 're-execute the SEO job', viewer.email, 'Re-executed after failure');
    await tx.query('update seo_jobs set failure_reason = null where id = $1', [job.id]);
    return { message: 'SEO job queued to run again.' };
  },
});

/**
 * Pre-processing QC: approving completes the discovery job and starts an execution job that carries
 * out its changes, except those the firm has rejected (newJobId); rejecting sends the job back to Draft
 * (newJobId is the same job). When the firm rejected every change there is nothing to execute, and
 * newJobId is the same job too.
 */
const qcPreProcessSeoJob = defineMutation({
  capability: 'staff',
  target: seoJobTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<QcSeoJobInput, SeoJobRow>) => {
    const job = target.row;
    const passed = await recordQc(tx, job, input, viewer.email, 'preProcessing');
    if (!passed) return { newJobId: job.id, message: 'SEO job sent back to draft.' };
    // Checked after the move so an illegal move is reported first; the transaction undoes the move on a refusal.
    await requireReadChanges(tx, job.id, input.expectedChangesHash);
    const changes = (await changesOf(tx, job.id)).filter((change) => change.decision !== 'Rejected');
    if (changes.length === 0)
      return { newJobId: job.id, message: 'Pre-processing approved; the firm rejected every change, so nothing is executed.' };
    const newJobId = await insertSeoJob(tx, {
      ...followUpOf(job),
      status: 'InProgress',
      by: viewer.email,
      note: `Executes the changes approved on job ${job.id}`,
      changes,
      preProcessQc: 'Passed',
    });
    return { newJobId, message: 'Pre-processing approved; execution started.' };
  },
});

const qcPostProcessSeoJob = defineMutation({
  capability: 'staff',
  target: seoJobTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<QcSeoJobInput, SeoJobRow>) => {
    const job = target.row;
    const passed = await recordQc(tx, job, input, viewer.email, 'postProcessing');
    return { message: passed ? 'Post-processing approved; SEO job complete.' : 'SEO job sent back to draft.' };
  },
});

/** Staff did the work by hand: the job and its deliverable are complete. */
const markManualSeoDeliverableComplete = defineMutation({
  capability: 'staff',
  target: seoJobTarget,
  run: async ({ tx, target, viewer }: MutationRun<SeoJobIdInput, SeoJobRow>) => {
    const job = target.row;
    await moveSeoJob(tx, job, 'completeManually', 'mark the SEO job complete', viewer.email, 'Completed manually');
    await tx.query('update seo_jobs set is_manually_completed = true where id = $1', [job.id]);
    if (job.deliverable_id) await completeDeliverable(tx, job.deliverable_id, viewer.email);
    return { message: 'SEO deliverable marked complete.' };
  },
});

async function completeDeliverable(tx: Queryable, deliverableId: string, by: string) {
  const [deliverable] = await tx.query<{ status: string }>('select status from deliverables where id = $1 for update', [deliverableId]);
  if (!deliverable || FINISHED_DELIVERABLE.includes(deliverable.status)) return;
  await setStatus(tx, 'deliverable', deliverableId, { from: deliverable.status, to: 'Complete', by, note: 'SEO work completed manually' });
}

export const seoReviewResolvers = {
  Mutation: { regenerateSeoJob, reExecuteFailedSeoJob, qcPreProcessSeoJob, qcPostProcessSeoJob, markManualSeoDeliverableComplete },
};

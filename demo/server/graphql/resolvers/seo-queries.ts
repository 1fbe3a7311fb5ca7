import type { ClientPeriodInput, IdInput, SeoChange, SeoJob, SeoReview, StatusChange } from '../../../../src/core/api/generated/graphql.ts';
import { seoChangeHash, seoChangesHash } from '../../domain/seo-approval.ts';
import type { JobKind } from '../../domain/status-history.ts';
import type { Queryable } from '../../store/db.ts';
import type { GraphQLContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { requireReadableClient } from './clients.ts';

interface SeoJobRow {
  id: string;
  client_id: string;
  deliverable_id: string | null;
  parent_job_id: string | null;
  config_id: string | null;
  is_test: boolean;
  page_url: string;
  status: SeoJob['status'];
  pre_process_qc: SeoJob['preProcessQc'];
  post_process_qc: SeoJob['postProcessQc'];
  failure_reason: string | null;
  is_manually_completed: boolean;
  created_on: string;
  updated_on: string;
  review_submitted_by: string | null;
  review_submitted_by_user_id: string | null;
  review_submitted_on: string | null;
  review_execution_job_id: string | null;
}
export interface ChangeRow {
  id: string;
  seo_job_id: string;
  field: string;
  current_value: string;
  proposed_value: string;
  decision: SeoChange['decision'];
  decision_comment: string | null;
  decided_by: string | null;
  decided_by_user_id: string | null;
  decided_on: string | null;
  voided_decision: SeoChange['decision'];
  voided_decided_by: string | null;
  voided_decided_on: string | null;
  voided_on: string | null;
  voided_reason: string | null;
}
interface HistoryRow {
  entity_id: string;
  from_status: string | null;
  to_status: string;
  changed_by: string | null;
  note: string | null;
  changed_on: string;
}

/** Every recorded status move of the given entities, oldest first, grouped by entity id. */
export async function statusHistoryOf(db: Queryable, kind: JobKind, ids: readonly string[]): Promise<Map<string, StatusChange[]>> {
  const rows = await db.query<HistoryRow>(
    'select entity_id, from_status, to_status, changed_by, note, changed_on from status_history where entity_kind = $1 and entity_id = any($2) order by id',
    [kind, ids],
  );
  const byId = new Map<string, StatusChange[]>();
  for (const row of rows) {
    const list = byId.get(row.entity_id) ?? [];
    list.push({
      fromStatus: row.from_status,
      toStatus: row.to_status,
      changedBy: row.changed_by,
      note: row.note,
      changedOn: row.changed_on,
    });
    byId.set(row.entity_id, list);
  }
  return byId;
}

export const changeOf = (change: ChangeRow): SeoChange => ({
  id: change.id,
  field: change.field,
  currentValue: change.current_value,
  proposedValue: change.proposed_value,
  decision: change.decision,
  decisionComment: change.decision_comment,
  decidedBy: change.decided_by,
  decidedByUserId: change.decided_by_user_id,
  decidedOn: change.decided_on,
  contentHash: seoChangeHash(change),
  voidedDecision:
    change.voided_decision && change.voided_on
      ? {
          decision: change.voided_decision,
          decidedBy: change.voided_decided_by,
          decidedOn: change.voided_decided_on,
          voidedOn: change.voided_on,
          voidedReason: change.voided_reason ?? '',
        }
      : null,
});

/** A job's changes in position order and the hash that names them all. */
const changesOfJob = (changes: ChangeRow[]) => ({ changes: changes.map(changeOf), changesHash: seoChangesHash(changes) });

/** The firm's submitted review, counted from the job's decided changes; null until submitted. */
function reviewOf(job: SeoJobRow, changes: ChangeRow[]): SeoReview | null {
  if (!job.review_submitted_by || !job.review_submitted_on) return null;
  return {
    submittedBy: job.review_submitted_by,
    submittedByUserId: job.review_submitted_by_user_id,
    submittedOn: job.review_submitted_on,
    approvedCount: changes.filter((change) => change.decision === 'Approved').length,
    rejectedCount: changes.filter((change) => change.decision === 'Rejected').length,
    executionJobId: job.review_execution_job_id,
  };
}

/** SEO jobs with their proposed changes (in position order) and status history, loaded in three statements. */
async function withDetails(db: Queryable, jobs: SeoJobRow[]): Promise<SeoJob[]> {
  const ids = jobs.map((job) => job.id);
  const changes = await db.query<ChangeRow>('select * from seo_changes where seo_job_id = any($1) order by position, id', [ids]);
  const history = await statusHistoryOf(db, 'seo_job', ids);
  return jobs.map((job) => ({
    id: job.id,
    clientId: job.client_id,
    deliverableId: job.deliverable_id,
    parentJobId: job.parent_job_id,
    configId: job.config_id,
    isTest: job.is_test,
    pageUrl: job.page_url,
    status: job.status,
    preProcessQc: job.pre_process_qc,
    postProcessQc: job.post_process_qc,
    failureReason: job.failure_reason,
    isManuallyCompleted: job.is_manually_completed,
    ...changesOfJob(changes.filter((change) => change.seo_job_id === job.id)),
    review: reviewOf(
      job,
      changes.filter((change) => change.seo_job_id === job.id),
    ),
    statusHistory: history.get(job.id) ?? [],
    createdOn: job.created_on,
    updatedOn: job.updated_on,
  }));
}

/** A client's SEO jobs; with a period, only the jobs of that period's deliverables (test jobs belong to no period). */
async function seoJobs(_: unknown, { input }: { input: ClientPeriodInput }, context: GraphQLContext): Promise<SeoJob[]> {
  await requireReadableClient(context.db, context, input.clientId);
  const rows = input.periodId
    ? await context.db.query<SeoJobRow>(
        `select s.* from seo_jobs s join deliverables d on d.id = s.deliverable_id
          where s.client_id = $1 and d.period_id = $2 order by s.created_on, s.id`,
        [input.clientId, input.periodId],
      )
    : await context.db.query<SeoJobRow>('select * from seo_jobs where client_id = $1 order by created_on, id', [input.clientId]);
  return withDetails(context.db, rows);
}

async function seoJob(_: unknown, { input }: { input: IdInput }, context: GraphQLContext): Promise<SeoJob> {
  const [row] = await context.db.query<SeoJobRow>('select * from seo_jobs where id = $1', [input.id]);
  if (!row) throw notFound('SEO job', 'id', input.id);
  await requireReadableClient(context.db, context, row.client_id);
  const [job] = await withDetails(context.db, [row]);
  return job!;
}

export const seoQueryResolvers = { Query: { seoJobs, seoJob } };

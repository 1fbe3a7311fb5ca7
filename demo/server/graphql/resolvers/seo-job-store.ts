import { randomUUID } from 'node:crypto';
import type { SeoChangeDecision, SeoJobStatus } from '../../../../src/core/api/generated/graphql.ts';
import { seoChangeSet } from '../../domain/content.ts';
import { setStatus } from '../../domain/status-history.ts';
import { nextSeoStatus, type SeoMove } from '../../domain/transitions.ts';
import type { Queryable } from '../../store/db.ts';
import type { SeoJobRow } from '../targets.ts';

/** A proposed change; an execution job's changes keep the firm's decision on them. */
export interface ProposedChange {
  field: string;
  currentValue: string;
  proposedValue: string;
  decision?: SeoChangeDecision | null;
  decisionComment?: string | null;
  decidedBy?: string | null;
  decidedByUserId?: string | null;
  decidedOn?: string | null;
}
export type ChangeSet = ProposedChange[];

export interface NewSeoJob {
  clientId: string;
  deliverableId: string | null;
  parentJobId: string | null;
  configId: string | null;
  isTest: boolean;
  pageUrl: string;
  status: SeoJobStatus;
  /** Who started it (the viewer's user id), for the job's history. */
  by: string;
  note: string;
  changes: ChangeSet;
  /** 'Passed' marks an execution job: its changes were approved in pre-processing (by staff QC or the firm's review). */
  preProcessQc?: 'Passed';
}

/** The deterministic change set the SEO generator proposes for a page of a client. */
export async function generatedChanges(tx: Queryable, clientId: string, pageUrl: string): Promise<ChangeSet> {
  const [client] = await tx.query<{ name: string }>('select name from clients where id = $1', [clientId]);
  return seoChangeSet(pageUrl, client?.name ?? 'the firm');
}

interface ChangeRow {
  field: string;
  current_value: string;
  proposed_value: string;
  decision: SeoChangeDecision | null;
  decision_comment: string | null;
  decided_by: string | null;
  decided_by_user_id: string | null;
  decided_on: string | null;
}

/** The proposed changes of an existing job with the firm's decisions, in position order (an execution job carries some of them out). */
export async function changesOf(tx: Queryable, seoJobId: string): Promise<ChangeSet> {
  const rows = await tx.query<ChangeRow>(
    'select field, current_value, proposed_value, decision, decision_comment, decided_by, decided_by_user_id, decided_on from seo_changes where seo_job_id = $1 order by position, id',
    [seoJobId],
  );
  return rows.map((row) => ({
    field: row.field,
    currentValue: row.current_value,
    proposedValue: row.proposed_value,
    decision: row.decision,
    decisionComment: row.decision_comment,
    decidedBy: row.decided_by,
    decidedByUserId: row.decided_by_user_id,
    decidedOn: row.decided_on,
  }));
}

/** Creates an SEO job with its changes and the first entry of its history; returns its id. */
export async function insertSeoJob(tx: Queryable, job: NewSeoJob): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into seo_jobs (id, client_id, deliverable_id, parent_job_id, config_id, is_test, page_url, status, pre_process_qc)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      job.clientId,
      job.deliverableId,
      job.parentJobId,
      job.configId,
      job.isTest,
      job.pageUrl,
      job.status,
      job.preProcessQc ?? 'Unevaluated',
    ],
  );
  for (const [position, change] of job.changes.entries()) {
    await tx.query(
      `insert into seo_changes (id, seo_job_id, field, current_value, proposed_value, position, decision, decision_comment, decided_by, decided_by_user_id, decided_on)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        randomUUID(),
        id,
        change.field,
        change.currentValue,
        change.proposedValue,
        position,
        change.decision ?? null,
        change.decisionComment ?? null,
        change.decidedBy ?? null,
        change.decidedByUserId ?? null,
        change.decidedOn ?? null,
      ],
    );
  }
  await setStatus(tx, 'seo_job', id, { from: null, to: job.status, by: job.by, note: job.note });
  return id;
}

/** Copies what a job is about (client, deliverable, page, configuration, test or not) into a follow-up job. */
export const followUpOf = (job: SeoJobRow & { parent_job_id?: string | null }) => ({
  clientId: job.client_id,
  deliverableId: job.deliverable_id,
  parentJobId: job.id,
  configId: job.config_id,
  isTest: job.is_test,
  pageUrl: job.page_url,
});

/** Moves an SEO job by a named move and records who did it and why; an illegal move throws first. */
export async function moveSeoJob(tx: Queryable, job: SeoJobRow, move: SeoMove, action: string, by: string, note: string): Promise<void> {
  const to = nextSeoStatus(move, job.status, action);
  await setStatus(tx, 'seo_job', job.id, { from: job.status, to, by, note });
}

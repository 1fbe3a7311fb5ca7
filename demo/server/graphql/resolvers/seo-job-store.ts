import { randomUUID } from 'node:crypto';
import type { SeoJobStatus } from '../../../../src/core/api/generated/graphql.ts';
import { seoChangeSet } from '../../domain/content.ts';
import { setStatus } from '../../domain/status-history.ts';
import type { Queryable } from '../../store/db.ts';
import type { SeoJobRow } from '../targets.ts';

export type ChangeSet = Array<{ field: string; currentValue: string; proposedValue: string }>;

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
  /** 'Passed' marks an execution job: its changes were approved in pre-processing QC. */
  preProcessQc?: 'Passed';
}

/** The deterministic change set the SEO generator proposes for a page of a client. */
export async function generatedChanges(tx: Queryable, clientId: string, pageUrl: string): Promise<ChangeSet> {
  const [client] = await tx.query<{ name: string }>('select name from clients where id = $1', [clientId]);
  return seoChangeSet(pageUrl, client?.name ?? 'the firm');
}

/** The proposed changes of an existing job, in position order (an execution job carries out what pre-processing approved). */
export async function changesOf(tx: Queryable, seoJobId: string): Promise<ChangeSet> {
  const rows = await tx.query<{ field: string; current_value: string; proposed_value: string }>(
    'select field, current_value, proposed_value from seo_changes where seo_job_id = $1 order by position, id',
    [seoJobId],
  );
  return rows.map((row) => ({ field: row.field, currentValue: row.current_value, proposedValue: row.proposed_value }));
}

/** Creates an SEO job with its changes and the first entry of its history; returns its id. */
export async function insertSeoJob(tx: Queryable, job: NewSeoJob): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into seo_jobs (id, client_id, deliverable_id, parent_job_id, config_id, is_test, page_url, status, pre_process_qc)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, job.clientId, job.deliverableId, job.parentJobId, job.configId, job.isTest, job.pageUrl, job.status, job.preProcessQc ?? 'Unevaluated'],
  );
  for (const [position, change] of job.changes.entries()) {
    await tx.query('insert into seo_changes (id, seo_job_id, field, current_value, proposed_value, position) values ($1, $2, $3, $4, $5, $6)', [
      randomUUID(),
      id,
      change.field,
      change.currentValue,
      change.proposedValue,
      position,
    ]);
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

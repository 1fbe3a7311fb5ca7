import type { Queryable } from '../store/db.ts';

export type JobKind = 'blog_job' | 'social_job' | 'seo_job' | 'backlink_job' | 'deliverable' | 'landing_page_job' | 'ads_campaign';

const TABLES: Partial<Record<JobKind, string>> = {
  blog_job: 'blog_jobs',
  social_job: 'social_jobs',
  seo_job: 'seo_jobs',
  backlink_job: 'backlink_jobs',
  deliverable: 'deliverables',
};

/** Moves a job to a new status and records the move, so the job's history shows who did what and when. */
export async function setStatus(
  tx: Queryable,
  kind: JobKind,
  id: string,
  change: { from: string | null; to: string; by: string | null; note?: string },
): Promise<void> {
  const table = TABLES[kind];
  if (table) await tx.query(`update ${table} set status = $2, updated_on = now() where id = $1`, [id, change.to]);
  await tx.query(
    'insert into status_history (entity_kind, entity_id, from_status, to_status, changed_by, note) values ($1, $2, $3, $4, $5, $6)',
    [kind, id, change.from, change.to, change.by, change.note ?? null],
  );
}

import { moveJob, type JobStep } from './job-step.ts';

/** A backlink job is taken up (Pending) once its start date has come. */
export const backlinkStep: JobStep = {
  label: 'backlink job',
  due: (db, limit) =>
    db.query(
      `select id, status from backlink_jobs where status = 'Initialized' and (start_date is null or start_date <= current_date)
        order by updated_on, id limit $1`,
      [limit],
    ),
  async advance(tx, job) {
    const [row] = await tx.query<{ id: string }>(`select id from backlink_jobs where id = $1 and status = 'Initialized' for update`, [
      job.id,
    ]);
    if (!row) return false;
    await moveJob(tx, 'backlink_job', row.id, 'Initialized', 'Pending');
    return true;
  },
};

/** Landing page jobs and Google Ads campaigns live in `resources`; their status is data.status. */
const RESOURCE_KINDS = { landingPageJob: 'landing_page_job', googleAdsCampaign: 'ads_campaign' } as const;
const NEXT: Record<string, string> = { Pending: 'InProgress', InProgress: 'ReadyForReview' };

export const resourceJobStep: JobStep = {
  label: 'landing page job or ads campaign',
  due: (db, limit) =>
    db.query(
      `select id, data->>'status' as status from resources
        where kind in ('landingPageJob', 'googleAdsCampaign') and is_active and data->>'status' in ('Pending', 'InProgress')
        order by updated_on, id limit $1`,
      [limit],
    ),
  async advance(tx, job) {
    const [row] = await tx.query<{ id: string; kind: keyof typeof RESOURCE_KINDS }>(
      `select id, kind from resources where id = $1 and is_active and data->>'status' = $2 for update`,
      [job.id, job.status],
    );
    const to = NEXT[job.status];
    if (!row || !to) return false;
    // The version moves too: an edit made against the resource as it was is a conflict, not an overwrite.
    await tx.query(
      `update resources set data = jsonb_set(data, '{status}', to_jsonb($2::text)), version = version + 1, updated_on = now() where id = $1`,
      [row.id, to],
    );
    await moveJob(tx, RESOURCE_KINDS[row.kind], row.id, job.status, to);
    return true;
  },
};

import { seoChangeSet } from '../domain/content.ts';
import { seededId } from '../store/seed/ids.ts';
import { moveJob, type JobStep } from './job-step.ts';

// Pending: queued; InProgress: the page is being analysed and the change set waits for pre-processing
// review; an execution job (made when pre-processing passed QC) goes on to post-processing review instead.
const nextStatus = (status: string, preProcessQc: string) =>
  status === 'Pending'
    ? 'InProgress'
    : status === 'InProgress'
      ? preProcessQc === 'Passed'
        ? 'ReadyForPostProcessingReview'
        : 'ReadyForPreProcessingReview'
      : undefined;

/** SEO jobs run once their period has begun; a job queued for a later month waits for it. */
export const seoStep: JobStep = {
  label: 'SEO job',
  due: (db, limit) =>
    db.query(
      `select s.id, s.status from seo_jobs s
         left join deliverables d on d.id = s.deliverable_id
         left join subscription_periods p on p.id = d.period_id
        where s.status = 'InProgress' or (s.status = 'Pending' and (p.start_date is null or p.start_date <= current_date))
        order by s.updated_on, s.id limit $1`,
      [limit],
    ),

  async advance(tx, job) {
    const [row] = await tx.query<{ id: string; page_url: string; firm: string; pre_process_qc: string }>(
      `select s.id, s.page_url, s.pre_process_qc, c.name as firm from seo_jobs s join clients c on c.id = s.client_id
        where s.id = $1 and s.status = $2 for update of s`,
      [job.id, job.status],
    );
    const to = row && nextStatus(job.status, row.pre_process_qc);
    if (!row || !to) return false;
    if (to === 'ReadyForPreProcessingReview') {
      const [existing] = await tx.query('select 1 from seo_changes where seo_job_id = $1 limit 1', [row.id]);
      if (!existing) {
        let position = 0;
        for (const change of seoChangeSet(row.page_url, row.firm)) {
          await tx.query(
            `insert into seo_changes (id, seo_job_id, field, current_value, proposed_value, position) values ($1, $2, $3, $4, $5, $6)
             on conflict (id) do nothing`,
            [seededId(`${row.id}:change:${position}`), row.id, change.field, change.currentValue, change.proposedValue, position],
          );
          position += 1;
        }
      }
      await tx.query('update seo_jobs set failure_reason = null where id = $1', [row.id]);
    }
    await moveJob(tx, 'seo_job', row.id, job.status, to);
    return true;
  },
};

import type {
  CreateAndStartSeoTestJobInput,
  SeoJobIdInput,
  StartSeoDeliverableJobInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { todayIso } from '../../domain/dates.ts';
import { setStatus } from '../../domain/status-history.ts';
import { nextJobStatus } from '../../domain/transitions.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput, illegalTransition, serviceError } from '../errors.ts';
import { clientTarget, deliverableTarget, seoJobTarget, type DeliverableRow, type SeoJobRow } from '../targets.ts';
import { generatedChanges, insertSeoJob } from './seo-job-store.ts';
import { httpUrl } from './settings-input.ts';
import { requireConfigFor } from './settings-resources.ts';

type ClientRow = { client_id: string; id: string; name: string };

const SEO_SERVICE = 'seo';
// Deliverables whose work is over: nothing new may start on them.
const FINISHED_DELIVERABLE = ['Canceled', 'Complete', 'Published'];
const FINISHED_SEO_JOB = ['Canceled', 'Complete'];
const CONFIG_KIND = 'seoContentRefreshJobConfig';

const requireTestJob = (job: { is_test: boolean }) => {
  if (!job.is_test) throw badInput('seoJobId', 'is a deliverable job, not a test job; only test jobs can be deleted or promoted.');
};

/** A deliverable's SEO work starts when staff start it; a NotStarted deliverable moves to InProgress with it. */
async function startDeliverable(tx: Queryable, deliverable: { id: string; status: string }, by: string) {
  if (deliverable.status !== 'NotStarted') return;
  const to = nextJobStatus('start', deliverable.status, 'deliverable', 'start the deliverable');
  await setStatus(tx, 'deliverable', deliverable.id, { from: deliverable.status, to, by, note: 'SEO work started' });
}

const createAndStartSeoTestJob = defineMutation({
  capability: 'staff',
  target: clientTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<CreateAndStartSeoTestJobInput, ClientRow>) => {
    const pageUrl = httpUrl('pageUrl', input.pageUrl);
    if (input.configId) await requireConfigFor(tx, CONFIG_KIND, 'SEO content refresh configuration', input.configId, target.row.id);
    const jobId = await insertSeoJob(tx, {
      clientId: target.row.id,
      deliverableId: null,
      parentJobId: null,
      configId: input.configId ?? null,
      isTest: true,
      pageUrl,
      status: 'InProgress',
      by: viewer.email,
      note: 'Test job started',
      changes: await generatedChanges(tx, target.row.id, pageUrl),
    });
    return { jobId, message: `SEO test job started for ${pageUrl}.` };
  },
});

const deleteSeoTestJob = defineMutation({
  capability: 'staff',
  target: seoJobTarget,
  run: async ({ tx, input, target }: MutationRun<SeoJobIdInput, SeoJobRow>) => {
    requireTestJob(target.row);
    // Jobs made from this one (regenerations, executions) outlive it; they just lose the link.
    await tx.query('update seo_jobs set parent_job_id = null where parent_job_id = $1', [input.seoJobId]);
    await tx.query('delete from seo_changes where seo_job_id = $1', [input.seoJobId]);
    await tx.query("delete from status_history where entity_kind = 'seo_job' and entity_id = $1", [input.seoJobId]);
    await tx.query('delete from seo_jobs where id = $1', [input.seoJobId]);
    return { message: 'SEO test job deleted.' };
  },
});

const promoteSeoTestJobToDeliverable = defineMutation({
  capability: 'staff',
  target: seoJobTarget,
  run: async ({ tx, target, viewer }: MutationRun<SeoJobIdInput, SeoJobRow>) => {
    const job = target.row;
    requireTestJob(job);
    // The current period's first open SEO deliverable, preferring one that has no open job yet.
    const [deliverable] = await tx.query<{ id: string; name: string; status: string }>(
      `select d.id, d.name, d.status from deliverables d join subscription_periods p on p.id = d.period_id
        where d.client_id = $1 and lower(d.service_name) = $2 and p.start_date <= $3::date and p.end_date >= $3::date
          and d.status <> all($4)
        order by exists (select 1 from seo_jobs s where s.deliverable_id = d.id and s.status <> all($5)), d.due_date nulls last, d.id
        limit 1 for update of d`,
      [job.client_id, SEO_SERVICE, todayIso(), FINISHED_DELIVERABLE, FINISHED_SEO_JOB],
    );
    if (!deliverable) {
      throw serviceError(
        'NOT_FOUND',
        'The client has no open SEO deliverable in the current subscription period; add one to the period before promoting the test job.',
        { field: 'seoJobId' },
      );
    }
    await tx.query('update seo_jobs set is_test = false, deliverable_id = $2, updated_on = now() where id = $1', [job.id, deliverable.id]);
    await setStatus(tx, 'seo_job', job.id, {
      from: job.status,
      to: job.status,
      by: viewer.email,
      note: `Promoted to deliverable "${deliverable.name}"`,
    });
    await startDeliverable(tx, deliverable, viewer.email);
    return { message: `SEO test job promoted to deliverable "${deliverable.name}".` };
  },
});

const startSeoDeliverableJob = defineMutation({
  capability: 'staff',
  target: deliverableTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<StartSeoDeliverableJobInput, DeliverableRow>) => {
    const deliverable = target.row;
    if (deliverable.service_name.toLowerCase() !== SEO_SERVICE)
      throw badInput('deliverableId', `is a ${deliverable.service_name} deliverable; choose an SEO deliverable.`);
    if (FINISHED_DELIVERABLE.includes(deliverable.status)) throw illegalTransition('deliverable', 'start an SEO job', deliverable.status);
    const pageUrl = httpUrl('pageUrl', input.pageUrl);
    if (input.configId) await requireConfigFor(tx, CONFIG_KIND, 'SEO content refresh configuration', input.configId, deliverable.client_id);
    const [open] = await tx.query<{ id: string; status: string }>(
      'select id, status from seo_jobs where deliverable_id = $1 and status <> all($2) limit 1',
      [deliverable.id, FINISHED_SEO_JOB],
    );
    if (open) {
      throw serviceError(
        'CONFLICT',
        `The deliverable already has SEO job ${open.id} in status ${open.status}; regenerate or complete that job instead.`,
        { jobId: open.id },
      );
    }
    const jobId = await insertSeoJob(tx, {
      clientId: deliverable.client_id,
      deliverableId: deliverable.id,
      parentJobId: null,
      configId: input.configId ?? null,
      isTest: false,
      pageUrl,
      status: 'InProgress',
      by: viewer.email,
      note: 'Deliverable job started',
      changes: await generatedChanges(tx, deliverable.client_id, pageUrl),
    });
    await startDeliverable(tx, deliverable, viewer.email);
    return { jobId, message: `SEO job started for ${pageUrl}.` };
  },
});

export const seoTestJobResolvers = {
  Mutation: { createAndStartSeoTestJob, deleteSeoTestJob, promoteSeoTestJobToDeliverable, startSeoDeliverableJob },
};

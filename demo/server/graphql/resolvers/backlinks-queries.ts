import type { BacklinkJob, BacklinkStep, ClientPeriodInput } from '../../../../src/core/api/generated/graphql.ts';
import type { GraphQLContext } from '../context.ts';
import { requireReadableClient } from './clients.ts';

interface BacklinkJobRow {
  id: string;
  client_id: string;
  deliverable_id: string | null;
  target_url: string;
  anchor_text: string;
  referring_site: string | null;
  live_url: string | null;
  status: BacklinkJob['status'];
  start_date: string | null;
  created_on: string;
}
interface BacklinkStepRow {
  id: string;
  job_id: string;
  position: number;
  kind: string;
  status: BacklinkStep['status'];
  data: unknown;
  file_name: string | null;
  started_on: string | null;
  completed_on: string | null;
  updated_on: string;
}

/** A client's backlinks jobs, each with its steps in workflow order; with a period, only that period's deliverables' jobs. */
async function backlinkJobs(_: unknown, { input }: { input: ClientPeriodInput }, context: GraphQLContext): Promise<BacklinkJob[]> {
  const { db } = context;
  await requireReadableClient(db, context, input.clientId);
  const jobs = input.periodId
    ? await db.query<BacklinkJobRow>(
        `select b.* from backlink_jobs b join deliverables d on d.id = b.deliverable_id
          where b.client_id = $1 and d.period_id = $2 order by b.start_date nulls last, b.id`,
        [input.clientId, input.periodId],
      )
    : await db.query<BacklinkJobRow>('select * from backlink_jobs where client_id = $1 order by start_date nulls last, id', [
        input.clientId,
      ]);
  const steps = await db.query<BacklinkStepRow>('select * from backlink_steps where job_id = any($1) order by position, id', [
    jobs.map((job) => job.id),
  ]);
  return jobs.map((job) => ({
    id: job.id,
    clientId: job.client_id,
    deliverableId: job.deliverable_id,
    targetUrl: job.target_url,
    anchorText: job.anchor_text,
    referringSite: job.referring_site,
    liveUrl: job.live_url,
    status: job.status,
    startDate: job.start_date,
    createdOn: job.created_on,
    steps: steps
      .filter((step) => step.job_id === job.id)
      .map((step) => ({
        id: step.id,
        jobId: step.job_id,
        position: step.position,
        kind: step.kind,
        status: step.status,
        data: step.data,
        fileName: step.file_name,
        startedOn: step.started_on,
        completedOn: step.completed_on,
        updatedOn: step.updated_on,
      })),
  }));
}

export const backlinkQueryResolvers = { Query: { backlinkJobs } };

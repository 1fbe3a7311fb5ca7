import { randomUUID } from 'node:crypto';
import { setStatus } from '../../domain/status-history.ts';
import { statusHistoryOf } from '../../graphql/resolvers/blog-queries.ts';
import { socialGenerationResolvers } from '../../graphql/resolvers/social-generation.ts';
import type { Queryable } from '../../store/db.ts';
import { graphQLContextOf, type Handler, type RestCall } from '../call.ts';
import { componentFields, resourceOf } from '../document.ts';
import { notFound } from '../problems.ts';
import { recordRequest } from '../recorded.ts';
import { changeResource } from '../resource-crud.ts';
import { loadRow, readRow, requireClientAccess, requireSameClient, selectRows, tableList } from '../table-crud.ts';
import { deliverables, socialJobs, socialPosts } from '../tables.ts';

/** Social media jobs and workflows; their configurations are generic resources, but for one step at a time. */
const JOB_FIELDS = componentFields('SocialMediaJob');
const POST_FIELDS = componentFields('SocialMediaPost');

interface NewJob {
  clientId: string;
  deliverableId?: string;
  topic: string;
  channel?: string;
  isTest?: boolean;
}

async function createJob(tx: Queryable, call: RestCall, job: NewJob): Promise<string> {
  await requireClientAccess(call, tx, job.clientId);
  await requireSameClient(tx, { table: 'deliverables', label: 'deliverable' }, 'deliverableId', job.deliverableId, job.clientId);
  const id = randomUUID();
  await tx.query('insert into social_jobs (id, client_id, deliverable_id, channel, is_test, topic) values ($1, $2, $3, $4, $5, $6)', [
    id,
    job.clientId,
    job.deliverableId ?? null,
    job.channel ?? 'SocialMedia',
    job.isTest ?? false,
    job.topic.trim(),
  ]);
  await setStatus(tx, 'social_job', id, { from: null, to: 'NotStarted', by: call.viewer.email, note: 'created' });
  return id;
}

/** Lists of one client named in the path: 404 for an unknown client, 403 for one the viewer may not see. */
const ofClientInPath = (column: string) => async (call: RestCall, params: { param(value: unknown): string }) => {
  await requireClientAccess(call, call.db, call.params.id!);
  return [`${column} = ${params.param(call.params.id)}`];
};

const configuration = resourceOf('getSocialMediaJobConfiguration');

export const socialMediaHandlers: Record<string, Handler> = {
  createSocialMediaJob: (call) =>
    call.db.transaction(async (tx) => readRow(call, tx, socialJobs, await createJob(tx, call, call.body as unknown as NewJob))),
  // All or nothing: one job naming a client the viewer may not act for refuses the batch.
  createSocialMediaJobBatch: (call) =>
    call.db.transaction(async (tx) => {
      const ids = [];
      for (const job of call.body.jobs as NewJob[]) ids.push(await createJob(tx, call, job));
      return Promise.all(ids.map((id) => readRow(call, tx, socialJobs, id, JOB_FIELDS)));
    }),
  getSocialMediaJob: async (call) => {
    const job = await readRow(call, call.db, socialJobs, call.params.id!, JOB_FIELDS);
    return { ...job, posts: await selectRows(call.db, socialPosts, POST_FIELDS, 't.social_job_id = $1', [job.id], 't.platform, t.id') };
  },
  listSocialMediaJobsOfClient: tableList(socialJobs, { where: ofClientInPath('t.client_id') }),
  listSocialMediaPostsOfClient: tableList(socialPosts, { where: ofClientInPath('j.client_id') }),
  listSocialMediaWorkflows: tableList(socialJobs, { omit: ['statusHistory'] }),
  getSocialMediaWorkflow: async (call) => {
    const fields = call.operation.responseFields.filter((field) => field !== 'statusHistory');
    const job = await readRow(call, call.db, socialJobs, call.params.id!, fields);
    return { ...job, statusHistory: await statusHistoryOf(call.db, 'social_job', String(job.id)) };
  },
  // The same regeneration as GraphQL's RegenerateSocialMediaJob, for the deliverable's latest job.
  regenerateSocialMediaJobOfDeliverable: async (call) => {
    const deliverable = await loadRow(call.db, deliverables, ['id'], call.params.id!);
    call.authorize(deliverable.__client, 'this deliverable');
    const [latest] = await call.db.query<{ id: string }>(
      'select id from social_jobs where deliverable_id = $1 order by created_on desc, id desc limit 1',
      [deliverable.id],
    );
    if (!latest) throw notFound('social media job for deliverable', deliverable.id);
    return socialGenerationResolvers.Mutation.regenerateSocialMediaJob(
      null,
      { input: { socialMediaJobId: latest.id } },
      graphQLContextOf(call),
    );
  },
  pushSocialMediaJobToBubble: (call) =>
    call.db.transaction(async (tx) => {
      const job = await loadRow(tx, socialJobs, ['id', 'topic', 'status'], String(call.body.socialMediaJobId), true);
      call.authorize(job.__client, 'this social media job');
      return recordRequest(tx, call, 'socialBubblePush', job.__client, {
        socialMediaJobId: job.id,
        topic: job.topic,
        jobStatus: job.status,
        status: 'Requested',
      });
    }),
  // A configuration has at most one step of each kind: a step of a kind it has replaces that one.
  updateSocialMediaJobConfigurationStep: (call) => {
    const step = call.body.step as { kind: string };
    return changeResource(call, { ...configuration, idFrom: 'body' }, (data) => {
      const steps = ((data.steps as Array<{ kind: string }> | undefined) ?? []).filter((existing) => existing.kind !== step.kind);
      return { ...data, steps: [...steps, step] };
    });
  },
};

import { randomUUID } from 'node:crypto';
import type {
  CreateAndStartSocialMediaTestJobInput,
  CreateClientAyrshareProfileInput,
  JobPayload,
  MessagePayload,
  NewJobPayload,
  SocialMediaJobIdInput,
  SocialPlatform,
  StartSocialMediaBatchJobsInput,
  StartSocialMediaDeliverableJobInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { syncDeliverableStatus } from '../../domain/content-jobs.ts';
import { todayIso } from '../../domain/dates.ts';
import { setStatus } from '../../domain/status-history.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type Target } from '../define-mutation.ts';
import { badInput, notFound, serviceError } from '../errors.ts';
import { deliverableTarget, targetBy, type DeliverableRow } from '../targets.ts';
import { moveSocialJob, postsOf, socialJobRecordTarget, type SocialJobRecord } from './social-jobs.ts';
import { CHANNEL_SERVICE, createStartedSocialJob, requirePlatforms, requireTopic, startDeliverableJob } from './social-start.ts';

const MAX_BATCH = 50;
const SOCIAL_NETWORKS: SocialPlatform[] = ['Facebook', 'Instagram', 'LinkedIn', 'X'];
type ClientRow = { client_id: string; id: string; name: string; ayrshare_profile_key: string | null };
const socialClientTarget = targetBy<ClientRow>('client', 'clientId', 'select *, id as client_id from clients where id = $1 for update');

/** Gives the client its own profile at the social posting provider, which postToSocialMedia posts through. */
const createClientAyrshareProfile = defineMutation<CreateClientAyrshareProfileInput, ClientRow, MessagePayload>({
  capability: 'staff',
  target: socialClientTarget,
  run: async ({ tx, target }) => {
    if (target.row.ayrshare_profile_key)
      throw badInput('clientId', `${target.row.name} already has an Ayrshare profile; it cannot have a second one.`);
    await tx.query('update clients set ayrshare_profile_key = $2, updated_on = now() where id = $1', [
      target.row.id,
      `profile-${randomUUID()}`,
    ]);
    return { message: `Created an Ayrshare profile for ${target.row.name}.` };
  },
});

/** A job outside any deliverable, to try a topic; staff promote it to a deliverable when it is good. */
const createAndStartSocialMediaTestJob = defineMutation<CreateAndStartSocialMediaTestJobInput, ClientRow, JobPayload>({
  capability: 'staff',
  target: socialClientTarget,
  run: async ({ tx, input, target, viewer }) => {
    const channel = input.channel ?? 'SocialMedia';
    const topic = requireTopic('topic', input.topic);
    const platforms = requirePlatforms('platforms', input.platforms, channel);
    const jobId = await createStartedSocialJob(
      tx,
      { clientId: target.row.id, deliverableId: null, parentJobId: null, channel, isTest: true, topic, platforms },
      viewer.email,
    );
    return { jobId, message: `Started the test job "${topic}".` };
  },
});

/**
 * Attaches a test job to the client's deliverable of this period for its channel, preferring one that
 * has no job under way yet.
 */
const promoteSocialMediaTestJobToDeliverable = defineMutation<SocialMediaJobIdInput, SocialJobRecord, MessagePayload>({
  capability: 'staff',
  target: socialJobRecordTarget,
  run: async ({ tx, target, viewer }) => {
    const job = target.row;
    if (!job.is_test) throw badInput('socialMediaJobId', 'is not a test job; only test jobs are promoted to a deliverable.');
    const service = CHANNEL_SERVICE[job.channel];
    const [deliverable] = await tx.query<DeliverableRow>(
      `select d.* from deliverables d join subscription_periods p on p.id = d.period_id
        where d.client_id = $1 and lower(d.service_name) = lower($2) and p.start_date <= $3 and p.end_date >= $3
        order by exists (select 1 from social_jobs j where j.deliverable_id = d.id and j.status not in ('Canceled', 'NotStarted')), d.due_date nulls last, d.id
        limit 1 for update of d`,
      [job.client_id, service, todayIso()],
    );
    if (!deliverable) {
      throw serviceError(
        'BAD_USER_INPUT',
        `The client has no ${service} deliverable in the current period to promote this job to; add one to its subscription first.`,
        {
          field: 'socialMediaJobId',
        },
      );
    }
    await tx.query('update social_jobs set deliverable_id = $2, is_test = false, updated_on = now() where id = $1', [
      job.id,
      deliverable.id,
    ]);
    await setStatus(tx, 'social_job', job.id, {
      from: job.status,
      to: job.status,
      by: viewer.email,
      note: `promoted to deliverable ${deliverable.name}`,
    });
    await syncDeliverableStatus(tx, deliverable.id, job.status, viewer.email);
    return { message: `Promoted "${job.topic}" to deliverable ${deliverable.name}.` };
  },
});

const startSocialMediaDeliverableJob = defineMutation<StartSocialMediaDeliverableJobInput, DeliverableRow, JobPayload>({
  capability: 'staff',
  target: deliverableTarget,
  run: async ({ tx, input, target, viewer }) => {
    const jobId = await startDeliverableJob(tx, target.row, input, viewer.email);
    return { jobId, message: `Started the job "${input.topic.trim()}".` };
  },
});

/** Every deliverable a batch names, loaded and locked; the batch's client when all share one. */
async function batchTarget(tx: Queryable, input: StartSocialMediaBatchJobsInput): Promise<Target<{ deliverables: DeliverableRow[] }>> {
  // Past this, the size check in run answers (after the permission check, so client roles see FORBIDDEN).
  if (input.batch.length > MAX_BATCH) return { clientId: null, row: { deliverables: [] }, label: 'batch of deliverables' };
  const deliverables: DeliverableRow[] = [];
  for (const [index, item] of input.batch.entries()) {
    if (input.batch.findIndex((other) => other.deliverableId === item.deliverableId) !== index)
      throw badInput(`batch[${index}].deliverableId`, 'names a deliverable twice.');
    const [row] = await tx.query<DeliverableRow>('select * from deliverables where id = $1 for update', [item.deliverableId]);
    if (!row) throw notFound('deliverable', `batch[${index}].deliverableId`, item.deliverableId);
    deliverables.push(row);
  }
  const clients = new Set(deliverables.map((row) => row.client_id));
  return { clientId: clients.size === 1 ? [...clients][0]! : null, row: { deliverables }, label: 'batch of deliverables' };
}

/** Starts a job for every deliverable of the batch, or none: one refused item refuses the whole batch. */
const startSocialMediaBatchJobs = defineMutation<StartSocialMediaBatchJobsInput, { deliverables: DeliverableRow[] }, MessagePayload>({
  capability: 'staff',
  target: batchTarget,
  run: async ({ tx, input, target, viewer }) => {
    if (input.batch.length === 0) throw badInput('batch', 'must hold at least one job.');
    if (input.batch.length > MAX_BATCH) throw badInput('batch', `must hold at most ${MAX_BATCH} jobs; split it.`);
    for (const [index, item] of input.batch.entries()) {
      await startDeliverableJob(tx, target.row.deliverables[index]!, item, viewer.email, `batch[${index}].`);
    }
    return { message: `Started ${input.batch.length} social media job${input.batch.length === 1 ? '' : 's'}.` };
  },
});

/** Replaces a job by a new one on the same deliverable, topic and platforms; the old one is canceled. */
const regenerateSocialMediaJob = defineMutation<SocialMediaJobIdInput, SocialJobRecord, NewJobPayload>({
  capability: 'staff',
  target: socialJobRecordTarget,
  run: async ({ tx, target, viewer }) => {
    const old = target.row;
    const platforms = (await postsOf(tx, old.id)).map((post) => post.platform);
    await moveSocialJob(tx, old, 'replace', 'regenerate the social media job', viewer.email, 'replaced by a new job');
    const fallback: SocialPlatform[] = old.channel === 'GoogleBusinessProfile' ? ['GoogleBusinessProfile'] : SOCIAL_NETWORKS;
    const newJobId = await createStartedSocialJob(
      tx,
      {
        clientId: old.client_id,
        deliverableId: old.deliverable_id,
        parentJobId: old.id,
        channel: old.channel,
        isTest: old.is_test,
        topic: old.topic,
        platforms: platforms.length ? [...new Set(platforms)] : fallback,
      },
      viewer.email,
    );
    return { newJobId, message: `Regenerating "${old.topic}" as a new job.` };
  },
});

export const socialGenerationResolvers = {
  Mutation: {
    createClientAyrshareProfile,
    createAndStartSocialMediaTestJob,
    promoteSocialMediaTestJobToDeliverable,
    startSocialMediaDeliverableJob,
    startSocialMediaBatchJobs,
    regenerateSocialMediaJob,
  },
};

import { randomUUID } from 'node:crypto';
import type {
  ContentType,
  JobPayload,
  MessagePayload,
  ModifyBlogSetDeliverableInput,
  NewJobPayload,
  RegenerateBlogJobInput,
  RewriteBlogJobForDeliverableInput,
  StartBlogJobInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { syncDeliverableStatus } from '../../domain/content-jobs.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation } from '../define-mutation.ts';
import { badInput, illegalTransition, notFound } from '../errors.ts';
import { deliverableTarget, type DeliverableRow } from '../targets.ts';
import { TOPIC_MAX, requireText } from './blog-input.ts';
import { blogJobRecordTarget, moveBlogJob, type BlogJobRecord } from './blog-jobs.ts';

const INSTRUCTIONS_MAX = 5000;
const BLOG_SERVICE = 'blog';

const isBlogDeliverable = (deliverable: { service_name: string }) => deliverable.service_name.trim().toLowerCase() === BLOG_SERVICE;

interface NewBlogJob {
  clientId: string;
  deliverableId: string | null;
  parentJobId: string | null;
  isTest: boolean;
  topic: string;
  contentType: ContentType;
  instructions: string | null;
  dueDate: string | null;
}

/**
 * Creates a job and starts it: it is stored NotStarted, then moved to InProgress so its history shows
 * the start. The background worker picks InProgress jobs up and writes their content.
 */
async function createStartedBlogJob(tx: Queryable, job: NewBlogJob, by: string): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into blog_jobs (id, client_id, deliverable_id, parent_job_id, is_test, topic, content_type, instructions, due_date, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'NotStarted')`,
    [id, job.clientId, job.deliverableId, job.parentJobId, job.isTest, job.topic, job.contentType, job.instructions, job.dueDate],
  );
  await moveBlogJob(
    tx,
    { id, status: 'NotStarted', deliverable_id: job.deliverableId, is_test: job.isTest },
    'start',
    'start the blog job',
    by,
  );
  return id;
}

const optionalInstructions = (value: string | null | undefined) =>
  value?.trim() ? requireText('instructions', value, INSTRUCTIONS_MAX) : null;

/**
 * StartBlogJob: writes the deliverable's blog post. A deliverable whose job has not started (or failed)
 * has that job started with the new topic; one with work under way or done is refused, since that work
 * is replaced through regenerate or rewrite instead.
 */
const startBlogJob = defineMutation<StartBlogJobInput, DeliverableRow, JobPayload>({
  capability: 'staff',
  target: deliverableTarget,
  run: async ({ tx, input, target, viewer }) => {
    const deliverable = target.row;
    if (!isBlogDeliverable(deliverable))
      throw badInput('deliverableId', `is a ${deliverable.service_name} deliverable; choose a Blog deliverable.`);
    const topic = requireText('topic', input.topic, TOPIC_MAX);
    const instructions = optionalInstructions(input.instructions);
    const contentType = input.contentType ?? 'BlogPost';
    const [current] = await tx.query<BlogJobRecord>(
      `select * from blog_jobs where deliverable_id = $1 and status <> 'Canceled' and not is_test order by created_on desc, id desc limit 1 for update`,
      [deliverable.id],
    );
    if (current && current.status !== 'NotStarted' && current.status !== 'Failed')
      throw illegalTransition('blog deliverable', 'start a new blog job', current.status);
    if (current) {
      await tx.query('update blog_jobs set topic = $2, content_type = $3, instructions = $4, updated_on = now() where id = $1', [
        current.id,
        topic,
        contentType,
        instructions,
      ]);
      await moveBlogJob(tx, current, 'start', 'start the blog job', viewer.email);
      return { jobId: current.id, message: `Started the blog job "${topic}".` };
    }
    const jobId = await createStartedBlogJob(
      tx,
      {
        clientId: deliverable.client_id,
        deliverableId: deliverable.id,
        parentJobId: null,
        isTest: false,
        topic,
        contentType,
        instructions,
        dueDate: deliverable.due_date,
      },
      viewer.email,
    );
    return { jobId, message: `Started the blog job "${topic}".` };
  },
});

/** Replaces a job by a new one that inherits its deliverable and topic; the old one is canceled. */
async function replaceBlogJob(tx: Queryable, old: BlogJobRecord, instructions: string | null, by: string, action: string): Promise<string> {
  await moveBlogJob(tx, old, 'replace', action, by, 'replaced by a new job');
  return createStartedBlogJob(
    tx,
    {
      clientId: old.client_id,
      deliverableId: old.deliverable_id,
      parentJobId: old.id,
      isTest: old.is_test,
      topic: old.topic,
      contentType: old.content_type,
      instructions: instructions ?? old.instructions,
      dueDate: old.due_date,
    },
    by,
  );
}

const regenerateBlogJob = defineMutation<RegenerateBlogJobInput, BlogJobRecord, NewJobPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const instructions = optionalInstructions(input.instructions);
    const newJobId = await replaceBlogJob(tx, target.row, instructions, viewer.email, 'regenerate the blog job');
    return { newJobId, message: `Regenerating "${target.row.topic}" as a new job.` };
  },
});

const rewriteBlogJobForDeliverable = defineMutation<RewriteBlogJobForDeliverableInput, BlogJobRecord, NewJobPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const instructions = requireText('instructions', input.instructions, INSTRUCTIONS_MAX);
    const newJobId = await replaceBlogJob(tx, target.row, instructions, viewer.email, 'rewrite the blog job');
    return { newJobId, message: `Rewriting "${target.row.topic}" with your instructions as a new job.` };
  },
});

/** Moves a blog job to another Blog deliverable of the same client; that deliverable takes the job's status. */
const modifyBlogSetDeliverable = defineMutation<ModifyBlogSetDeliverableInput, BlogJobRecord, MessagePayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, viewer }) => {
    const { deliverableId } = input;
    const [deliverable] = await tx.query<DeliverableRow>('select * from deliverables where id = $1 for update', [deliverableId]);
    if (!deliverable) throw notFound('deliverable', 'deliverableId', deliverableId);
    if (deliverable.client_id !== target.row.client_id)
      throw badInput('deliverableId', "belongs to another client; choose one of this blog job's client.");
    if (!isBlogDeliverable(deliverable))
      throw badInput('deliverableId', `is a ${deliverable.service_name} deliverable; choose a Blog deliverable.`);
    await tx.query('update blog_jobs set deliverable_id = $2, updated_on = now() where id = $1', [target.row.id, deliverable.id]);
    if (!target.row.is_test) await syncDeliverableStatus(tx, deliverable.id, target.row.status, viewer.email);
    return { message: `Moved "${target.row.topic}" to deliverable ${deliverable.name}.` };
  },
});

export const blogGenerationResolvers = {
  Mutation: { startBlogJob, regenerateBlogJob, rewriteBlogJobForDeliverable, modifyBlogSetDeliverable },
};

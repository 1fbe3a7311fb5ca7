import { randomUUID } from 'node:crypto';
import { JOB_MOVES, type JobMove } from '../../domain/transitions.ts';
import { setStatus } from '../../domain/status-history.ts';
import { illegalTransition } from '../../graphql/errors.ts';
import { requireApprovedBlogVersion, voidBlogApprovals } from '../../graphql/resolvers/blog-approvals.ts';
import { moveBlogJob, requireEditable, type BlogJobRecord } from '../../graphql/resolvers/blog-jobs.ts';
import type { Queryable } from '../../store/db.ts';
import type { Handler, RestCall } from '../call.ts';
import { notFound } from '../problems.ts';
import { readRow, requireClientAccess, requireSameClient, tableList } from '../table-crud.ts';
import { blogJobs } from '../tables.ts';

/** Blog jobs: the job's own fields and status moves (content edits are in blog-content.ts). */

/** The blog job a call names, locked for the transaction, after checking the viewer may act on its client. */
export async function lockBlogJob(tx: Queryable, call: RestCall, id: string): Promise<BlogJobRecord> {
  const [row] = await tx.query<BlogJobRecord>('select * from blog_jobs where id = $1 for update', [id]);
  if (!row) throw notFound('blog job', id);
  call.authorize(row.client_id, 'this blog job');
  return row;
}

/** The job as the operation answers it (content included). */
export const answerBlogJob = (call: RestCall, tx: Queryable, id: string) => readRow(call, tx, blogJobs, id);

async function createJob(call: RestCall, isTest: boolean) {
  const body = call.body as {
    clientId: string;
    topic: string;
    deliverableId?: string;
    contentType?: string;
    instructions?: string;
    dueDate?: string;
  };
  return call.db.transaction(async (tx) => {
    await requireClientAccess(call, tx, body.clientId);
    await requireSameClient(tx, { table: 'deliverables', label: 'deliverable' }, 'deliverableId', body.deliverableId, body.clientId);
    const id = randomUUID();
    await tx.query(
      `insert into blog_jobs (id, client_id, deliverable_id, is_test, topic, content_type, instructions, due_date)
       values ($1, $2, $3, $4, $5, coalesce($6, 'BlogPost'), $7, $8)`,
      [
        id,
        body.clientId,
        body.deliverableId ?? null,
        isTest,
        body.topic.trim(),
        body.contentType ?? null,
        body.instructions ?? null,
        body.dueDate ?? null,
      ],
    );
    await setStatus(tx, 'blog_job', id, {
      from: null,
      to: 'NotStarted',
      by: call.viewer.email,
      note: isTest ? 'test job created' : 'created',
    });
    return answerBlogJob(call, tx, id);
  });
}

const COLUMNS: Record<string, string> = {
  topic: 'topic',
  publicationTitle: 'publication_title',
  metaDescription: 'meta_description',
  instructions: 'instructions',
  dueDate: 'due_date',
  contentType: 'content_type',
};

/** The named move that takes a job from its status to the one asked for, if the rules have one. */
function moveTo(current: string, status: string): JobMove | undefined {
  return (Object.keys(JOB_MOVES) as JobMove[]).find((move) => {
    const rule = JOB_MOVES[move] as { from: readonly string[]; to: string };
    return rule.to === status && rule.from.includes(current);
  });
}

export const blogJobHandlers: Record<string, Handler> = {
  listBlogJobs: tableList(blogJobs, { omit: ['content'] }),
  createBlogJob: (call) => createJob(call, false),
  createBlogTestJob: (call) => createJob(call, true),
  getBlogJob: async (call) => {
    const fields = call.operation.responseFields.filter((field) => field !== 'content' || call.query.includeContents === true);
    return readRow(call, call.db, blogJobs, call.params.id!, fields);
  },
  startBlogJob: (call) =>
    call.db.transaction(async (tx) => {
      const job = await lockBlogJob(tx, call, call.params.id!);
      await moveBlogJob(tx, job, 'start', 'start the blog job', call.viewer.email);
      return answerBlogJob(call, tx, job.id);
    }),
  updateBlogJob: (call) =>
    call.db.transaction(async (tx) => {
      const job = await lockBlogJob(tx, call, call.params.id!);
      requireEditable(job, 'change the blog job');
      const entries = Object.entries(call.body).filter(([field]) => COLUMNS[field]);
      const sets = entries.map(([field], index) => `${COLUMNS[field]} = $${index + 2}`);
      await tx.query(`update blog_jobs set ${[...sets, 'updated_on = now()'].join(', ')} where id = $1`, [
        job.id,
        ...entries.map(([, value]) => value),
      ]);
      if ('publicationTitle' in call.body && call.body.publicationTitle !== job.publication_title) {
        await voidBlogApprovals(tx, job, 'the publication title was changed', call.viewer.email);
      }
      return answerBlogJob(call, tx, job.id);
    }),
  deleteBlogJob: (call) =>
    call.db.transaction(async (tx) => {
      const job = await lockBlogJob(tx, call, call.params.id!);
      // A published post is on the firm's site: it is unpublished (DeleteWordPressBlog), not deleted.
      if (job.status === 'Published') throw illegalTransition('blog job', 'delete the blog job', job.status);
      await tx.query('update blog_jobs set parent_job_id = null where parent_job_id = $1', [job.id]);
      for (const table of ['blog_job_revisions', 'blog_job_scores', 'blog_images'])
        await tx.query(`delete from ${table} where blog_job_id = $1`, [job.id]);
      await tx.query(`delete from approvals where entity_kind = 'blog_job' and entity_id = $1`, [job.id]);
      await tx.query('delete from blog_jobs where id = $1', [job.id]);
      return { id: job.id, message: `Blog job "${job.topic}" deleted.` };
    }),
  changeBlogJobStatus: (call) =>
    call.db.transaction(async (tx) => {
      const job = await lockBlogJob(tx, call, call.params.id!);
      const status = String(call.body.status);
      const move = moveTo(job.status, status);
      if (!move) throw illegalTransition('blog job', `move it to ${status}`, job.status);
      // An approval names the version read (setBlogDeliverableReadyForPublication); a status alone approves nothing.
      if (move === 'approve')
        throw illegalTransition('blog job', `move it to ${status} without the firm's approval of the version it read`, job.status);
      if (move === 'publish') await requireApprovedBlogVersion(tx, job, `move the blog job to ${status}`);
      await moveBlogJob(
        tx,
        job,
        move,
        `move the blog job to ${status}`,
        call.viewer.email,
        call.body.note ? String(call.body.note) : undefined,
      );
      return answerBlogJob(call, tx, job.id);
    }),
};

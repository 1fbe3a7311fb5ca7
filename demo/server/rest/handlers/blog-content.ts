import { voidBlogApprovals } from '../../graphql/resolvers/blog-approvals.ts';
import { requireEditable } from '../../graphql/resolvers/blog-jobs.ts';
import { blogImagesOf, statusHistoryOf } from '../../graphql/resolvers/blog-queries.ts';
import type { Queryable } from '../../store/db.ts';
import type { Handler, RestCall } from '../call.ts';
import { componentFields } from '../document.ts';
import { staleVersion } from '../problems.ts';
import { recordRequest } from '../recorded.ts';
import { readRow } from '../table-crud.ts';
import { blogJobs, blogJobScores } from '../tables.ts';
import { answerBlogJob, lockBlogJob } from './blog-jobs.ts';

/** A blog job's content: reviewing it, saving edits at the version read, revisions and scores. */

interface ContentEdit {
  id: string;
  content: string;
  title?: string;
  version: number;
}

const SCORE_FIELDS = componentFields('BlogScore');
const BLOG_JOB_FIELDS = componentFields('BlogJob');

async function scoresOf(call: RestCall, blogJobId: string, limit = 100) {
  const rows = await call.db.query<{ id: string }>(
    'select id from blog_job_scores where blog_job_id = $1 order by created_on desc, id desc limit $2',
    [blogJobId, limit],
  );
  return Promise.all(rows.map((row) => readRow(call, call.db, blogJobScores, row.id, SCORE_FIELDS)));
}

/** Saves one edit like GraphQL's ModifyBlogJobContent: only the stored version may be edited, each save is a revision. */
async function saveContent(tx: Queryable, call: RestCall, edit: ContentEdit) {
  const job = await lockBlogJob(tx, call, edit.id);
  requireEditable(job, 'change the content');
  if (edit.version !== job.content_version) throw staleVersion(`blog post "${job.topic}"`, edit.version, job.content_version);
  const title = edit.title ?? job.title;
  const version = job.content_version + 1;
  await tx.query('update blog_jobs set content = $2, title = $3, content_version = $4, updated_on = now() where id = $1', [
    job.id,
    edit.content,
    title,
    version,
  ]);
  await tx.query('insert into blog_job_revisions (blog_job_id, version, title, content, saved_by) values ($1, $2, $3, $4, $5)', [
    job.id,
    version,
    title,
    edit.content,
    call.viewer.email,
  ]);
  await voidBlogApprovals(tx, job, `the text was edited (now version ${version})`, call.viewer.email);
  return readRow(call, tx, blogJobs, job.id, BLOG_JOB_FIELDS);
}

export const blogContentHandlers: Record<string, Handler> = {
  getBlogJobReview: async (call) => {
    const job = await readRow(call, call.db, blogJobs, call.params.id!, BLOG_JOB_FIELDS);
    const [score] = await scoresOf(call, String(job.id), 1);
    return {
      job,
      images: await blogImagesOf(call.db, String(job.id)),
      score: score ?? null,
      statusHistory: await statusHistoryOf(call.db, 'blog_job', String(job.id)),
    };
  },
  updateBlogJobContent: (call) => call.db.transaction((tx) => saveContent(tx, call, call.body as unknown as ContentEdit)),
  // All or nothing: one stale version refuses the whole batch.
  updateBlogJobContents: (call) =>
    call.db.transaction(async (tx) => {
      const saved = [];
      for (const edit of call.body.items as ContentEdit[]) saved.push(await saveContent(tx, call, edit));
      return saved;
    }),
  updateBlogJobTopic: (call) =>
    call.db.transaction(async (tx) => {
      const job = await lockBlogJob(tx, call, String(call.body.id));
      requireEditable(job, 'change the topic');
      await tx.query('update blog_jobs set topic = $2, updated_on = now() where id = $1', [job.id, String(call.body.topic).trim()]);
      return answerBlogJob(call, tx, job.id);
    }),
  getBlogJobLatestContent: async (call) => {
    const job = await readRow(call, call.db, blogJobs, call.params.id!, ['id', 'title', 'content', 'contentVersion', 'updatedOn']);
    const [revision] = await call.db.query(
      `select blog_job_id as "blogJobId", version, title, content, saved_by as "savedBy", saved_on as "savedOn"
         from blog_job_revisions where blog_job_id = $1 order by version desc limit 1`,
      [job.id],
    );
    return (
      revision ?? {
        blogJobId: job.id,
        version: job.contentVersion,
        title: job.title,
        content: job.content,
        savedBy: null,
        savedOn: job.updatedOn,
      }
    );
  },
  listBlogJobScoresByBlogJob: async (call) => {
    const job = await readRow(call, call.db, blogJobs, call.params.blogJobId!, ['id']);
    return scoresOf(call, String(job.id));
  },
  pushBlogJobToBubble: (call) =>
    call.db.transaction(async (tx) => {
      const job = await lockBlogJob(tx, call, String(call.body.blogJobId));
      const [client] = await tx.query<{ bubble_app_url: string | null }>('select bubble_app_url from clients where id = $1', [
        job.client_id,
      ]);
      return recordRequest(tx, call, 'bubblePush', job.client_id, {
        blogJobId: job.id,
        topic: job.topic,
        contentVersion: job.content_version,
        appUrl: client?.bubble_app_url ?? call.config.publishers.bubbleUrl,
        status: 'Requested',
      });
    }),
};

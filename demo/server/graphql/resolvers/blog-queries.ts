import type {
  Approval,
  BlogImage,
  BlogJobPage,
  BlogJobsInput,
  BlogRevision,
  BlogScore,
  StatusChange,
} from '../../../../src/core/api/generated/graphql.ts';
import type { GraphQLResolveInfo } from 'graphql';
import type { Queryable } from '../../store/db.ts';
import type { GraphQLContext } from '../context.ts';
import { badInput, forbidden, notFound } from '../errors.ts';
import { can } from '../../auth/permissions.ts';
import { blogJobColumns, toBlogJob, type BlogJobParent, type BlogJobRecord } from './blog-jobs.ts';
import { selectedFieldNames } from '../selected-fields.ts';
import { blogApprovalsOf } from './blog-approvals.ts';
import { contentHash } from '../../domain/approvals.ts';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;
const MAX_SEARCH_LENGTH = 200;

/** The blog jobs of a client, filtered and paged; test jobs only when asked for. */
async function blogJobs(
  _: unknown,
  { input }: { input: BlogJobsInput },
  context: GraphQLContext,
  info: GraphQLResolveInfo,
): Promise<BlogJobPage> {
  const first = input.first ?? DEFAULT_PAGE_SIZE;
  const offset = input.offset ?? 0;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)
    throw badInput('first', `must be between 1 and ${MAX_PAGE_SIZE}, got ${first}.`);
  if (offset < 0) throw badInput('offset', `must be 0 or more, got ${offset}.`);
  const search = input.search?.trim() ?? '';
  if (search.length > MAX_SEARCH_LENGTH) throw badInput('search', `must be at most ${MAX_SEARCH_LENGTH} characters.`);

  const params: unknown[] = [input.clientId];
  const where = ['b.client_id = c.id'];
  if (!input.includeTests) where.push('not b.is_test');
  if (input.periodId) where.push(`d.period_id = $${params.push(input.periodId)}`);
  if (input.statuses?.length) where.push(`b.status = any($${params.push(input.statuses)})`);
  // A plain substring test, so '%' and '_' in the search mean themselves.
  if (search) where.push(`position(lower($${params.push(search)}) in lower(b.topic)) > 0`);
  const from = `from blog_jobs b left join deliverables d on d.id = b.deliverable_id where ${where.join(' and ')}`;

  // One round trip for the client's existence, the page and the total: the board and Home ask for this often.
  // Only the columns of the fields asked for are read; the job's other fields are left undefined, unasked.
  const columns = blogJobColumns(selectedFieldNames(info, ['items']))
    .map((column) => `b.${column}`)
    .join(', ');
  // With no job on the page the client's one row comes back with every column null.
  const rows = await context.db.query<BlogJobRecord & { total: number | null }>(
    `select page.*
       from clients c left join lateral (
         select ${columns}, count(*) over ()::int as total ${from}
          order by coalesce(b.due_date, d.due_date) nulls last, b.created_on, b.id limit $${params.length + 1} offset $${params.length + 2}) page on true
      where c.id = $1`,
    [...params, first, offset],
  );
  if (!rows.length) throw notFound('client', 'clientId', input.clientId);
  if (!can(context.viewer, input.clientId, 'read')) throw forbidden('this client');
  const jobs = rows.filter((row) => row.id !== null);
  // Past the last page the window has no row to count on.
  const totalCount =
    rows[0]!.total ??
    (offset > 0
      ? await countOf(
          context.db,
          `select count(*)::int as total from clients c, blog_jobs b left join deliverables d on d.id = b.deliverable_id where c.id = $1 and ${where.join(' and ')}`,
          params,
        )
      : 0);
  return { items: jobs.map(toBlogJob) as BlogJobPage['items'], totalCount };
}

async function countOf(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ total: number }>(sql, params);
  return row?.total ?? 0;
}

/** One blog job; NOT_FOUND for an unknown id, FORBIDDEN for a job of a client the viewer is not mapped to. */
async function blogJob(_: unknown, { input }: { input: { id: string } }, context: GraphQLContext): Promise<BlogJobParent> {
  const [row] = await context.db.query<BlogJobRecord>('select * from blog_jobs where id = $1', [input.id]);
  if (!row) throw notFound('blog job', 'id', input.id);
  if (!can(context.viewer, row.client_id, 'read')) throw forbidden('this blog job');
  return toBlogJob(row);
}

export async function blogImagesOf(db: Queryable, blogJobId: string): Promise<BlogImage[]> {
  const rows = await db.query<{
    id: string;
    blog_job_id: string;
    name: string;
    image_id: string;
    preview_url: string;
    published_url: string | null;
    type: BlogImage['type'];
    image_provider: BlogImage['imageProvider'];
    human_qc: BlogImage['humanQc'];
  }>(`select * from blog_images where blog_job_id = $1 order by case type when 'Featured' then 0 else 1 end, id`, [blogJobId]);
  return rows.map((row) => ({
    id: row.id,
    blogJobId: row.blog_job_id,
    name: row.name,
    imageId: row.image_id,
    previewUrl: row.preview_url,
    publishedUrl: row.published_url,
    type: row.type,
    imageProvider: row.image_provider,
    humanQc: row.human_qc,
  }));
}

export async function statusHistoryOf(db: Queryable, kind: string, id: string): Promise<StatusChange[]> {
  const rows = await db.query<{
    from_status: string | null;
    to_status: string;
    changed_by: string | null;
    note: string | null;
    changed_on: string;
  }>(
    'select from_status, to_status, changed_by, note, changed_on from status_history where entity_kind = $1 and entity_id = $2 order by id',
    [kind, id],
  );
  return rows.map((row) => ({
    fromStatus: row.from_status,
    toStatus: row.to_status,
    changedBy: row.changed_by,
    note: row.note,
    changedOn: row.changed_on,
  }));
}

async function latestScore(job: BlogJobParent, _: unknown, context: GraphQLContext): Promise<BlogScore | null> {
  const [row] = await context.db.query<{
    id: string;
    blog_job_id: string;
    overall: number;
    readability: number;
    seo: number;
    originality: number;
    created_on: string;
  }>('select * from blog_job_scores where blog_job_id = $1 order by created_on desc, id desc limit 1', [job.id]);
  return row
    ? {
        id: row.id,
        blogJobId: row.blog_job_id,
        overall: row.overall,
        readability: row.readability,
        seo: row.seo,
        originality: row.originality,
        createdOn: row.created_on,
      }
    : null;
}

async function revisions(job: BlogJobParent, _: unknown, context: GraphQLContext): Promise<BlogRevision[]> {
  const rows = await context.db.query<{
    version: number;
    title: string | null;
    content: string;
    saved_by: string | null;
    saved_on: string;
  }>('select version, title, content, saved_by, saved_on from blog_job_revisions where blog_job_id = $1 order by version', [job.id]);
  return rows.map((row) => ({
    version: row.version,
    title: row.title,
    content: row.content,
    savedBy: row.saved_by,
    savedOn: row.saved_on,
  }));
}

const approvals = (job: BlogJobParent, _: unknown, context: GraphQLContext): Promise<Approval[]> => blogApprovalsOf(context.db, job.id);

export const blogQueryResolvers = {
  Query: { blogJobs, blogJob },
  BlogJob: {
    images: (job: BlogJobParent, _: unknown, context: GraphQLContext) => blogImagesOf(context.db, job.id),
    score: latestScore,
    statusHistory: (job: BlogJobParent, _: unknown, context: GraphQLContext) => statusHistoryOf(context.db, 'blog_job', job.id),
    revisions,
    approvals,
    contentHash: (job: BlogJobParent) => contentHash(job.content),
  },
};

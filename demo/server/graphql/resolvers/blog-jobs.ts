import type {
  BlogJob,
  BlogRejectionReason,
  ContentType,
  HumanQcResult,
  JobStatus,
  QcFinding,
} from '../../../../src/core/api/generated/graphql.ts';
import { editableCheck, jobMover } from '../../domain/content-jobs.ts';
import type { Queryable } from '../../store/db.ts';
import { targetBy } from '../targets.ts';

/** A blog_jobs row as stored. */
export interface BlogJobRecord {
  id: string;
  client_id: string;
  deliverable_id: string | null;
  parent_job_id: string | null;
  is_test: boolean;
  topic: string;
  status: JobStatus;
  content_type: ContentType;
  title: string | null;
  publication_title: string | null;
  meta_description: string | null;
  content: string;
  content_version: number;
  instructions: string | null;
  due_date: string | null;
  external_review_date: string | null;
  publication_date: string | null;
  word_press_post_id: string | null;
  word_press_url: string | null;
  word_press_error: string | null;
  word_press_media_id: string | null;
  bubble_url: string | null;
  human_qc: HumanQcResult;
  qc_results: QcFinding[];
  rejection_reason: BlogRejectionReason | null;
  rejection_comment: string | null;
  created_on: string;
  updated_on: string;
}

/** The job's own fields; images, score, history, revisions and approvals load lazily (blog-queries.ts). */
export type BlogJobParent = Omit<BlogJob, 'images' | 'score' | 'statusHistory' | 'revisions' | 'approvals' | 'contentHash'>;

export const toBlogJob = (row: BlogJobRecord): BlogJobParent => ({
  id: row.id,
  clientId: row.client_id,
  deliverableId: row.deliverable_id,
  parentJobId: row.parent_job_id,
  isTest: row.is_test,
  topic: row.topic,
  status: row.status,
  contentType: row.content_type,
  title: row.title,
  publicationTitle: row.publication_title,
  metaDescription: row.meta_description,
  content: row.content,
  contentVersion: row.content_version,
  dueDate: row.due_date,
  externalReviewDate: row.external_review_date,
  publicationDate: row.publication_date,
  wordPressPostId: row.word_press_post_id,
  wordPressUrl: row.word_press_url,
  wordPressError: row.word_press_error,
  bubbleUrl: row.bubble_url,
  humanQc: row.human_qc,
  qcResults: row.qc_results,
  rejectionReason: row.rejection_reason,
  rejectionComment: row.rejection_comment,
  createdOn: row.created_on,
  updatedOn: row.updated_on,
});

/** The column behind each of the job's own fields (toBlogJob reads each from its column; the hash is of the content). */
const BLOG_JOB_COLUMNS: Record<Exclude<keyof BlogJobParent, '__typename'> | 'contentHash', keyof BlogJobRecord> = {
  contentHash: 'content',
  id: 'id',
  clientId: 'client_id',
  deliverableId: 'deliverable_id',
  parentJobId: 'parent_job_id',
  isTest: 'is_test',
  topic: 'topic',
  status: 'status',
  contentType: 'content_type',
  title: 'title',
  publicationTitle: 'publication_title',
  metaDescription: 'meta_description',
  content: 'content',
  contentVersion: 'content_version',
  dueDate: 'due_date',
  externalReviewDate: 'external_review_date',
  publicationDate: 'publication_date',
  wordPressPostId: 'word_press_post_id',
  wordPressUrl: 'word_press_url',
  wordPressError: 'word_press_error',
  bubbleUrl: 'bubble_url',
  humanQc: 'human_qc',
  qcResults: 'qc_results',
  rejectionReason: 'rejection_reason',
  rejectionComment: 'rejection_comment',
  createdOn: 'created_on',
  updatedOn: 'updated_on',
};

/**
 * The columns a list of jobs must read for the fields asked of it: reading and parsing every column of every
 * row was most of the database client's work on the board's page. Always the id and the client; the lazily
 * loaded fields (images, history, ...) need only the id.
 */
export function blogJobColumns(fields: ReadonlySet<string>): Array<keyof BlogJobRecord> {
  const asked = [...fields].flatMap((field) =>
    field in BLOG_JOB_COLUMNS ? [BLOG_JOB_COLUMNS[field as keyof typeof BLOG_JOB_COLUMNS]] : [],
  );
  return [...new Set<keyof BlogJobRecord>(['id', 'client_id', ...asked])];
}

/** Moves a blog job (and its deliverable) by a named move; an illegal move throws and changes nothing. */
export const moveBlogJob = jobMover('blog job', 'blog_job');

/** Content can no longer change once published or canceled (content-jobs.ts says why). */
export const requireEditable = editableCheck('blog job');

/** Re-reads a job inside the transaction (after a move) so answers show what is stored. */
export async function loadBlogJob(tx: Queryable, id: string): Promise<BlogJobRecord> {
  const [row] = await tx.query<BlogJobRecord>('select * from blog_jobs where id = $1', [id]);
  if (!row) throw new Error(`blog job ${id} vanished inside its own transaction`);
  return row;
}

/** The blog job an input's `blogJobId` names, locked for the mutation, with every stored column. */
export const blogJobRecordTarget = targetBy<BlogJobRecord>('blog job', 'blogJobId', 'select * from blog_jobs where id = $1 for update');

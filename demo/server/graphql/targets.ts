import type { Queryable } from '../store/db.ts';
import type { Target } from './define-mutation.ts';
import { notFound } from './errors.ts';

/**
 * Finds the row an input names and the client it belongs to. `sql` selects the row by $1 and must
 * return a `client_id` column (null for rows that belong to no client).
 */
export function targetBy<Row extends { client_id: string | null }>(label: string, field: string, sql: string) {
  return async (tx: Queryable, input: object): Promise<Target<Row>> => {
    const id = (input as Record<string, unknown>)[field];
    const [row] = await tx.query<Row>(sql, [id]);
    if (!row) throw notFound(label, field, id);
    return { clientId: row.client_id, row, label };
  };
}

/** A target for inputs that name a client directly. */
export const clientTarget = targetBy<{ client_id: string; id: string; name: string }>(
  'client',
  'clientId',
  'select *, id as client_id from clients where id = $1',
);

/** Operations on no client at all (role definitions, global configuration): staff only. */
export const noClientTarget = async (): Promise<Target<Record<string, never>>> => ({ clientId: null, row: {}, label: 'operation' });

export const blogJobTarget = targetBy<BlogJobRow>('blog job', 'blogJobId', 'select * from blog_jobs where id = $1 for update');
export const socialJobTarget = targetBy<SocialJobRow>(
  'social media job',
  'socialMediaJobId',
  'select * from social_jobs where id = $1 for update',
);
export const socialPostTarget = targetBy<SocialPostRow>(
  'social media post',
  'socialMediaPostId',
  'select p.*, j.client_id from social_posts p join social_jobs j on j.id = p.social_job_id where p.id = $1 for update of p',
);
export const seoJobTarget = targetBy<SeoJobRow>('SEO job', 'seoJobId', 'select * from seo_jobs where id = $1 for update');
export const deliverableTarget = targetBy<DeliverableRow>(
  'deliverable',
  'deliverableId',
  'select * from deliverables where id = $1 for update',
);

export interface DeliverableRow {
  id: string;
  client_id: string;
  period_id: string | null;
  service_name: string;
  name: string;
  status: string;
  due_date: string | null;
}
export interface BlogJobRow {
  id: string;
  client_id: string;
  deliverable_id: string | null;
  parent_job_id: string | null;
  is_test: boolean;
  topic: string;
  status: string;
  content_type: string;
  title: string | null;
  publication_title: string | null;
  meta_description: string | null;
  content: string;
  content_version: number;
  instructions: string | null;
  word_press_post_id: string | null;
  word_press_url: string | null;
  bubble_url: string | null;
  publication_date: string | null;
  external_review_date: string | null;
}
export interface SocialJobRow {
  id: string;
  client_id: string;
  deliverable_id: string | null;
  channel: string;
  is_test: boolean;
  topic: string;
  status: string;
}
export interface SocialPostRow {
  id: string;
  client_id: string;
  social_job_id: string;
  platform: string;
  content: string;
  content_version: number;
  status: string;
  provider_post_id: string | null;
  post_url: string | null;
  scheduled_for: string | null;
}
export interface SeoJobRow {
  id: string;
  client_id: string;
  deliverable_id: string | null;
  is_test: boolean;
  page_url: string;
  status: string;
  config_id: string | null;
  review_submitted_on: string | null;
}

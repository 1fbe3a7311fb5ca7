import { blogHtml, blogTitle, metaDescription, placeholderImageUrl } from '../../domain/content.ts';
import type { Db } from '../db.ts';
import { bulkInsert } from './bulk-insert.ts';
import { seededBlogApproval, type SeedRows } from './client-rows.ts';
import { clientIdOf } from './demo.ts';
import { MAIN_CLIENT } from './demo-users.ts';
import { seededId } from './ids.ts';
import { quietChanges } from './quiet-changes.ts';

/**
 * `npm run seed -- --board-jobs N` (the blog bench's board of 2,000 jobs): the main demo client's current
 * period gets generated blog jobs until it holds N. The demo seed gives a client a dozen jobs a period, and the
 * board shows one client's period, so a scale seed of many small clients never makes a large board.
 */
export const MAX_BOARD_JOBS = 20_000;
export const BOARD_CLIENT = MAIN_CLIENT;

/** The demo's usual mix, so every board group holds about a quarter of them. */
const STATUSES = ['ReadyForExternalReview', 'ReadyForPublication', 'InProgress', 'Published'] as const;
const TOPICS = [
  'after a truck accident',
  'mediation in a divorce',
  'debt relief options',
  'overtime pay claims',
  'updating a will',
  'expunging a record',
  'medical malpractice deadlines',
  'forming an LLC',
  'green card interviews',
  'dog bite claims',
  'spousal support',
  'payroll tax problems',
  'guardianship of a parent',
  'security deposit disputes',
  'disability benefits appeals',
];

export interface BoardPeriod {
  clientId: string;
  clientName: string;
  periodId: string;
  contractId: string;
  /** The period's first day, YYYY-MM-DD: due dates fall in its first four weeks. */
  start: string;
  today: string;
  publicUrl: string;
}

const daysFrom = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The generated topic: a lower-case phrase like the demo's, numbered so every job is told apart. */
export const boardTopic = (n: number) => `${TOPICS[n % TOPICS.length]} ${String(n + 1).padStart(4, '0')}`;

/** The rows of `count` generated jobs in the period, deterministic: ids derive from the client and the number. */
export function buildBoardRows(period: BoardPeriod, count: number): SeedRows {
  const rows: SeedRows = {
    deliverables: [],
    blog_jobs: [],
    blog_job_revisions: [],
    blog_job_scores: [],
    blog_images: [],
    approvals: [],
    status_history: [],
  };
  for (let n = 0; n < count; n++) {
    const sid = (what: string) => seededId(`board-jobs:${period.clientId}:${n}:${what}`);
    const status = STATUSES[n % STATUSES.length]!;
    const topic = boardTopic(n);
    const due = daysFrom(period.start, n % 28);
    const review = status === 'ReadyForExternalReview' ? daysFrom(period.today, -(n % 5) - 1) : null;
    const deliverableId = sid('deliverable');
    const blogId = sid('blog');
    rows.deliverables!.push({
      id: deliverableId,
      client_id: period.clientId,
      period_id: period.periodId,
      contract_id: period.contractId,
      service_name: 'Blog',
      name: `Board blog ${n + 1}`,
      status,
      due_date: due,
      external_review_date: review,
    });
    const featured = placeholderImageUrl(period.publicUrl, topic);
    // As in the demo, a job not yet written has no content, revision or images.
    const content = status === 'InProgress' ? '' : blogHtml(topic, period.clientName, featured);
    const published = status === 'Published';
    rows.blog_jobs!.push({
      id: blogId,
      client_id: period.clientId,
      deliverable_id: deliverableId,
      topic,
      status,
      content_type: n % 4 === 3 ? 'PracticePage' : 'BlogPost',
      title: blogTitle(topic),
      publication_title: blogTitle(topic),
      meta_description: metaDescription(topic, period.clientName),
      content,
      content_version: 1,
      due_date: due,
      external_review_date: review,
      publication_date: published ? `${due}T14:00:00.000Z` : null,
      word_press_post_id: published ? String(5000 + n) : null,
      word_press_url: published ? `https://www.example-firm.test/blog/${topic.replace(/\s+/g, '-')}` : null,
      human_qc: published ? 'Passed' : 'Unevaluated',
      qc_results: content ? [{ category: 'Formatting', result: 'Passed', feedback: 'Headings and lists are well formed.' }] : [],
    });
    if (!content) continue;
    rows.blog_job_revisions!.push({ blog_job_id: blogId, version: 1, title: blogTitle(topic), content, saved_by: 'FirmPilot' });
    rows.blog_job_scores!.push({
      id: sid('score'),
      blog_job_id: blogId,
      overall: 78 + (n % 15),
      readability: 70 + (n % 20),
      seo: 75 + (n % 18),
      originality: 90,
    });
    rows.blog_images!.push(
      {
        id: sid('featured'),
        blog_job_id: blogId,
        name: `${topic} featured`,
        image_id: `ai-board-${n}`,
        preview_url: featured,
        type: 'Featured',
        image_provider: 'AI',
      },
      {
        id: sid('embedded'),
        blog_job_id: blogId,
        name: `${topic} embedded`,
        image_id: `ss-board-${n}`,
        preview_url: placeholderImageUrl(period.publicUrl, `${topic} 2`),
        type: 'Embedded',
        image_provider: 'Shutterstock',
      },
    );
    rows.status_history!.push({
      entity_kind: 'blog_job',
      entity_id: blogId,
      from_status: 'InProgress',
      to_status: status,
      changed_by: 'FirmPilot',
    });
    if (published || status === 'ReadyForPublication') rows.approvals!.push(seededBlogApproval(blogId, content));
  }
  return rows;
}

/**
 * Adds jobs to the board client's current period (the one holding `today`) until it holds `total` blog jobs;
 * a period that already holds as many gets none. Run after the demo seed. Returns how many were added.
 */
export async function seedBoardJobs(db: Db, options: { total: number; publicUrl: string; today?: string }): Promise<number> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const clientId = clientIdOf(BOARD_CLIENT);
  const [period] = await db.query<{ id: string; contract_id: string; start_date: string }>(
    'select id, contract_id, start_date from subscription_periods where client_id = $1 and start_date <= $2 and end_date >= $2',
    [clientId, today],
  );
  if (!period) throw new Error(`${BOARD_CLIENT} has no period holding ${today}: seed the demo first, with the same date.`);
  const [existing] = await db.query<{ count: number }>(
    'select count(*)::int as count from blog_jobs b join deliverables d on d.id = b.deliverable_id where d.period_id = $1',
    [period.id],
  );
  const count = Math.max(0, options.total - (existing?.count ?? 0));
  const rows = buildBoardRows(
    {
      clientId,
      clientName: BOARD_CLIENT,
      periodId: period.id,
      contractId: period.contract_id,
      start: period.start_date,
      today,
      publicUrl: options.publicUrl,
    },
    count,
  );
  await db.transaction(async (tx) => {
    await quietChanges(tx);
    for (const [table, tableRows] of Object.entries(rows)) await bulkInsert(tx, table, tableRows);
  });
  return count;
}

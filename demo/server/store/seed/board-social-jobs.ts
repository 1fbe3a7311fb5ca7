import { placeholderImageUrl, socialPostText } from '../../domain/content.ts';
import type { Db } from '../db.ts';
import { BOARD_CLIENT, boardTopic, type BoardPeriod } from './board-jobs.ts';
import { bulkInsert } from './bulk-insert.ts';
import { jobRowsStart, seededSocialApproval, type SeedRows } from './client-rows.ts';
import { clientIdOf } from './demo.ts';
import { seededId } from './ids.ts';
import { quietChanges } from './quiet-changes.ts';

/**
 * `npm run seed -- --board-jobs N` also fills the board client's current period up to N social media jobs
 * (channel SocialMedia), for the social board's bench. Like the blog's generated jobs they cycle through the
 * board's four groups; each has one to four posts (the count varies within a status, so every group shows
 * jobs of every size), each post its platform's text and an image. Ids derive from the job's number.
 */
const STATUSES = ['ReadyForExternalReview', 'ReadyForPublication', 'InProgress', 'Published'] as const;
const PLATFORMS = ['Facebook', 'Instagram', 'LinkedIn', 'X'] as const;

const daysFrom = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The platforms of job n: 1 to 4 of them, starting at a different one each time, in the board's order. */
export function boardSocialPlatforms(n: number): string[] {
  const count = 1 + (Math.floor(n / STATUSES.length) % PLATFORMS.length);
  return Array.from({ length: count }, (_, i) => PLATFORMS[(n + i) % PLATFORMS.length]!).sort(
    (a, b) => PLATFORMS.indexOf(a as never) - PLATFORMS.indexOf(b as never),
  );
}

export function buildBoardSocialRows(period: BoardPeriod, count: number): SeedRows {
  const rows: SeedRows = {
    deliverables: [],
    social_jobs: [],
    social_posts: [],
    social_images: [],
    social_job_approvals: [],
    status_history: [],
  };
  for (let n = 0; n < count; n++) {
    const sid = (what: string) => seededId(`board-social:${period.clientId}:${n}:${what}`);
    const status = STATUSES[n % STATUSES.length]!;
    const topic = boardTopic(n);
    const due = daysFrom(period.start, n % 28);
    const review = status === 'ReadyForExternalReview' ? daysFrom(period.today, -(n % 5) - 1) : null;
    const deliverableId = sid('deliverable');
    const jobId = sid('job');
    rows.deliverables!.push({
      id: deliverableId,
      client_id: period.clientId,
      period_id: period.periodId,
      contract_id: period.contractId,
      service_name: 'Social Media',
      name: `Board social ${n + 1}`,
      status,
      due_date: due,
      external_review_date: review,
    });
    const approved = status === 'Published' || status === 'ReadyForPublication';
    rows.social_jobs!.push({
      id: jobId,
      client_id: period.clientId,
      deliverable_id: deliverableId,
      channel: 'SocialMedia',
      topic,
      status,
      external_review_date: review,
      human_qc: approved ? 'Passed' : 'Unevaluated',
    });
    rows.status_history!.push({
      entity_kind: 'social_job',
      entity_id: jobId,
      from_status: 'InProgress',
      to_status: status,
      changed_by: 'FirmPilot',
    });
    const start = jobRowsStart(rows);
    for (const platform of boardSocialPlatforms(n)) {
      const postId = sid(`post:${platform}`);
      const published = status === 'Published';
      const at = `${due}T15:00:00.000Z`;
      rows.social_posts!.push({
        id: postId,
        social_job_id: jobId,
        platform,
        content: socialPostText(platform, topic, period.clientName),
        status: published ? 'Complete' : 'New',
        post_type: 'AysharePost',
        scheduled_for: approved ? at : null,
        publication_date: published ? at : null,
        provider_post_id: published ? `ayr-board-${n}-${platform}` : null,
        post_url: published ? `https://social.example/${platform.toLowerCase()}/board-${n}` : null,
      });
      rows.social_images!.push({
        id: sid(`image:${platform}`),
        social_post_id: postId,
        s3_url: placeholderImageUrl(period.publicUrl, `${topic} ${platform}`),
        source: 'AI',
      });
    }
    if (approved) rows.social_job_approvals!.push(seededSocialApproval(jobId, rows, start));
  }
  return rows;
}

/** Adds social media jobs to the board client's current period until it holds `total`; run after the demo seed. Returns how many were added. */
export async function seedBoardSocialJobs(db: Db, options: { total: number; publicUrl: string; today?: string }): Promise<number> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const clientId = clientIdOf(BOARD_CLIENT);
  const [period] = await db.query<{ id: string; contract_id: string; start_date: string }>(
    'select id, contract_id, start_date from subscription_periods where client_id = $1 and start_date <= $2 and end_date >= $2',
    [clientId, today],
  );
  if (!period) throw new Error(`${BOARD_CLIENT} has no period holding ${today}: seed the demo first, with the same date.`);
  const [existing] = await db.query<{ count: number }>(
    `select count(*)::int as count from social_jobs j join deliverables d on d.id = j.deliverable_id where d.period_id = $1 and j.channel = 'SocialMedia'`,
    [period.id],
  );
  const count = Math.max(0, options.total - (existing?.count ?? 0));
  const rows = buildBoardSocialRows(
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

import type {
  ClientActionItems,
  ClientOverviewInput,
  ClientOverviewPage,
  ClientOverviewRow,
  ConnectionPlatform,
  SocialPlatform,
} from '../../../src/core/api/generated/graphql.ts';
import { DEMO, type TestService } from './service.ts';

// The staff overview (clientOverview) as the suites call it, and each of its figures counted by the test itself:
// what waits and what is missing from the bell's own answer (clientNotificationData), the rest from the tables.
const OVERVIEW = `query ($input: ClientOverviewInput!) { clientOverview(input: $input) { total rows {
  clientId name isReady isChurned waitingForReview waitingSince overdue missingConnections periodDone periodTotal lastActivity } } }`;
const NOTIFICATIONS = `query ($clientId: ID!) { clientNotificationData(input: { clientId: $clientId }) {
  wordPressConnected isEnrolledInSocialMedia isEnrolledInGbp isConnectedInGsc connectedPlatforms
  actionItems { externalReviewDate blogJobs { id } socialMediaJobs { id } } } }`;
const SOCIAL_ACCOUNTS: SocialPlatform[] = ['Facebook', 'Instagram', 'LinkedIn', 'X'];

export function overviewCalls(service: () => TestService, today: string) {
  const overview = (user: string | null, input: Partial<ClientOverviewInput> = {}) =>
    service().graphql<{ clientOverview: ClientOverviewPage }>(user, OVERVIEW, { input: { today, ...input } });
  /** Every row the staff see for an input, in the service's order (one page of up to 500). */
  const everyRow = async (input: Partial<ClientOverviewInput> = {}): Promise<ClientOverviewRow[]> => {
    const result = await overview(DEMO.admin, { first: 500, ...input });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!.clientOverview.rows;
  };
  return { overview, everyRow };
}

/** A client's row as the test counts it, apart from the service's overview. */
export async function expectedRow(
  service: TestService,
  clientId: string,
  today: string,
): Promise<Omit<ClientOverviewRow, 'isChurned' | 'name'>> {
  const db = service.app.db;
  const answer = await service.graphql<{ clientNotificationData: ClientActionItems }>(DEMO.admin, NOTIFICATIONS, { clientId });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const bell = answer.data!.clientNotificationData;
  const blogJobs = new Set(bell.actionItems.flatMap((item) => item.blogJobs.map((job) => job.id)));
  const socialJobs = new Set(bell.actionItems.flatMap((item) => item.socialMediaJobs.map((job) => job.id)));
  // The bell leaves on-page SEO out: those wait in ReadyForPreProcessingReview (core/review/waiting-rules.ts).
  const seo = await db.query<{ since: string }>(
    `select coalesce(d.external_review_date, s.updated_on::date)::text as since from seo_jobs s join deliverables d on d.id = s.deliverable_id
      where s.client_id = $1 and s.status = 'ReadyForPreProcessingReview' and not s.is_test`,
    [clientId],
  );
  const sinceDates = [...bell.actionItems.map((item) => item.externalReviewDate), ...seo.map((row) => row.since)]
    .filter((date): date is string => !!date)
    .sort();
  const [overdue] = await db.query<{ n: number }>(
    `select count(*)::int as n from deliverables where client_id = $1 and due_date < $2::date
        and status not in ('Published', 'Complete', 'Canceled') and not is_opted_out`,
    [clientId, today],
  );
  const [progress] = await db.query<{ done: number; total: number }>(
    `select count(*) filter (where d.status in ('Published', 'Complete'))::int as done, count(*)::int as total
       from deliverables d join subscription_periods p on p.id = d.period_id
      where d.client_id = $1 and p.start_date <= $2::date and p.end_date >= $2::date and d.status <> 'Canceled' and not d.is_opted_out`,
    [clientId, today],
  );
  const [activity] = await db.query<{ at: string | null }>(
    `select max(at) as at from (select updated_on as at from deliverables where client_id = $1 union all select updated_on from blog_jobs where client_id = $1
       union all select updated_on from social_jobs where client_id = $1 union all select updated_on from seo_jobs where client_id = $1
       union all select updated_on from backlink_jobs where client_id = $1) work`,
    [clientId],
  );
  const [client] = await db.query<{ is_ready: boolean }>('select is_ready from clients where id = $1', [clientId]);
  const missing: ConnectionPlatform[] = [];
  if (!bell.wordPressConnected) missing.push('WordPress');
  if (bell.isEnrolledInGbp && !bell.connectedPlatforms.includes('GoogleBusinessProfile')) missing.push('GoogleBusinessProfile');
  if (!bell.isConnectedInGsc) missing.push('GoogleSearchConsole');
  if (bell.isEnrolledInSocialMedia && !SOCIAL_ACCOUNTS.some((platform) => bell.connectedPlatforms.includes(platform)))
    missing.push('Facebook');
  return {
    clientId,
    isReady: client!.is_ready,
    waitingForReview: blogJobs.size + socialJobs.size + seo.length,
    waitingSince: sinceDates[0] ?? null,
    overdue: overdue!.n,
    missingConnections: missing,
    periodDone: progress!.done,
    periodTotal: progress!.total,
    lastActivity: activity!.at,
  };
}

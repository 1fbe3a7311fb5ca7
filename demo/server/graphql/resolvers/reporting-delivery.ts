import type { DeliveryPeriod, ReportingInput, ServiceDelivery } from '../../../../src/core/api/generated/graphql.ts';
import { todayIso } from '../../domain/dates.ts';
import type { GraphQLContext } from '../context.ts';
import { requireReportingPeriod } from './reporting-periods.ts';

interface DeliveryRow {
  id: string;
  start_date: string;
  end_date: string;
  services: ServiceDelivery[];
  blog_posts: number;
  social_posts: number;
  profile_posts: number;
  seo_changes: number;
  backlinks: number;
}

/**
 * Every figure of the chart periods in one statement. A deliverable counts when it is neither canceled nor opted out;
 * done and on time are among those. Published counts go by publication date, up to now (a post scheduled later in the
 * period is not published yet). An SEO discovery job whose approved changes an execution job carries out (a child with
 * pre-processing QC passed) does not count them again: they are applied when that execution job is Complete.
 */
const DELIVERY_SQL = `
  with chart as (select id, start_date, end_date from subscription_periods where client_id = $1 and id = any($2::text[])),
  counted as (
    select period_id, service_name, status in ('Published', 'Complete') as done, completed_on, due_date
      from deliverables where client_id = $1 and period_id = any($2::text[]) and status <> 'Canceled' and not is_opted_out
  ),
  services as (
    select period_id, service_name, count(*)::int as contracted, count(*) filter (where done)::int as done,
           count(*) filter (where done and (due_date is null or completed_on::date <= due_date))::int as on_time
      from counted group by period_id, service_name
    union all
    -- A service whose deliverables are all canceled or opted out still has deliverables in the period.
    select period_id, service_name, 0, 0, 0 from deliverables where client_id = $1 and period_id = any($2::text[])
     group by period_id, service_name having bool_and(status = 'Canceled' or is_opted_out)
  ),
  -- The client's jobs first, then their posts by job: as a plain join (or a lateral it may flatten, hence offset 0) the planner
  -- scanned every post of every client.
  posts as (
    select j.channel, p.publication_date from social_jobs j
     cross join lateral (select publication_date from social_posts p where p.social_job_id = j.id and p.status = 'Complete' and p.publication_date <= $3::timestamptz offset 0) p
     where j.client_id = $1 and not j.is_test
  )
  select c.id, c.start_date, c.end_date,
    coalesce((select json_agg(json_build_object('serviceName', s.service_name, 'contracted', s.contracted, 'done', s.done, 'onTime', s.on_time)
                order by s.service_name) from services s where s.period_id = c.id), '[]') as services,
    (select count(*)::int from blog_jobs b where b.client_id = $1 and not b.is_test and b.status = 'Published'
        and b.publication_date <= $3::timestamptz and b.publication_date::date between c.start_date and c.end_date) as blog_posts,
    (select count(*)::int from posts where channel = 'SocialMedia' and publication_date::date between c.start_date and c.end_date) as social_posts,
    (select count(*)::int from posts where channel = 'GoogleBusinessProfile' and publication_date::date between c.start_date and c.end_date) as profile_posts,
    (select count(*)::int from seo_changes x join seo_jobs j on j.id = x.seo_job_id join deliverables d on d.id = j.deliverable_id
      where j.client_id = $1 and d.period_id = c.id and not j.is_test and j.status = 'Complete' and x.decision = 'Approved'
        and not exists (select 1 from seo_jobs e where e.parent_job_id = j.id and e.pre_process_qc = 'Passed')) as seo_changes,
    (select count(*)::int from backlink_jobs b join deliverables d on d.id = b.deliverable_id
      where b.client_id = $1 and d.period_id = c.id and b.status = 'Completed') as backlinks
  from chart c order by c.start_date, c.id`;

/** What was delivered in the selected period and the eleven before it, oldest first (schema: Query.deliveryReport). */
async function deliveryReport(_: unknown, { input }: { input: ReportingInput }, context: GraphQLContext): Promise<DeliveryPeriod[]> {
  const { chartPeriods } = await requireReportingPeriod(context, input);
  const now = new Date();
  const today = todayIso(now);
  const rows = await context.db.query<DeliveryRow>(DELIVERY_SQL, [
    input.clientId,
    chartPeriods.map((period) => period.id),
    now.toISOString(),
  ]);
  return rows.map((row) => ({
    periodId: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    isCurrentPeriod: row.start_date <= today && today <= row.end_date,
    services: row.services,
    blogPostsPublished: row.blog_posts,
    socialPostsPublished: row.social_posts,
    profilePostsPublished: row.profile_posts,
    seoChangesApplied: row.seo_changes,
    backlinksPlaced: row.backlinks,
  }));
}

export const reportingDeliveryResolvers = { Query: { deliveryReport } };

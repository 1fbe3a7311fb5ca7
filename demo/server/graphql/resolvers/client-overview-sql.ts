import type { ClientOverviewFilter, ClientOverviewSort } from '../../../../src/core/api/generated/graphql.ts';
import { churnedSql } from '../../domain/churn.ts';

/**
 * The staff overview's figures, each written once as a per-client aggregate over a scope: every client when the
 * page is sorted or filtered by it, else only the clients of the page. `$1` is today's date in every statement.
 * The indexes they use and the tables kept by triggers they read (client_activity, client_open_due, period_progress)
 * are in store/migrations/071_client_overview.sql.
 */
type Scope = (alias: string) => string;
const EVERY_CLIENT: Scope = () => 'true';
/** The clients of the page: the ids the `ranked` step of the statement chose, as one array the indexes are probed with. */
export const PAGE_CLIENTS: Scope = (alias) => `${alias}.client_id = any(array(select id from ranked))`;

/**
 * What waits for the firm's review, as Home's review queue and the bell count it (core/review/waiting-rules.ts,
 * resolvers/notifications.ts): blog, social and Google Business Profile jobs ReadyForExternalReview, on-page SEO jobs
 * ReadyForPreProcessingReview, test jobs and jobs of no deliverable left out. Across all periods of the client, not
 * only the current one: a post sent for review last month and still unanswered waits all the same. Since when: the
 * job's external review date, else its deliverable's, else the day the job last changed (it entered the status then
 * or later), so a waiting item always has a date.
 */
export const waitingSql = (scope: Scope) => `
  select w.client_id, count(*)::int as waiting, min(w.since) as waiting_since from (
    select b.client_id, coalesce(b.external_review_date, (select d.external_review_date from deliverables d where d.id = b.deliverable_id), b.updated_on::date) as since
      from blog_jobs b where b.status = 'ReadyForExternalReview' and not b.is_test and b.deliverable_id is not null and ${scope('b')}
    union all
    select j.client_id, coalesce(j.external_review_date, (select d.external_review_date from deliverables d where d.id = j.deliverable_id), j.updated_on::date)
      from social_jobs j where j.status = 'ReadyForExternalReview' and not j.is_test and j.deliverable_id is not null and ${scope('j')}
    union all
    select s.client_id, coalesce((select d.external_review_date from deliverables d where d.id = s.deliverable_id), s.updated_on::date)
      from seo_jobs s where s.status = 'ReadyForPreProcessingReview' and not s.is_test and s.deliverable_id is not null and ${scope('s')}
  ) w group by w.client_id`;

/**
 * Deliverables due before today that are not done (Published, Complete), canceled or opted out. client_open_due holds
 * each client's owed due dates in order, kept by triggers on deliverables (migration 071); width_bucket counts those on
 * or before yesterday by binary search.
 */
export const overdueSql = (scope: Scope) => `
  select od.client_id, width_bucket($1::date - 1, od.due_dates) as overdue from client_open_due od where ${scope('od')}`;

/**
 * The deliverables of the period containing today (of both, should two overlap) not canceled or opted out, and those of
 * them done (Published, Complete); period_progress holds each period's counts, kept by triggers on deliverables.
 */
export const progressSql = (scope: Scope) => `
  select p.client_id, sum(pp.done)::int as period_done, sum(pp.total)::int as period_total
    from subscription_periods p join period_progress pp on pp.period_id = p.id
   where p.start_date <= $1::date and p.end_date >= $1::date and ${scope('p')}
   group by p.client_id`;

export const connectionsSql = (scope: Scope) =>
  `select k.client_id, array_agg(k.platform) as platforms from connections k where ${scope('k')} group by k.client_id`;

/**
 * The connections the firm still lacks, as the bell counts them (resolvers/notifications.ts and the spec's notification
 * count), in that order: WordPress; Google Business Profile when enrolled; Search Console unless the client is marked
 * connected there or has the connection; a social account when enrolled in social media, named Facebook, when none of
 * Facebook, Instagram, LinkedIn and X is connected. For a client `c` and its connected platforms `platforms` (or null).
 */
export const missingConnectionsSql = (c: string, platforms: string) => `array_remove(array[
    case when not 'WordPress' = any(coalesce(${platforms}, '{}')) then 'WordPress' end,
    case when ${c}.is_enrolled_in_gbp and not 'GoogleBusinessProfile' = any(coalesce(${platforms}, '{}')) then 'GoogleBusinessProfile' end,
    case when not ${c}.is_connected_in_gsc and not 'GoogleSearchConsole' = any(coalesce(${platforms}, '{}')) then 'GoogleSearchConsole' end,
    case when ${c}.is_enrolled_in_social_media and not coalesce(${platforms}, '{}') && array['Facebook', 'Instagram', 'LinkedIn', 'X'] then 'Facebook' end
  ], null)`;

/** The figures a sort or filter may need for every client, each joined to the client `c` under the alias they read it by. */
const RANKING_JOINS = {
  waiting: `left join (${waitingSql(EVERY_CLIENT)}) w on w.client_id = c.id`,
  overdue: `left join (${overdueSql(EVERY_CLIENT)}) o on o.client_id = c.id`,
  progress: `left join (${progressSql(EVERY_CLIENT)}) p on p.client_id = c.id`,
  connections: `left join (${connectionsSql(EVERY_CLIENT)}) k on k.client_id = c.id`,
  activity: 'left join client_activity a on a.client_id = c.id',
};
type FigureName = keyof typeof RANKING_JOINS;

/** What each sort orders by (nulls last in both directions), and the figure it needs for every client. */
export const SORT_KEYS: Record<ClientOverviewSort, { key: string; needs?: FigureName }> = {
  NAME: { key: 'lower(c.name)' },
  WAITING: { key: 'coalesce(w.waiting, 0)', needs: 'waiting' },
  WAITING_SINCE: { key: 'w.waiting_since', needs: 'waiting' },
  OVERDUE: { key: 'coalesce(o.overdue, 0)', needs: 'overdue' },
  MISSING_CONNECTIONS: { key: `cardinality(${missingConnectionsSql('c', 'k.platforms')})`, needs: 'connections' },
  PROGRESS: { key: 'case when p.period_total > 0 then p.period_done::float8 / p.period_total else 0 end', needs: 'progress' },
  LAST_ACTIVITY: { key: 'a.last_activity', needs: 'activity' },
};

/** Which clients each filter keeps, and the figure it needs for every client. */
export const FILTERS: Record<ClientOverviewFilter, { where?: string; needs?: FigureName }> = {
  ALL: {},
  WAITING: { where: 'w.waiting > 0', needs: 'waiting' },
  OVERDUE: { where: 'o.overdue > 0', needs: 'overdue' },
  CHURNED: { where: churnedSql('$1') },
  IN_SETUP: { where: 'not c.is_ready' },
};

export const rankingJoins = (needs: ReadonlyArray<FigureName | undefined>) =>
  [...new Set(needs.filter((need): need is FigureName => need !== undefined))].map((name) => RANKING_JOINS[name]).join('\n');

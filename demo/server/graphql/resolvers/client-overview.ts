import type { ClientOverviewInput, ClientOverviewPage, ClientOverviewRow } from '../../../../src/core/api/generated/graphql.ts';
import { churnedSql } from '../../domain/churn.ts';
import { isAdmin } from '../../auth/permissions.ts';
import type { GraphQLContext } from '../context.ts';
import { badInput, forbidden } from '../errors.ts';
import {
  FILTERS,
  PAGE_CLIENTS,
  SORT_KEYS,
  connectionsSql,
  missingConnectionsSql,
  overdueSql,
  progressSql,
  rankingJoins,
  waitingSql,
} from './client-overview-sql.ts';

const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;
const MAX_SEARCH_LENGTH = 200;

interface OverviewRecord {
  total: number;
  id: string | null;
  name: string;
  is_ready: boolean;
  is_churned: boolean;
  waiting: number;
  waiting_since: string | null;
  overdue: number;
  missing_connections: ClientOverviewRow['missingConnections'];
  period_done: number;
  period_total: number;
  last_activity: string | null;
}

/**
 * One statement: `matching` ranks every client the search and filter keep, computing over all of them only the figure
 * the sort or filter reads; the page's clients then get every figure, each read through indexes for those ids alone.
 * Ties are broken by name, then id, so consecutive pages never share or skip a client.
 */
function overviewSql(input: ClientOverviewInput, searching: boolean): string {
  const sort = SORT_KEYS[input.sort ?? 'NAME'];
  const filter = FILTERS[input.filter ?? 'ALL'];
  const direction = input.direction === 'DESC' ? 'desc' : 'asc';
  const where = [filter.where ?? 'true', searching ? 'position(lower($4) in lower(c.name)) > 0' : 'true'].join(' and ');
  const order = `sort_key ${direction} nulls last, name_key, id`;
  return `
    with matching as materialized (
      select c.id, lower(c.name) as name_key, ${sort.key} as sort_key from clients c ${rankingJoins([sort.needs, filter.needs])} where ${where}),
    ranked as (select id, row_number() over (order by ${order}) as position from matching order by ${order} limit $2 offset $3)
    select t.total, page.* from (select count(*)::int as total from matching) t left join (
      select r.position, c.id, c.name, c.is_ready, ${churnedSql('$1')} as is_churned,
             coalesce(w.waiting, 0) as waiting, w.waiting_since, coalesce(o.overdue, 0) as overdue,
             ${missingConnectionsSql('c', 'k.platforms')} as missing_connections,
             coalesce(p.period_done, 0) as period_done, coalesce(p.period_total, 0) as period_total, a.last_activity
        from ranked r join clients c on c.id = r.id
        left join (${waitingSql(PAGE_CLIENTS)}) w on w.client_id = c.id
        left join (${overdueSql(PAGE_CLIENTS)}) o on o.client_id = c.id
        left join (${progressSql(PAGE_CLIENTS)}) p on p.client_id = c.id
        left join (${connectionsSql(PAGE_CLIENTS)}) k on k.client_id = c.id
        left join client_activity a on a.client_id = c.id) page on true
     order by page.position`;
}

const toRow = (record: OverviewRecord): ClientOverviewRow => ({
  clientId: record.id!,
  name: record.name,
  isReady: record.is_ready,
  isChurned: record.is_churned,
  waitingForReview: record.waiting,
  waitingSince: record.waiting_since,
  overdue: record.overdue,
  missingConnections: record.missing_connections,
  periodDone: record.period_done,
  periodTotal: record.period_total,
  lastActivity: record.last_activity,
});

/**
 * The staff overview: every client with what waits for the firm, what is late and what is missing, one page at a time,
 * sorted, filtered and searched here (client-overview-sql.ts says how each figure is counted). What waits is counted
 * across all the client's periods, not only the current one: work sent for review months ago and still unanswered
 * waits all the same. lastActivity is the latest updated_on stamp written on any of the client's deliverables or jobs
 * (blog, social, SEO, backlinks), kept in client_activity as rows are written (migration 071); deleting a job leaves
 * the time of its last change.
 */
async function clientOverview(_: unknown, { input }: { input: ClientOverviewInput }, context: GraphQLContext): Promise<ClientOverviewPage> {
  if (!isAdmin(context.viewer)) throw forbidden("the agency's overview of all clients");
  const first = input.first ?? DEFAULT_PAGE_SIZE;
  const offset = input.offset ?? 0;
  if (first < 1 || first > MAX_PAGE_SIZE) throw badInput('first', `must be between 1 and ${MAX_PAGE_SIZE}, got ${first}.`);
  if (offset < 0) throw badInput('offset', `must be 0 or more, got ${offset}.`);
  const search = input.search?.trim() ?? '';
  if (search.length > MAX_SEARCH_LENGTH) throw badInput('search', `must be at most ${MAX_SEARCH_LENGTH} characters, got ${search.length}.`);

  const params: unknown[] = [input.today, first, offset, ...(search ? [search] : [])];
  const records = await context.db.query<OverviewRecord>(overviewSql(input, search !== ''), params);
  // With no client on the page the count still comes back, on one row whose client columns are null.
  return { total: records[0]?.total ?? 0, rows: records.filter((record) => record.id !== null).map(toRow) };
}

export const clientOverviewResolvers = { Query: { clientOverview } };

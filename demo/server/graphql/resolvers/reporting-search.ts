import type {
  KeywordPosition,
  ReportingInput,
  SearchMetrics,
  SearchPerformance,
  SearchRow,
} from '../../../../src/core/api/generated/graphql.ts';
import { addDays, todayIso } from '../../domain/dates.ts';
import {
  MAX_ROW_LIMIT,
  type SearchAnalyticsRequest,
  type SearchAnalyticsRow,
  type SearchConsoleProperty,
  type SearchConsoleSource,
} from '../../search-console/search-analytics.ts';
import type { GraphQLContext } from '../context.ts';
import { requireReportingPeriod, type ReportingPeriod } from './reporting-periods.ts';

const TOP_ROWS = 100;
const NO_METRICS: SearchMetrics = { clicks: 0, impressions: 0, ctr: 0, position: null };

interface SearchClientRow {
  connected: boolean;
  lists: Array<{ name: string; keywords: string[] }>;
}

/** Connected as the bell counts it (notifications.ts): the flag, or a GoogleSearchConsole connection. Keyword lists in the Settings page's order. */
const SEARCH_CLIENT_SQL = `
  select (c.is_connected_in_gsc or exists (select 1 from connections x where x.client_id = c.id and x.platform = 'GoogleSearchConsole')) as connected,
         coalesce((select json_agg(json_build_object('name', k.name, 'keywords', k.keywords) order by k.created_on, k.id)
                     from keyword_lists k where k.client_id = c.id), '[]') as lists
    from clients c where c.id = $1`;

/** Sums rows as the API would report them together: position weighted by impressions. */
function metricsOf(rows: readonly SearchAnalyticsRow[]): SearchMetrics {
  let clicks = 0;
  let impressions = 0;
  let weighted = 0;
  for (const row of rows) {
    clicks += row.clicks;
    impressions += row.impressions;
    weighted += row.position * row.impressions;
  }
  return impressions === 0 ? NO_METRICS : { clicks, impressions, ctr: clicks / impressions, position: weighted / impressions };
}

const toSearchRow = (row: SearchAnalyticsRow): SearchRow => ({
  key: row.keys![0]!,
  clicks: row.clicks,
  impressions: row.impressions,
  ctr: row.ctr,
  position: row.position,
});
const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
const minDay = (a: string, b: string) => (a < b ? a : b);
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every row of a request, page by page (a long history of many keywords can pass the API's row limit). */
async function allRows(
  source: SearchConsoleSource,
  property: SearchConsoleProperty,
  request: SearchAnalyticsRequest,
): Promise<SearchAnalyticsRow[]> {
  const rows: SearchAnalyticsRow[] = [];
  for (;;) {
    const page = (await source.query(property, { ...request, rowLimit: MAX_ROW_LIMIT, startRow: rows.length })).rows ?? [];
    rows.push(...page);
    if (page.length < MAX_ROW_LIMIT) return rows;
  }
}

/**
 * Each keyword's impression-weighted position in each chart period, from one request by date and query over the
 * chart's days (the keywords as one regular expression: the API and-s filters, so it cannot or them otherwise).
 * Search Console reports queries in lower case, so keywords are matched in lower case.
 */
async function keywordPositions(
  source: SearchConsoleSource,
  property: SearchConsoleProperty,
  lists: SearchClientRow['lists'],
  periods: ReportingPeriod[],
  lastDay: string,
): Promise<KeywordPosition[]> {
  const wanted = lists.flatMap((list) =>
    list.keywords.map((keyword) => ({ listName: list.name, keyword, query: keyword.trim().toLowerCase() })),
  );
  const queries = [...new Set(wanted.map((entry) => entry.query))];
  const firstDay = periods[0]!.start_date;
  const rows =
    queries.length === 0 || lastDay < firstDay
      ? []
      : await allRows(source, property, {
          startDate: firstDay,
          endDate: lastDay,
          dimensions: ['date', 'query'],
          dimensionFilterGroups: [
            { filters: [{ dimension: 'query', operator: 'includingRegex', expression: `^(${queries.map(escapeRegex).join('|')})$` }] },
          ],
        });
  const byQueryAndPeriod = new Map<string, SearchAnalyticsRow[]>();
  for (const row of rows) {
    const [date, query] = row.keys!;
    const period = periods.find((candidate) => candidate.start_date <= date! && date! <= candidate.end_date);
    if (!period) continue;
    const key = `${period.id}\n${query}`;
    byQueryAndPeriod.set(key, [...(byQueryAndPeriod.get(key) ?? []), row]);
  }
  return wanted.map((entry) => ({
    listName: entry.listName,
    keyword: entry.keyword,
    points: periods.map((period) => ({
      periodId: period.id,
      startDate: period.start_date,
      position: metricsOf(byQueryAndPeriod.get(`${period.id}\n${entry.query}`) ?? []).position,
    })),
  }));
}

/** The selected period's Search Console figures (schema: Query.searchPerformance). */
async function searchPerformance(_: unknown, { input }: { input: ReportingInput }, context: GraphQLContext): Promise<SearchPerformance> {
  const { client: firm, selected, previous, chartPeriods } = await requireReportingPeriod(context, input);
  const today = todayIso();
  // The period up to today; a period still to come is named whole, with nothing measured yet.
  const measured = selected.start_date <= today;
  const span = { startDate: selected.start_date, endDate: measured ? minDay(selected.end_date, today) : selected.end_date };
  const [client] = await context.db.query<SearchClientRow>(SEARCH_CLIENT_SQL, [input.clientId]);
  const empty = {
    isConnected: false,
    startDate: span.startDate,
    endDate: span.endDate,
    days: [],
    totals: NO_METRICS,
    previousTotals: NO_METRICS,
    topQueries: [],
    topPages: [],
    keywordPositions: [],
  };
  if (!client?.connected) return empty;

  const source = context.searchConsole;
  // The firm's website as a URL-prefix property (Search Console writes those with the trailing slash).
  const property: SearchConsoleProperty = {
    clientId: input.clientId,
    siteUrl: firm.websiteUrl ? `${firm.websiteUrl.replace(/\/+$/, '')}/` : '',
  };
  // Like with like: the previous period's first days, as many as the span has (never past that period's end).
  const previousSpan =
    measured && previous
      ? {
          startDate: previous.start_date,
          endDate: minDay(addDays(previous.start_date, daysBetween(span.startDate, span.endDate) - 1), previous.end_date),
        }
      : undefined;
  const ask = (request: Omit<SearchAnalyticsRequest, 'startDate' | 'endDate'>, dates = span) =>
    measured ? source.query(property, { ...dates, ...request }).then((response) => response.rows ?? []) : Promise.resolve([]);
  const [days, previousRows, queries, pages, keywords] = await Promise.all([
    ask({ dimensions: ['date'], rowLimit: MAX_ROW_LIMIT }),
    previousSpan ? ask({}, previousSpan) : Promise.resolve([]),
    ask({ dimensions: ['query'], rowLimit: TOP_ROWS }),
    ask({ dimensions: ['page'], rowLimit: TOP_ROWS }),
    keywordPositions(source, property, client.lists, chartPeriods, minDay(span.endDate, today)),
  ]);
  return {
    ...empty,
    isConnected: true,
    days: days.map((row) => ({
      date: row.keys![0]!,
      clicks: row.clicks,
      impressions: row.impressions,
      ctr: row.ctr,
      position: row.position,
    })),
    totals: metricsOf(days),
    previousTotals: metricsOf(previousRows),
    topQueries: queries.map(toSearchRow),
    topPages: pages.map(toSearchRow),
    keywordPositions: keywords,
  };
}

export const reportingSearchResolvers = { Query: { searchPerformance } };

import type { Queryable } from '../store/db.ts';
import {
  DEFAULT_ROW_LIMIT,
  MAX_ROW_LIMIT,
  type SearchAnalyticsRequest,
  type SearchAnalyticsResponse,
  type SearchConsoleSource,
  type SearchDimension,
  type SearchDimensionFilter,
} from './search-analytics.ts';

/**
 * The Search Console source over the seeded table search_console_rows (one row a day per query, page and
 * device): each request is one SQL statement that groups, filters, sorts and pages as the API does. Each query
 * of the seed lands on one page, so aggregating by page or by property gives the same figures here.
 */
const COLUMNS: Record<SearchDimension, string> = { date: 'date::text', query: 'query', page: 'page', device: 'device' };

export function seededSearchConsole(db: Queryable): SearchConsoleSource {
  return {
    async query(property, request) {
      const { sql, params } = statementFor(property.clientId, request);
      const rows = await db.query<{ keys: string[] | null; clicks: number; impressions: number; position: number }>(sql, params);
      const byPage = request.aggregationType === 'byPage' || ((request.aggregationType ?? 'auto') === 'auto' && usesPage(request));
      const response: SearchAnalyticsResponse = { responseAggregationType: byPage ? 'byPage' : 'byProperty' };
      if (rows.length === 0) return response;
      response.rows = rows.map((row) => ({
        ...(row.keys ? { keys: row.keys } : {}),
        clicks: row.clicks,
        impressions: row.impressions,
        ctr: row.clicks / row.impressions,
        position: row.position,
      }));
      return response;
    },
  };
}

const usesPage = (request: SearchAnalyticsRequest) =>
  (request.dimensions ?? []).includes('page') ||
  (request.dimensionFilterGroups ?? []).some((group) => group.filters.some((filter) => filter.dimension === 'page'));

function statementFor(clientId: string, request: SearchAnalyticsRequest): { sql: string; params: unknown[] } {
  const dimensions = request.dimensions ?? [];
  if (new Set(dimensions).size !== dimensions.length || dimensions.some((dimension) => !(dimension in COLUMNS))) {
    throw new Error(
      `Search analytics: dimensions must be distinct ones of ${Object.keys(COLUMNS).join(', ')}, got ${dimensions.join(', ')}.`,
    );
  }
  const rowLimit = request.rowLimit ?? DEFAULT_ROW_LIMIT;
  const startRow = request.startRow ?? 0;
  if (!Number.isInteger(rowLimit) || rowLimit < 1 || rowLimit > MAX_ROW_LIMIT || !Number.isInteger(startRow) || startRow < 0) {
    throw new Error(`Search analytics: rowLimit must be 1 to ${MAX_ROW_LIMIT} and startRow 0 or more.`);
  }
  const params: unknown[] = [clientId, request.startDate, request.endDate];
  const where = ['client_id = $1', 'date between $2::date and $3::date'];
  for (const group of request.dimensionFilterGroups ?? []) for (const filter of group.filters) where.push(condition(filter, params));
  const keys = dimensions.map((dimension) => COLUMNS[dimension]);
  // By date, oldest first, when grouped by date; otherwise by clicks, then impressions (ties by key, so pages are stable).
  const order = [...(dimensions.includes('date') ? [COLUMNS.date] : []), 'clicks desc', 'impressions desc', ...keys];
  params.push(rowLimit, startRow);
  const sql = `
    select ${keys.length > 0 ? `array[${keys.join(', ')}]` : 'null::text[]'} as keys, sum(clicks)::int as clicks, sum(impressions)::int as impressions,
           sum(position * impressions) / sum(impressions) as position
      from search_console_rows where ${where.join(' and ')}
     ${keys.length > 0 ? `group by ${keys.join(', ')}` : 'having count(*) > 0'}
     order by ${order.join(', ')} limit $${params.length - 1} offset $${params.length}`;
  return { sql, params };
}

function condition(filter: SearchDimensionFilter, params: unknown[]): string {
  const column = COLUMNS[filter.dimension];
  if (!column) throw new Error(`Search analytics: cannot filter on "${filter.dimension}".`);
  params.push(filter.expression);
  const value = `$${params.length}`;
  switch (filter.operator ?? 'equals') {
    case 'equals':
      return `${column} = ${value}`;
    case 'contains':
      return `strpos(lower(${column}), lower(${value})) > 0`;
    case 'includingRegex':
      return `${column} ~ ${value}`;
    default:
      throw new Error(`Search analytics: unknown filter operator "${String(filter.operator)}".`);
  }
}

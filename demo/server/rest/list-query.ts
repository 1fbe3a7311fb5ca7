import type { Queryable } from '../store/db.ts';
import type { ListExtension } from './extensions.ts';
import { badParameter } from './problems.ts';

/**
 * The list parameters every list call takes (PageSize, PageNumber, SortColumn, SortDirection,
 * FilterFields, AdditionalSortingFields), checked against the columns the document lets each list sort
 * and filter by, and turned into SQL.
 */
export interface ListQuery {
  pageSize: number;
  pageNumber: number;
  order: Array<{ field: string; direction: 'ASC' | 'DESC' }>;
  filters: Array<{ field: string; value: string }>;
}

export interface ListPage<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

const DEFAULT_PAGE_SIZE = 50;
const FILTER_FORMAT = 'FilterFields must be field:value pairs separated by commas, e.g. "status:Published,isTest:false".';

const names = (raw: unknown) =>
  String(raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

export function parseListQuery(query: Record<string, unknown>, list: ListExtension): ListQuery {
  const pageSize = Number(query.PageSize ?? DEFAULT_PAGE_SIZE);
  const pageNumber = Number(query.PageNumber ?? 1);
  // ajv has checked these against the document; a second look keeps SQL safe if a schema ever loosens.
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 500) throw badParameter('PageSize', 'PageSize must be between 1 and 500.');
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw badParameter('PageNumber', 'PageNumber must be a whole number of 1 or more.');
  const direction = query.SortDirection === 'DESC' ? 'DESC' : 'ASC';
  const sortColumn = String(query.SortColumn ?? list.defaultSort);
  if (!list.sortable.includes(sortColumn)) throw badParameter('SortColumn', `SortColumn must be one of: ${list.sortable.join(', ')}.`);
  const additional = names(query.AdditionalSortingFields);
  const unsortable = additional.find((name) => !list.sortable.includes(name));
  if (unsortable) {
    throw badParameter(
      'AdditionalSortingFields',
      `AdditionalSortingFields: "${unsortable}" is not a sortable column; use any of: ${list.sortable.join(', ')}.`,
    );
  }
  const filters = names(query.FilterFields).map((pair) => {
    const colon = pair.indexOf(':');
    if (colon <= 0 || colon === pair.length - 1) throw badParameter('FilterFields', FILTER_FORMAT);
    const field = pair.slice(0, colon).trim();
    if (!list.filterable.includes(field)) {
      throw badParameter('FilterFields', `FilterFields: "${field}" is not a filterable field; use any of: ${list.filterable.join(', ')}.`);
    }
    return { field, value: pair.slice(colon + 1).trim() };
  });
  return { pageSize, pageNumber, order: [sortColumn, ...additional].map((field) => ({ field, direction })), filters };
}

/** Collects SQL parameters: `sql.param(value)` answers its placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface ListSource {
  /** `from` clause (with joins); the main table is aliased `t`. */
  from: string;
  select: string;
  /** The SQL expression of a field (for filters and sorting). */
  expr(field: string): string;
  where: string[];
  params: SqlParams;
}

/** Limits a list to the clients a viewer may see. */
export function clientCondition(expr: string, visible: 'all' | string[], params: SqlParams): string[] {
  return visible === 'all' ? [] : [`${expr} = any(${params.param(visible)}::text[])`];
}

// Ids and id references match exactly (so the indexes on them are used); other values ignore case.
const isIdField = (field: string) => field === 'id' || field.endsWith('Id');
function filterCondition(source: ListSource, filter: { field: string; value: string }): string {
  const expr = source.expr(filter.field);
  const value = source.params.param(filter.value);
  return isIdField(filter.field) ? `(${expr})::text = ${value}` : `lower((${expr})::text) = lower(${value})`;
}

export async function runList<T>(db: Queryable, source: ListSource, query: ListQuery): Promise<ListPage<T>> {
  const { params } = source;
  const where = [...source.where, ...query.filters.map((filter) => filterCondition(source, filter))];
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const orderSql = [
    ...query.order.map((o) => `${source.expr(o.field)} ${o.direction} nulls last`),
    `t.id ${query.order[0]?.direction ?? 'ASC'}`,
  ].join(', ');
  const countParams = [...params.values];
  const limit = params.param(query.pageSize);
  const offset = params.param((query.pageNumber - 1) * query.pageSize);
  // The total rides along with the page (one round trip); only a page past the end has no row to carry it.
  const rows = await db.query<T & { [TOTAL]?: number }>(
    `select ${source.select}, count(*) over ()::int as ${TOTAL} from ${source.from} ${whereSql} order by ${orderSql} limit ${limit} offset ${offset}`,
    params.values,
  );
  const totalCount =
    rows[0]?.[TOTAL] ??
    (query.pageNumber > 1 ? await countRows(db, `select count(*)::int as n from ${source.from} ${whereSql}`, countParams) : 0);
  const items = rows.map(({ [TOTAL]: _total, ...item }) => item as T);
  return { items, totalCount, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

const TOTAL = 'fp_total_count';
async function countRows(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [count] = await db.query<{ n: number }>(sql, params);
  return count?.n ?? 0;
}

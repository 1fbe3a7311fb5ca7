/**
 * Google Search Console's search analytics, in the shape of its API (searchanalytics.query,
 * POST https://www.googleapis.com/webmasters/v3/sites/{siteUrl}/searchAnalytics/query): the resolvers ask
 * only this interface, so the seeded source (seeded-source.ts) and one calling Google are interchangeable.
 * Field names and meanings are the API's; only the subset the service uses is typed.
 */
export type SearchDimension = 'date' | 'query' | 'page' | 'device';

export interface SearchDimensionFilter {
  dimension: SearchDimension;
  /** The API's default is equals. contains is case-insensitive, includingRegex is an RE2 pattern (the API's). */
  operator?: 'equals' | 'contains' | 'includingRegex';
  expression: string;
}

export interface SearchAnalyticsRequest {
  /** YYYY-MM-DD, both included (the property's time zone, Pacific time at Google; the seeded source keeps UTC days). */
  startDate: string;
  endDate: string;
  /** Rows are grouped by these, in this order; a row's keys follow it. None: one row for the whole span. */
  dimensions?: SearchDimension[];
  /** Every group must match; the filters of a group are and-ed (the API's only groupType). */
  dimensionFilterGroups?: Array<{ groupType?: 'and'; filters: SearchDimensionFilter[] }>;
  /** auto: by page when grouped or filtered by page, else by property. */
  aggregationType?: 'auto' | 'byPage' | 'byProperty';
  /** 1 to 25,000, 1,000 by default (the API's limits). */
  rowLimit?: number;
  /** Zero-based offset into the rows. */
  startRow?: number;
}

/** One group of the span: ctr is clicks / impressions; position the impression-weighted average position (1 is the top). */
export interface SearchAnalyticsRow {
  keys?: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

/**
 * Rows by clicks, descending (by date, oldest first, when grouped by date), as the API sorts them. A span
 * without data has no rows at all, as the API answers.
 */
export interface SearchAnalyticsResponse {
  rows?: SearchAnalyticsRow[];
  responseAggregationType: 'byPage' | 'byProperty';
}

/** A client's connected Search Console property. */
export interface SearchConsoleProperty {
  clientId: string;
  /** The property as Search Console names it: a URL prefix (https://www.firm.example/) or sc-domain:firm.example. */
  siteUrl: string;
}

export interface SearchConsoleSource {
  query(property: SearchConsoleProperty, request: SearchAnalyticsRequest): Promise<SearchAnalyticsResponse>;
}

export const MAX_ROW_LIMIT = 25_000;
export const DEFAULT_ROW_LIMIT = 1_000;

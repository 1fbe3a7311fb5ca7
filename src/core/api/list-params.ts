// The parameters every REST list call takes (spec section 7) and how they travel in the query string.
// The service reads FilterFields as comma-separated `field:value` pairs and AdditionalSortingFields as
// comma-separated columns, so lists and objects are joined that way here.
import type { components } from './generated/openapi.ts';

export type SortDirection = components['schemas']['SortDirection'];
export type FilterValue = string | number | boolean;

export interface ListParams<SortColumn extends string = string> {
  /** Items per page. */
  PageSize?: number;
  /** The page to answer, from 1. */
  PageNumber?: number;
  SortColumn?: SortColumn;
  SortDirection?: SortDirection;
  /** Exact, case-insensitive matches: 'status:Published,isTest:false', or `{ status: 'Published', isTest: false }`. */
  FilterFields?: string | Readonly<Record<string, FilterValue>>;
  /** Further sort columns, applied after SortColumn in the same direction. */
  AdditionalSortingFields?: string | readonly SortColumn[];
}

/** The list parameters in the order they are written to the query string. */
export const LIST_PARAM_NAMES = [
  'PageSize',
  'PageNumber',
  'SortColumn',
  'SortDirection',
  'FilterFields',
  'AdditionalSortingFields',
] as const;

export function encodeFilterFields(filters: Readonly<Record<string, FilterValue>>): string {
  return Object.entries(filters)
    .map(([field, value]) => {
      const text = String(value);
      // The pair format has no escaping: a comma would start a new pair and a colon in a name would move the split.
      if (field.includes(',') || field.includes(':') || text.includes(',')) {
        throw new Error(
          `FilterFields cannot carry ${field}:${text}: field names may not contain "," or ":" and values may not contain ",".`,
        );
      }
      return `${field}:${text}`;
    })
    .join(',');
}

function encodeValue(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  if (name === 'FilterFields' && typeof value === 'object' && value !== null)
    return encodeFilterFields(value as Record<string, FilterValue>);
  return String(value);
}

/** '?PageSize=10&SortColumn=name' from a query object; '' when nothing is set. Undefined and null are left out. */
export function toQueryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  const entries = Object.entries(query);
  const rank = (name: string) => {
    const index = (LIST_PARAM_NAMES as readonly string[]).indexOf(name);
    return index === -1 ? LIST_PARAM_NAMES.length : index;
  };
  for (const [name, value] of entries.sort(([a], [b]) => rank(a) - rank(b))) {
    if (value !== undefined && value !== null) search.append(name, encodeValue(name, value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

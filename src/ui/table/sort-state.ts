/** Which column a table is sorted by, and which way. */
export interface SortState<K extends string = string> {
  key: K;
  direction: 'asc' | 'desc';
}

/**
 * The sort after a click on `key`'s header: the same column flips its direction; another column starts with
 * `firstDirection` (figures read best largest first, names A to Z).
 */
export function nextSort<K extends string>(current: SortState<K>, key: K, firstDirection: 'asc' | 'desc' = 'asc'): SortState<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection };
}

export type SortValue = string | number | null | undefined;

/**
 * `rows` in `sort`'s order by `valueOf`; text compares as people read it (numbers inside it by value, case
 * ignored); an empty value (null, undefined, NaN) goes last whichever way. Ties keep their order.
 */
export function sortRows<T>(rows: readonly T[], direction: 'asc' | 'desc', valueOf: (row: T) => SortValue): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const isEmpty = (value: SortValue) => value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const emptyA = isEmpty(a.value);
      const emptyB = isEmpty(b.value);
      if (emptyA || emptyB) return emptyA === emptyB ? a.index - b.index : emptyA ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

/** The aria-sort of a column header. */
export const ariaSortOf = (sort: SortState, key: string): 'ascending' | 'descending' | 'none' =>
  sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';

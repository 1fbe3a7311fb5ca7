import { useMemo, useState, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { SortButton } from './sort-button.tsx';
import { ariaSortOf, nextSort, sortRows, type SortState, type SortValue } from './sort-state.ts';

export interface DataColumn<T> {
  key: string;
  label: string;
  /** What the cell shows; defaults to the sort value as text. */
  cell?: (row: T) => ReactNode;
  /** What the column sorts by (and what a CSV export writes). */
  value: (row: T) => SortValue;
  /** Figures: right-aligned, tabular digits, and sorted largest first on the first click. */
  numeric?: boolean;
  /** Hidden on narrow screens (the row stays readable with the others). */
  wideOnly?: boolean;
}

export interface DataTableProps<T> {
  /** The table's name for screen readers (its caption). */
  caption: string;
  /** Shows the caption to everyone rather than only to screen readers. */
  showCaption?: boolean;
  columns: ReadonlyArray<DataColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Sorted by this at first; without it the rows keep their order until a header is chosen. */
  initialSort?: SortState;
  /** Without it the headers are plain text (a table whose order is its meaning, such as days). */
  sortable?: boolean;
  className?: string;
}

/**
 * A small semantic table (caption, column headers, aria-sort) that sorts in the page; for the hundreds of rows a
 * report holds. Thousands of rows belong in a virtualized table instead. It scrolls sideways on a phone.
 */
export function DataTable<T>({ caption, showCaption, columns, rows, rowKey, initialSort, sortable = true, className }: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState>(initialSort ?? { key: '', direction: 'asc' });
  const sorted = useMemo(() => {
    const column = columns.find((entry) => entry.key === sort.key);
    return column ? sortRows(rows, sort.direction, column.value) : rows;
  }, [columns, rows, sort]);
  const onSort = (key: string) =>
    setSort((current) => nextSort(current, key, columns.find((column) => column.key === key)?.numeric ? 'desc' : 'asc'));
  return (
    <div data-slot="data-table" className={cn('overflow-x-auto rounded-fp border border-fp-border', className)}>
      <table className="w-full border-collapse text-sm">
        <caption className={showCaption ? 'px-3 py-2 text-left text-sm font-semibold text-fp-text' : 'sr-only'}>{caption}</caption>
        <thead className="bg-gray-50 text-xs text-fp-text">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sortable ? ariaSortOf(sort, column.key) : undefined}
                className={cn(
                  'px-3 py-2 font-semibold',
                  column.numeric ? 'text-right' : 'text-left',
                  column.wideOnly && 'hidden md:table-cell',
                )}
              >
                {sortable ? (
                  <SortButton label={column.label} columnKey={column.key} sort={sort} onSort={onSort} alignEnd={column.numeric} />
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} className="border-t border-fp-border">
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    'px-3 py-2 align-top',
                    column.numeric ? 'text-right tabular-nums' : 'break-words',
                    column.wideOnly && 'hidden md:table-cell',
                  )}
                >
                  {column.cell ? column.cell(row) : String(column.value(row) ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { SortButton } from './sort-button.tsx';
import { ariaSortOf, type SortState } from './sort-state.ts';

const DEFAULT_ROW_HEIGHT_PX = 48;
const OVERSCAN = 3;
/** Rows short of the loaded end at which more are asked for, so the next page is there before it is scrolled to. */
const LOAD_AHEAD_ROWS = 30;
const CELL = 'min-w-0 truncate text-sm';

export interface VirtualColumn {
  key: string;
  label: string;
  /** The header is read by screen readers only (a column of menu buttons needs no squeezed word). */
  srOnlyHeader?: boolean;
  /** Extra classes of the column's header and cells (a literal, so the build-time styles find it). */
  className?: string;
  /** Its header is a sort button (needs the table's `sort` and `onSort`). */
  sortable?: boolean;
  /** Figures: the header's label sits at the end. */
  numeric?: boolean;
  /** Stays in view when the table scrolls sideways (the column that names the row, on a phone). */
  sticky?: boolean;
}

export interface VirtualTableProps<R> {
  /** The table's name (and its scrolling region's). */
  label: string;
  columns: readonly VirtualColumn[];
  /** The grid template of the header and every row (a literal): one template, so they line up. */
  gridClass: string;
  /** The table's least width (a literal), beyond which it scrolls sideways. */
  minWidthClass?: string;
  /** The rows loaded so far, in order. */
  rows: readonly R[];
  /** Every row there is (default: the loaded ones); those not loaded yet show `pendingText` until they come. */
  rowCount?: number;
  /** Keep it stable (a module-level function): a new one makes the virtualizer measure every row again. */
  rowKey: (row: R) => string;
  /** What a row shows in a column. Keep it stable (useCallback): rows re-render only when it or their row changes. */
  cell: (row: R, column: VirtualColumn) => ReactNode;
  rowHeightPx?: number;
  /** What a row not loaded yet says. */
  pendingText?: string;
  /** Called when the rows in view come near the end of the loaded ones (ask for the next page). */
  onNearEnd?: () => void;
  sort?: SortState;
  onSort?: (key: string) => void;
  /** The scroller's data-slot, by which tests and benches find it. */
  slot?: string;
}

interface RowProps<R> {
  row: R | undefined;
  rowIndex: number;
  top: number;
  height: number;
  columns: readonly VirtualColumn[];
  gridClass: string;
  cell: (row: R, column: VirtualColumn) => ReactNode;
  pendingText: string;
}

function RowView<R>({ row, rowIndex, top, height, columns, gridClass, cell, pendingText }: RowProps<R>) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-busy={row === undefined || undefined}
      className={cn(gridClass, 'absolute left-0 top-0 w-full border-b border-fp-border bg-fp-background')}
      style={{ height, transform: `translateY(${top}px)` }}
    >
      {columns.map((column, index) => (
        <span
          key={column.key}
          role="cell"
          className={cn(CELL, column.className, column.sticky && 'sticky left-0 z-[1] self-stretch flex items-center bg-fp-background')}
        >
          {row !== undefined ? cell(row, column) : index === 0 ? <span className="text-fp-muted">{pendingText}</span> : null}
        </span>
      ))}
    </div>
  );
}

/** One row; memoized, so scrolling renders only the rows coming into view. */
const Row = memo(RowView) as typeof RowView;

/**
 * A table of thousands of rows with only those in view in the DOM: an ARIA table of divs whose aria-rowcount and
 * aria-rowindex tell screen readers its real size. Sortable columns have the header's sort button and aria-sort
 * (ui/table/sort-state.ts). Rows not loaded yet (a long list fetched page by page) hold their place, so the scroll
 * bar is the whole table's from the start. It scrolls sideways when narrower than its least width.
 */
export function VirtualTable<R>({
  label,
  columns,
  gridClass,
  minWidthClass,
  rows,
  rowCount = rows.length,
  rowKey,
  cell,
  rowHeightPx = DEFAULT_ROW_HEIGHT_PX,
  pendingText = '…',
  onNearEnd,
  sort,
  onSort,
  slot = 'virtual-table-scroller',
}: VirtualTableProps<R>) {
  const scroller = useRef<HTMLDivElement | null>(null);
  // The virtualizer lays out every row again (thousands) when this changes: only a new page of rows may change it.
  const getItemKey = useCallback((index: number) => (index < rows.length ? rowKey(rows[index]!) : `pending-${index}`), [rows, rowKey]);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeightPx,
    overscan: OVERSCAN,
    getItemKey,
    // The rows coming into view render in a task of their own, not inside the scroll event's frame (its style,
    // layout and paint): a jump down a list of thousands is then two shorter tasks instead of one long one.
    useFlushSync: false,
  });
  const shown = virtualizer.getVirtualItems();
  const lastShown = shown.at(-1)?.index ?? -1;
  const nearEnd = rows.length < rowCount && lastShown >= rows.length - LOAD_AHEAD_ROWS;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, rows.length, onNearEnd]);
  return (
    <div
      ref={scroller}
      data-slot={slot}
      tabIndex={0}
      role="region"
      aria-label={label}
      className="max-h-[75vh] overflow-auto rounded-fp border border-fp-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
    >
      <div role="table" aria-label={label} aria-rowcount={rowCount + 1} className={minWidthClass}>
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-fp-border bg-gray-50">
          <div role="row" aria-rowindex={1} className={cn(gridClass, 'h-10 text-xs font-semibold text-fp-text')}>
            {columns.map((column) => (
              <span
                key={column.key}
                role="columnheader"
                aria-sort={column.sortable && sort ? ariaSortOf(sort, column.key) : undefined}
                className={cn(
                  column.srOnlyHeader ? 'sr-only' : 'truncate',
                  column.className,
                  column.sticky && 'sticky left-0 z-[1] self-stretch flex items-center bg-gray-50',
                )}
              >
                {column.sortable && sort && onSort ? (
                  <SortButton label={column.label} columnKey={column.key} sort={sort} onSort={onSort} alignEnd={column.numeric} />
                ) : (
                  column.label
                )}
              </span>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {shown.map((item) => (
            <Row
              key={item.key}
              row={rows[item.index]}
              rowIndex={item.index + 2}
              top={item.start}
              height={rowHeightPx}
              columns={columns}
              gridClass={gridClass}
              cell={cell}
              pendingText={pendingText}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

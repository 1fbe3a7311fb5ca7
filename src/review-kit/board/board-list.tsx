import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { ReviewGroup } from '../../core/review/board-groups.ts';
import { cn } from '../../ui/cn.ts';
import type { BoardItem } from './board-spec.ts';
import type { BoardParts } from './item-card.tsx';

const ROW_HEIGHT_PX = 48;
const OVERSCAN = 3;
const CELL = 'min-w-0 truncate text-sm';

function ListRowView<T extends BoardItem, G extends ReviewGroup, A extends string>({ item, rowIndex, top, ...parts }: BoardParts<T, G, A> & { item: T; rowIndex: number; top: number }) {
  const { spec } = parts;
  return (
    <div role="row" aria-rowindex={rowIndex} className={cn(spec.list.gridClass, 'absolute left-0 top-0 w-full border-b border-fp-border bg-fp-background')} style={{ height: ROW_HEIGHT_PX, transform: `translateY(${top}px)` }}>
      {spec.list.columns.map((column) => (
        <span key={column.label} role="cell" className={cn(CELL, column.className)}>
          {column.cell(item, parts)}
        </span>
      ))}
    </div>
  );
}

/** One item's row; memoized, so scrolling renders only the rows coming into view. */
const ListRow = memo(ListRowView) as typeof ListRowView;

/**
 * The list view: a table of every item in the chosen order. Rows are virtualized (only those in view are in the
 * DOM), so the table is an ARIA table of divs with aria-rowcount and aria-rowindex telling screen readers its
 * real size. The area's columns say what each cell holds (its link, badge, dates and actions menu).
 */
export function BoardList<T extends BoardItem, G extends ReviewGroup, A extends string>({ items, ...parts }: BoardParts<T, G, A> & { items: readonly T[] }) {
  const { spec } = parts;
  const scroller = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => items[index]!.id,
    // The rows coming into view render in a task of their own, not inside the scroll event's frame (its style,
    // layout and paint): a jump down a list of thousands is then two shorter tasks instead of one long one.
    useFlushSync: false,
  });
  return (
    <div
      ref={scroller}
      data-slot="board-scroller"
      tabIndex={0}
      role="region"
      aria-label={spec.texts.listLabel}
      className="max-h-[75vh] overflow-auto rounded-fp border border-fp-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
    >
      <div role="table" aria-label={spec.texts.listLabel} aria-rowcount={items.length + 1} className={spec.list.minWidthClass}>
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-fp-border bg-gray-50">
          <div role="row" aria-rowindex={1} className={cn(spec.list.gridClass, 'h-10 text-xs font-semibold text-fp-text')}>
            {spec.list.columns.map((column) => (
              <span key={column.label} role="columnheader" className={column.srOnlyHeader ? 'sr-only' : 'truncate'}>
                {column.label}
              </span>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <ListRow key={row.key} item={items[row.index]!} rowIndex={row.index + 2} top={row.start} {...parts} />
          ))}
        </div>
      </div>
    </div>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef } from 'react';
import type { ReviewGroup } from '../../core/review/board-groups.ts';
import { EMPTY_GROUP_TEXT } from '../kit-texts.ts';
import type { BoardItem } from './board-spec.ts';
import { ItemCard, type BoardParts } from './item-card.tsx';

// A card's height before it is measured, and how many cards beyond the visible ones stay rendered.
const CARD_ESTIMATE_PX = 168;
const CARD_GAP_PX = 8;
const OVERSCAN = 4;

/** The board view: one column per group, in what-the-firm-must-do order, side by side on wide screens. */
export function BoardColumns<T extends BoardItem, G extends ReviewGroup, A extends string>({
  items,
  ...parts
}: BoardParts<T, G, A> & { items: readonly T[] }) {
  const groups = parts.spec.grouping.groupItems(items);
  // Four groups fill a wide screen; five wrap to a second row rather than squeezing every card.
  const grid =
    parts.spec.grouping.groups.length > 4
      ? 'grid gap-4 md:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-5'
      : 'grid gap-4 md:grid-cols-2 xl:grid-cols-4';
  return (
    <div className={grid}>
      {parts.spec.grouping.groups.map((group) => (
        <BoardColumn key={group} group={group} items={groups[group]} {...parts} />
      ))}
    </div>
  );
}

function BoardColumn<T extends BoardItem, G extends ReviewGroup, A extends string>({
  group,
  items,
  ...parts
}: BoardParts<T, G, A> & { group: G; items: T[] }) {
  const headingId = useId();
  const scroller = useRef<HTMLDivElement | null>(null);
  // Only the cards in view are in the DOM, so a column of thousands scrolls as lightly as one of ten.
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE_PX,
    gap: CARD_GAP_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => items[index]!.id,
  });
  const title = parts.spec.groupTitles[group];
  return (
    <section
      aria-label={parts.spec.texts.groupRegionName(title, items.length)}
      data-group={group}
      className="flex min-w-0 flex-col rounded-fp border border-fp-border bg-gray-50"
    >
      <h2 id={headingId} className="flex items-center justify-between gap-2 border-b border-fp-border px-3 py-2 text-sm font-semibold">
        <span>{title}</span>
        <span
          aria-hidden="true"
          className="rounded-full bg-fp-background px-2 py-0.5 text-xs font-medium text-fp-text border border-fp-border"
        >
          {items.length}
        </span>
      </h2>
      {items.length === 0 ? (
        <p className="px-3 py-4 text-sm text-fp-muted">{EMPTY_GROUP_TEXT}</p>
      ) : (
        <div
          ref={scroller}
          data-slot="board-scroller"
          tabIndex={0}
          aria-labelledby={headingId}
          className="max-h-[70vh] min-h-[12rem] overflow-y-auto p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
        >
          <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="absolute left-0 top-0 w-full"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <ItemCard item={items[row.index]!} {...parts} />
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

import { useCallback, useMemo } from 'react';
import type { ReviewGroup } from '../../core/review/board-groups.ts';
import { VirtualTable, type VirtualColumn } from '../../ui/table/virtual-table.tsx';
import type { BoardItem } from './board-spec.ts';
import type { BoardParts } from './item-card.tsx';

const idOf = (item: BoardItem) => item.id;

/**
 * The list view: a table of every item in the chosen order, virtualized (ui/table/virtual-table.tsx: only the rows
 * in view are in the DOM, aria-rowcount and aria-rowindex tell its real size). The area's columns say what each
 * cell holds (its link, badge, dates and actions menu).
 */
export function BoardList<T extends BoardItem, G extends ReviewGroup, A extends string>({
  items,
  spec,
  client,
  opening,
  onActionDone,
}: BoardParts<T, G, A> & { items: readonly T[] }) {
  const columns = useMemo<VirtualColumn[]>(
    () =>
      spec.list.columns.map((column, index) => ({
        key: String(index),
        label: column.label,
        srOnlyHeader: column.srOnlyHeader,
        className: column.className,
      })),
    [spec],
  );
  const cell = useCallback(
    (item: T, column: VirtualColumn) => spec.list.columns[Number(column.key)]!.cell(item, { spec, client, opening, onActionDone }),
    [spec, client, opening, onActionDone],
  );
  return (
    <VirtualTable
      label={spec.texts.listLabel}
      columns={columns}
      gridClass={spec.list.gridClass}
      minWidthClass={spec.list.minWidthClass}
      rows={items}
      rowKey={idOf}
      cell={cell}
      slot="board-scroller"
    />
  );
}

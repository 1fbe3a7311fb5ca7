import { useCallback } from 'react';
import type { OverviewRow } from '../../api/overview-query.ts';
import { FIRST_DIRECTION, OVERVIEW_COLUMNS, type OverviewColumn, type OverviewState } from '../../model/overview-state.ts';
import { nextSort } from '../../../../ui/table/sort-state.ts';
import { VirtualTable, type VirtualColumn } from '../../../../ui/table/virtual-table.tsx';
import { COLUMN_LABELS, ROW_PENDING_TEXT, TABLE_LABEL } from '../../client-overview-texts.ts';
import { overviewCell, type CellContext } from './overview-cells.tsx';

// One template for the header and every row; below its least width (a phone) the table scrolls sideways and the
// client's name stays in view (a sticky column).
const GRID_CLASS = 'grid grid-cols-[minmax(13rem,2fr)_5rem_7.5rem_5rem_minmax(11rem,1.5fr)_9rem_8rem] items-center gap-3 pr-3';
const MIN_WIDTH_CLASS = 'min-w-[62rem]';
const ROW_HEIGHT_PX = 52;
const NUMERIC: ReadonlySet<OverviewColumn> = new Set(['waiting', 'overdue']);

const COLUMNS: readonly VirtualColumn[] = OVERVIEW_COLUMNS.map((key) => ({
  key,
  label: COLUMN_LABELS[key],
  sortable: true,
  numeric: NUMERIC.has(key),
  sticky: key === 'name',
  className: key === 'name' ? 'pl-3' : NUMERIC.has(key) ? 'text-right tabular-nums' : undefined,
}));

const clientIdOf = (row: OverviewRow) => row.clientId;

export interface OverviewTableProps extends CellContext {
  state: OverviewState;
  onSort: (sort: Pick<OverviewState, 'sort' | 'direction'>) => void;
  rows: readonly OverviewRow[];
  total: number;
  onNearEnd: () => void;
}

/** Every client matching the filter and search, in the service's order; a header's button sorts by its column. */
export function OverviewTable({ state, onSort, rows, total, onNearEnd, today, now, onOpen }: OverviewTableProps) {
  const cell = useCallback(
    (row: OverviewRow, column: VirtualColumn) => overviewCell(row, column.key as OverviewColumn, { today, now, onOpen }),
    [today, now, onOpen],
  );
  const sortBy = (key: string) => {
    const column = key as OverviewColumn;
    const next = nextSort({ key: state.sort, direction: state.direction }, column, FIRST_DIRECTION[column]);
    onSort({ sort: next.key, direction: next.direction });
  };
  return (
    <VirtualTable
      label={TABLE_LABEL}
      columns={COLUMNS}
      gridClass={GRID_CLASS}
      minWidthClass={MIN_WIDTH_CLASS}
      rows={rows}
      rowCount={total}
      rowKey={clientIdOf}
      cell={cell}
      rowHeightPx={ROW_HEIGHT_PX}
      pendingText={ROW_PENDING_TEXT}
      onNearEnd={onNearEnd}
      sort={{ key: state.sort, direction: state.direction }}
      onSort={sortBy}
      slot="client-overview-scroller"
    />
  );
}

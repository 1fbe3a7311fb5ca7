import { formatFigure } from '../../../../ui/charts/figure-format.ts';
import type { SearchRow } from '../../api/search-performance-query.ts';
import { CsvButton } from '../../../../ui/export/csv-button.tsx';
import { HeadingLine } from '../../../../ui/layout/titled-section.tsx';
import { DataTable, type DataColumn } from '../../../../ui/table/data-table.tsx';
import { EXPORT_CSV, SEARCH_TEXTS } from '../../reporting-texts.ts';

const { columns: TEXT } = SEARCH_TEXTS;

const figureColumns: ReadonlyArray<DataColumn<SearchRow>> = [
  { key: 'clicks', label: TEXT.clicks, value: (row) => row.clicks, numeric: true, cell: (row) => formatFigure(row.clicks, 'count') },
  {
    key: 'impressions',
    label: TEXT.impressions,
    value: (row) => row.impressions,
    numeric: true,
    cell: (row) => formatFigure(row.impressions, 'count'),
  },
  { key: 'ctr', label: TEXT.ctr, value: (row) => row.ctr, numeric: true, wideOnly: true, cell: (row) => formatFigure(row.ctr, 'rate') },
  {
    key: 'position',
    label: TEXT.position,
    value: (row) => row.position,
    numeric: true,
    cell: (row) => formatFigure(row.position, 'position'),
  },
];

export interface SearchRowsTableProps {
  title: string;
  /** The first column's name: the query, or the page. */
  keyLabel: string;
  rows: readonly SearchRow[];
  fileNameParts: string[];
  slot: string;
}

/** The span's top queries or pages, sortable by any column (by clicks at first, as the service orders them), with CSV. */
export function SearchRowsTable({ title, keyLabel, rows, fileNameParts, slot }: SearchRowsTableProps) {
  const columns: ReadonlyArray<DataColumn<SearchRow>> = [{ key: 'key', label: keyLabel, value: (row) => row.key }, ...figureColumns];
  return (
    <div data-slot={slot} className="flex min-w-0 flex-col gap-2">
      <HeadingLine
        heading={<h3 className="text-sm font-semibold text-fp-text">{title}</h3>}
        action={
          <CsvButton
            label={EXPORT_CSV}
            what={title}
            fileNameParts={fileNameParts}
            header={columns.map((column) => column.label)}
            rows={() => rows.map((row) => columns.map((column) => column.value(row)))}
          />
        }
      />
      {rows.length === 0 ? (
        <p className="text-sm text-fp-muted">{SEARCH_TEXTS.noRows}</p>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.key}
          initialSort={{ key: 'clicks', direction: 'desc' }}
          className="max-h-96 overflow-y-auto"
        />
      )}
    </div>
  );
}

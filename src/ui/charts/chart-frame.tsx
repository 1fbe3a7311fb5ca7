import { useId, useState, type ReactNode, type RefObject } from 'react';
import { CsvButton } from '../export/csv-button.tsx';
import { DataTable, type DataColumn } from '../table/data-table.tsx';
import { csvRowsOf, type ChartData } from './chart-data.ts';
import type { ChartLayout } from './chart-layout.ts';
import { ChartLegend } from './chart-legend.tsx';
import { ChartPlot } from './chart-plot.tsx';
import { chartSummary } from './chart-summary.ts';
import { CHART_TEXTS } from './chart-texts.ts';

export interface ChartFrameProps {
  title: string;
  data: ChartData;
  /** Parts of the CSV file's name before the title (the firm, the period). */
  fileNameParts?: string[];
  lowerIsBetter?: boolean;
  bars?: boolean;
  /** Names the plot's box in the DOM (`data-slot`: line-chart, bar-chart), for styles and tests. */
  slot: string;
  /** The box whose width the chart is drawn at (useContainerWidth), and that width. */
  widthRef: RefObject<HTMLDivElement | null>;
  layout: ChartLayout;
  /** Each point's x, in the SVG's pixels. */
  xs: readonly number[];
  /** The SVG's content, drawn with the point being read (null for none). */
  draw: (active: number | null) => ReactNode;
}

type Row = { index: number };

/**
 * A chart out of view is neither laid out nor painted until it is scrolled near (content-visibility), and is drawn at
 * its width then (useContainerWidth); until then its box keeps about a chart's height, so the page's length holds.
 */
const OUT_OF_VIEW = { contentVisibility: 'auto', containIntrinsicSize: 'auto 360px' } as const;

/**
 * What every chart is around its plot: a figure named by its visible title, a summary of the data in words, a
 * legend, a 'Show data' disclosure holding the data as a table, and a CSV export of the same data.
 */
export function ChartFrame({ title, data, fileNameParts, lowerIsBetter, bars, slot, widthRef, layout, xs, draw }: ChartFrameProps) {
  const titleId = useId();
  const summaryId = useId();
  const hintId = useId();
  // The table is built when the disclosure first opens: a dashboard's charts held some 600 elements in closed tables,
  // a third of the page, created and styled before anything showed.
  const [dataShown, setDataShown] = useState(false);
  const columns: Array<DataColumn<Row>> = [
    { key: 'point', label: data.xLabel, value: (row) => data.points[row.index] },
    ...data.series.map((series) => ({
      key: series.key,
      label: series.label,
      numeric: true,
      value: (row: Row) => series.values[row.index] ?? null,
      cell: (row: Row) => {
        const value = series.values[row.index];
        return value === null || value === undefined ? CHART_TEXTS.noValue : data.format(value);
      },
    })),
  ];
  return (
    <figure
      data-slot="chart"
      aria-labelledby={titleId}
      style={OUT_OF_VIEW}
      className="flex min-w-0 flex-col gap-2 rounded-fp border border-fp-border p-3 break-inside-avoid"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-fp-text">
          {title}
        </h3>
        <CsvButton
          label={CHART_TEXTS.exportCsv}
          what={title}
          fileNameParts={fileNameParts}
          header={[data.xLabel, ...data.series.map((series) => series.label)]}
          rows={() => csvRowsOf(data)}
        />
      </div>
      <p id={summaryId} data-slot="chart-summary" className="text-sm text-fp-muted">
        {chartSummary(data, lowerIsBetter)} {lowerIsBetter ? CHART_TEXTS.lowerIsBetter : null}
      </p>
      <p id={hintId} className="sr-only">
        {CHART_TEXTS.keyboardHint}
      </p>
      <ChartLegend series={data.series} bars={bars} />
      <div ref={widthRef} data-slot={slot} data-width={layout.width} className="w-full min-w-0">
        {data.points.length === 0 ? (
          <p className="py-4 text-sm text-fp-muted">{CHART_TEXTS.noData}</p>
        ) : (
          <ChartPlot data={data} layout={layout} xs={xs} titleId={titleId} describedBy={`${summaryId} ${hintId}`}>
            {draw}
          </ChartPlot>
        )}
      </div>
      <details
        data-slot="chart-data"
        className="text-sm print:!hidden"
        onToggle={(event) => event.currentTarget.open && setDataShown(true)}
      >
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-fp-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary">
          {CHART_TEXTS.showData}
        </summary>
        {dataShown && (
          <DataTable
            caption={title}
            columns={columns}
            rows={data.points.map((_, index) => ({ index }))}
            rowKey={(row) => String(row.index)}
            sortable={false}
            className="mt-2"
          />
        )}
      </details>
    </figure>
  );
}

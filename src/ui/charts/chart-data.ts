import type { CsvCell } from '../export/csv.ts';

/** One line or one set of bars: a value per point of the chart's x axis, null where there is none. */
export interface ChartSeries {
  key: string;
  label: string;
  values: ReadonlyArray<number | null>;
}

export interface ChartData {
  /** The x axis' name, the first column of the data table and the CSV ('Day', 'Period'). */
  xLabel: string;
  /** Each point's name on the x axis, in order ('Nov 3', 'Oct 2026'). */
  points: readonly string[];
  series: readonly ChartSeries[];
  /** A value as people read it (counts grouped, rates as percentages). */
  format: (value: number) => string;
}

/** The chart's data as CSV rows: the point's name, then each series' raw value (empty where there is none). */
export const csvRowsOf = (data: ChartData): CsvCell[][] =>
  data.points.map((point, index) => [point, ...data.series.map((series) => series.values[index] ?? null)]);

/** The values of every series, without the gaps: what the y axis must hold. */
export const allValues = (data: ChartData): number[] =>
  data.series.flatMap((series) => series.values.filter((value): value is number => value !== null && Number.isFinite(value)));

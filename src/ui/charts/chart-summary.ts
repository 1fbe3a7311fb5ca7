import { figureChange } from './figure-change.ts';
import { formatRatio } from './figure-format.ts';
import type { ChartData, ChartSeries } from './chart-data.ts';

const known = (series: ChartSeries, points: readonly string[]) =>
  series.values.flatMap((value, index) => (value === null || !Number.isFinite(value) ? [] : [{ value, point: points[index]! }]));

/**
 * One sentence per series, made from the data, for those who do not see the chart: where it started and ended,
 * by how much it moved, and its highest and lowest point ('Clicks rose from 1,204 (Nov 1) to 1,380 (Nov 30),
 * +14.6%; highest 1,512 (Nov 12), lowest 980 (Nov 4).'). For positions (lower is better) the words say so.
 */
export function seriesSummary(series: ChartSeries, data: Pick<ChartData, 'points' | 'format'>, lowerIsBetter = false): string {
  const values = known(series, data.points);
  if (values.length === 0) return `${series.label}: no data.`;
  const first = values[0]!;
  const last = values.at(-1)!;
  const at = (entry: { value: number; point: string }) => `${data.format(entry.value)} (${entry.point})`;
  if (values.length === 1) return `${series.label}: ${at(first)}.`;
  const change = figureChange(last.value, first.value, lowerIsBetter)!;
  const verb = lowerIsBetter
    ? { up: 'worsened', down: 'improved', same: 'stayed' }[change.direction]
    : { up: 'rose', down: 'fell', same: 'stayed' }[change.direction];
  const ratio = formatRatio(change);
  const moved =
    change.direction === 'same'
      ? `${series.label} stayed at ${at(last)}`
      : `${series.label} ${verb} from ${at(first)} to ${at(last)}${ratio ? `, ${ratio}` : ''}`;
  const highest = values.reduce((best, entry) => (entry.value > best.value ? entry : best));
  const lowest = values.reduce((best, entry) => (entry.value < best.value ? entry : best));
  return `${moved}; highest ${at(highest)}, lowest ${at(lowest)}.`;
}

/** The whole chart's summary: a sentence per series. */
export const chartSummary = (data: ChartData, lowerIsBetter = false): string =>
  data.series.map((series) => seriesSummary(series, data, lowerIsBetter)).join(' ');

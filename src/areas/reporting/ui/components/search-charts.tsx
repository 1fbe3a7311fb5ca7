import { formatFigure, type FigureKind } from '../../../../ui/charts/figure-format.ts';
import { dayName } from '../../model/reporting-periods.ts';
import type { SearchDay } from '../../api/search-performance-query.ts';
import { LineChart } from '../../../../ui/charts/line-chart.tsx';
import { SEARCH_TEXTS } from '../../reporting-texts.ts';

const CHARTS: ReadonlyArray<{ field: 'clicks' | 'impressions' | 'ctr' | 'position'; kind: FigureKind }> = [
  { field: 'clicks', kind: 'count' },
  { field: 'impressions', kind: 'count' },
  { field: 'ctr', kind: 'rate' },
  { field: 'position', kind: 'position' },
];

/** Each search figure by day over the span; the average position's axis has 1 (the top of Google) at the top. */
export function SearchCharts({ days, fileNameParts }: { days: readonly SearchDay[]; fileNameParts: string[] }) {
  const points = days.map((day) => dayName(day.date));
  return (
    <div data-slot="search-charts" className="grid grid-cols-1 gap-3 lg:grid-cols-2 print:!grid-cols-2">
      {CHARTS.map(({ field, kind }) => (
        <LineChart
          key={field}
          title={SEARCH_TEXTS.charts[field]}
          invert={field === 'position'}
          fileNameParts={fileNameParts}
          data={{
            xLabel: SEARCH_TEXTS.day,
            points,
            series: [{ key: field, label: SEARCH_TEXTS.tiles[field], values: days.map((day) => day[field] ?? null) }],
            format: (value) => formatFigure(value, kind),
          }}
        />
      ))}
    </div>
  );
}

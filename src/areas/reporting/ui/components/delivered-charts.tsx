import type { DeliveryPeriod } from '../../api/delivery-report-query.ts';
import { deliveryTotals } from '../../model/delivery-totals.ts';
import { formatFigure } from '../../../../ui/charts/figure-format.ts';
import { periodAxisName } from '../../model/reporting-periods.ts';
import { BarChart } from '../../../../ui/charts/bar-chart.tsx';
import type { ChartData, ChartSeries } from '../../../../ui/charts/chart-data.ts';
import { LineChart } from '../../../../ui/charts/line-chart.tsx';
import { DELIVERED_TEXTS } from '../../reporting-texts.ts';

const { series: SERIES, charts: TITLES } = DELIVERED_TEXTS;
const count = (value: number) => formatFigure(value, 'count');

/** The delivery figures over the report's periods (the selected one and up to eleven before it), oldest first. */
export function DeliveredCharts({ report, fileNameParts }: { report: readonly DeliveryPeriod[]; fileNameParts: string[] }) {
  const points = report.map((period) => periodAxisName(period.startDate));
  const totals = report.map(deliveryTotals);
  const chart = (series: ChartSeries[]): ChartData => ({ xLabel: DELIVERED_TEXTS.period, points, series, format: count });
  const of = (key: string, label: string, values: number[]): ChartSeries => ({ key, label, values });
  return (
    <div data-slot="delivered-charts" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fp-text">{DELIVERED_TEXTS.chartsHeading}</h3>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2 print:!grid-cols-2">
        <BarChart
          title={TITLES.deliverables}
          fileNameParts={fileNameParts}
          data={chart([
            of(
              'done',
              SERIES.done,
              totals.map((total) => total.done),
            ),
            of(
              'contracted',
              SERIES.contracted,
              totals.map((total) => total.contracted),
            ),
            of(
              'onTime',
              SERIES.onTime,
              totals.map((total) => total.onTime),
            ),
          ])}
        />
        <LineChart
          title={TITLES.posts}
          fileNameParts={fileNameParts}
          data={chart([
            of(
              'blog',
              SERIES.blog,
              report.map((period) => period.blogPostsPublished),
            ),
            of(
              'social',
              SERIES.social,
              report.map((period) => period.socialPostsPublished),
            ),
            of(
              'profile',
              SERIES.profile,
              report.map((period) => period.profilePostsPublished),
            ),
          ])}
        />
        <BarChart
          title={TITLES.seoChanges}
          fileNameParts={fileNameParts}
          data={chart([
            of(
              'seoChanges',
              SERIES.seoChanges,
              report.map((period) => period.seoChangesApplied),
            ),
          ])}
        />
        <BarChart
          title={TITLES.backlinks}
          fileNameParts={fileNameParts}
          data={chart([
            of(
              'backlinks',
              SERIES.backlinks,
              report.map((period) => period.backlinksPlaced),
            ),
          ])}
        />
      </div>
    </div>
  );
}

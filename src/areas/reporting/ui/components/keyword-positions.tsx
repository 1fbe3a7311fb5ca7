import { formatFigure } from '../../../../ui/charts/figure-format.ts';
import { periodAxisName } from '../../model/reporting-periods.ts';
import type { KeywordPosition } from '../../api/search-performance-query.ts';
import { SERIES_STYLES } from '../../../../ui/charts/chart-palette.ts';
import { LineChart } from '../../../../ui/charts/line-chart.tsx';
import { SEARCH_TEXTS } from '../../reporting-texts.ts';

// A chart holds as many keywords as the palette has distinct looks; a longer list is split over several charts.
const PER_CHART = SERIES_STYLES.length;

function byList(keywords: readonly KeywordPosition[]): Map<string, KeywordPosition[]> {
  const lists = new Map<string, KeywordPosition[]>();
  for (const keyword of keywords) lists.set(keyword.listName, [...(lists.get(keyword.listName) ?? []), keyword]);
  return lists;
}

/** Each keyword list's keywords with their average position per period (1 at the top), oldest period first. */
export function KeywordPositions({ keywords, fileNameParts }: { keywords: readonly KeywordPosition[]; fileNameParts: string[] }) {
  const charts = [...byList(keywords)].flatMap(([listName, entries]) => {
    const parts = Math.ceil(entries.length / PER_CHART);
    return Array.from({ length: parts }, (_, part) => ({
      title: SEARCH_TEXTS.keywordChart(listName, part + 1, parts),
      entries: entries.slice(part * PER_CHART, (part + 1) * PER_CHART),
    }));
  });
  return (
    <div data-slot="keyword-positions" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fp-text">{SEARCH_TEXTS.keywordsHeading}</h3>
      {charts.length === 0 ? (
        <p className="text-sm text-fp-muted">{SEARCH_TEXTS.noKeywords}</p>
      ) : (
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-2 print:!grid-cols-2">
          {charts.map(({ title, entries }) => (
            <LineChart
              key={title}
              title={title}
              invert
              fileNameParts={fileNameParts}
              data={{
                xLabel: SEARCH_TEXTS.period,
                points: (entries[0]?.points ?? []).map((point) => periodAxisName(point.startDate)),
                series: entries.map((entry) => ({
                  key: entry.keyword,
                  label: entry.keyword,
                  values: entry.points.map((point) => point.position),
                })),
                format: (value) => formatFigure(value, 'position'),
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}

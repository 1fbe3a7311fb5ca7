import type { ChartData } from './chart-data.ts';
import { seriesStyle } from './chart-palette.ts';
import { CHART_TEXTS } from './chart-texts.ts';
import { SeriesSwatch } from './chart-legend.tsx';

const TOOLTIP_WIDTH = 176;

/**
 * The values at the point being read. It is a polite live region (not role="status": that names a page still loading
 * to the portal's tests and benches), so moving by keyboard reads each point aloud;
 * with no point active it stays in the page, empty and out of sight, so the next point is announced.
 */
export function ChartTooltip({ data, active, x, width }: { data: ChartData; active: number | null; x: number; width: number }) {
  const left = Math.min(Math.max(0, x - TOOLTIP_WIDTH / 2), Math.max(0, width - TOOLTIP_WIDTH));
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      data-slot="chart-tooltip"
      data-state={active === null ? 'closed' : 'open'}
      className={
        active === null
          ? 'sr-only'
          : 'pointer-events-none absolute top-0 z-10 rounded-fp border border-fp-border bg-fp-background px-2 py-1 text-xs text-fp-text shadow-md print:!hidden'
      }
      style={active === null ? undefined : { left, width: TOOLTIP_WIDTH }}
    >
      {active === null ? null : (
        <>
          <p className="font-semibold">{data.points[active]}</p>
          <ul>
            {data.series.map((series, index) => {
              const value = series.values[active];
              return (
                <li key={series.key} className="flex items-center gap-1">
                  <SeriesSwatch style={seriesStyle(index)} />
                  <span>
                    {series.label}: {value === null || value === undefined ? CHART_TEXTS.noValue : data.format(value)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

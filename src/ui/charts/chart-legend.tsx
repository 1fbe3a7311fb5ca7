import type { ChartSeries } from './chart-data.ts';
import { ChartMarker } from './chart-marker.tsx';
import { seriesStyle, type SeriesStyle } from './chart-palette.ts';

/** A series' sample: its line (with its dash) and marker, or for bars its filled or outlined block. */
export function SeriesSwatch({ style, bars = false }: { style: SeriesStyle; bars?: boolean }) {
  return (
    <svg width={bars ? 12 : 24} height={12} aria-hidden="true" className="shrink-0">
      {bars ? (
        <rect x={1} y={1} width={10} height={10} fill={style.outlined ? '#ffffff' : style.colour} stroke={style.colour} strokeWidth={1.5} />
      ) : (
        <>
          <line x1={0} x2={24} y1={6} y2={6} stroke={style.colour} strokeWidth={2} strokeDasharray={style.dash || undefined} />
          <ChartMarker shape={style.marker} x={12} y={6} size={3} colour={style.colour} />
        </>
      )}
    </svg>
  );
}

/** Which line or bar is which: shown only when a chart has more than one series (its title names a single one). */
export function ChartLegend({ series, bars = false }: { series: readonly ChartSeries[]; bars?: boolean }) {
  if (series.length < 2) return null;
  return (
    <ul data-slot="chart-legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fp-text">
      {series.map((entry, index) => (
        <li key={entry.key} className="flex items-center gap-1">
          <SeriesSwatch style={seriesStyle(index)} bars={bars} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

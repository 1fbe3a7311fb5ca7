import { scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { ChartAxes } from './chart-axes.tsx';
import type { ChartData } from './chart-data.ts';
import { ChartFrame } from './chart-frame.tsx';
import { chartLayout } from './chart-layout.ts';
import { ChartMarker } from './chart-marker.tsx';
import { seriesStyle } from './chart-palette.ts';
import { useContainerWidth } from './use-container-width.ts';

/** Past this many points a line draws markers only at the point being read (they would crowd each other). */
const MARKERS_UP_TO = 40;

export interface LineChartProps {
  title: string;
  data: ChartData;
  /** Positions: 1 at the top, and a fall in the figure is good news. */
  invert?: boolean;
  fileNameParts?: string[];
}

/** One or more series over days or periods, each line with its own colour, dash and marker. */
export function LineChart({ title, data, invert = false, fileNameParts }: LineChartProps) {
  const { ref, width } = useContainerWidth<HTMLDivElement>();
  const layout = chartLayout(data, width, invert);
  const x = scalePoint<number>()
    .domain(data.points.map((_, index) => index))
    .range([layout.left, layout.right])
    .padding(0.5);
  const xs = data.points.map((_, index) => x(index)!);
  const path = line<number | null>()
    .defined((value) => value !== null)
    .x((_, index) => xs[index]!)
    .y((value) => layout.y(value!));
  const draw = (active: number | null) => (
    <>
      <ChartAxes layout={layout} points={data.points} xs={xs} />
      {active !== null && (
        <line x1={xs[active]} x2={xs[active]} y1={layout.top} y2={layout.bottom} stroke="#4b5563" strokeDasharray="3 3" />
      )}
      {data.series.map((series, seriesIndex) => {
        const style = seriesStyle(seriesIndex);
        return (
          <g key={series.key} data-series={series.key}>
            <path
              d={path([...series.values]) ?? ''}
              fill="none"
              stroke={style.colour}
              strokeWidth={2}
              strokeDasharray={style.dash || undefined}
            />
            {series.values.map((value, index) =>
              value !== null && (index === active || data.points.length <= MARKERS_UP_TO) ? (
                <ChartMarker
                  key={index}
                  shape={style.marker}
                  x={xs[index]!}
                  y={layout.y(value)}
                  size={index === active ? 5 : 3}
                  colour={style.colour}
                />
              ) : null,
            )}
          </g>
        );
      })}
    </>
  );
  return (
    <ChartFrame
      title={title}
      data={data}
      fileNameParts={fileNameParts}
      lowerIsBetter={invert}
      slot="line-chart"
      widthRef={ref}
      layout={layout}
      xs={xs}
      draw={draw}
    />
  );
}

import { scaleBand } from 'd3-scale';
import { ChartAxes } from './chart-axes.tsx';
import type { ChartData } from './chart-data.ts';
import { ChartFrame } from './chart-frame.tsx';
import { chartLayout } from './chart-layout.ts';
import { seriesStyle } from './chart-palette.ts';
import { useContainerWidth } from './use-container-width.ts';

const MAX_BAR_WIDTH = 48;

export interface BarChartProps {
  title: string;
  /** One series, or a few side by side (done against contracted): the second is drawn as outlines. */
  data: ChartData;
  fileNameParts?: string[];
}

/** Bars per period from 0 up; with several series, a group per period. */
export function BarChart({ title, data, fileNameParts }: BarChartProps) {
  const { ref, width } = useContainerWidth<HTMLDivElement>();
  const layout = chartLayout(data, width);
  const outer = scaleBand<number>()
    .domain(data.points.map((_, index) => index))
    .range([layout.left, layout.right])
    .paddingInner(0.25)
    .paddingOuter(0.15);
  // Few periods would make bars as wide as a column: a group keeps to MAX_BAR_WIDTH a bar, centred in its band.
  const group = Math.min(outer.bandwidth(), data.series.length * MAX_BAR_WIDTH);
  const inset = (outer.bandwidth() - group) / 2;
  const inner = scaleBand<number>()
    .domain(data.series.map((_, index) => index))
    .range([inset, inset + group])
    .paddingInner(0.1);
  const xs = data.points.map((_, index) => outer(index)! + outer.bandwidth() / 2);
  const zero = layout.y(0);
  const draw = (active: number | null) => (
    <>
      {active !== null && (
        <rect x={outer(active)! - 2} width={outer.bandwidth() + 4} y={layout.top} height={layout.bottom - layout.top} fill="#f3f4f6" />
      )}
      <ChartAxes layout={layout} points={data.points} xs={xs} />
      {data.series.map((series, seriesIndex) => {
        const style = seriesStyle(seriesIndex);
        return (
          <g key={series.key} data-series={series.key}>
            {series.values.map((value, index) => {
              if (value === null) return null;
              const top = layout.y(value);
              return (
                <rect
                  key={index}
                  x={outer(index)! + inner(seriesIndex)!}
                  width={Math.max(1, inner.bandwidth())}
                  y={Math.min(top, zero)}
                  height={Math.abs(zero - top)}
                  fill={style.outlined ? '#ffffff' : style.colour}
                  stroke={style.colour}
                  strokeWidth={1.5}
                />
              );
            })}
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
      bars
      slot="bar-chart"
      widthRef={ref}
      layout={layout}
      xs={xs}
      draw={draw}
    />
  );
}

import type { PointerEvent, ReactNode } from 'react';
import type { ChartData } from './chart-data.ts';
import { nearestPoint, type ChartLayout } from './chart-layout.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import { useChartFocus } from './use-chart-focus.ts';

export interface ChartPlotProps {
  data: ChartData;
  layout: ChartLayout;
  /** Each point's x, in the SVG's pixels. */
  xs: readonly number[];
  titleId: string;
  describedBy: string;
  /** The SVG's content, drawn with the point being read (null for none). */
  children: (active: number | null) => ReactNode;
}

/**
 * The plot as one tab stop: a group named by the chart's title and described by its summary, whose arrow keys
 * (and the pointer over it) choose the point the tooltip shows. The SVG is hidden from assistive technology:
 * the summary, the tooltip and the data table say what it draws.
 */
export function ChartPlot({ data, layout, xs, titleId, describedBy, children }: ChartPlotProps) {
  const focus = useChartFocus(data.points.length);
  const fromPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    focus.setActive(nearestPoint(xs, event.clientX - box.left));
  };
  return (
    <div className="relative">
      <div
        data-slot="chart-plot"
        role="group"
        tabIndex={0}
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        onKeyDown={focus.onKeyDown}
        onFocus={focus.onFocus}
        onBlur={focus.onBlur}
        className="rounded-fp focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
      >
        <svg
          width={layout.width}
          height={layout.height}
          aria-hidden="true"
          className="block max-w-full"
          onPointerMove={fromPointer}
          onPointerLeave={() => focus.setActive(null)}
        >
          {children(focus.active)}
        </svg>
      </div>
      <ChartTooltip data={data} active={focus.active} x={focus.active === null ? 0 : xs[focus.active]!} width={layout.width} />
    </div>
  );
}

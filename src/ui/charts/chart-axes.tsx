import type { ChartLayout } from './chart-layout.ts';
import { xLabelStep } from './chart-layout.ts';

// The axes' ink: #4b5563 on white is 7.6:1, readable as text and as a line.
const AXIS_INK = '#4b5563';
const GRID_INK = '#e5e7eb';

/** The y axis' ticks as labels with light grid lines across the plot, and the x axis' point names under it. */
export function ChartAxes({ layout, points, xs }: { layout: ChartLayout; points: readonly string[]; xs: readonly number[] }) {
  const step = xLabelStep(points.length, layout.right - layout.left);
  return (
    <g fontSize={11} fill={AXIS_INK}>
      {layout.yTicks.map((tick) => (
        <g key={tick.value}>
          <line x1={layout.left} x2={layout.right} y1={layout.y(tick.value)} y2={layout.y(tick.value)} stroke={GRID_INK} />
          <text x={layout.left - 6} y={layout.y(tick.value)} dy="0.32em" textAnchor="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {tick.label}
          </text>
        </g>
      ))}
      <line x1={layout.left} x2={layout.right} y1={layout.bottom} y2={layout.bottom} stroke={AXIS_INK} />
      {points.map((point, index) =>
        index % step === 0 ? (
          <text key={index} x={xs[index]} y={layout.bottom + 16} textAnchor="middle">
            {point}
          </text>
        ) : null,
      )}
    </g>
  );
}

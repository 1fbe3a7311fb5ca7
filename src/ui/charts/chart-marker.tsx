import type { MarkerShape } from './chart-palette.ts';

/** A point's marker, centred on (x, y): its shape is the series' second cue beside its colour. */
export function ChartMarker({
  shape,
  x,
  y,
  size = 4,
  colour,
  filled = true,
}: {
  shape: MarkerShape;
  x: number;
  y: number;
  size?: number;
  colour: string;
  filled?: boolean;
}) {
  const paint = { fill: filled ? colour : '#ffffff', stroke: colour, strokeWidth: 1.5 };
  if (shape === 'circle') return <circle cx={x} cy={y} r={size} {...paint} />;
  if (shape === 'square') return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} {...paint} />;
  if (shape === 'triangle')
    return <polygon points={`${x},${y - size * 1.2} ${x + size * 1.1},${y + size * 0.9} ${x - size * 1.1},${y + size * 0.9}`} {...paint} />;
  return <polygon points={`${x},${y - size * 1.3} ${x + size * 1.1},${y} ${x},${y + size * 1.3} ${x - size * 1.1},${y}`} {...paint} />;
}

import { scaleLinear } from 'd3-scale';
import { allValues, type ChartData } from './chart-data.ts';

/** The plot's height; the width is the container's. */
export const CHART_HEIGHT = 220;
const TOP = 12;
const BOTTOM = 28;
const RIGHT = 12;
// A y tick label's width per character at the chart's 11px type (tabular digits), and the gap beside it.
const CHARACTER_WIDTH = 6.5;
const LABEL_GAP = 8;
/** The narrowest room an x tick label gets before every other label is left out. */
const X_LABEL_ROOM = 64;

export interface ChartLayout {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  y: (value: number) => number;
  yTicks: Array<{ value: number; label: string }>;
}

/**
 * The y scale and the plot's margins for `data` at `width`: counts and rates from 0 up; positions (`invert`) from
 * the best at the top to the worst at the bottom, since position 1 is the top of Google's results.
 */
export function chartLayout(data: ChartData, width: number, invert = false): ChartLayout {
  const values = allValues(data);
  const max = Math.max(0, ...values);
  const min = Math.min(...values);
  const domain = invert
    ? values.length
      ? [Math.max(1, Math.floor(min)), Math.max(Math.ceil(max), Math.floor(min) + 1)]
      : [1, 10]
    : [0, max > 0 ? max : 1];
  const bottom = CHART_HEIGHT - BOTTOM;
  const scale = scaleLinear()
    .domain(domain)
    .nice(5)
    .range(invert ? [TOP, bottom] : [bottom, TOP]);
  // Counts have no fractions: a tick at 0.5 would read '1' beside the real 1.
  const whole = !invert && values.every(Number.isInteger);
  const yTicks = scale
    .ticks(5)
    .filter((value) => !whole || Number.isInteger(value))
    .map((value) => ({ value, label: data.format(value) }));
  const left = Math.ceil(Math.max(...yTicks.map((tick) => tick.label.length), 1) * CHARACTER_WIDTH + LABEL_GAP);
  return {
    width,
    height: CHART_HEIGHT,
    left,
    right: Math.max(left + 1, width - RIGHT),
    top: TOP,
    bottom,
    y: (value) => scale(value),
    yTicks,
  };
}

/** Which points name themselves on the x axis: every one when there is room, else every n-th. */
export function xLabelStep(count: number, plotWidth: number): number {
  const room = Math.max(1, Math.floor(plotWidth / X_LABEL_ROOM));
  return Math.max(1, Math.ceil(count / room));
}

/** The point nearest to a pointer's x. */
export function nearestPoint(xs: readonly number[], pointerX: number): number | null {
  let best: number | null = null;
  xs.forEach((x, index) => {
    if (best === null || Math.abs(x - pointerX) < Math.abs(xs[best]! - pointerX)) best = index;
  });
  return best;
}

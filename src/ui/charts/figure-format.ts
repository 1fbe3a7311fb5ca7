import type { FigureChange } from './figure-change.ts';

/** How a figure reads: a count, a rate (0.034 -> '3.4%') or an average position ('12.3'). */
export type FigureKind = 'count' | 'rate' | 'position';

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const RATE = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const POSITION = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const SIGNED_PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** A figure as people read it; '–' for one the service does not know (a position without impressions). */
export function formatFigure(value: number | null | undefined, kind: FigureKind): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  if (kind === 'rate') return RATE.format(value);
  if (kind === 'position') return POSITION.format(value);
  return COUNT.format(value);
}

/** A change's size with its sign ('+176', '−0.4', '+0.3 pts' for a rate, in percentage points). */
export function formatDifference(change: FigureChange, kind: FigureKind): string {
  const sign = change.difference > 0 ? '+' : change.difference < 0 ? '−' : '';
  const size = Math.abs(change.difference);
  if (kind === 'rate') return `${sign}${POSITION.format(size * 100)} pts`;
  return `${sign}${formatFigure(size, kind)}`;
}

/** The share a change is of the previous figure ('+14.6%'); null when the previous was 0. */
export const formatRatio = (change: FigureChange): string | null =>
  change.ratio === null ? null : SIGNED_PERCENT.format(change.ratio).replace('-', '−');

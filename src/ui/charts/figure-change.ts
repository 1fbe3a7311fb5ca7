/** Which way a figure moved against the period before. */
export type ChangeDirection = 'up' | 'down' | 'same';

export interface FigureChange {
  /** current minus previous. */
  difference: number;
  /** The difference as a share of the previous figure (0.146 for +14.6%); null when the previous was 0. */
  ratio: number | null;
  direction: ChangeDirection;
  /** Whether the move is good news: up for counts, down for an average position (1 is the top); null when same. */
  good: boolean | null;
}

// Averages of positions and rates carry float noise (3.2 - 3.1 = 0.10000000000000009): a move smaller than this is none.
const SAME_WITHIN = 1e-9;

/**
 * A figure's change against the previous period; null when either is unknown (an average position without
 * impressions). `lowerIsBetter` for the average position.
 */
export function figureChange(
  current: number | null | undefined,
  previous: number | null | undefined,
  lowerIsBetter = false,
): FigureChange | null {
  if (current === null || current === undefined || previous === null || previous === undefined) return null;
  const raw = current - previous;
  const difference = Math.abs(raw) < SAME_WITHIN ? 0 : raw;
  const direction: ChangeDirection = difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
  const good = direction === 'same' ? null : (direction === 'down') === lowerIsBetter;
  return { difference, ratio: previous === 0 ? null : difference / Math.abs(previous), direction, good };
}

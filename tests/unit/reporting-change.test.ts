import { describe, expect, it } from 'vitest';
import { figureChange } from '../../src/ui/charts/figure-change.ts';
import { formatDifference, formatFigure, formatRatio } from '../../src/ui/charts/figure-format.ts';

describe('a figure against the period before', () => {
  it('gives the difference, its share of the previous figure and its direction', () => {
    expect(figureChange(1380, 1204)).toEqual({ difference: 176, ratio: 176 / 1204, direction: 'up', good: true });
    expect(figureChange(3, 5)).toEqual({ difference: -2, ratio: -0.4, direction: 'down', good: false });
    expect(figureChange(7, 7)).toEqual({ difference: 0, ratio: 0, direction: 'same', good: null });
  });

  it('has no percentage when the previous figure was 0, but still a difference and direction', () => {
    expect(figureChange(4, 0)).toEqual({ difference: 4, ratio: null, direction: 'up', good: true });
    expect(figureChange(0, 0)).toEqual({ difference: 0, ratio: null, direction: 'same', good: null });
  });

  it('counts a lower average position as good news (1 is the top of the results)', () => {
    expect(figureChange(8.2, 12.5, true)).toMatchObject({ direction: 'down', good: true });
    expect(figureChange(12.5, 8.2, true)).toMatchObject({ direction: 'up', good: false });
  });

  it('treats float noise as no change, and an unknown figure as no comparison', () => {
    expect(figureChange(0.1 + 0.2, 0.3)).toMatchObject({ difference: 0, direction: 'same' });
    expect(figureChange(null, 3, true)).toBeNull();
    expect(figureChange(3, null, true)).toBeNull();
  });
});

describe('figures as people read them', () => {
  it('formats counts, rates and positions', () => {
    expect(formatFigure(12345, 'count')).toBe('12,345');
    expect(formatFigure(0.03456, 'rate')).toBe('3.5%');
    expect(formatFigure(12.34, 'position')).toBe('12.3');
    expect(formatFigure(null, 'position')).toBe('–');
  });

  it('writes a change with its sign, a rate in percentage points, and the share only when there is one', () => {
    expect(formatDifference(figureChange(1380, 1204)!, 'count')).toBe('+176');
    expect(formatDifference(figureChange(3, 5)!, 'count')).toBe('−2');
    expect(formatDifference(figureChange(0.034, 0.031)!, 'rate')).toBe('+0.3 pts');
    expect(formatRatio(figureChange(1380, 1204)!)).toBe('+14.6%');
    expect(formatRatio(figureChange(3, 5)!)).toBe('−40%');
    expect(formatRatio(figureChange(4, 0)!)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { csvRowsOf, type ChartData } from '../../src/ui/charts/chart-data.ts';
import { chartLayout, nearestPoint, xLabelStep } from '../../src/ui/charts/chart-layout.ts';
import { SERIES_STYLES } from '../../src/ui/charts/chart-palette.ts';
import { chartSummary, seriesSummary } from '../../src/ui/charts/chart-summary.ts';

// WCAG's relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const count = new Intl.NumberFormat('en-US');
const clicks: ChartData = {
  xLabel: 'Day',
  points: ['Nov 1', 'Nov 2', 'Nov 3', 'Nov 4'],
  series: [{ key: 'clicks', label: 'Clicks', values: [1204, 1512, null, 1380] }],
  format: (value) => count.format(value),
};

describe('the chart palette', () => {
  it('keeps every series colour at 3:1 or more against white, and gives each series its own dash and marker', () => {
    for (const style of SERIES_STYLES) expect(contrast(style.colour, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(new Set(SERIES_STYLES.map((style) => style.dash)).size).toBe(SERIES_STYLES.length);
    expect(new Set(SERIES_STYLES.map((style) => style.marker)).size).toBe(SERIES_STYLES.length);
  });
});

describe('a chart’s summary in words', () => {
  it('says where a series started and ended, by how much it moved, and its extremes, skipping gaps', () => {
    expect(chartSummary(clicks)).toBe(
      'Clicks rose from 1,204 (Nov 1) to 1,380 (Nov 4), +14.6%; highest 1,512 (Nov 2), lowest 1,204 (Nov 1).',
    );
  });

  it('says improved or worsened for positions, where lower is better', () => {
    const position = { points: ['Oct 2026', 'Nov 2026'], format: (value: number) => value.toFixed(1) };
    expect(seriesSummary({ key: 'k', label: 'divorce lawyer', values: [12.5, 8] }, position, true)).toBe(
      'divorce lawyer improved from 12.5 (Oct 2026) to 8.0 (Nov 2026), −36%; highest 12.5 (Oct 2026), lowest 8.0 (Nov 2026).',
    );
  });

  it('has words for a series with one value, none, or no change', () => {
    const data = { points: ['A', 'B'], format: String };
    expect(seriesSummary({ key: 'a', label: 'Backlinks', values: [null, 3] }, data)).toBe('Backlinks: 3 (B).');
    expect(seriesSummary({ key: 'a', label: 'Backlinks', values: [null, null] }, data)).toBe('Backlinks: no data.');
    expect(seriesSummary({ key: 'a', label: 'Backlinks', values: [2, 2] }, data)).toBe(
      'Backlinks stayed at 2 (B); highest 2 (A), lowest 2 (A).',
    );
  });
});

describe('the chart’s layout', () => {
  it('starts counts at 0 with the largest at the top, and puts position 1 at the top of an inverted axis', () => {
    const counts = chartLayout(clicks, 600);
    expect(counts.y(0)).toBeGreaterThan(counts.y(1512));
    const positions = chartLayout({ ...clicks, series: [{ key: 'p', label: 'Position', values: [3.2, 9.8] }] }, 600, true);
    expect(positions.y(1)).toBeLessThan(positions.y(9.8));
    expect(positions.yTicks[0]!.value).toBeGreaterThanOrEqual(1);
  });

  it('leaves out x labels that would not fit, and finds the point nearest the pointer', () => {
    expect(xLabelStep(12, 800)).toBe(1);
    expect(xLabelStep(30, 300)).toBe(8);
    expect(nearestPoint([10, 50, 90], 62)).toBe(1);
    expect(nearestPoint([], 62)).toBeNull();
  });

  it('exports the raw values, empty where there is none', () => {
    expect(csvRowsOf(clicks)).toEqual([
      ['Nov 1', 1204],
      ['Nov 2', 1512],
      ['Nov 3', null],
      ['Nov 4', 1380],
    ]);
  });
});

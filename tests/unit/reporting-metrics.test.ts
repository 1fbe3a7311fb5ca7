import { describe, expect, it } from 'vitest';
import { metricLabel, reportMetrics } from '../../src/areas/reporting/model/report-metrics.ts';

describe('a deliverable report’s metrics as labelled figures', () => {
  it('labels known keys and makes unknown camelCase keys readable', () => {
    expect(metricLabel('rankingKeywords')).toBe('Ranking keywords');
    expect(metricLabel('impressions')).toBe('Impressions');
    expect(metricLabel('pagesIndexedLast30Days')).toBe('Pages indexed last 30 days');
    expect(metricLabel('topURLCount')).toBe('Top url count');
    expect(metricLabel('new_links')).toBe('New links');
  });

  it('formats figures, yes/no, lists and nested values, in the service’s order', () => {
    expect(
      reportMetrics({
        impressions: 1234,
        clicks: 40,
        rankingKeywords: 12,
        indexed: true,
        topQueries: ['a', 'b'],
        split: { mobileClicks: 3 },
      }),
    ).toEqual([
      { key: 'impressions', label: 'Impressions', value: '1,234' },
      { key: 'clicks', label: 'Clicks', value: '40' },
      { key: 'rankingKeywords', label: 'Ranking keywords', value: '12' },
      { key: 'indexed', label: 'Indexed', value: 'Yes' },
      { key: 'topQueries', label: 'Top queries', value: 'a, b' },
      { key: 'split', label: 'Split', value: 'Mobile clicks: 3' },
    ]);
  });

  it('has nothing to show for metrics that are not an object', () => {
    expect(reportMetrics(null)).toEqual([]);
    expect(reportMetrics([1, 2])).toEqual([]);
    expect(reportMetrics('text')).toEqual([]);
  });
});

/** The names of the metrics the service's deliverable reports are known to carry. */
const KNOWN_LABELS: Record<string, string> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  ctr: 'Click-through rate',
  position: 'Average position',
  averagePosition: 'Average position',
  rankingKeywords: 'Ranking keywords',
  backlinks: 'Backlinks',
  postsPublished: 'Posts published',
};

/** A metric's label: a known one by name, any other key made readable ('pagesIndexed' -> 'Pages indexed'). */
export function metricLabel(key: string): string {
  const known = KNOWN_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export interface ReportMetric {
  key: string;
  label: string;
  value: string;
}

/** A metric's value as text: figures grouped ('1,204'), yes or no as words, lists joined, nested objects by their figures. */
export function metricValue(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? NUMBER.format(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(metricValue).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${metricLabel(key)}: ${metricValue(inner)}`)
      .join('; ');
  return String(value);
}

/** A report's metrics (free-form JSON from the service) as labelled figures, in the service's order; nothing for a non-object. */
export function reportMetrics(metrics: unknown): ReportMetric[] {
  if (metrics === null || typeof metrics !== 'object' || Array.isArray(metrics)) return [];
  return Object.entries(metrics as Record<string, unknown>).map(([key, value]) => ({
    key,
    label: metricLabel(key),
    value: metricValue(value),
  }));
}

/** The Reporting page's texts. The Search Console notice is the spec's own (core/notifications/notification-texts.ts). */
export const PAGE_TEXTS = {
  loadingPeriods: 'Loading your subscription period',
  periodsError: 'Unable to load your subscription periods at this time.',
  noPeriod: 'There is no subscription period to report on yet',
  loadingReport: 'Loading the report',
  downloadPdf: 'Download PDF',
  printHint: 'Opens the print dialog: choose “Save as PDF” to keep the report as a file.',
  comparedWith: (previous: string) => `Compared with ${previous}`,
  noPrevious: 'No earlier period to compare with',
  printTitle: (firm: string) => `${firm}: report`,
  logoAlt: (firm: string) => `${firm} logo`,
};

export const CHANGE_TEXTS = {
  up: 'Up',
  down: 'Down',
  same: 'No change',
  noComparison: 'No earlier figure to compare',
  fromPrevious: (previous: string) => `from ${previous}`,
  better: 'better',
  worse: 'worse',
};

export const DELIVERED_TEXTS = {
  heading: 'Delivered',
  loading: 'Loading what was delivered',
  error: 'Unable to load what was delivered at this time.',
  empty: 'Nothing was contracted or delivered in this period',
  tiles: {
    deliverables: 'Deliverables done',
    onTime: 'Done on time',
    blogPosts: 'Blog posts published',
    socialPosts: 'Social media posts published',
    profilePosts: 'Google Business Profile posts published',
    seoChanges: 'On-page changes applied',
    backlinks: 'Backlinks placed',
  },
  ofContracted: (contracted: string) => `of ${contracted} contracted`,
  ofDone: (done: string) => `of ${done} done`,
  servicesHeading: 'By service',
  servicesCaption: 'Deliverables by service: done against contracted, and on time',
  columns: { service: 'Service', done: 'Done', contracted: 'Contracted', onTime: 'On time', previousDone: 'Done the period before' },
  chartsHeading: 'The last twelve periods',
  period: 'Period',
  charts: {
    deliverables: 'Deliverables: done, contracted and on time',
    posts: 'Posts published',
    seoChanges: 'On-page changes applied',
    backlinks: 'Backlinks placed',
  },
  series: {
    done: 'Done',
    contracted: 'Contracted',
    onTime: 'On time',
    blog: 'Blog posts',
    social: 'Social media posts',
    profile: 'Google Business Profile posts',
    seoChanges: 'On-page changes',
    backlinks: 'Backlinks',
  },
};

export const SEARCH_TEXTS = {
  heading: 'Search performance',
  source: 'From Google Search Console',
  loading: 'Loading search performance',
  error: 'Unable to load search performance at this time.',
  empty: 'Google Search Console has no data for this period yet',
  openSettings: 'Open connection settings',
  span: (from: string, to: string) => `${from} to ${to}`,
  tiles: { clicks: 'Clicks', impressions: 'Impressions', ctr: 'Click-through rate', position: 'Average position' },
  day: 'Day',
  charts: {
    clicks: 'Clicks by day',
    impressions: 'Impressions by day',
    ctr: 'Click-through rate by day',
    position: 'Average position by day',
  },
  topQueries: 'Top queries',
  topPages: 'Top pages',
  columns: { query: 'Query', page: 'Page', clicks: 'Clicks', impressions: 'Impressions', ctr: 'CTR', position: 'Position' },
  noRows: 'No rows for this period',
  keywordsHeading: 'Keyword positions over time',
  noKeywords: 'Add keyword lists in Settings to follow their positions here',
  keywordChart: (list: string, part: number, parts: number) => (parts > 1 ? `${list} (${part} of ${parts})` : list),
  period: 'Period',
};

export const REPORTS_TEXTS = {
  heading: 'Reports',
  loading: 'Loading reports',
  error: 'Unable to load the reports at this time.',
  empty: 'No reports for this period yet',
  open: 'Open',
  openLabel: (title: string) => `Open report: ${title}`,
  close: 'Close',
  service: 'Service',
  period: 'Period',
  created: 'Created',
  updated: 'Updated',
  metricsHeading: 'Figures',
  noMetrics: 'This report holds no figures',
};

export const EXPORT_CSV = 'Export CSV';

// Query keys of the Reporting page, general to specific, with the client id in every key: refreshClient
// (core/review/review-mutations.ts) marks them stale with everything else of the client after a change.

export const reportingKeys = {
  all: ['reporting'] as const,
  client: (clientId: string) => [...reportingKeys.all, clientId] as const,
  /** GetDeliveryReport: the selected period and the eleven before it. */
  delivery: (clientId: string, periodId: string) => [...reportingKeys.client(clientId), 'delivery', periodId] as const,
  /** GetSearchPerformance: the selected period's Search Console figures. */
  search: (clientId: string, periodId: string) => [...reportingKeys.client(clientId), 'search', periodId] as const,
  /** GetPeriodDeliverableReports: the period's deliverable reports with their metrics. */
  reports: (clientId: string, periodId: string) => [...reportingKeys.client(clientId), 'reports', periodId] as const,
};

/**
 * How long an answer of the Reporting page counts as fresh. The page waits for its three queries before it mounts the
 * sections that read them; with TanStack's default of 0 each section's mount asked for all three again (measured: a
 * second round of the same three requests on every open). A change in the portal still refreshes them at once: it
 * invalidates the client's keys (see above).
 */
export const REPORTING_FRESH_MS = 60_000;

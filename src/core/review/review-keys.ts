// Query keys of Home and the review areas, general to specific, with the client id in every key:
// invalidating `reviewKeys.client(id)` refreshes everything these pages show for one client. A factory of
// its own (not core/api/query-keys.ts) so the areas' own issues can replace it without touching the shared one.

export const reviewKeys = {
  all: ['review'] as const,
  client: (clientId: string) => [...reviewKeys.all, clientId] as const,
  /** GetReviewQueue: what waits for the firm in one period. */
  queue: (clientId: string, periodId: string) => [...reviewKeys.client(clientId), 'queue', periodId] as const,
  /** GetPeriodDeliverables: every visible period with its deliverables in full. */
  periodDeliverables: (clientId: string) => [...reviewKeys.client(clientId), 'period-deliverables'] as const,
  /** GetClientConnections. */
  connections: (clientId: string) => [...reviewKeys.client(clientId), 'connections'] as const,
};

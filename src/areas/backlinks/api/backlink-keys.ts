import type { BacklinkPeriod } from '../model/backlink-types.ts';

// Query keys of the backlinks area, general to specific, with the client id in every key (so refreshing a
// client's data, core/review/review-mutations.ts refreshClient, reaches these too) and the period in the list's:
// Reporting can read the same period's jobs from the same cache entry.
export const backlinkKeys = {
  all: ['backlinks'] as const,
  client: (clientId: string) => [...backlinkKeys.all, clientId] as const,
  jobs: (clientId: string, period: BacklinkPeriod) => [...backlinkKeys.client(clientId), 'jobs', period.startDate, period.endDate] as const,
  job: (clientId: string, jobId: string) => [...backlinkKeys.client(clientId), 'job', jobId] as const,
  steps: (clientId: string, jobId: string) => [...backlinkKeys.client(clientId), 'steps', jobId] as const,
};

import type { SocialChannel } from '../../../core/api/generated/graphql.ts';

// Query keys of the social media and Google Business Profile areas, general to specific, with the client id in
// every key: invalidating everything of a client after an action refreshes these too (core/review/review-mutations.ts).

export const socialKeys = {
  all: ['social'] as const,
  client: (clientId: string) => [...socialKeys.all, clientId] as const,
  list: (clientId: string, channel: SocialChannel, periodId: string | null) =>
    [...socialKeys.client(clientId), 'list', channel, periodId] as const,
  detail: (clientId: string, jobId: string) => [...socialKeys.client(clientId), 'detail', jobId] as const,
};

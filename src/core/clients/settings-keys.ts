// Query keys of the Settings page, general to specific, with the client id in every key: refreshClient
// (core/review/review-mutations.ts) marks them stale with everything else of the client after a save.

export const settingsKeys = {
  all: ['settings'] as const,
  client: (clientId: string) => [...settingsKeys.all, clientId] as const,
  /** GetClientSettings: the firm, its connections, publishing, keyword lists, competitors, commitments. */
  settings: (clientId: string) => [...settingsKeys.client(clientId), 'settings'] as const,
  /** GetClientTeam: the people of the firm and their roles. */
  team: (clientId: string) => [...settingsKeys.client(clientId), 'team'] as const,
  /** GetClientContracts: contracts and their periods. */
  contracts: (clientId: string) => [...settingsKeys.client(clientId), 'contracts'] as const,
  /** A REST resource list of the client (locations, contacts). */
  resource: (clientId: string, resource: string) => [...settingsKeys.client(clientId), 'resource', resource] as const,
};

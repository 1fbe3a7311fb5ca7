/** The switcher shows a search box only when there are more clients than this (spec section 9). */
export const CLIENT_SEARCH_THRESHOLD = 10;

export function showsClientSearch(clientCount: number): boolean {
  return clientCount > CLIENT_SEARCH_THRESHOLD;
}

/**
 * Clients whose name contains the query, ignoring case. An empty or whitespace-only query lists every
 * client: the switcher must still offer them all (unlike site search, where it shows nothing).
 */
export function searchClients<T extends { name: string }>(clients: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...clients];
  return clients.filter((client) => client.name.toLowerCase().includes(needle));
}

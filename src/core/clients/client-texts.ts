/**
 * The client list's texts, wherever a list of clients is shown (the switcher, the client choice screen):
 * the empty states and badge exactly as spec section 2 (Shell) gives them.
 */
export const LOADING_USER_TEXT = 'Loading user...';
export const NO_CLIENTS_TEXT = 'No clients available';
export const noClientsMatchingText = (query: string) => `No clients found matching "${query}"`;
export const INACTIVE_BADGE_TEXT = 'Inactive';
export const CLIENT_LIST_LABEL = 'Clients';
export const SEARCH_CLIENTS_LABEL = 'Search clients';
export const SEARCH_CLIENTS_PLACEHOLDER = 'Search clients...';

/** The site search's texts; the no-results text exactly as spec section 2 (Site search) gives it. */
export const noResultsText = (query: string) => `No results found for "${query}"`;

export const SEARCH_LABEL = 'Search pages';
export const SEARCH_PLACEHOLDER = 'Search...';
export const CLEAR_SEARCH_LABEL = 'Clear search';
export const RESULTS_LABEL = 'Pages';
/** The mobile icon button, and the name of the full-screen overlay it opens. */
export const OPEN_SEARCH_LABEL = 'Search';
export const CLOSE_SEARCH_LABEL = 'Close search';

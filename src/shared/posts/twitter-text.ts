/**
 * The two parts of twitter-text (X's own counting and entity library) the portal uses. Imported file by
 * file: the package's index pulls in every autolink and validation helper as one default object that no
 * bundler can tree-shake (about 32.9 KB gzip against 25.4 KB for these two, measured with Vite; see
 * docs/social-rules.md). These are the package's CommonJS files, which Node (the unit tests) and Vite (the
 * bundle) both load as the same function; its `dist/esm` files use extensionless imports Node cannot load.
 */
import extractEntitiesWithIndices from 'twitter-text/dist/extractEntitiesWithIndices.js';
import parseTweet from 'twitter-text/dist/parseTweet.js';

export type { EntityWithIndices, ParsedTweet } from 'twitter-text';
export { extractEntitiesWithIndices, parseTweet };

// Types for the two twitter-text files the portal imports one by one (twitter-text.ts says why), taken from
// @types/twitter-text so they cannot drift from the package's own declarations.
declare module 'twitter-text/dist/parseTweet.js' {
  import type { parseTweet } from 'twitter-text';
  const parse: typeof parseTweet;
  export default parse;
}

declare module 'twitter-text/dist/extractEntitiesWithIndices.js' {
  import type { extractEntitiesWithIndices } from 'twitter-text';
  const extract: typeof extractEntitiesWithIndices;
  export default extract;
}

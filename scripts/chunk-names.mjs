// Chunk files are named `chunks/<name>-<hash>.js` (vite.config.ts), the hash being 8 base64url characters of
// their content, so that the service may let browsers keep them for a year. Tools that mean a chunk (the size
// budgets, the benches, the element tests) name it by what comes before the hash. No Node imports: the
// element tests load this file in the browser.
const HASHED_CHUNK = /^(?:.*\/)?([^/]+)-[A-Za-z0-9_-]{8}\.js$/;

/** `chunks/home-page-Bx1_k9Qz.js` (or its URL) is `home-page`; a file without a hash keeps its own name. */
export function chunkName(fileNameOrUrl) {
  const path = fileNameOrUrl.split(/[?#]/)[0];
  return path.match(HASHED_CHUNK)?.[1] ?? path.split('/').pop().replace(/\.js$/, '');
}

/** The one file of `fileNames` that is the chunk `name`; throws when there is none or more than one. */
export function findChunk(fileNames, name) {
  const found = fileNames.filter((fileName) => HASHED_CHUNK.test(fileName) && chunkName(fileName) === name);
  if (found.length !== 1)
    throw new Error(
      `Expected one chunk named ${name}-<hash>.js, found ${found.length ? found.join(', ') : 'none'}: run npm run build first, or has the chunk been renamed?`,
    );
  return found[0];
}

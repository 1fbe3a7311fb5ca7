import { buildChunks } from './bench-build.ts';
import { sentSizes, sumSentSizes, type SentSizes } from './dist-sizes.ts';

export const LOADER_FILE = 'fp-portal.js';

export interface LoaderSize {
  /** dist/fp-portal.js alone. */
  loader: SentSizes;
  /** It and the chunks it imports statically (fetched before it runs), with their names. */
  withStaticImports: SentSizes;
  staticImports: string[];
}

/** Builds the bundle with the project's vite.config.ts (as `npm run build` does) and sizes the loader as the service sends it. */
export async function buildBundle(): Promise<LoaderSize> {
  const byName = await buildChunks();
  if (!byName.has(LOADER_FILE)) throw new Error(`vite build did not produce ${LOADER_FILE}; check vite.config.ts (build.lib.entry).`);
  const staticImports = new Set<string>();
  const visit = (fileName: string) => {
    for (const imported of byName.get(fileName)?.imports ?? []) {
      if (staticImports.has(imported)) continue;
      staticImports.add(imported);
      visit(imported);
    }
  };
  visit(LOADER_FILE);
  return {
    loader: sentSizes(LOADER_FILE),
    withStaticImports: sumSentSizes([LOADER_FILE, ...staticImports].map(sentSizes)),
    staticImports: [...staticImports],
  };
}

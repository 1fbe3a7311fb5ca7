import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildChunks } from './bench-build.ts';
import { gzipSync } from 'node:zlib';

const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));
export const LOADER_FILE = 'fp-portal.js';

/** gzip at level 9, as `gzip -9` would send it: the size budgets are in these bytes. */
export function gzipBytes(body: Buffer | string): number {
  return gzipSync(body, { level: 9 }).length;
}

export interface LoaderSize {
  /** dist/fp-portal.js alone. */
  loaderGzipBytes: number;
  /** It and the chunks it imports statically (fetched before it runs), with their names. */
  withStaticImportsGzipBytes: number;
  staticImports: string[];
}


/** Builds the bundle with the project's vite.config.ts (as `npm run build` does) and sizes the loader. */
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
  const sizeOf = (fileName: string) => gzipBytes(readFileSync(`${DIST_DIR}${fileName}`));
  const loaderGzipBytes = sizeOf(LOADER_FILE);
  return {
    loaderGzipBytes,
    withStaticImportsGzipBytes: [...staticImports].reduce((sum, fileName) => sum + sizeOf(fileName), loaderGzipBytes),
    staticImports: [...staticImports],
  };
}

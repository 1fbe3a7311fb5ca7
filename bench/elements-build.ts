import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
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

interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
}

/** Builds the bundle with the project's vite.config.ts (as `npm run build` does) and sizes the loader. */
export async function buildBundle(): Promise<LoaderSize> {
  let output: Awaited<ReturnType<typeof build>>;
  try {
    output = await build({ root: REPO_ROOT, logLevel: 'warn' });
  } catch (error) {
    throw new Error(`vite build failed, so there is no bundle to measure (fix the build, then rerun): ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const outputs = (Array.isArray(output) ? output : [output]) as Array<{ output?: BuiltChunk[] }>;
  const chunks = outputs.flatMap((result) => result.output ?? []).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
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

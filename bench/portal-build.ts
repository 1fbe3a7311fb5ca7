import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { gzipBytes } from './elements-build.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));
/** Page modules, by the router's convention: src/features/<area>/<name>-page.tsx, each imported lazily. */
const PAGE_MODULE = /^src\/features\/[^/]+\/[^/]+-page\.tsx$/;

export interface PageChunk {
  /** e.g. chunks/service-deliverables-page.js, under dist/. */
  fileName: string;
  /** The page module the chunk is the lazily loaded entry of, e.g. src/features/home/home-page.tsx. */
  pageModule: string;
  gzipBytes: number;
  /** The chunks it imports statically (fetched with it), transitively, with their gzip bytes. */
  staticImports: Array<{ fileName: string; gzipBytes: number }>;
}

interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** Builds dist/ with the project's vite.config.ts (as `npm run build` does) and lists its page chunks. */
export async function buildPageChunks(): Promise<PageChunk[]> {
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
  const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
    for (const imported of byName.get(fileName)?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      closure(imported, seen);
    }
    return seen;
  };
  const sizeOf = (fileName: string) => gzipBytes(readFileSync(`${DIST_DIR}${fileName}`));
  const pages = chunks.flatMap((chunk) => {
    const pageModule = chunk.facadeModuleId ? relative(REPO_ROOT, chunk.facadeModuleId).split('\\').join('/') : '';
    if (!chunk.isDynamicEntry || !PAGE_MODULE.test(pageModule)) return [];
    const staticImports = [...closure(chunk.fileName)].map((fileName) => ({ fileName, gzipBytes: sizeOf(fileName) }));
    return [{ fileName: chunk.fileName, pageModule, gzipBytes: sizeOf(chunk.fileName), staticImports }];
  });
  if (!pages.length) throw new Error('The build has no page chunk (src/features/<area>/<name>-page.tsx as a lazily imported entry); has the router changed how it loads pages?');
  return pages;
}

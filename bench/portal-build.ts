import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChunks } from './bench-build.ts';
import { sentSizes, type SentSizes } from './dist-sizes.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/**
 * Page modules, by the router's convention: an area's pages (src/areas/<area>/ui/.../<name>-page.tsx) and the
 * composers' own (src/composers/<part>/<name>-page.tsx), each imported lazily.
 */
const PAGE_MODULE = /^src\/(areas\/[^/]+\/ui|composers\/[^/]+)\/(?:[^/]+\/)*[^/]+-page\.tsx$/;

export interface PageChunk {
  /** e.g. chunks/reporting-page-Bx1_k9Qz.js, under dist/. */
  fileName: string;
  /** The page module the chunk is the lazily loaded entry of, e.g. src/composers/home/home-page.tsx. */
  pageModule: string;
  /** As the service sends it: raw, brotli and gzip. */
  sizes: SentSizes;
  /** The chunks it imports statically (fetched with it), transitively, with their sizes. */
  staticImports: Array<{ fileName: string; sizes: SentSizes }>;
}

/** Builds dist/ with the project's vite.config.ts (as `npm run build` does) and lists its page chunks. */
export async function buildPageChunks(): Promise<PageChunk[]> {
  const byName = await buildChunks();
  const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
    for (const imported of byName.get(fileName)?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      closure(imported, seen);
    }
    return seen;
  };
  const pages = [...byName.values()].flatMap((chunk) => {
    const pageModule = chunk.facadeModuleId ? relative(REPO_ROOT, chunk.facadeModuleId).split('\\').join('/') : '';
    if (!chunk.isDynamicEntry || !PAGE_MODULE.test(pageModule)) return [];
    const staticImports = [...closure(chunk.fileName)].map((fileName) => ({ fileName, sizes: sentSizes(fileName) }));
    return [{ fileName: chunk.fileName, pageModule, sizes: sentSizes(chunk.fileName), staticImports }];
  });
  if (!pages.length)
    throw new Error(
      'The build has no page chunk (src/areas/<area>/ui/<name>-page.tsx or src/composers/<part>/<name>-page.tsx as a lazily imported entry); has the router changed how it loads pages?',
    );
  return pages;
}

import type { Browser } from 'playwright-core';
import { PORTAL_ROUTES, type RouteId } from '../src/composers/navigation/routes.ts';
import type { StorageState } from './elements-sign-in.ts';
import { describePageProblems } from './elements-page-problems.ts';
import { sumSentSizes, type SentSizes } from './dist-sizes.ts';
import type { PageChunk } from './portal-build.ts';
import { openPortalPage } from './portal-page.ts';
import { waitForNetworkQuiet } from '../tests/support/network-quiet.ts';

const SETTLE_TIMEOUT_MS = 60_000;
/** Any id will do for a job route: the page's chunk loads whatever the job; which one is not measured here. */
const SAMPLE_PARAM = 'bench-sample';

export interface AreaChunk extends PageChunk {
  /** The routes whose page loaded this chunk, when the portal was opened at their path. */
  routes: RouteId[];
  /** True when one of those routes renders inside the shell (an area of the portal, not a bare screen). */
  servesArea: boolean;
  /** What opening its page costs once Home has been shown: it and its static imports that Home had not loaded. */
  beyondHome: SentSizes;
}

/** A script's URL or path as the build names the file: /dist/chunks/x-Bx1_k9Qz.js is chunks/x-Bx1_k9Qz.js. */
const distFileName = (urlOrPath: string) => new URL(urlOrPath, 'http://any').pathname.replace(/^\/dist\//, '');

export interface AreaChunks {
  chunks: AreaChunk[];
  largest: AreaChunk;
  /** Routes the bench user cannot stay on (the guards send them elsewhere), so none of their chunks is attributed. */
  redirected: Array<{ route: RouteId; to: string }>;
}

/**
 * Which route each page chunk serves, seen in the browser: the portal is opened at every route's path (a
 * fresh context each, signed in as the bench user) and the page chunks it requests are attributed to that
 * route, if the portal stayed there. The largest area chunk is the largest page chunk (brotli) serving a route
 * inside the shell.
 */
export async function measureAreaChunks(
  browser: Browser,
  options: { serviceUrl: string; storageState: StorageState; pageChunks: PageChunk[]; loadedByHome: string[] },
): Promise<AreaChunks> {
  const routesByChunk = new Map<string, RouteId[]>(options.pageChunks.map((chunk) => [chunk.fileName, []]));
  const areaChunks = new Set<string>();
  const redirected: AreaChunks['redirected'] = [];
  for (const route of PORTAL_ROUTES) {
    const path = route.path.replace(/\$[A-Za-z]+/g, SAMPLE_PARAM);
    const context = await browser.newContext({ storageState: options.storageState });
    try {
      const page = await openPortalPage(context);
      const requested = new Set<string>();
      page.on('request', (request) => requested.add(distFileName(request.url())));
      await page.goto(`${options.serviceUrl}${path}`);
      await waitForNetworkQuiet(page, SETTLE_TIMEOUT_MS).catch((error: unknown) => {
        throw new Error(
          `The portal at ${path} did not settle: ${error instanceof Error ? error.message : String(error)}\n${describePageProblems(page)}`,
        );
      });
      const landedOn = new URL(page.url()).pathname;
      if (landedOn !== path) {
        redirected.push({ route: route.id, to: landedOn });
        continue;
      }
      for (const fileName of routesByChunk.keys()) {
        if (!requested.has(fileName)) continue;
        routesByChunk.get(fileName)!.push(route.id);
        if (!route.bare) areaChunks.add(fileName);
      }
    } finally {
      await context.close();
    }
  }
  const loadedByHome = new Set(options.loadedByHome.map(distFileName));
  const beyondHome = (chunk: PageChunk) =>
    sumSentSizes([chunk, ...chunk.staticImports].filter((file) => !loadedByHome.has(file.fileName)).map((file) => file.sizes));
  const chunks = options.pageChunks
    .map((chunk) => ({
      ...chunk,
      routes: routesByChunk.get(chunk.fileName)!,
      servesArea: areaChunks.has(chunk.fileName),
      beyondHome: beyondHome(chunk),
    }))
    .sort((a, b) => b.sizes.brotliBytes - a.sizes.brotliBytes);
  const largest = chunks.find((chunk) => chunk.servesArea);
  if (!largest)
    throw new Error(`No page chunk was requested on any route inside the shell; routes redirected: ${JSON.stringify(redirected)}`);
  return { chunks, largest, redirected };
}

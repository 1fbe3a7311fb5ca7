import type { Browser } from 'playwright-core';
import type { StorageState } from './elements-sign-in.ts';
import { openPortalPage, waitForShown } from './portal-page.ts';
import {
  acceptEncodingOptions,
  collectScripts,
  totalsOf,
  type AcceptEncoding,
  type ScriptLoad,
  type ScriptTotals,
} from './script-loads.ts';
import { waitForNetworkQuiet } from '../tests/support/network-quiet.ts';

const SHOWN_TIMEOUT_MS = 60_000;
// After Home is shown the page keeps loading (flags, logs, preloads); their sizes are read once it is quiet.
const SETTLE_TIMEOUT_MS = 30_000;

export interface HomeLoad {
  acceptEncoding: AcceptEncoding;
  /** Navigation start to Home's content shown (every section answered), one load at CPU 1x. */
  homeShownMs: number;
  /** What Home showed: the items in its review queue (0 when 'Nothing waits for your review'). */
  reviewQueueItems: number;
  /** The scripts requested no later than Home was shown. */
  beforeHomeShown: ScriptTotals;
  /** Everything the page loaded until the network was quiet, for comparison. */
  untilIdle: ScriptTotals;
  scripts: Array<ScriptLoad & { beforeHomeShown: boolean }>;
}

/** Home's JavaScript with Chromium's own Accept-Encoding (brotli), and the totals of a load asking for gzip only. */
export interface HomeJs extends HomeLoad {
  gzip: { beforeHomeShown: ScriptTotals; untilIdle: ScriptTotals };
}

/**
 * The JavaScript <fp-portal> loads before Home is interactive. Home is interactive when its content is
 * shown: the review queue, the period's deliverables and the to-dos have each rendered their answer (no
 * spinner left in the page; an error fails the run), the moment a person can act on what Home is for.
 * Counted: every script in Chromium's network log whose request started (Resource Timing) no later than
 * that commit, whether or not its bytes had arrived: the page asked for it before it was usable. The demo's
 * root page (`<fp-portal routing="path">` at /), a fresh context (empty HTTP cache, the persisted sign-in)
 * whose requests carry `acceptEncoding`.
 */
export async function measureHomeLoad(
  browser: Browser,
  options: { serviceUrl: string; storageState: StorageState; acceptEncoding: AcceptEncoding },
): Promise<HomeLoad> {
  const context = await browser.newContext({ storageState: options.storageState, ...acceptEncodingOptions(options.acceptEncoding) });
  try {
    const page = await openPortalPage(context);
    const scripts = collectScripts(page);
    await page.goto(`${options.serviceUrl}/`);
    const { shownMark } = await waitForShown(page, 'home', SHOWN_TIMEOUT_MS);
    await waitForNetworkQuiet(page, SETTLE_TIMEOUT_MS);
    const reviewQueueItems = await page.locator('[data-slot="home-page"] [data-slot="review-queue"] > li').count();
    const loads = (await scripts.loads()).map((load) => ({ ...load, beforeHomeShown: load.requestedMs <= shownMark.commitMs }));
    return {
      acceptEncoding: options.acceptEncoding,
      homeShownMs: Math.round(shownMark.commitMs),
      reviewQueueItems,
      beforeHomeShown: totalsOf(loads.filter((load) => load.beforeHomeShown)),
      untilIdle: totalsOf(loads),
      scripts: loads,
    };
  } finally {
    await context.close();
  }
}

export async function measureHomeJs(browser: Browser, options: { serviceUrl: string; storageState: StorageState }): Promise<HomeJs> {
  const brotli = await measureHomeLoad(browser, { ...options, acceptEncoding: 'chromium' });
  const gzip = await measureHomeLoad(browser, { ...options, acceptEncoding: 'gzip' });
  return { ...brotli, gzip: { beforeHomeShown: gzip.beforeHomeShown, untilIdle: gzip.untilIdle } };
}

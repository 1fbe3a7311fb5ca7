import type { Browser } from 'playwright-core';
import { hostPageUrl, openHostPage, waitForMark, type BenchElement, type HostSettings } from './elements-host-page.ts';
import type { StorageState } from './elements-sign-in.ts';
import {
  acceptEncodingOptions,
  collectScripts,
  totalsOf,
  type AcceptEncoding,
  type ScriptLoad,
  type ScriptTotals,
} from './script-loads.ts';
import { waitForNetworkQuiet } from '../tests/support/network-quiet.ts';

const PAINT_TIMEOUT_MS = 60_000;
// After first paint the page keeps loading (the data code, the identity SDK); their sizes are read once it is quiet.
const SETTLE_TIMEOUT_MS = 30_000;

export interface FirstPaintJs {
  tag: BenchElement;
  acceptEncoding: AcceptEncoding;
  firstPaintMs: number;
  /** Every script the page loaded, in request order, before and after first paint. */
  scripts: Array<ScriptLoad & { beforeFirstPaint: boolean }>;
  /** The scripts requested no later than first paint. */
  beforeFirstPaint: ScriptTotals;
}

/**
 * The JavaScript one element's page requests up to its first paint: every script response in Chromium's
 * network log whose request started (Resource Timing) no later than the first-paint mark. A chunk requested
 * before that frame counts even if its bytes come later: the page asked for it before showing anything. Sizes
 * are Chromium's own (Resource Timing): raw, the body as sent, and the transfer with headers. A fresh context
 * per load: empty HTTP cache, the persisted sign-in, requests carrying `acceptEncoding`.
 */
export async function measureFirstPaintJs(
  browser: Browser,
  options: { serviceUrl: string; settings: HostSettings; storageState: StorageState; tag: BenchElement; acceptEncoding: AcceptEncoding },
): Promise<FirstPaintJs> {
  const context = await browser.newContext({ storageState: options.storageState, ...acceptEncodingOptions(options.acceptEncoding) });
  try {
    const page = await openHostPage(context, options);
    const scripts = collectScripts(page);
    await page.goto(hostPageUrl(options.serviceUrl, options.tag));
    const { firstPaintMs } = await waitForMark(page, 'firstPaintMs', PAINT_TIMEOUT_MS);
    await waitForNetworkQuiet(page, SETTLE_TIMEOUT_MS);
    const loads = (await scripts.loads()).map((load) => ({ ...load, beforeFirstPaint: load.requestedMs <= firstPaintMs! }));
    return {
      tag: options.tag,
      acceptEncoding: options.acceptEncoding,
      firstPaintMs: Math.round(firstPaintMs! * 10) / 10,
      scripts: loads,
      beforeFirstPaint: totalsOf(loads.filter((load) => load.beforeFirstPaint)),
    };
  } finally {
    await context.close();
  }
}

/** One element's first-paint JavaScript: a load with Chromium's own Accept-Encoding (brotli), and one asking for gzip only. */
export interface ElementJs {
  brotli: FirstPaintJs;
  /** The gzip load's scripts up to its own first paint. */
  gzip: ScriptTotals;
}

export async function measureElementJs(
  browser: Browser,
  options: { serviceUrl: string; settings: HostSettings; storageState: StorageState; tag: BenchElement },
): Promise<ElementJs> {
  const brotli = await measureFirstPaintJs(browser, { ...options, acceptEncoding: 'chromium' });
  const gzip = await measureFirstPaintJs(browser, { ...options, acceptEncoding: 'gzip' });
  return { brotli, gzip: gzip.beforeFirstPaint };
}

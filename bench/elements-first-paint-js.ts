import type { Browser, Response } from 'playwright-core';
import { gzipBytes } from './elements-build.ts';
import { hostPageUrl, openHostPage, waitForMark, type BenchElement, type HostSettings } from './elements-host-page.ts';
import type { StorageState } from './elements-sign-in.ts';

const PAINT_TIMEOUT_MS = 60_000;
// After first paint the page keeps loading (the data code, the identity SDK); their bodies are read once it is quiet.
const SETTLE_TIMEOUT_MS = 30_000;

export interface ScriptLoad {
  /** Path on the service, e.g. /dist/chunks/define-element.js. */
  path: string;
  rawBytes: number;
  gzipBytes: number;
  /** The Content-Encoding the service sent ('' when uncompressed). */
  contentEncoding: string;
  /** Resource Timing, in ms since navigation start: when the request started and when its last byte arrived. */
  requestedMs: number;
  finishedMs: number;
  beforeFirstPaint: boolean;
}

export interface FirstPaintJs {
  tag: BenchElement;
  firstPaintMs: number;
  /** Every script the page loaded, in request order, before and after first paint. */
  scripts: ScriptLoad[];
  files: number;
  gzipBytes: number;
  rawBytes: number;
}

interface ResourceTiming {
  name: string;
  startTime: number;
  responseEnd: number;
}

/**
 * The JavaScript one element's page requests up to its first paint: every script response in Chromium's
 * network log (Playwright's response events, bodies read over CDP) whose request started (Resource Timing)
 * no later than the first-paint mark. A chunk requested before that frame counts even if its bytes come
 * later: the page asked for it before showing anything. Each decoded body is gzipped here at level 9 (the
 * service's Content-Encoding is recorded beside it). A fresh context per element: empty HTTP cache, the
 * persisted sign-in.
 */
export async function measureFirstPaintJs(
  browser: Browser,
  options: { serviceUrl: string; settings: HostSettings; storageState: StorageState; tag: BenchElement },
): Promise<FirstPaintJs> {
  const context = await browser.newContext({ storageState: options.storageState });
  try {
    const page = await openHostPage(context, options);
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(hostPageUrl(options.serviceUrl, options.tag));
    const { firstPaintMs } = await waitForMark(page, 'firstPaintMs', PAINT_TIMEOUT_MS);
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
    );
    const loads = await Promise.all(scripts.map((response) => describeLoad(response, timings, firstPaintMs!)));
    loads.sort((a, b) => a.requestedMs - b.requestedMs);
    const counted = loads.filter((load) => load.beforeFirstPaint);
    return {
      tag: options.tag,
      firstPaintMs: round(firstPaintMs!),
      scripts: loads,
      files: counted.length,
      gzipBytes: counted.reduce((sum, load) => sum + load.gzipBytes, 0),
      rawBytes: counted.reduce((sum, load) => sum + load.rawBytes, 0),
    };
  } finally {
    await context.close();
  }
}

async function describeLoad(response: Response, timings: ResourceTiming[], firstPaintMs: number): Promise<ScriptLoad> {
  const url = response.url();
  const timing = timings.find((entry) => entry.name === url);
  if (!timing) throw new Error(`${url} is in the network log but not in the page's Resource Timing; cannot tell when it was requested.`);
  const body = await response.body();
  const contentEncoding = (await response.headerValue('content-encoding')) ?? '';
  return {
    path: new URL(url).pathname,
    rawBytes: body.length,
    gzipBytes: gzipBytes(body),
    contentEncoding,
    requestedMs: round(timing.startTime),
    finishedMs: round(timing.responseEnd),
    beforeFirstPaint: timing.startTime <= firstPaintMs,
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

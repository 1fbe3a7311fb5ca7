import type { Page, Response } from 'playwright-core';
import { gzipBytes } from './elements-build.ts';

/** One script the page loaded, from Chromium's network log (body) and the page's Resource Timing (when). */
export interface PortalScriptLoad {
  /** Path on the service, e.g. /dist/chunks/home-page.js. */
  path: string;
  rawBytes: number;
  /** gzip level 9 of the decoded body, computed here (the service's own Content-Encoding is beside it). */
  gzipBytes: number;
  contentEncoding: string;
  /** ms since navigation start: when the request started and when its last byte arrived. */
  requestedMs: number;
  finishedMs: number;
}

/** Collects every script response of `page` from now on; `loads()` reads their bodies and timings. */
export function collectScripts(page: Page): { loads(): Promise<PortalScriptLoad[]> } {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  return {
    async loads() {
      const timings = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
      );
      const loads = await Promise.all(
        responses.map(async (response) => {
          const url = response.url();
          // A script fetched twice (it never is, with module caching) would have two entries; the first is the one that counts.
          const timing = timings.find((entry) => entry.name === url);
          if (!timing) throw new Error(`${url} is in the network log but not in the page's Resource Timing; cannot tell when it was requested.`);
          const body = await response.body();
          return {
            path: new URL(url).pathname,
            rawBytes: body.length,
            gzipBytes: gzipBytes(body),
            contentEncoding: (await response.headerValue('content-encoding')) ?? '',
            requestedMs: round(timing.startTime),
            finishedMs: round(timing.responseEnd),
          };
        }),
      );
      return loads.sort((a, b) => a.requestedMs - b.requestedMs);
    },
  };
}

export const sumGzip = (loads: PortalScriptLoad[]) => loads.reduce((sum, load) => sum + load.gzipBytes, 0);

const round = (ms: number) => Math.round(ms * 10) / 10;

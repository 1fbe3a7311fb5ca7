import type { Page, Response } from 'playwright-core';
import { chunkName } from '../scripts/chunk-names.mjs';

/** One script the page loaded, as Chromium saw it: its response's Content-Encoding and its Resource Timing. */
export interface ScriptLoad {
  /** Path on the service, e.g. /dist/chunks/home-page-Bx1_k9Qz.js. */
  path: string;
  /** The chunk's name without its content hash, e.g. home-page (scripts/chunk-names.mjs). */
  chunk: string;
  /** The Content-Encoding the service sent ('' when none). */
  contentEncoding: string;
  /** decodedBodySize: the script itself. */
  rawBytes: number;
  /** encodedBodySize: its body as it came over the wire, compressed or not. */
  bodyBytes: number;
  /** transferSize: that body and the response's headers. */
  transferBytes: number;
  /** ms since navigation start: when the request started and when its last byte arrived. */
  requestedMs: number;
  finishedMs: number;
}

/** What a set of script loads weighs. */
export interface ScriptTotals {
  files: number;
  rawBytes: number;
  bodyBytes: number;
  transferBytes: number;
}

export function totalsOf(loads: ScriptLoad[]): ScriptTotals {
  const sum = (pick: (load: ScriptLoad) => number) => loads.reduce((total, load) => total + pick(load), 0);
  return {
    files: loads.length,
    rawBytes: sum((load) => load.rawBytes),
    bodyBytes: sum((load) => load.bodyBytes),
    transferBytes: sum((load) => load.transferBytes),
  };
}

/**
 * Collects every script response of `page` from now on; `loads()` reads their sizes and times from the page's
 * Resource Timing (same origin, so the sizes are not hidden) and their encoding from the response headers.
 */
export function collectScripts(page: Page): { loads(): Promise<ScriptLoad[]> } {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  return {
    async loads() {
      const timings = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          ({ name, startTime, responseEnd, decodedBodySize, encodedBodySize, transferSize }) => ({
            name,
            startTime,
            responseEnd,
            decodedBodySize,
            encodedBodySize,
            transferSize,
          }),
        ),
      );
      const loads = await Promise.all(
        responses.map(async (response) => {
          const url = response.url();
          // A script fetched twice (it never is, with module caching) would have two entries; the first is the one that counts.
          const timing = timings.find((entry) => entry.name === url);
          if (!timing)
            throw new Error(`${url} is in the network log but not in the page's Resource Timing; cannot tell when it was requested.`);
          return {
            path: new URL(url).pathname,
            chunk: chunkName(new URL(url).pathname),
            contentEncoding: (await response.headerValue('content-encoding')) ?? '',
            rawBytes: timing.decodedBodySize,
            bodyBytes: timing.encodedBodySize,
            transferBytes: timing.transferSize,
            requestedMs: round(timing.startTime),
            finishedMs: round(timing.responseEnd),
          };
        }),
      );
      return loads.sort((a, b) => a.requestedMs - b.requestedMs);
    },
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Which Accept-Encoding the page's requests carry: Chromium's own (`gzip, deflate, br, zstd`, which the service
 * answers with brotli), or gzip alone, to size what a client without brotli downloads.
 */
export type AcceptEncoding = 'chromium' | 'gzip';

/** Context options that make every request of the context carry `acceptEncoding`. */
export function acceptEncodingOptions(acceptEncoding: AcceptEncoding): { extraHTTPHeaders?: Record<string, string> } {
  return acceptEncoding === 'gzip' ? { extraHTTPHeaders: { 'accept-encoding': 'gzip' } } : {};
}

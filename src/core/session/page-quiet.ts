import type { QueryClient } from '@tanstack/query-core';

/** How long nothing may have loaded (no request answered, no query fetching) for the page to count as shown. */
export const QUIET_MS = 300;
/** The longest the identity, flag and log SDKs wait for a quiet page; on a busy page they load anyway. */
export const LONGEST_WAIT_MS = 5_000;

export interface PageQuietOptions {
  quietMs?: number;
  longestWaitMs?: number;
}

/** The newest moment a request of the page was answered, as Resource Timing sees it. */
function watchAnswers(): { last: () => number; stop: () => void } {
  let last = performance.now();
  if (typeof PerformanceObserver === 'undefined') return { last: () => last, stop: () => {} };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) last = Math.max(last, (entry as PerformanceResourceTiming).responseEnd);
  });
  observer.observe({ type: 'resource', buffered: true });
  return { last: () => last, stop: () => observer.disconnect() };
}

/**
 * Calls `done` once the main thread is idle (the browser's requestIdleCallback; at once where there is none). The
 * network going quiet is not enough: the page may still be drawing what its last answers brought (measured on
 * /reporting at 4x CPU: the identity SDK and the logger were evaluated in the middle of the dashboard's render).
 */
function whenIdle(done: () => void, longestWaitMs: number): void {
  if (typeof globalThis.requestIdleCallback !== 'function') done();
  else globalThis.requestIdleCallback(() => done(), { timeout: longestWaitMs });
}

/**
 * Settles once the page has what it shows: the document has loaded, no query is fetching and no request
 * has been answered for `quietMs` (a page chunk still on its way ends in an answer, so a gap between the
 * client list and the page's own queries does not count), and the main thread is idle. What first paint does
 * not need (the identity SDK when a valid token is stored, logs) waits for this, so it never competes with the
 * page's own chunks, data and drawing for the network or the main thread.
 */
export function whenPageQuiet(
  queryClient: Pick<QueryClient, 'isFetching'>,
  { quietMs = QUIET_MS, longestWaitMs = LONGEST_WAIT_MS }: PageQuietOptions = {},
): Promise<void> {
  const answers = watchAnswers();
  const started = performance.now();
  return new Promise<void>((resolve) => {
    const check = () => {
      const now = performance.now();
      const loaded = (globalThis.document?.readyState ?? 'complete') === 'complete';
      const quiet = loaded && queryClient.isFetching() === 0 && now - answers.last() >= quietMs;
      if (quiet || now - started >= longestWaitMs) {
        answers.stop();
        whenIdle(resolve, Math.max(0, longestWaitMs - (now - started)));
        return;
      }
      setTimeout(check, Math.max(50, quietMs - (now - answers.last())));
    };
    setTimeout(check, quietMs);
  });
}

import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * The page's live-update stream (GET /v1/events, docs/live-updates.md) stays open as long as the page does, so
 * Playwright's `networkidle` never comes once a page is signed in. Tests and benches that wait for the page to
 * stop fetching wait for this instead: no request but the stream in flight for half a second.
 */
const LONG_LIVED = /\/v1\/events(\?|$)/;
const QUIET_MS = 500;
const openRequests = new WeakMap<BrowserContext, Set<Request>>();

/** Tracks the context's requests from its start (launchChromium does it for every context it opens). */
export function trackRequests(context: BrowserContext): void {
  const open = new Set<Request>();
  openRequests.set(context, open);
  context.on('request', (request) => void (LONG_LIVED.test(request.url()) || open.add(request)));
  const done = (request: Request) => void open.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

const pageOf = (request: Request): Page | null => {
  try {
    return request.frame().page();
  } catch {
    // A service worker's request has no frame: count it for every page.
    return null;
  }
};

/** Like `waitForLoadState('networkidle')`, except that the live stream does not count. */
export async function waitForNetworkQuiet(page: Page, timeoutMs = 30_000): Promise<void> {
  const open = openRequests.get(page.context());
  if (!open) throw new Error('waitForNetworkQuiet needs a context opened through launchChromium(), which tracks requests from its start.');
  const deadline = Date.now() + timeoutMs;
  await page.waitForLoadState('load', { timeout: timeoutMs });
  let quietSince = Date.now();
  for (;;) {
    const pending = [...open].filter((request) => [page, null].includes(pageOf(request)));
    const now = Date.now();
    if (pending.length) quietSince = now;
    else if (now - quietSince >= QUIET_MS) return;
    if (now > deadline)
      throw new Error(`The page was still fetching after ${timeoutMs} ms: ${pending.map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import type { BrowserContext, Page } from 'playwright-core';
import { configuredElement, hostPageHtml, PAGE_PATH, serveDocuments, type HostSettings } from './elements-host-page.ts';
import { describePageProblems, watchPageProblems } from './elements-page-problems.ts';

/** The three elements of the live bench's page: what a firm's intranet might show together. */
export const LIVE_ELEMENTS = ['fp-client-switcher', 'fp-notifications', 'fp-blog-board'] as const;
const LIVE_PAGE = 'live.html';
const LOG_KEY = '__fpLiveLog';

/** What the page showed, and when (ms since the epoch: the page's timeOrigin + now, the same clock as Node's). */
export interface ShownChange {
  what: 'bell' | 'board';
  value: string;
  at: number;
}

/**
 * Runs in the page before any of its scripts: watches the bell's and the board's shadow roots and logs each
 * change of what a person reads there: the bell's label ("3 Notifications") and the board's group names
 * ("Waiting for your review, 2 posts | Scheduled, 4 posts | ..."). A MutationObserver callback runs in the
 * task that changed the DOM, so the time is when the change was committed, just before it is painted.
 */
function logShownChanges({ path, logKey }: { path: string; logKey: string }) {
  if (location.pathname !== path) return;
  const log: ShownChange[] = [];
  (globalThis as unknown as Record<string, ShownChange[]>)[logKey] = log;
  const last: Record<string, string> = {};
  const note = (what: ShownChange['what'], value: string | null) => {
    if (value === null || last[what] === value) return;
    last[what] = value;
    log.push({ what, value, at: performance.timeOrigin + performance.now() });
  };
  const readers: Record<string, (root: ShadowRoot) => void> = {
    'fp-notifications': (root) =>
      note('bell', root.querySelector('[data-slot="notification-bell"] button')?.getAttribute('aria-label') ?? null),
    'fp-blog-board': (root) => {
      const groups = [...root.querySelectorAll('section[data-group]')].map((section) => section.getAttribute('aria-label') ?? '');
      note('board', groups.length ? groups.join(' | ') : null);
    },
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    const read = readers[this.localName];
    if (read)
      new MutationObserver(() => read(root)).observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    return root;
  };
}

export const livePageUrl = (serviceUrl: string) => `${serviceUrl}${PAGE_PATH}${LIVE_PAGE}`;

/** Opens the page with the three elements, signed in from the context's storage, logging what it shows. */
export async function openLivePage(context: BrowserContext, serviceUrl: string, settings: HostSettings): Promise<Page> {
  const page = await context.newPage();
  watchPageProblems(page);
  const cdp = await context.newCDPSession(page);
  const html = hostPageHtml(
    'live updates',
    LIVE_ELEMENTS.map((tag) => configuredElement(tag, settings)),
  );
  await serveDocuments(cdp, `${serviceUrl}${PAGE_PATH}*`, new Map([[livePageUrl(serviceUrl), html]]));
  // tsx compiles with esbuild's keepNames, which wraps inner functions in __name(...) calls the page lacks.
  await page.addInitScript('globalThis.__name ??= (fn) => fn;');
  await page.addInitScript(logShownChanges, { path: `${PAGE_PATH}${LIVE_PAGE}`, logKey: LOG_KEY });
  await page.goto(livePageUrl(serviceUrl));
  return page;
}

export const shownChanges = (page: Page): Promise<ShownChange[]> =>
  page.evaluate((key) => (globalThis as unknown as Record<string, ShownChange[]>)[key] ?? [], LOG_KEY);

/** The latest value the page showed for `what`, once it has shown one. */
export async function lastShown(page: Page, what: ShownChange['what'], timeoutMs: number): Promise<ShownChange> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const change = (await shownChanges(page)).filter((candidate) => candidate.what === what).at(-1);
    if (change) return change;
    if (Date.now() > deadline) throw new Error(`The page showed no ${what} within ${timeoutMs} ms.\n${describePageProblems(page)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** When the page first showed, after `since`, a value `matches` accepts. */
export async function shownAfter(
  page: Page,
  what: ShownChange['what'],
  since: number,
  matches: (value: string) => boolean,
  timeoutMs: number,
): Promise<ShownChange> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const change = (await shownChanges(page)).find(
      (candidate) => candidate.what === what && candidate.at >= since && matches(candidate.value),
    );
    if (change) return change;
    if (Date.now() > deadline)
      throw new Error(`The page did not show the expected ${what} within ${timeoutMs} ms of the change.\n${describePageProblems(page)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

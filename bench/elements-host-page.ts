import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describePageProblems, watchPageProblems } from './elements-page-problems.ts';

/** The elements the bench loads, one per page. */
export const BENCH_ELEMENTS = ['fp-notifications', 'fp-client-switcher', 'fp-blog-board', 'fp-portal'] as const;
export type BenchElement = (typeof BENCH_ELEMENTS)[number];

/** The settings a host writes into the element's HTML, as the service's /demo-config.json gives them. */
export interface HostSettings {
  apiUrl: string;
  authDomain: string;
  authClientId: string;
  authAudience: string;
  flagsClientId: string;
  flagsUrl: string;
  logsUrl: string;
}

/**
 * What "first paint" means for each element: the moment its shadow root first holds this node, rendered
 * (`checkVisibility()`: it has a box), i.e. the element's signed-in content painted from the persisted stores,
 * before its data code has loaded. Taken by a MutationObserver on the shadow root, so it is the end of the
 * task that committed the content; the browser paints it in the frame that follows. (A per-frame check would
 * add up to a frame of slack, in which lazily requested chunks can arrive and pull in more requests, so the
 * JavaScript counted "before first paint" would depend on frame timing.) The switcher's signed-in paint names
 * the selected client ('Loading user...' or a sign-in button do not count). The blog board and the portal
 * count their base region only: what they paint first, before any data.
 */
const FIRST_PAINT_SELECTOR: Record<BenchElement, string> = {
  'fp-notifications': '[data-slot="notification-bell"] button',
  'fp-client-switcher': '[data-slot="client-switcher"] [data-slot="client-name"]',
  'fp-blog-board': '[part="base"]',
  'fp-portal': '[part="base"]',
};

/** Milliseconds since navigation start (the page's `performance.now()`), taken when the content committed. */
export interface PaintMarks {
  firstPaintMs?: number;
  countShownMs?: number;
  count?: string;
  configError?: string;
}

export const PAGE_PATH = '/bench/';
const MARKS_KEY = '__fpBenchMarks';

export function hostPageUrl(serviceUrl: string, tag: BenchElement): string {
  return `${serviceUrl}${PAGE_PATH}${tag}.html`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element's tag as a host writes it: every setting in its HTML. */
export function configuredElement(tag: BenchElement, settings: HostSettings): string {
  const attributes = [
    ['api-url', settings.apiUrl],
    ['auth-domain', settings.authDomain],
    ['auth-client-id', settings.authClientId],
    ['auth-audience', settings.authAudience],
    // As the intranet demo: flags and logs start after first paint, and count against the bell's timing.
    ['flags-client-id', settings.flagsClientId],
    ['flags-url', settings.flagsUrl],
    ['logs-url', settings.logsUrl],
    ['portal-url', '/'],
  ]
    .map(([name, value]) => `${name}="${escapeAttribute(value!)}"`)
    .join(' ');
  return `<${tag} ${attributes}></${tag}>`;
}

/** A host page with these elements, configured in its HTML, and the loader's one script tag. */
export function hostPageHtml(title: string, elements: string[]): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>bench: ${title}</title></head>
<body>
${elements.join('\n')}
<script type="module" src="/dist/fp-portal.js"></script>
</body>
</html>`;
}

/**
 * Answers the browser's request for exactly these documents (URL to HTML) over CDP, on the service's own origin
 * (so the persisted sign-in in its local storage applies), without adding files to the service. Every script,
 * API and identity request goes to the service untouched (Playwright's page.route would intercept all of them
 * and turn the cache off).
 */
export async function serveDocuments(cdp: CDPSession, urlPattern: string, documents: ReadonlyMap<string, string>): Promise<void> {
  cdp.on('Fetch.requestPaused', (event) => {
    const html = documents.get(event.request.url);
    if (html === undefined) {
      void cdp.send('Fetch.continueRequest', { requestId: event.requestId });
      return;
    }
    void cdp.send('Fetch.fulfillRequest', {
      requestId: event.requestId,
      responseCode: 200,
      responseHeaders: [{ name: 'content-type', value: 'text/html; charset=utf-8' }],
      body: Buffer.from(html).toString('base64'),
    });
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern, resourceType: 'Document' }] });
}

/** Serves the bench pages at /bench/<tag>.html on the service's own origin, one element each. */
export async function serveHostPages(cdp: CDPSession, serviceUrl: string, settings: HostSettings): Promise<void> {
  const documents = new Map(
    BENCH_ELEMENTS.map((tag) => [hostPageUrl(serviceUrl, tag), hostPageHtml(tag, [configuredElement(tag, settings)])]),
  );
  await serveDocuments(cdp, `${serviceUrl}${PAGE_PATH}*`, documents);
}

/**
 * Runs in the page before any of its scripts: watches the measured element's shadow root from the moment it
 * is attached and notes (performance.now(): ms since navigation start) when the first-paint node and, on
 * the bell, the count badge first show. Self-contained: Playwright serialises it into the page.
 */
function recordPaints({ tag, path, selector, marksKey }: { tag: string; path: string; selector: string; marksKey: string }) {
  // Other documents of the context (the identity provider's pages) are not measured.
  if (location.pathname !== path) return;
  const marks: PaintMarks = {};
  (globalThis as unknown as Record<string, PaintMarks>)[marksKey] = marks;
  const watchesCount = tag === 'fp-notifications';
  const shown = (node: Element | null): node is Element => !!node && node.checkVisibility();
  const check = (root: ShadowRoot): boolean => {
    const content = root.querySelector(selector);
    if (marks.firstPaintMs === undefined && shown(content)) marks.firstPaintMs = performance.now();
    const badge = root.querySelector('[data-slot="notification-count"]');
    if (watchesCount && marks.countShownMs === undefined && shown(badge) && badge.textContent?.trim()) {
      marks.countShownMs = performance.now();
      marks.count = badge.textContent.trim();
    }
    marks.configError ??= root.querySelector('[part="config-error"]')?.textContent ?? undefined;
    return marks.firstPaintMs !== undefined && (!watchesCount || marks.countShownMs !== undefined);
  };
  // The element attaches its shadow root when it upgrades, before React renders into it; a document-level
  // observer cannot see inside, so the bench page wraps attachShadow to observe the root from its start.
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    if (this.localName === tag) {
      const observer = new MutationObserver(() => check(root) && observer.disconnect());
      observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    }
    return root;
  };
}

/**
 * A page of the context that serves the bench pages and records the paint marks; `cpuThrottlingRate`
 * slows the page's CPU from its first navigation on.
 */
export async function openHostPage(
  context: BrowserContext,
  options: { serviceUrl: string; settings: HostSettings; tag: BenchElement; cpuThrottlingRate?: number },
): Promise<Page> {
  const page = await context.newPage();
  watchPageProblems(page);
  const cdp = await context.newCDPSession(page);
  if (options.cpuThrottlingRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottlingRate });
  await serveHostPages(cdp, options.serviceUrl, options.settings);
  // tsx compiles with esbuild's keepNames, which wraps the functions inside recordPaints in
  // __name(...) calls; the page has no such helper unless given one.
  await page.addInitScript('globalThis.__name ??= (fn) => fn;');
  const path = new URL(hostPageUrl(options.serviceUrl, options.tag)).pathname;
  await page.addInitScript(recordPaints, { tag: options.tag, path, selector: FIRST_PAINT_SELECTOR[options.tag], marksKey: MARKS_KEY });
  return page;
}

/**
 * Waits until the marks say `until` happened; a configuration error ends the wait with its message, a
 * timeout with what the page reported.
 */
export async function waitForMark(page: Page, until: 'firstPaintMs' | 'countShownMs', timeoutMs: number): Promise<PaintMarks> {
  const marksSoFar = ({ key, mark }: { key: string; mark: typeof until }) => {
    const marks = (globalThis as unknown as Record<string, PaintMarks | undefined>)[key];
    return marks && (marks[mark] !== undefined || marks.configError !== undefined) ? marks : undefined;
  };
  let marks: PaintMarks;
  try {
    // Polled rarely: the marks carry the times, and the poll competes with the throttled page for CPU.
    const handle = await page.waitForFunction(marksSoFar, { key: MARKS_KEY, mark: until }, { timeout: timeoutMs, polling: 250 });
    marks = (await handle.jsonValue()) as PaintMarks;
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${describePageProblems(page)}`, { cause: error });
  }
  if (marks.configError) throw new Error(`The element shows a configuration error instead of painting: ${marks.configError}`);
  return marks;
}

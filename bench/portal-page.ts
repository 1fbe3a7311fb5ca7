import type { BrowserContext, Page } from 'playwright-core';
import { describePageProblems } from './elements-page-problems.ts';
import { openMeasuredPage } from './measured-page.ts';

/**
 * A page's content counts as shown once its element is rendered (`checkVisibility()`), holds no spinner (every
 * section has its answer) and no alert (an error state is a failed run, not a figure).
 */
export const SHOWN_PAGES = {
  home: '[data-slot="home-page"]',
  reporting: '[data-slot="reporting-page"]',
} as const;
export type ShownPage = keyof typeof SHOWN_PAGES;

/** ms since navigation start (the page's `performance.now()`). */
export interface ShownMark {
  /** When the content committed (the MutationObserver callback after React's commit). */
  commitMs: number;
  /** The animation frame that follows: the frame that paints it. */
  frameMs: number;
}

export interface PortalMarks {
  shown: Partial<Record<ShownPage, ShownMark>>;
  errors: Partial<Record<ShownPage, string>>;
  /** `timeStamp` of the last click anywhere in the page (clicks inside the shadow root reach window, retargeted). */
  lastClickMs?: number;
}

const MARKS_KEY = '__fpPortalBench';

/**
 * Runs in every document of the context before its scripts: watches <fp-portal>'s shadow root from the moment
 * it is attached and notes when each page of `pages` is first shown. `forget(page)` (see `forgetShown`) clears
 * a mark, so the next time that page is shown is noted again. Self-contained: Playwright serialises it.
 */
function recordShownPages({ pages, marksKey }: { pages: Record<string, string>; marksKey: string }) {
  const marks: PortalMarks = { shown: {}, errors: {} };
  (globalThis as unknown as Record<string, unknown>)[marksKey] = marks;
  addEventListener('click', (event) => (marks.lastClickMs = event.timeStamp), { capture: true });
  const check = (root: ShadowRoot) => {
    for (const [name, selector] of Object.entries(pages) as Array<[ShownPage, string]>) {
      if (marks.shown[name]) continue;
      const content = root.querySelector(selector);
      if (!content?.checkVisibility()) continue;
      const alert = content.querySelector('[role="alert"]');
      if (alert) marks.errors[name] = alert.textContent ?? 'an alert';
      if (alert || content.querySelector('[data-slot="spinner"]')) continue;
      const mark: ShownMark = { commitMs: performance.now(), frameMs: Number.NaN };
      marks.shown[name] = mark;
      requestAnimationFrame(() => (mark.frameMs = performance.now()));
    }
  };
  // A document-level observer cannot see inside a shadow root: observe the portal's from its start.
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    if (this.localName === 'fp-portal') {
      new MutationObserver(() => check(root)).observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    }
    return root;
  };
}

/** A page of the context that records when portal pages are shown; `cpuThrottlingRate` slows its CPU from the start. */
export async function openPortalPage(context: BrowserContext, options: { cpuThrottlingRate?: number } = {}): Promise<Page> {
  return openMeasuredPage(context, options, recordShownPages, { pages: SHOWN_PAGES, marksKey: MARKS_KEY });
}

/** Waits until `name` has been shown; an error state or a timeout ends the wait with what the page reported. */
export async function waitForShown(page: Page, name: ShownPage, timeoutMs: number): Promise<PortalMarks & { shownMark: ShownMark }> {
  const markSoFar = ({ key, name }: { key: string; name: ShownPage }) => {
    const marks = (globalThis as unknown as Record<string, PortalMarks | undefined>)[key];
    const mark = marks?.shown[name];
    return marks && ((mark && !Number.isNaN(mark.frameMs)) || marks.errors[name]) ? marks : undefined;
  };
  let marks: PortalMarks;
  try {
    // Polled rarely: the marks carry the times, and the poll competes with a throttled page for CPU.
    const handle = await page.waitForFunction(markSoFar, { key: MARKS_KEY, name }, { timeout: timeoutMs, polling: 250 });
    marks = (await handle.jsonValue()) as PortalMarks;
  } catch (error) {
    throw new Error(
      `The portal's ${name} page was not shown: ${error instanceof Error ? error.message : String(error)}\n${describePageProblems(page)}`,
      {
        cause: error,
      },
    );
  }
  const shownMark = marks.shown[name];
  if (!shownMark) throw new Error(`The portal's ${name} page shows an error instead of its content: ${marks.errors[name]}`);
  return { ...marks, shownMark };
}

/** Clears `name`'s mark, so that the next time it is shown is recorded. Call it while the page is not shown. */
export async function forgetShown(page: Page, name: ShownPage): Promise<void> {
  await page.evaluate(
    ({ key, name }) => {
      const marks = (globalThis as unknown as Record<string, PortalMarks>)[key]!;
      delete marks.shown[name];
      delete marks.errors[name];
    },
    { key: MARKS_KEY, name },
  );
}

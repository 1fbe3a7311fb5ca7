import type { BrowserContext, Page } from 'playwright-core';
import type { ShownMark } from './blog-marks.ts';
import { describePageProblems } from './elements-page-problems.ts';
import { openMeasuredPage } from './measured-page.ts';

/** When a page of <fp-portal> showed what a bench waits for, or the alert it showed instead. */
export interface PortalShownMarks {
  shown?: ShownMark;
  error?: string;
}

const MARKS_KEY = '__fpShownBench';

/** What a bench waits for: a visible element matching `selector`, while none matches `unless`. */
export interface ShownWatch {
  selector: string;
  unless?: string;
}

/**
 * Runs in the document before its scripts: watches <fp-portal>'s shadow root and notes when the page's h1 and an
 * element matching `selector` are both visible (the content a bench waits for) and nothing matches `unless` (a
 * spinner still in it), or an alert shows instead. Self-contained: Playwright serialises it into the page.
 */
function recordShownMarks({ marksKey, selector, unless }: ShownWatch & { marksKey: string }) {
  const marks: PortalShownMarks = {};
  (globalThis as unknown as Record<string, PortalShownMarks>)[marksKey] = marks;
  const shown = (node: Element | null | undefined): node is Element => !!node && node.checkVisibility();
  const check = (root: ShadowRoot) => {
    const alert = [...root.querySelectorAll('[role="alert"]')].find(shown);
    if (alert) marks.error = alert.textContent?.trim() ?? '';
    if (![...root.querySelectorAll('h1')].some(shown) || ![...root.querySelectorAll(selector)].some(shown)) return;
    if (unless && root.querySelector(unless)) return;
    const result = { commitMs: performance.now(), frameMs: Number.NaN };
    marks.shown = result;
    requestAnimationFrame(() => (result.frameMs = performance.now()));
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    if (this.localName === 'fp-portal') {
      const observer = new MutationObserver(() => (marks.shown ? observer.disconnect() : check(root)));
      observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    }
    return root;
  };
}

/** A page whose CPU is slowed from the start, noting when what `watch` names (and the page's h1) is first shown. */
export function openShownPage(context: BrowserContext, cpuThrottlingRate: number, watch: ShownWatch): Promise<Page> {
  return openMeasuredPage(context, { cpuThrottlingRate }, recordShownMarks, {
    marksKey: MARKS_KEY,
    selector: watch.selector,
    unless: watch.unless,
  });
}

/** Waits until what `openShownPage` watches for has been shown (its frame painted); an alert or a timeout ends the wait. */
export async function waitForShown(page: Page, timeoutMs: number, what: string): Promise<ShownMark> {
  try {
    await page.waitForFunction(
      (key) => {
        const marks = (globalThis as unknown as Record<string, PortalShownMarks | undefined>)[key];
        return !!marks && ((marks.shown && !Number.isNaN(marks.shown.frameMs)) || !!marks.error);
      },
      MARKS_KEY,
      { timeout: timeoutMs, polling: 100 },
    );
  } catch (error) {
    throw new Error(`${what} was not shown: ${error instanceof Error ? error.message : String(error)}\n${describePageProblems(page)}`, {
      cause: error,
    });
  }
  const marks = await page.evaluate((key) => structuredClone((globalThis as unknown as Record<string, PortalShownMarks>)[key]!), MARKS_KEY);
  if (!marks.shown) throw new Error(`The page shows an alert instead of ${what}: ${marks.error}`);
  return marks.shown;
}

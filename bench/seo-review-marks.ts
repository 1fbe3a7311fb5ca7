import type { BrowserContext, Page } from 'playwright-core';
import { describePageProblems } from './elements-page-problems.ts';
import type { ShownMark } from './blog-marks.ts';
import { openMeasuredPage } from './measured-page.ts';

/** What the review page's marks hold: when its changes were shown, and every long task since navigation. */
export interface SeoReviewMarks {
  shown?: ShownMark & { changes: number };
  /** [startTime, duration] of each task over 50 ms (the Long Tasks API), ms since navigation start. */
  longTasks: Array<[number, number]>;
  error?: string;
}

const MARKS_KEY = '__fpSeoBench';
/** The review page's list of changes (the area's texts: SEO_PAGE_TEXTS.changesLabel). */
export const CHANGES_LABEL = 'Proposed changes to this page';

/**
 * Runs in the document before its scripts: watches <fp-portal>'s shadow root from the moment it is attached and
 * notes when the review page shows its h1 and `expected` changes, each with its Approve and Reject buttons
 * (found by the list's accessible name and the buttons' pressed state, not by classes); records long tasks.
 * Self-contained: Playwright serialises it into the page.
 */
function recordSeoReviewMarks({ marksKey, changesLabel, expected }: { marksKey: string; changesLabel: string; expected: number }) {
  const marks: SeoReviewMarks = { longTasks: [] };
  (globalThis as unknown as Record<string, SeoReviewMarks>)[marksKey] = marks;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => marks.longTasks.push([entry.startTime, entry.duration]))).observe({
    type: 'longtask',
    buffered: true,
  });
  const shown = (node: Element | null | undefined): node is Element => !!node && node.checkVisibility();
  const check = (root: ShadowRoot) => {
    const alert = [...root.querySelectorAll('[role="alert"]')].find(shown);
    if (alert) marks.error = alert.textContent?.trim() ?? '';
    const heading = [...root.querySelectorAll('h1')].find(shown);
    const list = root.querySelector(`ol[aria-label="${changesLabel}"]`);
    const rows = list ? [...list.children].filter((row) => row.querySelectorAll('button[aria-pressed]').length >= 2) : [];
    if (!heading || rows.length < expected) return;
    const result = { changes: rows.length, commitMs: performance.now(), frameMs: Number.NaN };
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

export async function openSeoReviewPage(context: BrowserContext, cpuThrottlingRate: number, expected: number): Promise<Page> {
  return openMeasuredPage(context, { cpuThrottlingRate }, recordSeoReviewMarks, {
    marksKey: MARKS_KEY,
    changesLabel: CHANGES_LABEL,
    expected,
  });
}

export async function readSeoReviewMarks(page: Page): Promise<SeoReviewMarks> {
  return page.evaluate((key) => structuredClone((globalThis as unknown as Record<string, SeoReviewMarks>)[key]!), MARKS_KEY);
}

/** Waits until the changes have been shown (their frame painted); an alert or a timeout ends the wait with what the page reported. */
export async function waitForChangesShown(page: Page, timeoutMs: number): Promise<ShownMark & { changes: number }> {
  try {
    await page.waitForFunction(
      (key) => {
        const marks = (globalThis as unknown as Record<string, SeoReviewMarks | undefined>)[key];
        return !!marks && ((marks.shown && !Number.isNaN(marks.shown.frameMs)) || !!marks.error);
      },
      MARKS_KEY,
      { timeout: timeoutMs, polling: 250 },
    );
  } catch (error) {
    throw new Error(
      `The review page's changes were not shown: ${error instanceof Error ? error.message : String(error)}\n${describePageProblems(page)}`,
      { cause: error },
    );
  }
  const marks = await readSeoReviewMarks(page);
  if (!marks.shown) throw new Error(`The review page shows an alert instead of its changes: ${marks.error}`);
  return marks.shown;
}

import type { BrowserContext, Page } from 'playwright-core';
import type { ShownMark } from './blog-marks.ts';
import { describePageProblems } from './elements-page-problems.ts';
import { openMeasuredPage } from './measured-page.ts';

/** When /clients showed its table with rows, or the alert it showed instead. */
export interface OverviewMarks {
  shown?: ShownMark & { rowCount: number };
  error?: string;
}

const MARKS_KEY = '__fpOverviewBench';

/**
 * Runs in the document before its scripts: watches <fp-portal>'s shadow root and notes when the overview's table
 * shows a client's row (its name's button) and the count of clients. Self-contained: Playwright serialises it.
 */
function recordOverviewMarks({ marksKey }: { marksKey: string }) {
  const marks: OverviewMarks = {};
  (globalThis as unknown as Record<string, OverviewMarks>)[marksKey] = marks;
  const check = (root: ShadowRoot) => {
    const alert = root.querySelector('[role="alert"]');
    if (alert) marks.error = alert.textContent?.trim() ?? '';
    const table = root.querySelector('[data-slot="client-overview-scroller"] [role="table"]');
    const name = table?.querySelector('[role="row"] [data-slot="open-client"]');
    if (!table || !name || !name.checkVisibility()) return;
    const result = { rowCount: Number(table.getAttribute('aria-rowcount')) - 1, commitMs: performance.now(), frameMs: Number.NaN };
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

export function openOverviewPage(context: BrowserContext, cpuThrottlingRate: number): Promise<Page> {
  return openMeasuredPage(context, { cpuThrottlingRate }, recordOverviewMarks, { marksKey: MARKS_KEY });
}

/** Waits until the table's first rows have been shown (their frame painted); an alert or a timeout ends the wait. */
export async function waitForTableShown(page: Page, timeoutMs: number): Promise<ShownMark & { rowCount: number }> {
  try {
    await page.waitForFunction(
      (key) => {
        const marks = (globalThis as unknown as Record<string, OverviewMarks | undefined>)[key];
        return !!marks && ((marks.shown && !Number.isNaN(marks.shown.frameMs)) || !!marks.error);
      },
      MARKS_KEY,
      { timeout: timeoutMs, polling: 100 },
    );
  } catch (error) {
    throw new Error(`The overview's table was not shown: ${error instanceof Error ? error.message : String(error)}\n${describePageProblems(page)}`, { cause: error });
  }
  const marks = await page.evaluate((key) => structuredClone((globalThis as unknown as Record<string, OverviewMarks>)[key]!), MARKS_KEY);
  if (!marks.shown) throw new Error(`The overview shows an alert instead of its table: ${marks.error}`);
  return marks.shown;
}

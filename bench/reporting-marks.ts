import type { BrowserContext, Page } from 'playwright-core';
import type { ShownMark } from './blog-marks.ts';
import type { StorageState } from './elements-sign-in.ts';
import { describePageProblems } from './elements-page-problems.ts';
import { openMeasuredPage } from './measured-page.ts';

/** When the Reporting page showed its three sections with their answers, or the alert it showed instead. */
export interface ReportingMarks {
  shown?: ShownMark & { searchConnected: boolean };
  error?: string;
}

const MARKS_KEY = '__fpReportingBench';

/**
 * Runs in the document before its scripts: watches <fp-portal>'s shadow root and notes when the Reporting page
 * shows its h1 and its three sections (Delivered, Search performance, Reports), each with its answer: no spinner
 * left in the page. Self-contained: Playwright serialises it into the page.
 */
function recordReportingMarks({ marksKey }: { marksKey: string }) {
  const marks: ReportingMarks = {};
  (globalThis as unknown as Record<string, ReportingMarks>)[marksKey] = marks;
  const shown = (node: Element | null | undefined): node is Element => !!node && node.checkVisibility();
  const check = (root: ShadowRoot) => {
    const alert = [...root.querySelectorAll('[role="alert"]')].find(shown);
    if (alert) marks.error = alert.textContent?.trim() ?? '';
    const page = root.querySelector('[data-slot="reporting-page"]');
    if (!shown(page) || !page.querySelector('h1') || page.querySelector('[data-slot="spinner"]')) return;
    const sections = ['delivered', 'search-performance', 'reports'].map((slot) => page.querySelector(`[data-slot="${slot}"]`));
    if (!sections.every(shown)) return;
    const result = { searchConnected: !!page.querySelector('[data-slot="search-tiles"]'), commitMs: performance.now(), frameMs: Number.NaN };
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

export async function openReportingPage(context: BrowserContext, cpuThrottlingRate: number): Promise<Page> {
  return openMeasuredPage(context, { cpuThrottlingRate }, recordReportingMarks, { marksKey: MARKS_KEY });
}

/** Waits until the page's sections have been shown (their frame painted); an alert or a timeout ends the wait. */
export async function waitForReportingShown(page: Page, timeoutMs: number): Promise<ShownMark & { searchConnected: boolean }> {
  try {
    await page.waitForFunction(
      (key) => {
        const marks = (globalThis as unknown as Record<string, ReportingMarks | undefined>)[key];
        return !!marks && ((marks.shown && !Number.isNaN(marks.shown.frameMs)) || !!marks.error);
      },
      MARKS_KEY,
      { timeout: timeoutMs, polling: 100 },
    );
  } catch (error) {
    throw new Error(`The reporting page was not shown: ${error instanceof Error ? error.message : String(error)}\n${describePageProblems(page)}`, { cause: error });
  }
  const marks = await page.evaluate((key) => structuredClone((globalThis as unknown as Record<string, ReportingMarks>)[key]!), MARKS_KEY);
  if (!marks.shown) throw new Error(`The reporting page shows an alert instead of its sections: ${marks.error}`);
  return marks.shown;
}

/**
 * The signed-in state with another of the person's clients selected in the stored 'client-storage' (as the switcher
 * leaves it), so a run opens that client's report without going through the switcher.
 */
export function withSelectedClient(state: StorageState, clientName: string): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((entry) => {
        if (entry.name !== 'client-storage') return entry;
        const stored = JSON.parse(entry.value) as { state: { clients: Array<{ name: string }>; selectedClient: unknown } };
        const client = stored.state.clients.find((candidate) => candidate.name === clientName);
        if (!client) throw new Error(`The signed-in person has no client named ${clientName}.`);
        return { ...entry, value: JSON.stringify({ ...stored, state: { ...stored.state, selectedClient: client } }) };
      }),
    })),
  };
}

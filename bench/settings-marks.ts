import type { BrowserContext, Page } from 'playwright-core';
import type { ShownMark } from './blog-marks.ts';
import { describePageProblems } from './elements-page-problems.ts';
import { openMeasuredPage } from './measured-page.ts';

/** When the Settings page showed its section's values, or the alert it showed instead. */
export interface SettingsMarks {
  shown?: ShownMark & { section: string };
  error?: string;
}

const MARKS_KEY = '__fpSettingsBench';

/**
 * Runs in the document before its scripts: watches <fp-portal>'s shadow root and notes when the page's h1 and the
 * section (data-slot="settings-<id>") are shown with their values: a form, a table or a list, and no spinner left
 * in the section. Self-contained: Playwright serialises it into the page.
 */
function recordSettingsMarks({ marksKey, section }: { marksKey: string; section: string }) {
  const marks: SettingsMarks = {};
  (globalThis as unknown as Record<string, SettingsMarks>)[marksKey] = marks;
  const shown = (node: Element | null | undefined): node is Element => !!node && node.checkVisibility();
  const check = (root: ShadowRoot) => {
    const alert = [...root.querySelectorAll('[role="alert"]')].find(shown);
    if (alert) marks.error = alert.textContent?.trim() ?? '';
    const heading = [...root.querySelectorAll('h1')].find(shown);
    const body = root.querySelector(`[data-slot="settings-${section}"]`);
    if (!heading || !shown(body) || body.querySelector('[data-slot="spinner"]')) return;
    if (![...body.querySelectorAll('form, table, ul, ol, [data-slot="read-only-note"]')].some(shown)) return;
    const result = { section, commitMs: performance.now(), frameMs: Number.NaN };
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

export async function openSettingsPage(context: BrowserContext, cpuThrottlingRate: number, section: string): Promise<Page> {
  return openMeasuredPage(context, { cpuThrottlingRate }, recordSettingsMarks, { marksKey: MARKS_KEY, section });
}

/** Waits until the section's values have been shown (their frame painted); an alert or a timeout ends the wait. */
export async function waitForSectionShown(page: Page, timeoutMs: number): Promise<ShownMark & { section: string }> {
  try {
    await page.waitForFunction(
      (key) => {
        const marks = (globalThis as unknown as Record<string, SettingsMarks | undefined>)[key];
        return !!marks && ((marks.shown && !Number.isNaN(marks.shown.frameMs)) || !!marks.error);
      },
      MARKS_KEY,
      { timeout: timeoutMs, polling: 100 },
    );
  } catch (error) {
    throw new Error(`The settings section was not shown: ${error instanceof Error ? error.message : String(error)}\n${describePageProblems(page)}`, { cause: error });
  }
  const marks = await page.evaluate((key) => structuredClone((globalThis as unknown as Record<string, SettingsMarks>)[key]!), MARKS_KEY);
  if (!marks.shown) throw new Error(`The settings page shows an alert instead of its section: ${marks.error}`);
  return marks.shown;
}

import type { BrowserContext, Page } from 'playwright-core';
import type { ShownMark } from './blog-marks.ts';
import { openShownPage, waitForShown } from './portal-shown-marks.ts';

/**
 * The section (data-slot="settings-<id>") shown with its values: a form, a table or a list (or the read-only note),
 * and no spinner left in the section.
 */
const sectionShown = (section: string) => ({
  selector: `[data-slot="settings-${section}"] :is(form, table, ul, ol, [data-slot="read-only-note"])`,
  unless: `[data-slot="settings-${section}"] [data-slot="spinner"]`,
});

export async function openSettingsPage(context: BrowserContext, cpuThrottlingRate: number, section: string): Promise<Page> {
  return openShownPage(context, cpuThrottlingRate, sectionShown(section));
}

/** Waits until the section's values have been shown (their frame painted); an alert or a timeout ends the wait. */
export async function waitForSectionShown(page: Page, timeoutMs: number): Promise<ShownMark> {
  return waitForShown(page, timeoutMs, 'the settings section');
}

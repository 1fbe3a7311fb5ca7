import type { Browser, Page } from 'playwright-core';
import { CPU_THROTTLING_RATE, spread, type Spread } from './elements-bell-timing.ts';
import type { StorageState } from './elements-sign-in.ts';
import { forgetShown, openPortalPage, waitForShown } from './portal-page.ts';
import { waitForNetworkQuiet } from '../tests/support/network-quiet.ts';

const SHOWN_TIMEOUT_MS = 120_000;
const SETTLE_TIMEOUT_MS = 60_000;

export interface ReturnTiming {
  runs: number;
  cpuThrottlingRate: number;
  /** The click on the sidebar's Home link to the frame that paints Home's content again. */
  clickToShown: Spread & { samplesMs: number[] };
  /** The same click to the commit of that content (before the frame), for comparison. */
  clickToCommit: Spread & { samplesMs: number[] };
}

/** The sidebar's own link, not the breadcrumb's Home. */
const sidebarLink = (page: Page, name: string) => page.locator('[data-slot="shell-nav"]').getByRole('link', { name, exact: true });

/**
 * The time to a visited route's page being shown again: Home, then Reporting, then Home again through the
 * sidebar link (client-side navigation, the Home chunk and its data already in the page). Each run in a
 * fresh context (empty HTTP cache, the persisted sign-in), the page's CPU slowed as for the bell's timing;
 * each page is left to load fully (network quiet) before the next click, so only the return is timed. From
 * the click event's timeStamp to the animation frame after Home's content (every section answered) commits.
 */
export async function measureReturnTiming(
  browser: Browser,
  options: { serviceUrl: string; storageState: StorageState; runs: number },
): Promise<ReturnTiming> {
  const shownSamples: number[] = [];
  const commitSamples: number[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const context = await browser.newContext({ storageState: options.storageState });
    try {
      const page = await openPortalPage(context, { cpuThrottlingRate: CPU_THROTTLING_RATE });
      await page.goto(`${options.serviceUrl}/`);
      await waitForShown(page, 'home', SHOWN_TIMEOUT_MS);
      await waitForNetworkQuiet(page, SETTLE_TIMEOUT_MS);
      await sidebarLink(page, 'Reporting').click();
      await waitForShown(page, 'reporting', SHOWN_TIMEOUT_MS);
      await waitForNetworkQuiet(page, SETTLE_TIMEOUT_MS);
      await forgetShown(page, 'home');
      await sidebarLink(page, 'Home').click();
      const { shownMark, lastClickMs } = await waitForShown(page, 'home', SHOWN_TIMEOUT_MS);
      if (lastClickMs === undefined) throw new Error('The click on the sidebar Home link never reached the page.');
      shownSamples.push(shownMark.frameMs - lastClickMs);
      commitSamples.push(shownMark.commitMs - lastClickMs);
      console.log(
        `  run ${run}/${options.runs}: Home shown again ${Math.round(shownSamples.at(-1)!)} ms after the click (committed at ${Math.round(commitSamples.at(-1)!)} ms)`,
      );
    } finally {
      await context.close();
    }
  }
  const round = (samples: number[]) => samples.map((ms) => Math.round(ms));
  return {
    runs: options.runs,
    cpuThrottlingRate: CPU_THROTTLING_RATE,
    clickToShown: { ...spread(shownSamples), samplesMs: round(shownSamples) },
    clickToCommit: { ...spread(commitSamples), samplesMs: round(commitSamples) },
  };
}

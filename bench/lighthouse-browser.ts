import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser.ts';
import { freePort } from '../scripts/free-port.ts';
import type { StorageState } from './elements-sign-in.ts';

/** Debian's Chromium as Lighthouse drives it: its own profile, a debugging port, the bench user's sign-in. */
export interface LighthouseBrowser {
  /** The port Lighthouse connects to. */
  port: number;
  /** Empties the HTTP cache: Lighthouse leaves it alone when told to keep storage (disableStorageReset). */
  clearCache(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Puts a signed-in state into the browser's default context, the one Lighthouse opens its tab in: the cookies
 * (the identity provider's session) and each origin's local storage (the identity SDK's cache, `user-storage`,
 * `client-storage`), written from a page of that origin.
 */
async function restoreStorage(context: BrowserContext, state: StorageState): Promise<void> {
  await context.addCookies(state.cookies);
  const page = await context.newPage();
  try {
    for (const { origin, localStorage } of state.origins) {
      await page.goto(`${origin}/demo-config.json`);
      await page.evaluate((items) => {
        for (const { name, value } of items) window.localStorage.setItem(name, value);
      }, localStorage);
    }
  } finally {
    await page.close();
  }
}

/**
 * A persistent context is the browser's default one (a plain launch keeps that out of reach), so the tabs
 * Lighthouse opens through the debugging port share its storage.
 */
export async function launchLighthouseBrowser(state: StorageState): Promise<LighthouseBrowser> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'fp-bench-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    await restoreStorage(context, state);
  } catch (error) {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  const blank = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(blank);
  return {
    port,
    clearCache: async () => {
      await cdp.send('Network.clearBrowserCache');
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

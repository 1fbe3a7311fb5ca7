import type { Browser, BrowserContext } from 'playwright-core';
import { openHostPage, waitForMark, hostPageUrl, type HostSettings } from './elements-host-page.ts';

export const BENCH_USER = { email: 'owner@demo.test', password: 'demo' };
/** Agency staff, for the pages only they may open (the overview of every client). */
export const STAFF_BENCH_USER = { email: 'admin@demo.test', password: 'demo' };
export type BenchUser = typeof BENCH_USER;
const SIGN_IN_TIMEOUT_MS = 60_000;

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs in once through the identity provider and returns the browser state every measured page starts
 * from (the identity provider's session cookie and local storage: the identity SDK's token cache,
 * `user-storage`, `client-storage`). The demo's sign-in check page does the sign-in; then one bench page with the bell lets the portal's own auth-load fill its
 * persisted stores, so that the measured pages paint signed in from storage, as a returning user's would.
 */
export async function signInOnce(
  browser: Browser,
  serviceUrl: string,
  settings: HostSettings,
  user: BenchUser = BENCH_USER,
): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const home = await context.newPage();
    await home.goto(`${serviceUrl}/sign-in-check.html`);
    await home.getByRole('button', { name: 'Sign in', exact: true }).click();
    await home.getByLabel('Email').fill(user.email);
    await home.getByLabel('Password').fill(user.password);
    await home.getByRole('button', { name: 'Sign in', exact: true }).click();
    await home.getByText(`Signed in as ${user.email}.`).waitFor({ timeout: SIGN_IN_TIMEOUT_MS });
    await home.close();

    const page = await openHostPage(context, { serviceUrl, settings, tag: 'fp-notifications' });
    await page.goto(hostPageUrl(serviceUrl, 'fp-notifications'));
    await waitForMark(page, 'countShownMs', SIGN_IN_TIMEOUT_MS).catch((error: unknown) => {
      throw new Error(
        `After signing in as ${user.email}, the bell did not show a count: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

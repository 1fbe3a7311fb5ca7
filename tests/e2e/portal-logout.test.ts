// Logout from the shell's user menu (spec section 4): a full-screen spinner, then the login screen, and
// nothing of the person left in the browser's storage.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { clientIdOf } from '../../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT } from '../../demo/server/store/seed/demo-users.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import { expectHeading, openPortalPath, portal, SETTLE, userMenuButton, waitForPath } from './support/portal.ts';

const OWNER = { id: 'user-owner', email: 'owner@demo.test' };

/** Every value the page keeps in a storage area, as one text to search. */
const storageText = (page: Page, area: 'localStorage' | 'sessionStorage') =>
  page.evaluate((which) => {
    const storage = globalThis[which];
    return Object.keys(storage)
      .map((key) => `${key}=${storage.getItem(key)}`)
      .join('\n');
  }, area);

/** The access token the portal keeps for the signed-in user. */
const storedToken = (page: Page) =>
  page.evaluate(() => {
    const runtime = (globalThis as any)[Symbol.for('fp-portal.runtime.v1')];
    return runtime?.stores.user.getState().accessToken ?? null;
  });

describe('logging out of <fp-portal>', () => {
  const harness = usePortalHarness();
  // Logging out ends the session at the service, and with it the tokens of the stored sign-in.
  afterEach(() => harness.forgetSignIn(OWNER.email));

  /** Signed in on Home with the bell's count shown and a period chosen: every kind of stored state is there. */
  const signedInWithEverythingStored = async () => {
    const page = await harness.signedInPage(OWNER.email);
    await openPortalPath(page, harness.service.url, '/');
    await expectHeading(page, 'Home');
    // The bell's count comes from the notification cache, so the cache is filled once it shows.
    await expect
      .poll(
        () =>
          portal(page)
            .getByRole('button', { name: /Notifications$/ })
            .getAttribute('aria-label'),
        SETTLE,
      )
      .toMatch(/^\d+ Notifications$/);
    // A period the person chose is stored (the fallback one is not): choose the first of the list.
    const periodSelect = portal(page).getByRole('combobox', { name: 'Subscription period' });
    await periodSelect.selectOption({ index: 0 });
    const periodId = await periodSelect.inputValue();
    const token = await storedToken(page);
    expect(typeof token).toBe('string');
    return { page, kept: { email: OWNER.email, token: token as string, clientId: clientIdOf(MAIN_CLIENT), periodId } };
  };

  it('lands on the login screen and forgets the user, token, client, period and notifications', async () => {
    const { page, kept } = await signedInWithEverythingStored();
    // Before: each of these is in the browser's storage, so their absence afterwards means something.
    const before = await storageText(page, 'localStorage');
    for (const [what, value] of Object.entries(kept)) expect(before, what).toContain(value);
    expect(await storageText(page, 'sessionStorage')).toContain('notification');

    await userMenuButton(page).click();
    await portal(page).getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/login');
    await expectHeading(page, 'Sign in to FirmPilot');
    const after = await storageText(page, 'localStorage');
    for (const [what, value] of Object.entries(kept)) expect(after, what).not.toContain(value);
    expect(await storageText(page, 'sessionStorage')).not.toContain('notification');
  });

  it('shows a full-screen spinner while the identity provider ends the session', async () => {
    const { page } = await signedInWithEverythingStored();
    // The spinner shows while the browser is navigating to the provider, when Playwright cannot query the
    // page; an observer in the page reports it the moment it appears instead.
    const seen: Array<{ box: { x: number; y: number; width: number; height: number }; status: string | null }> = [];
    await page.exposeFunction('reportLogoutScreen', (report: (typeof seen)[number]) => void seen.push(report));
    await page.evaluate(() => {
      const root = document.querySelector('fp-portal')!.shadowRoot!;
      const observer = new MutationObserver(() => {
        const screen = root.querySelector('[data-slot="logout-screen"]');
        if (!screen) return;
        observer.disconnect();
        const { x, y, width, height } = screen.getBoundingClientRect();
        const status = screen.querySelector('[role="status"]')?.getAttribute('aria-label') ?? null;
        (window as unknown as { reportLogoutScreen: (report: unknown) => void }).reportLogoutScreen({
          box: { x, y, width, height },
          status,
        });
      });
      observer.observe(root, { childList: true, subtree: true });
    });
    await userMenuButton(page).click();
    await portal(page).getByRole('menuitem', { name: 'Log out' }).click({ noWaitAfter: true });
    await waitForPath(page, '/login');
    await expectHeading(page, 'Sign in to FirmPilot');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({ box: { x: 0, y: 0, ...page.viewportSize()! }, status: 'Logging out' });
  });
});

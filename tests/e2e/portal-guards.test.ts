// The guard rules of spec section 2 on the portal at its own URL, signed in through the identity provider.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clientIdOf, SETUP_CLIENT } from '../../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT, SECOND_CLIENT } from '../../demo/server/store/seed/demo-users.ts';
import { mutate, PEOPLE } from './support/blog-expected.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import {
  ACCOUNT_SETUP_TEXT,
  expectHeading,
  header,
  openPortalPath,
  pickPortalClient,
  portal,
  selectedClientName,
  SETTLE,
  sidebar,
  signInFromLoginScreen,
  signInFromRoot,
  titleOf,
  waitForPath,
} from './support/portal.ts';

/** Puts a client into set-up (false) or out of it, as staff do through the API. */
const setClientReady = (name: string, isReady: boolean) =>
  mutate(harness.service, PEOPLE.admin.id, 'mutation ($input: ModifyClientInput!) { modifyClient(input: $input) { message } }', {
    clientId: clientIdOf(name),
    isReady,
  });

/** What only the shell has: the sidebar and the header with its breadcrumbs. */
const shellPartsShown = async (page: Page) => (await sidebar(page).count()) + (await header(page).count());

// A service of its own: the changes it makes and undoes would show in the files that run beside it on the shared one.
const harness = usePortalHarness({ service: 'own' });

describe('the guard of <fp-portal>', () => {
  it('sends a signed-out person on a non-public path to /login with the way back, and sign-in returns there', async () => {
    const page = await harness.signedOutPage();
    await page.goto(`${harness.service.url}/social-media-posts`);
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/social-media-posts');
    // The sign-in screen is bare: no shell around it.
    await expectHeading(page, 'Sign in to FirmPilot');
    expect(await shellPartsShown(page)).toBe(0);

    await signInFromLoginScreen(page, 'owner@demo.test', '/social-media-posts');
    await expectHeading(page, 'Social Media Posts');
    expect(await sidebar(page).count()).toBe(1);
  });

  it('sends a signed-in person with a client from /client-select and from /login home', async () => {
    const page = await harness.signedInPage('owner@demo.test');
    await openPortalPath(page, harness.service.url, '/client-select', '/');
    await expectHeading(page, 'Home');
    await openPortalPath(page, harness.service.url, '/login', '/');
    await expectHeading(page, 'Home');
    expect(await selectedClientName(page)).toBe(MAIN_CLIENT);
  });

  it('sends a firm user of a client in set-up to /account-setup, a bare screen that no shell page gets past', async () => {
    // No demo login belongs to a client in set-up: staff put the owner's second firm back into set-up for this test.
    await setClientReady(SECOND_CLIENT, false);
    try {
      const page = await harness.signedOutPage();
      await signInFromRoot(page, harness.service.url, 'owner@demo.test');
      await waitForPath(page, '/');
      await expectHeading(page, 'Home');
      await pickPortalClient(page, SECOND_CLIENT);
      await waitForPath(page, '/account-setup');
      await expectHeading(page, ACCOUNT_SETUP_TEXT);
      await expect.poll(() => page.title(), SETTLE).toBe(titleOf('Account setup'));
      expect(await shellPartsShown(page)).toBe(0);

      // A reload or a link to any shell page comes back to the set-up screen while the client is selected.
      await openPortalPath(page, harness.service.url, '/reporting', '/account-setup');
      await expectHeading(page, ACCOUNT_SETUP_TEXT);

      // Choosing a ready client there leaves it.
      await portal(page).getByRole('button', { name: MAIN_CLIENT, exact: true }).click();
      await waitForPath(page, '/');
      await expectHeading(page, 'Home');
    } finally {
      await setClientReady(SECOND_CLIENT, true);
    }
  });

  it('never stops staff on the set-up screen: the shell says the client is in set-up, and /account-setup goes home', async () => {
    // The admin sees every client by name, and the first of them, selected at sign-in, is the one in set-up.
    const page = await harness.signedOutPage();
    await signInFromRoot(page, harness.service.url, 'admin@demo.test');
    await waitForPath(page, '/');
    await expectHeading(page, 'Home');
    expect(await selectedClientName(page)).toBe(SETUP_CLIENT);
    const banner = portal(page).locator('[data-slot="set-up-banner"]');
    await expect
      .poll(() => banner.textContent(), SETTLE)
      .toBe(`In set-up${SETUP_CLIENT} is being set up: its own users see the set-up screen.`);
    expect(await shellPartsShown(page)).toBe(2);

    // Every page works; the set-up screen itself sends staff home.
    await openPortalPath(page, harness.service.url, '/reporting');
    await expectHeading(page, 'Reporting');
    await openPortalPath(page, harness.service.url, '/account-setup', '/');
    await expectHeading(page, 'Home');

    // A ready client has no banner.
    await pickPortalClient(page, MAIN_CLIENT);
    await expect.poll(() => selectedClientName(page), SETTLE).toBe(MAIN_CLIENT);
    await expect.poll(() => banner.count(), SETTLE).toBe(0);
  });

  it('renders the error and 404 screens bare, signed in or not', async () => {
    const signedOut = await harness.signedOutPage();
    const signedIn = await harness.signedInPage('owner@demo.test');
    for (const page of [signedOut, signedIn]) {
      await openPortalPath(page, harness.service.url, '/404');
      await expectHeading(page, '404');
      expect(await shellPartsShown(page)).toBe(0);
      await openPortalPath(page, harness.service.url, '/error');
      await expectHeading(page, 'Something Went Wrong');
      expect(await shellPartsShown(page)).toBe(0);
    }
  });
});

// What a person does and sees on demo/pages/intranet.html and the identity provider's sign-in page. Playwright
// locators pierce the elements' open shadow roots, so these read the elements as a person would.
import type { Locator, Page } from 'playwright-core';
import { DEMO_CLIENT_NAMES } from '../../../demo/server/store/seed/demo.ts';
import { CLIENT_LIST_LABEL, SEARCH_CLIENTS_LABEL } from '../../../src/core/clients/client-texts.ts';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../../../demo/server/store/seed/demo-users.ts';

export const INTRANET_PATH = '/intranet.html';
export const intranetUrl = (origin: string) => `${origin}${INTRANET_PATH}`;

/** How long the page may take to show what a step waits for, on a loaded 2-core machine. */
export const SETTLE = { timeout: 20_000, interval: 100 };

export const switcher = (page: Page) => page.locator('fp-client-switcher');
export const notifications = (page: Page) => page.locator('fp-notifications');
/** The compact sign-in buttons the elements show while nobody is signed in. */
export const signInButtons = (page: Page) => page.locator('fp-client-switcher, fp-notifications').locator('[data-slot="sign-in-button"]');
export const bellButton = (page: Page) => notifications(page).getByRole('button', { name: /Notifications$/ });

export function demoUser(email: string): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not a demo user (demo/server/store/seed/demo-users.ts).`);
  return user;
}

/** The clients a demo user may pick, from the seed's definitions: an admin sees every client. */
export const clientNamesOf = (user: DemoUser): string[] =>
  user.globalRoles.includes('FIRM_PILOT_ADMIN') ? [...DEMO_CLIENT_NAMES] : user.clients.map(({ client }) => client);

export async function openIntranet(page: Page, origin: string): Promise<void> {
  await page.goto(intranetUrl(origin));
}

/**
 * The browser has left the intranet page for the provider's own sign-in page (demo/server/identity). An
 * error page of the provider (a refused redirect_uri, say) fails at once with what it says.
 */
export async function waitForProviderSignInPage(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname !== INTRANET_PATH);
  const heading = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  const at = new URL(page.url());
  if (!at.pathname.startsWith('/interaction/') || heading !== 'Sign in') {
    const says = (await page.locator('main p:not(.brand)').allTextContents()).join(' ');
    throw new Error(
      `Expected the identity provider's sign-in page, got "${heading}" at ${at.pathname} (redirect_uri ${at.searchParams.get('redirect_uri')}): ${says}`,
    );
  }
}

export async function submitCredentials(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Back on the intranet page, the provider's code and state read and removed by the portal. */
export async function waitForReturnToIntranet(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === INTRANET_PATH && !url.searchParams.has('code') && !url.searchParams.has('state'));
}

/** The selected client's name as the switcher shows it (a button for several clients, a label for one). */
export async function shownClientName(page: Page): Promise<string> {
  const name = switcher(page).locator('[data-slot="client-name"] > span').first();
  return ((await name.textContent()) ?? '').trim();
}

/** The whole flow: signed out on the intranet, the elements' sign-in button, the provider's page, and back. */
export async function signInFromIntranet(page: Page, origin: string, email: string): Promise<string> {
  await openIntranet(page, origin);
  await signInButtons(page).first().click();
  await waitForProviderSignInPage(page);
  await submitCredentials(page, email);
  await waitForReturnToIntranet(page);
  return shownClientName(page);
}

/** The bell's accessible name ('5 Notifications'), or null while there is no bell. Does not wait. */
export async function bellLabel(page: Page): Promise<string | null> {
  const bell = bellButton(page);
  return (await bell.count()) > 0 ? bell.getAttribute('aria-label') : null;
}

export const bellLabelFor = (count: number) => (count > 0 ? `${count} Notifications` : 'Notifications');

/** Opens the bell's popover and returns it. */
export async function openNotifications(page: Page): Promise<Locator> {
  await bellButton(page).click();
  const popover = notifications(page).getByRole('dialog', { name: 'Notifications' });
  await popover.waitFor();
  return popover;
}

/** Switches client the way a person does: open the switcher, pick the client by name. */
export async function pickClient(page: Page, name: string): Promise<void> {
  await chooseClientIn(switcher(page), name);
}

/**
 * Opens the switcher inside `root` and chooses the client `name` as a person would. With a long list (the staff's)
 * the name goes into the search box first: the open list scrolls its selected client into view, and on a busy machine
 * that scroll can land between Playwright finding an option and its click, which then picks the client scrolled under
 * the pointer.
 */
export async function chooseClientIn(root: Locator, name: string): Promise<void> {
  await root.getByRole('button', { name: /, switch client$/ }).click();
  const search = root.getByRole('combobox', { name: SEARCH_CLIENTS_LABEL });
  await search
    .or(root.getByRole('listbox', { name: CLIENT_LIST_LABEL }))
    .first()
    .waitFor(SETTLE);
  if (await search.isVisible()) await search.fill(name);
  await root.getByRole('option', { name }).click();
}

/** The selected client's roles as the page's shared stores hold them (what the bell decides on). */
export function selectedClientRoles(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const runtime = (globalThis as any)[Symbol.for('fp-portal.runtime.v1')];
    const selected = runtime?.stores.clients.getState().selectedClient;
    return selected ? selected.roles.map((role: { name: string }) => role.name) : null;
  });
}

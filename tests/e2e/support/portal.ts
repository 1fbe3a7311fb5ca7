// What a person does and sees on the portal at its own URL (demo/pages/index.html, routing="path"): the
// sign-in screen, the identity provider's page, the shell and its pages. Playwright locators pierce the
// portal's open shadow root, so these read it as a person would.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { chooseClientIn, submitCredentials, SETTLE } from './intranet.ts';

export { SETTLE };

/** The product name the demo page leaves at its default (no `brand` attribute). */
export const BRAND = 'FirmPilot';
/** Spec section 1: '{page title} - {product}'. */
/** Spec section 2, the /account-setup route. */
export const ACCOUNT_SETUP_TEXT = 'Your account is being setup and is not ready yet';
export const titleOf = (pageTitle: string) => `${pageTitle} - ${BRAND}`;

/** The breakpoint of spec section 9 sits at 768px; this is a phone. */
export const MOBILE_VIEWPORT = { width: 375, height: 700 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export const portal = (page: Page) => page.locator('fp-portal');
/** The desktop sidebar column, or the open mobile sheet: both are named 'Sidebar'. */
export const sidebar = (page: Page) => portal(page).locator('[data-slot="sidebar"]');
export const header = (page: Page) => portal(page).locator('[data-slot="shell-header"]');
export const mainNavigation = (page: Page) => portal(page).getByRole('navigation', { name: 'Main navigation' });
export const breadcrumbs = (page: Page) => portal(page).getByRole('navigation', { name: 'Breadcrumb' });
export const siteSearchBox = (page: Page) => portal(page).getByRole('combobox', { name: 'Search pages' });
export const pageHeading = (page: Page) => portal(page).getByRole('heading', { level: 1 });
export const userMenuButton = (page: Page) => portal(page).getByRole('button', { name: /@demo\.test$/ });

/** The pathname the address bar shows now. */
export const pathnameOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the address bar is on `pathname` (and the provider's code and state are gone). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname && !url.searchParams.has('code') && !url.searchParams.has('state'), SETTLE);
}

/** The texts of a list of locators, trimmed. */
export async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim());
}

/** The sidebar's navigation as a person reads it: the names of its links, in order. */
export async function navigationItems(page: Page): Promise<string[]> {
  return textsOf(mainNavigation(page).getByRole('link'));
}

/** The breadcrumb trail as shown: every crumb's text, Home first. */
export async function breadcrumbTrailShown(page: Page): Promise<string[]> {
  return textsOf(breadcrumbs(page).getByRole('listitem'));
}

/**
 * From the portal's sign-in screen (the browser is on /login), the sign-in button, the provider's page,
 * and back: the portal goes on to where the person was going. Resolves once the address bar is there.
 */
export async function signInFromLoginScreen(page: Page, email: string, goingTo: string): Promise<void> {
  await startSignIn(page, email);
  await waitForPath(page, goingTo);
}

/** From the sign-in screen through the provider's page; resolves once the browser has left the provider. */
export async function startSignIn(page: Page, email: string): Promise<void> {
  await waitForPath(page, '/login');
  await portal(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'), SETTLE);
  await submitCredentials(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/interaction/') && !url.searchParams.has('code'), SETTLE);
}

/** Signed out, opens `path` (the guard sends the browser to /login) and signs in, coming back to `path`. */
export async function signInAt(page: Page, origin: string, email: string, path = '/'): Promise<void> {
  await page.goto(`${origin}${path}`);
  await signInFromLoginScreen(page, email, path);
}

/** Signed out, opens the portal's root and signs in; resolves where the guard lets the person land. */
export async function signInFromRoot(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/`);
  await waitForPath(page, '/login');
  await startSignIn(page, email);
}

/** Opens a portal path in an already signed-in page and waits for the guard to settle on `expectedPath`. */
export async function openPortalPath(page: Page, origin: string, path: string, expectedPath = path): Promise<void> {
  await page.goto(`${origin}${path}`);
  await waitForPath(page, expectedPath);
}

/** The text of the page's first level-1 heading, or null while there is none. Does not wait. */
export async function headingShown(page: Page): Promise<string | null> {
  const heading = pageHeading(page).first();
  return (await heading.count()) > 0 ? ((await heading.textContent()) ?? '').trim() : null;
}

/**
 * Waits until the page's heading reads `text`. The address bar changes as soon as the router starts a
 * navigation; the page itself (a lazily loaded chunk) follows, so what is shown is waited for, not assumed.
 */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => headingShown(page), SETTLE).toBe(text);
}

/**
 * The flag service has answered for this user (spec section 4: the flag hook returns its default until the
 * flag context matches the user's sub), so what the shell shows now is the flag's answer, not the default.
 */
export function flagsSettledFor(page: Page, sub: string): Promise<boolean> {
  return page.evaluate((userSub) => {
    const runtime = (globalThis as any)[Symbol.for('fp-portal.runtime.v1')];
    const state = runtime?.flags.store.getState();
    return state?.status === 'success' && state.contextUserKey === userSub;
  }, sub);
}

/** The selected client's name as the page's shared stores hold it. */
export function selectedClientName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const runtime = (globalThis as any)[Symbol.for('fp-portal.runtime.v1')];
    return runtime?.stores.clients.getState().selectedClient?.name ?? null;
  });
}

/** Switches client in the sidebar's switcher the way a person does: open it, pick the client by name. */
export async function pickPortalClient(page: Page, name: string): Promise<void> {
  await chooseClientIn(portal(page), name);
}

/**
 * What has keyboard focus, looked up through the shadow roots (document.activeElement stops at the host):
 * its role and its accessible-ish name (aria-label, else its text).
 */
export function focusedElement(page: Page): Promise<{ role: string; name: string } | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    const role = active.getAttribute('role') ?? active.tagName.toLowerCase();
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
    return { role, name };
  });
}

/** Presses Tab until focus is on what `wanted` accepts; fails after `limit` presses, saying where it went. */
export async function tabTo(page: Page, wanted: (focused: { role: string; name: string }) => boolean, limit = 40): Promise<void> {
  const visited: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (focused && wanted(focused)) return;
    visited.push(focused ? `${focused.role} "${focused.name.slice(0, 40)}"` : '(body)');
  }
  throw new Error(`Tab never reached the wanted element; focus went through: ${visited.join(' → ')}`);
}

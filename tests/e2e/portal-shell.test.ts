// The shell by keyboard alone on a desktop, and at a phone's width (spec sections 2 and 9): the sidebar as
// a sheet opened from the header's menu button, the site search as an icon opening a full-screen overlay.
import { describe, expect, it } from 'vitest';
import { usePortalHarness } from './support/portal-harness.ts';
import {
  expectHeading,
  focusedElement,
  header,
  MOBILE_VIEWPORT,
  openPortalPath,
  portal,
  SETTLE,
  sidebar,
  siteSearchBox,
  tabTo,
  waitForPath,
} from './support/portal.ts';

const OWNER = 'owner@demo.test';

describe('the shell by keyboard', () => {
  const harness = usePortalHarness();

  it('reaches a sidebar item with Tab and opens it with Enter', async () => {
    const page = await harness.signedInPage(OWNER);
    await openPortalPath(page, harness.service.url, '/');
    await expectHeading(page, 'Home');
    await tabTo(page, ({ role, name }) => role === 'a' && name === 'Reporting');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/reporting');
    await expectHeading(page, 'Reporting');
  });

  it('toggles the sidebar between expanded and icon-only with Ctrl+B', async () => {
    const page = await harness.signedInPage(OWNER);
    await openPortalPath(page, harness.service.url, '/');
    await expectHeading(page, 'Home');
    expect(await sidebar(page).getAttribute('data-state')).toBe('expanded');
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar(page).getAttribute('data-state'), SETTLE).toBe('collapsed');
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar(page).getAttribute('data-state'), SETTLE).toBe('expanded');
  });

  it('searches by keyboard: type, arrow to a result, Enter goes there', async () => {
    const page = await harness.signedInPage(OWNER);
    await openPortalPath(page, harness.service.url, '/');
    await expectHeading(page, 'Home');
    await tabTo(page, ({ role, name }) => role === 'combobox' && name === 'Search pages');
    await page.keyboard.type('posts');
    const results = portal(page).getByRole('listbox', { name: 'Pages' }).getByRole('option');
    await expect.poll(() => results.count(), SETTLE).toBeGreaterThan(1);
    const second = ((await results.nth(1).locator('[data-slot="site-search-title"]').textContent()) ?? '').trim();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectHeading(page, second);
    // Choosing a page clears the search and closes its list.
    expect(await siteSearchBox(page).inputValue()).toBe('');
    expect(await portal(page).getByRole('listbox', { name: 'Pages' }).count()).toBe(0);
  });

  it('opens the user menu by keyboard and goes to Account', async () => {
    const page = await harness.signedInPage(OWNER);
    await openPortalPath(page, harness.service.url, '/');
    await expectHeading(page, 'Home');
    // The menu button is named by what it shows: the person's name and email.
    await tabTo(page, ({ name }) => name.includes('Olivia Owner'));
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedElement(page), SETTLE).toEqual({ role: 'menuitem', name: 'Account' });
    await page.keyboard.press('ArrowDown');
    expect(await focusedElement(page)).toEqual({ role: 'menuitem', name: 'Log out' });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/settings');
    await expectHeading(page, 'Settings');
  });
});

describe('the shell at a phone’s width (375×700)', () => {
  const harness = usePortalHarness();

  it('opens the sidebar as a sheet from the header’s menu button, and choosing a page closes it', async () => {
    const page = await harness.signedInPage(OWNER, { viewport: MOBILE_VIEWPORT });
    await openPortalPath(page, harness.service.url, '/');
    await expectHeading(page, 'Home');
    const sheet = portal(page).getByRole('dialog', { name: 'Sidebar' });
    expect(await sheet.isVisible()).toBe(false);

    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await sheet.waitFor(SETTLE);
    const box = await sheet.boundingBox();
    // 18rem wide, from the left edge, the whole height of the screen.
    expect(box).toEqual({ x: 0, y: 0, width: 288, height: MOBILE_VIEWPORT.height });
    await sheet.getByRole('link', { name: 'Social Media Posts' }).click();
    await waitForPath(page, '/social-media-posts');
    await expectHeading(page, 'Social Media Posts');
    await expect.poll(() => sheet.isVisible(), SETTLE).toBe(false);
  });

  it('shows the search as an icon that opens a full-screen overlay, and a result navigates', async () => {
    const page = await harness.signedInPage(OWNER, { viewport: MOBILE_VIEWPORT });
    await openPortalPath(page, harness.service.url, '/');
    await expectHeading(page, 'Home');
    // The desktop box is not shown at this width; the icon is.
    expect(await siteSearchBox(page).isVisible()).toBe(false);
    await header(page).getByRole('button', { name: 'Search', exact: true }).click();
    const overlay = portal(page).getByRole('dialog', { name: 'Search' });
    await overlay.waitFor(SETTLE);
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, ...MOBILE_VIEWPORT });

    await overlay.getByRole('combobox', { name: 'Search pages' }).fill('blog');
    await overlay.getByRole('option', { name: /^Blog Management/ }).click();
    await waitForPath(page, '/blog-management');
    await expectHeading(page, 'Blog Management');
    await expect.poll(() => overlay.isVisible(), SETTLE).toBe(false);
  });
});

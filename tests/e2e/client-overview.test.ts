// Staff's overview of every client (/clients) on the shared service, signed in through the identity
// provider: the admin's table lists every client the API counts, sorts by its headers, filters, searches by name,
// and a row switches to that client and opens its Home (Back returns to the table as it was); choosing the client
// in set-up from it lands on Home with the set-up banner, not the set-up screen; Home links the page first; a firm's
// user is sent home from it; axe finds nothing serious at a desktop's and a phone's width, where the table scrolls
// sideways with the client's name still in view. The service's own answers are the oracle.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHURNED_CLIENT, SETUP_CLIENT } from '../../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT } from '../../demo/server/store/seed/demo-users.ts';
import type { ClientOverviewInput } from '../../src/core/api/generated/graphql.ts';
import {
  GetAllClientIdsDocument,
  GetClientOverviewDocument,
  type GetAllClientIdsQuery,
  type GetClientOverviewQuery,
} from '../../src/core/api/generated/operations.ts';
import { blockingViolations } from './support/axe.ts';
import { PEOPLE } from './support/blog-expected.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import {
  DESKTOP_VIEWPORT,
  expectHeading,
  MOBILE_VIEWPORT,
  openPortalPath,
  pathnameOf,
  portal,
  selectedClientName,
  SETTLE,
  waitForPath,
} from './support/portal.ts';

const harness = usePortalHarness();
const today = () => new Date().toISOString().slice(0, 10);

/** The overview as the service answers it to the admin: the oracle of what the table must show. */
async function overviewFromApi(input: Partial<ClientOverviewInput>) {
  const answer = await harness.service.graphql<GetClientOverviewQuery>(PEOPLE.admin.id, GetClientOverviewDocument, {
    input: { today: today(), first: 500, ...input },
  });
  if (!answer.data) throw new Error(`The service refused the overview: ${JSON.stringify(answer.errors)}`);
  return answer.data.clientOverview;
}

const table = (page: Page) => portal(page).getByRole('table', { name: 'Every client' });
const countLine = (page: Page) => portal(page).locator('[data-slot="client-count"]');
const shownNames = (page: Page) => table(page).locator('[data-slot="open-client"]').allTextContents();
const headerButton = (page: Page, label: string) => table(page).getByRole('columnheader', { name: label, exact: true }).getByRole('button');
const chip = (page: Page, label: string) =>
  portal(page).getByRole('group', { name: 'Show' }).getByRole('button', { name: label, exact: true });
const searchBox = (page: Page) => portal(page).getByRole('searchbox', { name: 'Search clients by name' });
const clientsText = (total: number) => `${total} ${total === 1 ? 'client' : 'clients'}`;

async function openOverview(path = '/clients', viewport = DESKTOP_VIEWPORT) {
  const page = await harness.signedInPage(PEOPLE.admin.email, { viewport });
  await openPortalPath(page, harness.service.url, path, '/clients');
  await expectHeading(page, 'All clients');
  await table(page).getByRole('row').nth(1).waitFor(SETTLE);
  return page;
}

describe('the overview of every client', () => {
  it('lists every client the API counts, sorts by its headers, filters and searches as the service does', async () => {
    const everyClient = await harness.service.graphql<GetAllClientIdsQuery>(PEOPLE.admin.id, GetAllClientIdsDocument, {
      input: { today: today() },
    });
    const total = everyClient.data!.allClientIds.length;
    const page = await openOverview();
    await expect.poll(() => countLine(page).textContent(), SETTLE).toBe(clientsText(total));
    expect(await table(page).getAttribute('aria-rowcount')).toBe(String(total + 1));

    // By name, A to Z then Z to A: the first rows are the service's first rows.
    await headerButton(page, 'Client').click();
    const byName = (await overviewFromApi({ sort: 'NAME', direction: 'ASC' })).rows.map((row) => row.name);
    await expect.poll(async () => (await shownNames(page)).slice(0, 5), SETTLE).toEqual(byName.slice(0, 5));
    expect(await table(page).getByRole('columnheader', { name: 'Client', exact: true }).getAttribute('aria-sort')).toBe('ascending');
    await headerButton(page, 'Client').click();
    await expect.poll(async () => (await shownNames(page))[0], SETTLE).toBe(byName.at(-1));
    await headerButton(page, 'Overdue').click();
    const byOverdue = (await overviewFromApi({ sort: 'OVERDUE', direction: 'DESC' })).rows.map((row) => row.name);
    await expect.poll(async () => (await shownNames(page)).slice(0, 3), SETTLE).toEqual(byOverdue.slice(0, 3));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('overdue');

    // The filters.
    await chip(page, 'In set-up').click();
    await expect.poll(() => shownNames(page), SETTLE).toEqual([SETUP_CLIENT]);
    await chip(page, 'Inactive').click();
    await expect.poll(() => shownNames(page), SETTLE).toEqual([CHURNED_CLIENT]);
    await chip(page, 'Waiting').click();
    const waiting = await overviewFromApi({ filter: 'WAITING' });
    await expect.poll(() => countLine(page).textContent(), SETTLE).toBe(clientsText(waiting.total));
    await chip(page, 'Overdue').click();
    const overdue = await overviewFromApi({ filter: 'OVERDUE' });
    await expect
      .poll(() => countLine(page).textContent(), SETTLE)
      .toBe(overdue.total ? clientsText(overdue.total) : 'No clients match this filter');
    await chip(page, 'All').click();

    // The name search, anywhere in the name, ignoring case.
    await searchBox(page).fill('LAW');
    const law = await overviewFromApi({ search: 'LAW' });
    expect(law.total).toBeGreaterThan(0);
    await expect.poll(() => countLine(page).textContent(), SETTLE).toBe(clientsText(law.total));
    expect((await shownNames(page)).every((name) => name.toLowerCase().includes('law'))).toBe(true);
    await searchBox(page).fill('no firm is called this');
    await expect.poll(() => countLine(page).textContent(), SETTLE).toBe('No clients match "no firm is called this"');
  });

  it('switches to a client from its row and opens its Home; Back returns to the table as it was', async () => {
    const page = await openOverview('/clients?q=harbor&sort=name&dir=asc');
    await expect.poll(() => shownNames(page), SETTLE).toEqual([MAIN_CLIENT]);
    await table(page).getByRole('button', { name: MAIN_CLIENT, exact: true }).click();
    await waitForPath(page, '/');
    await expectHeading(page, 'Home');
    expect(await selectedClientName(page)).toBe(MAIN_CLIENT);
    await page.goBack();
    await waitForPath(page, '/clients');
    expect(new URL(page.url()).search).toBe('?q=harbor&sort=name&dir=asc');
    await expect.poll(() => searchBox(page).inputValue(), SETTLE).toBe('harbor');
    await expect.poll(() => shownNames(page), SETTLE).toEqual([MAIN_CLIENT]);
  });

  it('lets the admin choose the client in set-up from it: Home with the set-up banner, not the set-up screen', async () => {
    const page = await openOverview('/clients?filter=in-setup');
    await table(page).getByRole('button', { name: SETUP_CLIENT, exact: true }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/');
    await expectHeading(page, 'Home');
    expect(await selectedClientName(page)).toBe(SETUP_CLIENT);
    await expect
      .poll(() => portal(page).locator('[data-slot="set-up-banner"]').textContent(), SETTLE)
      .toBe(`In set-up${SETUP_CLIENT} is being set up: its own users see the set-up screen.`);
    expect(pathnameOf(page)).toBe('/');
  });

  it('is the first thing on the admin’s Home, and a firm’s user who opens it is sent home', async () => {
    const admin = await harness.signedInPage(PEOPLE.admin.email);
    await openPortalPath(admin, harness.service.url, '/');
    await expectHeading(admin, 'Home');
    const link = portal(admin).locator('[data-slot="all-clients-link"]');
    const waiting = await overviewFromApi({ filter: 'WAITING', first: 1 });
    await expect.poll(() => link.textContent(), SETTLE).toContain(`${clientsText(waiting.total)} with items waiting for review`);
    await link.getByRole('link', { name: 'All clients', exact: true }).click();
    await waitForPath(admin, '/clients');
    await expectHeading(admin, 'All clients');

    const owner = await harness.signedInPage(PEOPLE.owner.email);
    await openPortalPath(owner, harness.service.url, '/clients', '/');
    await expectHeading(owner, 'Home');
    expect(await portal(owner).locator('[data-slot="all-clients-link"]').count()).toBe(0);
    // The service refuses the firm's user too.
    const refused = await harness.service.graphql(PEOPLE.owner.id, GetClientOverviewDocument, { input: { today: today() } });
    expect(refused.data ?? null).toBe(null);
  });

  it('passes axe at a desktop’s and a phone’s width, where the table scrolls sideways with the name in view', async () => {
    const desktop = await openOverview();
    expect(await blockingViolations(desktop, '/clients at 1280px')).toEqual([]);

    const phone = await openOverview('/clients', MOBILE_VIEWPORT);
    expect(await blockingViolations(phone, '/clients at 375px')).toEqual([]);
    const scroller = portal(phone).locator('[data-slot="client-overview-scroller"]');
    const firstName = table(phone).locator('[data-slot="open-client"]').first();
    const widths = await scroller.evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await scroller.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const box = await scroller.boundingBox();
    await expect.poll(async () => (await firstName.boundingBox())!.x, SETTLE).toBeGreaterThanOrEqual(box!.x);
    // The page itself does not scroll sideways: only the table does.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

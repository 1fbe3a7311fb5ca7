/* global describe, it, before, beforeEach, document */
// The shell's header and navigation in real Chromium (spec section 2): the brand, the breadcrumbs from the
// route titles, the bell only for roles other than USER, the navigation by the selected period's services
// and by the work-in-progress flag, the period selector's states, and switching clients going home.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside } from './support/portal-fixtures.js';
import { clickOn, press } from './support/real-input.js';

let fixture;
let shell;
const OWNER = { sub: 'auth0|olivia', name: 'Olivia Owner', email: 'olivia@example.test' };
const ACME = 'c-1';

const period = (id, isCurrentPeriod, startDate, endDate, services) => ({
  id,
  startDate,
  endDate,
  isCurrentPeriod,
  deliverablesByService: services.map((serviceName) => ({ serviceName })),
});
const PAST = period('p-10', false, '2026-10-01', '2026-10-31', ['Backlink Building']);
const CURRENT = period('p-11', true, '2026-11-01', '2026-11-30', ['Blog Posts', 'SOCIAL MEDIA', 'SEO Content Refresh']);
const answerPeriods = (periods) =>
  (fixture.answers.GetDeliverablesByServiceForSidebar = () => ({ data: { deliverablesByServiceForSidebar: periods } }));

const crumbs = () => allInside(shell, '[data-slot="breadcrumbs"] li').map((item) => item.textContent.trim());
const navNames = () => allInside(shell, '[data-slot="shell-nav"] a').map((link) => link.textContent.trim());
const navLink = (name) => allInside(shell, '[data-slot="shell-nav"] a').find((link) => link.textContent.trim() === name);
const periodSelect = () => inside(shell, '[data-slot="period-selector"] select');
const pageTitle = () => inside(shell, '[data-slot="page-title"]')?.textContent;

async function signedInShell({ path = '/', role = 'ACCOUNT_OWNER', clients } = {}) {
  shell = await fixture.mountShell(path);
  fixture.signIn(OWNER, clients ?? [fixture.mappedClient(ACME, 'Acme Law', role)]);
  await waitFor(() => navLink('Home'), 'the navigation');
}

describe('the shell header', () => {
  before(async () => {
    await setViewport({ width: 1200, height: 800 });
    fixture = await import('/dist/test/shell-fixture.js');
  });
  beforeEach(() => answerPeriods([PAST, CURRENT]));

  it('shows the brand, and breadcrumbs from the route titles with Home first', async () => {
    await signedInShell({ path: '/blog-content/42' });
    expect(inside(shell, '[data-slot="brand"]').textContent).toBe('Acme Portal');
    expect(crumbs()).toEqual(['Home', 'Blog Management', 'Blog Content']);
    expect(inside(shell, '[data-slot="breadcrumbs"] [aria-current="page"]').textContent).toBe('Blog Content');
    await clickOn(inside(shell, '[data-slot="breadcrumbs"] a[href="/blog-management"]'));
    await waitFor(() => pageTitle() === 'Blog Management', 'the Blog Management page');
    expect(crumbs()).toEqual(['Home', 'Blog Management']);
    await clickOn(inside(shell, '[data-slot="brand"]'));
    await waitFor(() => pageTitle() === 'Home', 'the brand to go home');
    expect(crumbs()).toEqual(['Home']);
  });

  it('shows the bell for an account owner and not for a plain USER', async () => {
    await signedInShell();
    await waitFor(() => inside(shell, '[data-slot="notification-bell"]'), 'the bell for an owner');
    await signedInShell({ role: 'USER' });
    expect(inside(shell, '[data-slot="notification-bell"]')).toBe(null);
  });
});

describe('the shell navigation', () => {
  before(async () => {
    await setViewport({ width: 1200, height: 800 });
    fixture = await import('/dist/test/shell-fixture.js');
  });
  beforeEach(() => answerPeriods([PAST, CURRENT]));

  it('lists the areas the current period delivers, hiding Backlinks and On-page SEO while work in progress', async () => {
    await signedInShell();
    await waitFor(() => navLink('Blog Management'), 'the period’s areas');
    // Work in progress (the flag's default): On-page SEO is delivered but hidden.
    expect(navNames()).toEqual(['Home', 'Reporting', 'Blog Management', 'Social Media Posts', 'Settings']);
    expect(inside(shell, '[data-slot="site-search"]')).toBe(null);
    await fixture.serveFlags({ 'client-app-work-in-progress': false }, OWNER.sub);
    await waitFor(() => navLink('On-page SEO Updates'), 'On-page SEO with the flag off');
    expect(inside(shell, '[data-slot="shell-header"] [data-slot="site-search"]')).toBeTruthy();
    expect(navNames()).toEqual(['Home', 'Reporting', 'Blog Management', 'Social Media Posts', 'On-page SEO Updates', 'Settings']);
    await fixture.serveFlags({ 'client-app-work-in-progress': true }, OWNER.sub);
    await waitFor(() => !navLink('On-page SEO Updates'), 'On-page SEO hidden with the flag on');
    expect(inside(shell, '[data-slot="site-search"]')).toBe(null);
  });

  it('marks the page shown now, and its parent area on a child page', async () => {
    await signedInShell({ path: '/reporting' });
    expect(navLink('Reporting').getAttribute('aria-current')).toBe('page');
    expect(navLink('Reporting').dataset.active).toBe('true');
    expect(navLink('Home').getAttribute('aria-current')).toBe(null);
    await signedInShell({ path: '/blog-content/7' });
    await waitFor(() => navLink('Blog Management')?.dataset.active === 'true', 'Blog Management active on a blog');
  });

  it('selects the current period, and choosing another stores it and changes the areas', async () => {
    await signedInShell();
    await waitFor(() => periodSelect(), 'the period selector');
    expect(periodSelect().value).toBe('p-11');
    expect([...periodSelect().options].map((option) => option.textContent)).toEqual(['Oct 1 – 31, 2026', 'Nov 1 – 30, 2026 (current)']);
    await fixture.serveFlags({ 'client-app-work-in-progress': false }, OWNER.sub);
    periodSelect().focus();
    await press('ArrowUp');
    await waitFor(() => navLink('Backlinks'), 'the October areas');
    expect(navNames()).toEqual(['Home', 'Reporting', 'Backlinks', 'Settings']);
    expect(fixture.session.runtime.stores.period.getState().selectedPeriod.id).toBe('p-10');
    await fixture.serveFlags({ 'client-app-work-in-progress': true }, OWNER.sub);
  });

  it('shows a spinner while the periods load, and an error with a retry that loads them', async () => {
    fixture.answers.GetDeliverablesByServiceForSidebar = () => 'never';
    await signedInShell();
    await waitFor(() => inside(shell, '[data-slot="period-selector"] [role="status"]'), 'the loading spinner');
    expect(inside(shell, '[data-slot="period-selector"] [role="status"]').getAttribute('aria-label')).toBe('Loading subscription periods');

    fixture.answers.GetDeliverablesByServiceForSidebar = () => ({ errors: [{ message: 'Service unavailable' }] });
    await signedInShell();
    const alert = await waitFor(() => inside(shell, '[data-slot="period-selector"] [role="alert"]'), 'the error');
    expect(alert.textContent).toContain('Could not load the subscription periods.');
    answerPeriods([CURRENT]);
    await clickOn(alert.querySelector('button'));
    await waitFor(() => periodSelect()?.value === 'p-11', 'the periods after retrying');
  });

  it('says when the client has no subscription periods', async () => {
    answerPeriods([]);
    await signedInShell();
    await waitFor(() => inside(shell, '[data-slot="period-selector"]')?.textContent.includes('No subscription periods'), 'the empty state');
    expect(navNames()).toEqual(['Home', 'Reporting', 'Settings']);
  });

  it('goes home when another client is chosen in the switcher, and forgets the chosen period', async () => {
    await signedInShell({
      path: '/settings',
      clients: [fixture.mappedClient('c-1', 'Acme Law'), fixture.mappedClient('c-2', 'Baker LLP')],
    });
    await waitFor(() => periodSelect(), 'the period selector');
    await clickOn(inside(shell, '[data-slot="client-switcher"] button[aria-haspopup="listbox"]'));
    // Placed against its button (floating-ui shows it once positioned) before it is clicked.
    await waitFor(
      () => inside(shell, '[data-slot="client-switcher"] [data-slot="popover-content"]')?.style.opacity === '1',
      'the client list in place',
    );
    const baker = allInside(shell, '[role="option"]').find((option) => option.textContent.includes('Baker LLP'));
    await clickOn(baker);
    await waitFor(() => pageTitle() === 'Home', 'home after switching');
    expect(fixture.session.runtime.stores.clients.getState().selectedClient.clientId).toBe('c-2');
    expect(
      fixture.requests.some(
        (request) => request.operationName === 'GetDeliverablesByServiceForSidebar' && request.variables.input.clientId === 'c-2',
      ),
    ).toBe(true);
  });
});

// Keep the page clean for the next file's runner page.
describe('cleanup', () => it('removes the shell', () => document.querySelectorAll('fp-shell-test').forEach((element) => element.remove())));

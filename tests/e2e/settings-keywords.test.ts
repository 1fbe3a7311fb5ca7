// Settings, Keyword lists and Competitors, against a service of its own (the tests change the firm's data), one
// Chromium and one sign-in per role for the file: the owner adds a list with repeats and blanks and sees what was
// removed and the tidy list after a reload, renames one, is refused a name another list has (nothing sent, nothing
// changed), deletes one after confirming, and edits one by keyboard alone; each change sends keyword_list_updated
// (seen in the page's analytics data layer, with the analytics script itself stubbed); a competitor added with a
// bare domain is saved with https://, a bad website is refused, one is edited and deleted; the automatic search is
// switched; a USER sees both sections read-only; axe at a desktop's and a phone's width.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAIN_CLIENT } from '../../demo/server/store/seed/demo-users.ts';
import { GetClientSettingsDocument, type GetClientSettingsQuery } from '../../src/core/api/generated/operations.ts';
import { blockingViolations } from './support/axe.ts';
import { MAIN_CLIENT_ID, mutate, PEOPLE, type Person } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import {
  DESKTOP_VIEWPORT,
  expectHeading,
  focusedElement,
  MOBILE_VIEWPORT,
  openPortalPath,
  portal,
  SETTLE,
  tabTo,
} from './support/portal.ts';

type Settings = GetClientSettingsQuery['clientSettings'];

const ANALYTICS_ID = 'G-E2ESETTINGS';
const READ_ONLY = "Only the firm's account owners can change these settings.";
const DUPLICATE_NAME = 'Another list already has this name; choose a different one.';
const BAD_WEBSITE = 'Enter a web address such as https://www.example.com.';
const CONTROL_MESSAGE = 'Remove the invisible control characters (they often come with pasted text).';
const SECTIONS = { keywords: 'Keyword lists', competitors: 'Competitors' } as const;

const harness = useBlogHarness();
let made = 0;
/** A name no other test uses, so the tests do not depend on one another's lists. */
const unique = (what: string) => `${what} ${(made += 1)}`;

async function settingsNow(userId: string = PEOPLE.owner.id): Promise<Settings> {
  const answer = await harness.service.graphql<GetClientSettingsQuery>(userId, GetClientSettingsDocument, {
    input: { clientId: MAIN_CLIENT_ID },
  });
  if (!answer.data) throw new Error(`GetClientSettings was refused: ${JSON.stringify(answer.errors)}`);
  return answer.data.clientSettings;
}
const listNamed = async (name: string) => (await settingsNow()).keywordLists.find((list) => list.name === name);
/** The portal sends `address`; the service keeps a website in the URL parser's spelling, with a "/" after the host. */
const storedAs = (address: string) => expect.stringMatching(new RegExp(`^${address.replace(/[.]/g, '\\.')}/?$`));
const competitorNamed = async (name: string) => (await settingsNow()).competitors.find((competitor) => competitor.name === name);

async function addList(name: string, keywords: string[]): Promise<string> {
  const answer = await mutate(
    harness.service,
    PEOPLE.owner.id,
    'mutation($input: AddClientKeywordListInput!) { addClientKeywordList(input: $input) { id } }',
    { clientId: MAIN_CLIENT_ID, name, keywords },
  );
  return answer.addClientKeywordList.id as string;
}

/**
 * The demo page with an analytics measurement id, so the portal sends its events to the page's data layer; the
 * analytics script is answered empty (this machine cannot reach it, and the data layer is what the portal fills).
 */
async function recordAnalytics(page: Page): Promise<void> {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.route(
    (url) => url.pathname === '/settings',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<fp-portal routing="path">',
        `<fp-portal routing="path" analytics-id="${ANALYTICS_ID}">`,
      );
      await route.fulfill({ response, body: html });
    },
  );
}

/** The parameters of every keyword_list_updated event the page has sent so far. */
const keywordEvents = (page: Page) =>
  page.evaluate(() =>
    ((globalThis as any).dataLayer ?? [])
      .map((entry: ArrayLike<unknown>) => Array.from(entry))
      .filter((entry: unknown[]) => entry[0] === 'event' && entry[1] === 'keyword_list_updated')
      .map((entry: unknown[]) => entry[2]),
  ) as Promise<Array<Record<string, unknown>>>;

async function openSection(
  person: Person,
  section: keyof typeof SECTIONS,
  options: { viewport?: { width: number; height: number }; analytics?: boolean } = {},
): Promise<{ page: Page; region: Locator }> {
  const page = await harness.signedInPage(person.email, { viewport: options.viewport ?? DESKTOP_VIEWPORT });
  if (options.analytics) await recordAnalytics(page);
  await openPortalPath(page, harness.service.url, `/settings?section=${section}`, '/settings');
  await expectHeading(page, 'Settings');
  const region = portal(page).getByRole('region', { name: SECTIONS[section], exact: true });
  await region.getByRole('list', { name: SECTIONS[section], exact: true }).waitFor(SETTLE);
  return { page, region };
}

const listItem = (region: Locator, name: string) =>
  region.locator('[data-slot="keyword-list"]').filter({ has: region.page().getByRole('heading', { name, exact: true }) });
const competitorItem = (region: Locator, name: string) =>
  region.locator('[data-slot="competitor"]').filter({ has: region.page().getByRole('heading', { name, exact: true }) });
const editorOf = (region: Locator, title: string) => region.getByRole('form', { name: title, exact: true });
const fieldError = (form: Locator) => form.locator('[data-slot="field-error"]');

describe('Settings: keyword lists', () => {
  it('adds a list typed with repeats and blank lines: says what it removed, keeps the tidy list, and reports it to analytics', async () => {
    const { page, region } = await openSection(PEOPLE.owner, 'keywords', { analytics: true });
    const name = unique('Family law');
    await region.getByRole('button', { name: 'Add a list', exact: true }).click();
    const form = editorOf(region, 'New keyword list');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form
      .getByLabel('Keywords', { exact: true })
      .fill('divorce lawyer\n\nDivorce   Lawyer\nchild custody\n  \nchild custody\nalimony\n');
    await expect
      .poll(() => form.locator('[data-slot="keyword-count"]').textContent(), SETTLE)
      .toBe('3 of 200 keywords2 repeats and 2 blank lines will be removed when you save.');
    await form.getByRole('button', { name: 'Add list', exact: true }).click();

    await expect
      .poll(() => region.getByRole('status').filter({ hasText: 'Removed' }).textContent(), SETTLE)
      .toBe(`“${name}” saved. Removed 2 duplicates and 2 blank lines.`);
    const saved = await listNamed(name);
    expect(saved?.keywords).toEqual(['divorce lawyer', 'child custody', 'alimony']);
    await expect
      .poll(() => keywordEvents(page), SETTLE)
      .toEqual([
        {
          change: 'added',
          keyword_list_id: saved!.id,
          keyword_count: 3,
          client_name: MAIN_CLIENT,
          client_id: MAIN_CLIENT_ID,
          page_type: 'settings',
        },
      ]);
    // Focus is back where the person started.
    expect(await focusedElement(page)).toEqual({ role: 'button', name: 'Add a list' });

    await page.reload();
    const item = listItem(region, name);
    await item.waitFor(SETTLE);
    expect(await item.locator('p').first().textContent()).toMatch(/^3 keywords · Updated /);
    await item.getByText('Show keywords').click();
    expect(await item.locator('[data-slot="keywords"] li').allTextContents()).toEqual(['divorce lawyer', 'child custody', 'alimony']);
  });

  it('renames a list; refuses a name another list has, a 10,000-character name and a keyword too long, sending nothing', async () => {
    const first = unique('Estate planning');
    const other = unique('Wills');
    const id = await addList(first, ['estate planning attorney']);
    await addList(other, ['write a will']);
    const { page, region } = await openSection(PEOPLE.owner, 'keywords', { analytics: true });

    await listItem(region, first)
      .getByRole('button', { name: `Edit ${first}`, exact: true })
      .click();
    let form = editorOf(region, `Edit “${first}”`);
    const renamed = `${first} and trusts`;
    await form.getByLabel('Name', { exact: true }).fill(renamed);
    await form.getByRole('button', { name: 'Save list', exact: true }).click();
    await listItem(region, renamed).waitFor(SETTLE);
    expect((await settingsNow()).keywordLists.find((list) => list.id === id)?.name).toBe(renamed);
    await expect
      .poll(async () => (await keywordEvents(page)).map((event) => [event.change, event.keyword_list_id]), SETTLE)
      .toEqual([['edited', id]]);

    const before = await settingsNow();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && /KeywordList\(/.test(request.postData() ?? '')) sent.push(request.postData()!);
    });
    await listItem(region, renamed)
      .getByRole('button', { name: `Edit ${renamed}`, exact: true })
      .click();
    form = editorOf(region, `Edit “${renamed}”`);
    const nameField = form.getByLabel('Name', { exact: true });
    await nameField.fill(other.toUpperCase());
    await form.getByRole('button', { name: 'Save list', exact: true }).click();
    await expect.poll(() => fieldError(form).allTextContents(), SETTLE).toEqual([DUPLICATE_NAME]);
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');

    await nameField.fill('x'.repeat(10_000));
    await form.getByLabel('Keywords', { exact: true }).fill(`estate planning attorney\n${'k'.repeat(101)}`);
    await form.getByRole('button', { name: 'Save list', exact: true }).click();
    await expect
      .poll(() => fieldError(form).allTextContents(), SETTLE)
      .toEqual(["Keep the list's name to 200 characters or fewer (this has 10,000).", 'Keep each keyword to 100 characters or fewer.']);
    expect(await form.locator('[data-slot="keyword-count"]').textContent()).toContain('1 keyword is longer than 100 characters.');
    expect(sent).toEqual([]);
    expect(await settingsNow()).toEqual(before);
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await listItem(region, renamed).waitFor(SETTLE);
  });

  it('deletes a list only once the person confirms, naming it', async () => {
    const name = unique('Old campaign');
    const id = await addList(name, ['spring promotion']);
    const { page, region } = await openSection(PEOPLE.owner, 'keywords', { analytics: true });
    const host = portal(page);
    const deleteButton = listItem(region, name).getByRole('button', { name: `Delete ${name}`, exact: true });

    await deleteButton.click();
    let dialog = host.getByRole('dialog', { name: `Delete the keyword list “${name}”?`, exact: true });
    await dialog.waitFor(SETTLE);
    // Cancel has focus: Enter keeps the list.
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count(), SETTLE).toBe(0);
    expect(await listNamed(name)).toBeDefined();

    await deleteButton.click();
    dialog = host.getByRole('dialog', { name: `Delete the keyword list “${name}”?`, exact: true });
    await dialog.getByRole('button', { name: 'Delete list', exact: true }).click();
    await expect.poll(() => listItem(region, name).count(), SETTLE).toBe(0);
    expect(await listNamed(name)).toBeUndefined();
    await expect
      .poll(async () => (await keywordEvents(page)).map((event) => [event.change, event.keyword_list_id]), SETTLE)
      .toEqual([['deleted', id]]);
    expect(await focusedElement(page)).toEqual({ role: 'button', name: 'Add a list' });
  });

  it('edits a list by keyboard alone', async () => {
    const name = unique('Injury');
    const id = await addList(name, ['injury lawyer']);
    const { page } = await openSection(PEOPLE.owner, 'keywords');
    await tabTo(page, (focused) => focused.name === `Edit ${name}`, 80);
    await page.keyboard.press('Enter');
    expect(await focusedElement(page)).toMatchObject({ role: 'input' });
    await page.keyboard.press('End');
    await page.keyboard.type(' claims');
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toMatchObject({ role: 'textarea' });
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nwhiplash claim\ninjury lawyer');
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toEqual({ role: 'button', name: 'Save list' });
    await page.keyboard.press('Enter');

    await expect
      .poll(async () => (await settingsNow()).keywordLists.find((list) => list.id === id), SETTLE)
      .toMatchObject({ name: `${name} claims`, keywords: ['injury lawyer', 'whiplash claim'] });
    await expect.poll(() => focusedElement(page), SETTLE).toEqual({ role: 'button', name: `Edit ${name} claims` });
  });
});

describe('Settings: competitors', () => {
  it('adds a competitor typed as www.example.com with https://, refuses a bad website, edits it and deletes it', async () => {
    const { page, region } = await openSection(PEOPLE.owner, 'competitors');
    const name = unique('Example Rival');
    await region.getByRole('button', { name: 'Add a competitor', exact: true }).click();
    let form = editorOf(region, 'New competitor');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Website', { exact: true }).fill('www.example.com');
    await form.getByRole('button', { name: 'Add competitor', exact: true }).click();
    const item = competitorItem(region, name);
    await item.waitFor(SETTLE);
    const saved = await competitorNamed(name);
    expect(saved).toMatchObject({ websiteUrl: storedAs('https://www.example.com'), isAutomated: false });
    const link = item.getByRole('link', { name: `${saved!.websiteUrl} (opens in a new tab)`, exact: true });
    expect([await link.getAttribute('href'), await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual([
      'https://www.example.com/',
      '_blank',
      'noopener noreferrer',
    ]);

    const before = await settingsNow();
    const refused = async (competitorName: string, website: string) => {
      await region.getByRole('button', { name: 'Add a competitor', exact: true }).click();
      form = editorOf(region, 'New competitor');
      await form.getByLabel('Name', { exact: true }).fill(competitorName);
      await form.getByLabel('Website', { exact: true }).fill(website);
      await form.getByRole('button', { name: 'Add competitor', exact: true }).click();
      await fieldError(form).first().waitFor(SETTLE);
      const shown = await fieldError(form).allTextContents();
      await form.getByRole('button', { name: 'Cancel', exact: true }).click();
      return shown;
    };
    expect(await refused(unique('Bad site'), 'javascript:alert(1)')).toEqual([BAD_WEBSITE]);
    expect(await refused(unique('Bad site'), 'ftp://files.example.com')).toEqual([BAD_WEBSITE]);
    expect(await refused(`Rival\u0007${unique('')}`, 'https://control.example')).toEqual([CONTROL_MESSAGE]);
    // Chromium's URL parser takes a host with spaces (https://not%20a%20website/), so the portal sends it; the
    // service, checking with the same rule on Node's parser, refuses it in the same words, under the field.
    expect(await refused(unique('Bad site'), 'not a website')).toEqual([BAD_WEBSITE]);
    // A site already listed: the service's refusal, under the field it names.
    expect(await refused(unique('Same site'), 'https://www.example.com')).toEqual([
      `${saved!.websiteUrl} is already listed as competitor "${name}".`,
    ]);
    expect(await settingsNow()).toEqual(before);

    await item.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    form = editorOf(region, `Edit “${name}”`);
    await form.getByLabel('Name', { exact: true }).fill(`${name} LLP`);
    await form.getByLabel('Website', { exact: true }).fill('https://rival-llp.example');
    await form.getByRole('button', { name: 'Save competitor', exact: true }).click();
    await competitorItem(region, `${name} LLP`).waitFor(SETTLE);
    expect((await settingsNow()).competitors.find((competitor) => competitor.id === saved!.id)).toMatchObject({
      name: `${name} LLP`,
      websiteUrl: storedAs('https://rival-llp.example'),
    });

    await competitorItem(region, `${name} LLP`)
      .getByRole('button', { name: `Delete ${name} LLP`, exact: true })
      .click();
    await portal(page)
      .getByRole('dialog', { name: `Delete the competitor “${name} LLP”?`, exact: true })
      .getByRole('button', { name: 'Delete competitor', exact: true })
      .click();
    await expect.poll(() => competitorItem(region, `${name} LLP`).count(), SETTLE).toBe(0);
    expect((await settingsNow()).competitors.some((competitor) => competitor.id === saved!.id)).toBe(false);
  });

  it('shows which competitors the automatic search found, and switches the search', async () => {
    const { page, region } = await openSection(PEOPLE.owner, 'competitors');
    const automated = (await settingsNow()).competitors.filter((competitor) => competitor.isAutomated).map((competitor) => competitor.name);
    expect(automated.length).toBeGreaterThan(0);
    for (const name of automated) await competitorItem(region, name).getByText('Found automatically', { exact: true }).waitFor(SETTLE);

    const switchControl = region.getByRole('switch', { name: 'Find competitors automatically', exact: true });
    const was = (await settingsNow()).enableAutomatedCompetitorRetrieval;
    expect(await switchControl.getAttribute('aria-checked')).toBe(String(was));
    await switchControl.click();
    await expect.poll(async () => (await settingsNow()).enableAutomatedCompetitorRetrieval, SETTLE).toBe(!was);
    await page.reload();
    await expect.poll(() => switchControl.getAttribute('aria-checked'), SETTLE).toBe(String(!was));
    // Space switches it back, as a switch does.
    await switchControl.focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await settingsNow()).enableAutomatedCompetitorRetrieval, SETTLE).toBe(was);
  });
});

describe('Settings: keyword lists and competitors for a USER, and accessibility', () => {
  it('shows a USER both sections read-only, with the reason', async () => {
    const settings = await settingsNow(PEOPLE.user.id);
    const { page, region } = await openSection(PEOPLE.user, 'keywords');
    await region.getByText(READ_ONLY, { exact: true }).waitFor(SETTLE);
    expect(await region.locator('[data-slot="keyword-list"] h3').allTextContents()).toEqual(settings.keywordLists.map((list) => list.name));
    expect(await region.getByRole('button', { name: /^(Add a list|Edit|Delete)/ }).count()).toBe(0);

    await openPortalPath(page, harness.service.url, '/settings?section=competitors', '/settings');
    const competitors = portal(page).getByRole('region', { name: 'Competitors', exact: true });
    await competitors.getByText(READ_ONLY, { exact: true }).waitFor(SETTLE);
    expect(await competitors.locator('[data-slot="competitor"] h3').allTextContents()).toEqual(
      settings.competitors.map((competitor) => competitor.name),
    );
    expect(await competitors.getByRole('button', { name: /^(Add a competitor|Edit|Delete)/ }).count()).toBe(0);
    expect(await competitors.getByRole('switch', { name: 'Find competitors automatically', exact: true }).isDisabled()).toBe(true);
  });

  it('has no serious or critical axe violation at a desktop’s and a phone’s width, with an editor and a confirmation open', async () => {
    const found: string[] = [];
    for (const [width, viewport] of [
      ['desktop', DESKTOP_VIEWPORT],
      ['phone', MOBILE_VIEWPORT],
    ] as const) {
      for (const section of ['keywords', 'competitors'] as const) {
        const { page, region } = await openSection(PEOPLE.owner, section, { viewport });
        found.push(...(await blockingViolations(page, `${section} at ${width}`)));
        const add = section === 'keywords' ? 'Add a list' : 'Add a competitor';
        await region.getByRole('button', { name: add, exact: true }).click();
        await region.getByRole('form').getByRole('button', { name: /^Add / }).waitFor(SETTLE);
        found.push(...(await blockingViolations(page, `${section} editor at ${width}`)));
        await region.getByRole('form').getByRole('button', { name: 'Cancel', exact: true }).click();
        await region
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        await portal(page).getByRole('dialog').waitFor(SETTLE);
        found.push(...(await blockingViolations(page, `${section} confirmation at ${width}`)));
        // Nothing wider than a phone's screen: no sideways scrolling.
        if (width === 'phone')
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
        await page.keyboard.press('Escape');
      }
    }
    expect(found).toEqual([]);
  });
});

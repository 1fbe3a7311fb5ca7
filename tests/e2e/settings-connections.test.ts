// Settings → Connections, Publishing and Reports by email, on a service of its own (the tests change the firms'
// settings) with one Chromium and one sign-in per role: a firm without WordPress connects it (bad input refused
// first) and the connection notice leaves the bell and Home; the test post is sent to a real WordPress, shown and removed, and the
// site's refusal shown in its words; blog auto-publish turned on (after the question) and off moves the bell's
// count as spec section 4 counts it; a switch used by keyboard alone; the report's frequency and recipients saved
// and read back after a reload, a bad address refused; all of it read-only for a USER; axe at two widths.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clientIdOf } from '../../demo/server/store/seed/demo.ts';
import { LOCAL_WORDPRESS_APPLICATION_PASSWORD } from '../../demo/server/publishers/local-wordpress.ts';
import { startWordPressSite } from '../../scripts/wordpress/site.ts';
import { GetClientSettingsDocument, type GetClientSettingsQuery } from '../../src/core/api/generated/operations.ts';
import { blockingViolations } from './support/axe.ts';
import { MAIN_CLIENT_ID, PEOPLE, type Person } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { expectedNotificationsFor } from './support/expected-notifications.ts';
import { bellLabelFor } from './support/intranet.ts';
import {
  DESKTOP_VIEWPORT,
  expectHeading,
  focusedElement,
  MOBILE_VIEWPORT,
  openPortalPath,
  pickPortalClient,
  portal,
  SETTLE,
  waitForPath,
} from './support/portal.ts';
import { waitForNetworkQuiet } from '../support/network-quiet.ts';

type Settings = GetClientSettingsQuery['clientSettings'];

const harness = useBlogHarness(undefined, { localSites: 1 });

/** A firm the seed gives no WordPress (demo/server/store/seed/client-rows.ts addConnections: every third but the first). */
const NO_WORDPRESS_CLIENT = 'Crescent Immigration Group';
const NO_WORDPRESS_ID = clientIdOf(NO_WORDPRESS_CLIENT);
/** The spec's notice (section 8) and the questions and messages of the sections, as a person reads them. */
const CONNECT_WORDPRESS = 'Connect your WordPress to start publishing blogs.';
const READ_ONLY = "Only the firm's account owners can change these settings.";
const BLOG_SWITCH = 'Publish blog posts automatically';
const SOCIAL_SWITCH = 'Publish social media posts automatically';
const BAD_RECIPIENT = 'Enter each recipient as an email address such as name@firm.com.';

const settingsOf = async (person: Person, clientId: string): Promise<Settings> => {
  const answer = await harness.service.graphql<GetClientSettingsQuery>(person.id, GetClientSettingsDocument, { input: { clientId } });
  if (!answer.data) throw new Error(`The service did not give ${person.id} the settings of ${clientId}: ${JSON.stringify(answer.errors)}`);
  return answer.data.clientSettings;
};
const bell = (page: Page) => portal(page).getByRole('button', { name: /Notifications$/ });
const bellShows = (page: Page) => bell(page).getAttribute('aria-label');
const section = (page: Page, title: string) => portal(page).getByRole('region', { name: title, exact: true });
const group = section;
/** The problem a field is described by (aria-describedby), or null when it has none. */
const fieldError = (field: Locator) =>
  field.evaluate((control) => {
    const root = control.getRootNode() as ShadowRoot;
    const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const problem = ids.map((id) => root.getElementById(id)).find((element) => element?.getAttribute('data-slot') === 'field-error');
    return problem?.textContent ?? null;
  });
const toggle = (page: Page, label: string) => portal(page).getByRole('switch', { name: label, exact: true });

async function openSection(page: Page, id: string, title: string): Promise<Locator> {
  await openPortalPath(page, harness.service.url, `/settings?section=${id}`, '/settings');
  await expectHeading(page, 'Settings');
  const region = section(page, title);
  await region.locator('section, form').first().waitFor(SETTLE);
  return region;
}

/** The label of the switch that has focus (a switch is named by aria-labelledby, which focusedElement does not read). */
function focusedSwitch(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active?.getAttribute('role') !== 'switch') return null;
    const root = active.getRootNode() as ShadowRoot;
    return root.getElementById(active.getAttribute('aria-labelledby') ?? '')?.textContent ?? null;
  });
}

describe('Connections: WordPress', () => {
  it('connects a firm without WordPress: bad input is refused and changes nothing, then the notice leaves the bell and Home', async () => {
    const { admin } = PEOPLE;
    const page = await harness.signedInPage(admin.email);
    await openPortalPath(page, harness.service.url, '/');
    await pickPortalClient(page, NO_WORDPRESS_CLIENT);
    await waitForPath(page, '/');
    const before = await expectedNotificationsFor(harness.service, admin.id, NO_WORDPRESS_ID);
    expect(before.texts).toContain(CONNECT_WORDPRESS);
    await expect.poll(() => bellShows(page), SETTLE).toBe(bellLabelFor(before.count));

    // Home's to-do opens Settings at Connections.
    await portal(page).locator('[data-slot="connection-todos"]').getByRole('link', { name: CONNECT_WORDPRESS }).click();
    await page.waitForURL((url) => url.pathname === '/settings' && url.searchParams.get('section') === 'connections', SETTLE);
    const wordPress = group(page, 'WordPress');
    await wordPress.getByRole('button', { name: 'Connect WordPress' }).waitFor(SETTLE);
    expect(await wordPress.locator('[data-slot="connection"]').getAttribute('data-state')).toBe('not-connected');
    expect(await wordPress.locator('[data-slot="connection"]').textContent()).toContain(CONNECT_WORDPRESS);

    const site = wordPress.getByLabel('Site address');
    const user = wordPress.getByLabel('User name');
    const password = wordPress.getByLabel('Application password');
    await site.fill('not a site');
    await user.fill('x'.repeat(10_000));
    await password.fill('my-login-password');
    await wordPress.getByRole('button', { name: 'Connect WordPress' }).click();
    await expect.poll(() => fieldError(user), SETTLE).toBe('Keep the WordPress user name to 60 characters or fewer (this has 10,000).');
    expect(await fieldError(password)).toMatch(/^Enter the application password WordPress showed you: 24 letters and digits/);
    expect(await user.getAttribute('aria-invalid')).toBe('true');
    await user.fill('portal\u0007');
    await user.blur();
    await expect.poll(() => fieldError(user), SETTLE).toBe('Remove the invisible control characters (they often come with pasted text).');
    // Chromium's URL parser takes "https://not a site" (it escapes the spaces); the shared rule checks the host itself,
    // so the page refuses it as the service would: on the field, in the form's words, and nothing is sent.
    await user.fill('portal');
    await password.fill(LOCAL_WORDPRESS_APPLICATION_PASSWORD);
    await wordPress.getByRole('button', { name: 'Connect WordPress' }).click();
    await expect.poll(() => fieldError(site), SETTLE).toBe('Enter a web address such as https://www.example.com.');
    expect(await fieldError(user)).toBeNull();
    expect((await settingsOf(admin, NO_WORDPRESS_ID)).wordPressCredential).toBeNull();

    const siteUrl = `${harness.service.url}/__targets/wordpress`;
    await site.fill(siteUrl);
    await wordPress.getByRole('button', { name: 'Connect WordPress' }).click();
    const row = wordPress.locator('[data-slot="connection"]');
    await expect.poll(() => row.getAttribute('data-state'), SETTLE).toBe('connected');
    expect(await row.textContent()).toContain(`Account: ${new URL(siteUrl).host}`);
    expect(await row.locator('time').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // The password typed leaves the page; the stored one is never shown.
    expect(await wordPress.getByLabel('Application password').inputValue()).toBe('');
    expect((await settingsOf(admin, NO_WORDPRESS_ID)).wordPressCredential).toMatchObject({ siteUrl, username: 'portal' });

    const after = await expectedNotificationsFor(harness.service, admin.id, NO_WORDPRESS_ID);
    expect(after.texts).not.toContain(CONNECT_WORDPRESS);
    expect(after.count).toBe(before.count - 1);
    await expect.poll(() => bellShows(page), SETTLE).toBe(bellLabelFor(after.count));
    await openPortalPath(page, harness.service.url, '/');
    await portal(page).locator('[data-slot="connection-todos"]').waitFor(SETTLE);
    expect(await portal(page).locator('[data-slot="connection-todos"]').textContent()).not.toContain(CONNECT_WORDPRESS);
  });

  it('opens Connections from the bell’s connection notice and from a board’s', async () => {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    await openPortalPath(page, harness.service.url, '/');
    await bell(page).click();
    const popover = portal(page).getByRole('dialog', { name: 'Notifications' });
    await popover.getByRole('button', { name: 'Connect your Google Business Profile account to start posting.' }).click();
    await page.waitForURL((url) => url.pathname === '/settings' && url.searchParams.get('section') === 'connections', SETTLE);
    await group(page, 'Google').waitFor(SETTLE);
    expect(await group(page, 'Google').textContent()).toContain('Connect your Google Business Profile account to start posting.');

    await openPortalPath(page, harness.service.url, '/google-business-profile');
    await portal(page).getByRole('link', { name: 'Open Settings', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings' && url.searchParams.get('section') === 'connections', SETTLE);
    await group(page, 'Google').waitFor(SETTLE);
  });

  it('sends a test post to a real WordPress and shows where the site put it, removes it, and shows a refusal in the site’s words; an empty password keeps the stored one', async () => {
    const { owner } = PEOPLE;
    const site = await startWordPressSite({ port: harness.localSitePort() });
    try {
      const page = await harness.signedInPage(owner.email);
      await openSection(page, 'connections', 'Connections');
      const wordPress = group(page, 'WordPress');
      const outcome = wordPress.locator('[data-slot="word-press-test-outcome"]');
      // The firm's own site, as its owner enters it: the address, the administrator and an application password.
      await wordPress.getByLabel('Site address').fill(site.url);
      await wordPress.getByLabel('User name').fill(site.admin.username);
      await wordPress.getByLabel('Application password').fill(site.admin.applicationPassword);
      await wordPress.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(async () => (await settingsOf(owner, MAIN_CLIENT_ID)).wordPressCredential?.siteUrl, SETTLE).toBe(site.url);

      const draftStatus = async (postId: string) => {
        const authorization = `Basic ${Buffer.from(`${site.admin.username}:${site.admin.applicationPassword}`).toString('base64')}`;
        const answer = await fetch(`${site.url}/wp-json/wp/v2/posts/${postId}?context=edit`, { headers: { authorization } });
        return answer.ok ? ((await answer.json()) as { status: string }).status : answer.status;
      };
      const sendAndRemove = async () => {
        await wordPress.getByRole('button', { name: 'Send a test post' }).click();
        const link = outcome.getByRole('link');
        await link.waitFor(SETTLE);
        expect(await outcome.textContent()).toMatch(/^Your site accepted the test post: /);
        const postUrl = (await link.getAttribute('href'))!;
        expect(postUrl).toMatch(new RegExp(`^${site.url}/\\?p=\\d+$`));
        expect(await link.textContent()).toBe(postUrl);
        const postId = new URL(postUrl).searchParams.get('p')!;
        // A draft on the site itself: never shown to its visitors.
        expect(await draftStatus(postId)).toBe('draft');
        // Focus moves to what follows: taking the test post away again.
        expect(await focusedElement(page)).toEqual({ role: 'button', name: 'Remove the test post' });
        await wordPress.getByRole('button', { name: 'Remove the test post' }).click();
        await expect.poll(() => outcome.textContent(), SETTLE).toBe('The test post was removed from your site.');
        expect(await draftStatus(postId)).toBe(404);
      };
      await sendAndRemove();

      // Another user name, the password left empty: saved, and the site's refusal is shown in words a person can act on.
      await wordPress.getByLabel('User name').fill('editor');
      await wordPress.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(async () => (await settingsOf(owner, MAIN_CLIENT_ID)).wordPressCredential?.username, SETTLE).toBe('editor');
      await wordPress.getByRole('button', { name: 'Send a test post' }).click();
      await expect
        .poll(() => outcome.textContent(), SETTLE)
        .toMatch(new RegExp(`^Your site refused the test post: WordPress at ${site.url} .*"editor"`));

      // Back to the right user name, still without the password: the stored one was kept, so the test passes.
      await wordPress.getByLabel('User name').fill(site.admin.username);
      await wordPress.getByRole('button', { name: 'Save changes' }).click();
      await expect
        .poll(async () => (await settingsOf(owner, MAIN_CLIENT_ID)).wordPressCredential?.username, SETTLE)
        .toBe(site.admin.username);
      await sendAndRemove();
    } finally {
      await site.stop();
    }
  });
});

describe('Publishing', () => {
  it('asks before blog auto-publish goes on, which takes the firm’s blog approvals off the bell; off puts them back without asking', async () => {
    const { owner } = PEOPLE;
    const page = await harness.signedInPage(owner.email);
    await openPortalPath(page, harness.service.url, '/');
    const waiting = await expectedNotificationsFor(harness.service, owner.id, MAIN_CLIENT_ID);
    const blogApprovals = waiting.texts.filter((text) => text.startsWith('Approve and schedule blog post')).length;
    // Spec section 4: blog jobs count while WordPress auto-publish is off; the seed gives the main firm some.
    expect((await settingsOf(owner, MAIN_CLIENT_ID)).wordPressAutoPublish).toBe(false);
    expect(blogApprovals).toBeGreaterThan(0);
    await expect.poll(() => bellShows(page), SETTLE).toBe(bellLabelFor(waiting.count));

    await openSection(page, 'publishing', 'Publishing');
    const blog = toggle(page, BLOG_SWITCH);
    expect(await blog.getAttribute('aria-checked')).toBe('false');
    await blog.click();
    const question = portal(page).getByRole('dialog', { name: 'Publish blog posts without your approval?' });
    await question.waitFor(SETTLE);
    expect(await question.textContent()).toContain('without anyone at your firm approving them first');
    await question.getByRole('button', { name: 'Keep approving them' }).click();
    await question.waitFor({ state: 'hidden', ...SETTLE });
    expect(await blog.getAttribute('aria-checked')).toBe('false');
    expect((await settingsOf(owner, MAIN_CLIENT_ID)).wordPressAutoPublish).toBe(false);

    await blog.click();
    await question.getByRole('button', { name: 'Publish automatically' }).click();
    await expect.poll(async () => (await settingsOf(owner, MAIN_CLIENT_ID)).wordPressAutoPublish, SETTLE).toBe(true);
    await expect.poll(() => blog.getAttribute('aria-checked'), SETTLE).toBe('true');
    const autoPublished = await expectedNotificationsFor(harness.service, owner.id, MAIN_CLIENT_ID);
    expect(autoPublished.count).toBe(waiting.count - blogApprovals);
    await expect.poll(() => bellShows(page), SETTLE).toBe(bellLabelFor(autoPublished.count));
    await openPortalPath(page, harness.service.url, '/');
    await expect.poll(() => bellShows(page), SETTLE).toBe(bellLabelFor(autoPublished.count));

    await openSection(page, 'publishing', 'Publishing');
    await toggle(page, BLOG_SWITCH).click();
    await expect.poll(async () => (await settingsOf(owner, MAIN_CLIENT_ID)).wordPressAutoPublish, SETTLE).toBe(false);
    expect(await portal(page).getByRole('dialog').count()).toBe(0);
    await expect.poll(() => bellShows(page), SETTLE).toBe(bellLabelFor(waiting.count));
    await openPortalPath(page, harness.service.url, '/');
    await expect.poll(() => bellShows(page), SETTLE).toBe(bellLabelFor(waiting.count));
  });

  it('turns a switch on and off by keyboard alone: Space asks, Tab and Enter confirm, focus comes back to the switch', async () => {
    const { owner } = PEOPLE;
    const page = await harness.signedInPage(owner.email);
    const stored = (await settingsOf(owner, MAIN_CLIENT_ID)).socialMediaAutoPublish;
    expect(stored).toBe(false);
    await openSection(page, 'publishing', 'Publishing');
    await toggle(page, SOCIAL_SWITCH).waitFor(SETTLE);
    for (let presses = 0; presses < 40 && (await focusedSwitch(page)) !== SOCIAL_SWITCH; presses += 1) await page.keyboard.press('Tab');
    expect(await focusedSwitch(page)).toBe(SOCIAL_SWITCH);

    await page.keyboard.press('Space');
    const question = portal(page).getByRole('dialog', { name: 'Publish social media posts without your approval?' });
    await question.waitFor(SETTLE);
    // A hasty Enter changes nothing: the question opens on its safe answer.
    expect(await focusedElement(page)).toEqual({ role: 'button', name: 'Keep approving them' });
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toEqual({ role: 'button', name: 'Publish automatically' });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await settingsOf(owner, MAIN_CLIENT_ID)).socialMediaAutoPublish, SETTLE).toBe(true);
    await expect.poll(() => toggle(page, SOCIAL_SWITCH).getAttribute('aria-checked'), SETTLE).toBe('true');
    expect(await focusedSwitch(page)).toBe(SOCIAL_SWITCH);

    await expect.poll(() => toggle(page, SOCIAL_SWITCH).getAttribute('aria-busy'), SETTLE).toBeNull();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await settingsOf(owner, MAIN_CLIENT_ID)).socialMediaAutoPublish, SETTLE).toBe(false);
    await expect.poll(() => toggle(page, SOCIAL_SWITCH).getAttribute('aria-checked'), SETTLE).toBe('false');
    expect(await portal(page).getByRole('dialog').count()).toBe(0);
  });
});

describe('Reports by email', () => {
  const recipientsShown = (region: Locator) =>
    region.locator('[data-slot="entry-chip"]').evaluateAll((chips) => chips.map((chip) => chip.querySelector('span')?.textContent ?? ''));

  it('saves how often and to whom (chips and lines, repeats left out), and shows it again after a reload', async () => {
    const { owner } = PEOPLE;
    const seeded = (await settingsOf(owner, MAIN_CLIENT_ID)).reportingPreference!;
    const page = await harness.signedInPage(owner.email);
    const region = await openSection(page, 'reports', 'Reports by email');
    await region.locator('[data-slot="entry-chip"]').first().waitFor(SETTLE);
    expect(await recipientsShown(region)).toEqual(seeded.recipients);

    await region.getByLabel('How often').selectOption({ label: 'Every week' });
    await region.getByRole('textbox', { name: 'Recipients' }).fill('Associate@HarborValeLaw.example');
    await region.getByRole('textbox', { name: 'Recipients' }).press('Enter');
    await region.getByRole('button', { name: 'Edit as text, one per line' }).click();
    const lines = region.getByRole('textbox', { name: 'Recipients' });
    expect(await lines.inputValue()).toBe([...seeded.recipients, 'associate@harborvalelaw.example'].join('\n'));
    await lines.fill(
      [...seeded.recipients, 'associate@harborvalelaw.example', 'intake@harborvalelaw.example', 'OWNER@demo.test'].join('\n'),
    );
    await lines.blur();
    await expect
      .poll(() => region.getByRole('status').first().textContent(), SETTLE)
      .toBe('Already a recipient, so left out: owner@demo.test.');
    await region.getByRole('button', { name: 'Done editing as text' }).click();
    await region.getByRole('button', { name: `Remove ${seeded.recipients[0]}` }).click();
    const expected = [...seeded.recipients.slice(1), 'associate@harborvalelaw.example', 'intake@harborvalelaw.example'];
    expect(await recipientsShown(region)).toEqual(expected);
    await region.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await settingsOf(owner, MAIN_CLIENT_ID)).reportingPreference, SETTLE)
      .toEqual({ id: seeded.id, frequency: 'Week', recipients: expected });

    await page.reload();
    const again = section(page, 'Reports by email');
    await again.locator('[data-slot="entry-chip"]').first().waitFor(SETTLE);
    expect(await recipientsShown(again)).toEqual(expected);
    expect(await again.getByLabel('How often').inputValue()).toBe('Week');
  });

  it('refuses a malformed address as it is added and on save, and an empty list, changing nothing', async () => {
    const { owner } = PEOPLE;
    const stored = (await settingsOf(owner, MAIN_CLIENT_ID)).reportingPreference;
    const page = await harness.signedInPage(owner.email);
    const region = await openSection(page, 'reports', 'Reports by email');
    await region.locator('[data-slot="entry-chip"]').first().waitFor(SETTLE);
    const input = region.getByRole('textbox', { name: 'Recipients' });
    await input.fill('not-an-email');
    await input.press('Enter');
    expect(await fieldError(input)).toBe(`not-an-email: ${BAD_RECIPIENT}`);
    expect(await input.inputValue()).toBe('not-an-email');
    expect(await recipientsShown(region)).toEqual(stored!.recipients);
    expect(await region.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    await region.getByRole('button', { name: 'Edit as text, one per line' }).click();
    await region.getByRole('textbox', { name: 'Recipients' }).fill([...stored!.recipients, 'nobody at firm.com'].join('\n'));
    await region.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => fieldError(region.getByRole('textbox', { name: 'Recipients' })), SETTLE)
      .toBe(`nobody at firm.com: ${BAD_RECIPIENT}`);
    await region.getByRole('textbox', { name: 'Recipients' }).fill('');
    await region.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => fieldError(region.getByRole('textbox', { name: 'Recipients' })), SETTLE).toBe('Add at least one recipient.');
    expect((await settingsOf(owner, MAIN_CLIENT_ID)).reportingPreference).toEqual(stored);
  });
});

describe('read-only for a USER', () => {
  it('shows the connections, the switches and the report with the reason, and offers no change', async () => {
    const { user } = PEOPLE;
    const before = await settingsOf(user, MAIN_CLIENT_ID);
    const page = await harness.signedInPage(user.email);

    const connections = await openSection(page, 'connections', 'Connections');
    await group(page, 'WordPress').waitFor(SETTLE);
    expect(await connections.textContent()).toContain(READ_ONLY);
    expect(await connections.getByLabel('Site address').isDisabled()).toBe(true);
    expect(await connections.getByLabel('Site address').inputValue()).toBe(before.wordPressCredential!.siteUrl);
    expect(await connections.getByLabel('Application password').count()).toBe(0);
    expect(await connections.getByRole('button').count()).toBe(0);

    const publishing = await openSection(page, 'publishing', 'Publishing');
    await toggle(page, BLOG_SWITCH).waitFor(SETTLE);
    expect(await publishing.textContent()).toContain(READ_ONLY);
    const switches = publishing.getByRole('switch');
    expect(await switches.evaluateAll((all) => all.map((one) => one.getAttribute('aria-disabled')))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
    // Pressed anyway (Playwright would wait for an enabled control): nothing happens.
    await toggle(page, BLOG_SWITCH).click({ force: true });
    await toggle(page, 'Take part in social media posting').click({ force: true });
    expect(await portal(page).getByRole('dialog').count()).toBe(0);

    const reports = await openSection(page, 'reports', 'Reports by email');
    await reports.locator('[data-slot="entry-chip"]').first().waitFor(SETTLE);
    expect(await reports.textContent()).toContain(READ_ONLY);
    expect(await reports.getByLabel('How often').isDisabled()).toBe(true);
    expect(await reports.getByRole('textbox').count()).toBe(0);
    expect(await reports.getByRole('button').count()).toBe(0);

    const after = await settingsOf(user, MAIN_CLIENT_ID);
    expect(after).toEqual(before);
  });
});

describe('accessibility', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP_VIEWPORT],
    ['phone', MOBILE_VIEWPORT],
  ] as const) {
    it(`has no serious or critical axe violation on the three sections and the question, at a ${width}’s width`, async () => {
      const page = await harness.signedInPage(PEOPLE.owner.email, { viewport });
      const violations: string[] = [];
      for (const [id, title] of [
        ['connections', 'Connections'],
        ['reports', 'Reports by email'],
        ['publishing', 'Publishing'],
      ] as const) {
        await openSection(page, id, title);
        await waitForNetworkQuiet(page);
        violations.push(...(await blockingViolations(page, `${id} (${width})`)));
      }
      await toggle(page, 'Publish Google Business Profile posts automatically').click();
      await portal(page).getByRole('dialog').waitFor(SETTLE);
      violations.push(...(await blockingViolations(page, `question (${width})`)));
      expect(violations).toEqual([]);
    });
  }
});

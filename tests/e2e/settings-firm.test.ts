// Settings › Firm against a service of its own (the tests change the firm), one Chromium and one sign-in per role
// for the file: the owner changes the firm's details (seen again after a reload, and once with the keyboard alone);
// bad input gets its message under the field and changes nothing; a logo of the wrong kind or too big is refused
// before it is sent and a real PNG is uploaded with its progress shown, then shown as the firm's logo; an
// identifier, an office and a contact are added, changed and deleted; staff assign the account manager; a USER
// sees everything read-only with the reason; axe at a desktop's and a phone's width. The service is the oracle.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/axe.ts';
import { MAIN_CLIENT_ID, PEOPLE, type Person } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import {
  DESKTOP_VIEWPORT,
  expectHeading,
  focusedElement,
  MOBILE_VIEWPORT,
  openPortalPath,
  portal,
  selectedClientName,
  SETTLE,
  tabTo,
} from './support/portal.ts';
import { pngOf } from '../support/image-files.ts';
import { assigneeOf, firmDetails, firmIdentifiers } from './support/settings-firm.ts';

const SECTION_PATH = '/settings?section=firm';
const MiB = 1024 * 1024;
const CONTROL_MESSAGE = 'Remove the invisible control characters (they often come with pasted text).';
const READ_ONLY_REASON = "Only the firm's account owners can change these settings.";

const harness = useBlogHarness();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The bytes of the picture an <img> shows from a blob: saved as a person would save it (a download, which the page
 * policy does not govern; its connect-src keeps the page itself from fetching the blob).
 */
async function shownBytes(page: Page, image: Locator): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download', SETTLE),
    image.evaluate((img: HTMLImageElement) => {
      const link = Object.assign(document.createElement('a'), { href: img.src, download: 'shown' });
      document.body.append(link);
      link.click();
      link.remove();
    }),
  ]);
  return readFile((await download.path())!);
}
const owner = () => firmDetails(harness.service, PEOPLE.owner.id, MAIN_CLIENT_ID);

interface FirmPage {
  page: Page;
  host: Locator;
  part: (title: string) => Locator;
}

async function openFirm(person: Person, viewport = DESKTOP_VIEWPORT): Promise<FirmPage> {
  const page = await harness.signedInPage(person.email, { viewport });
  await openPortalPath(page, harness.service.url, SECTION_PATH, '/settings');
  await expectHeading(page, 'Settings');
  const host = portal(page);
  const section = host.locator('[data-slot="settings-firm"]');
  await section.getByRole('region', { name: 'Firm details', exact: true }).getByLabel('Firm name').waitFor(SETTLE);
  return { page, host, part: (title) => section.getByRole('region', { name: title, exact: true }) };
}

/** The problem a field shows under itself (what aria-describedby reads with it), or '' while it has none. */
const problemOf = (field: Locator) =>
  field.evaluate((element) => {
    const root = element.getRootNode() as ShadowRoot | Document;
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids
      .map((id) => root.getElementById(id))
      .filter((node) => node?.getAttribute('data-slot') === 'field-error')
      .map((node) => node!.textContent)
      .join(' ');
  });

/** Requests the page sends whose URL or GraphQL body holds `marker`. */
function watchRequests(page: Page, marker: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(marker) || (request.postData() ?? '').includes(marker))
      sent.push(`${request.url()} ${request.postData()?.slice(0, 300)}`);
  });
  return sent;
}

const restore = (name: string) =>
  harness.service.graphql(PEOPLE.owner.id, 'mutation ($input: ModifyClientInput!) { modifyClient(input: $input) { message } }', {
    input: { clientId: MAIN_CLIENT_ID, name },
  });

describe('Firm details', () => {
  let originalName = '';
  afterAll(async () => {
    if (originalName) await restore(originalName);
  });

  it('saves the name, website and disclaimer the owner enters, and shows them after a reload', async () => {
    originalName = (await owner()).name;
    const { page, part } = await openFirm(PEOPLE.owner);
    const details = part('Firm details');
    await details.getByLabel('Firm name').fill('Harbor & Vale Law LLP');
    await details.getByLabel('Website').fill('www.harborvale-law.example');
    await details.getByLabel('Advertising disclaimer').fill('Attorney Advertising. Prior results do not guarantee a similar outcome.');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(owner, SETTLE).toMatchObject({
      name: 'Harbor & Vale Law LLP',
      advertisingDisclaimer: 'Attorney Advertising. Prior results do not guarantee a similar outcome.',
    });
    expect((await owner()).websiteUrl).toMatch(/^https:\/\/www\.harborvale-law\.example\/?$/);
    // The switcher names the firm anew at once.
    await expect.poll(() => selectedClientName(page), SETTLE).toBe('Harbor & Vale Law LLP');

    await page.reload();
    await expect.poll(() => details.getByLabel('Firm name').inputValue(), SETTLE).toBe('Harbor & Vale Law LLP');
    expect(await details.getByLabel('Website').inputValue()).toMatch(/^https:\/\/www\.harborvale-law\.example\/?$/);
    expect(await details.getByLabel('Advertising disclaimer').inputValue()).toBe(
      'Attorney Advertising. Prior results do not guarantee a similar outcome.',
    );
    expect(await details.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
  });

  it('is edited with the keyboard alone', async () => {
    const { page } = await openFirm(PEOPLE.owner);
    await tabTo(page, (focused) => focused.role === 'textarea');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('This is attorney advertising.');
    await tabTo(page, (focused) => focused.role === 'button' && focused.name === 'Save');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await owner()).advertisingDisclaimer, SETTLE).toBe('This is attorney advertising.');
  });

  it('refuses a website that is not one, a 10,000-character name and control characters, saying why and changing nothing', async () => {
    const before = await owner();
    const { page, part } = await openFirm(PEOPLE.owner);
    const sent = watchRequests(page, 'ModifyClient');
    const details = part('Firm details');
    const name = details.getByLabel('Firm name');
    const website = details.getByLabel('Website');
    const save = details.getByRole('button', { name: 'Save', exact: true });

    await website.fill('not a website');
    await save.click();
    await expect.poll(() => problemOf(website), SETTLE).toBe('Enter a web address such as https://www.example.com.');
    expect(await website.getAttribute('aria-invalid')).toBe('true');
    // The refused field takes focus, so a keyboard or screen-reader user lands on what to fix.
    await expect.poll(async () => (await focusedElement(page))?.role, SETTLE).toBe('input');

    await website.fill(before.websiteUrl ?? '');
    await name.fill('x'.repeat(10_000));
    await save.click();
    await expect.poll(() => problemOf(name), SETTLE).toBe("Keep the firm's name to 200 characters or fewer (this has 10,000).");

    await name.fill('Harbor\u0007Vale');
    await save.click();
    await expect.poll(() => problemOf(name), SETTLE).toBe(CONTROL_MESSAGE);

    expect(sent).toEqual([]);
    expect(await owner()).toEqual(before);
  });
});

describe('Logo', () => {
  it('refuses a file of the wrong kind or too big before sending it', async () => {
    const { page, part } = await openFirm(PEOPLE.owner);
    const sent = watchRequests(page, '/uploadLogo');
    const logo = part('Logo');
    const alert = logo.getByRole('alert');
    const upload = logo.getByRole('button', { name: 'Upload logo', exact: true });

    await logo
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') });
    await expect
      .poll(() => alert.textContent(), SETTLE)
      .toBe('“logo.gif” cannot be a logo (it is image/gif). Choose a PNG, JPEG, WebP or SVG image.');
    expect(await upload.isDisabled()).toBe(true);
    expect(await logo.getByLabel('Logo file').getAttribute('aria-invalid')).toBe('true');

    await logo
      .getByLabel('Logo file')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([pngOf(1), Buffer.alloc(MiB)]) });
    await expect
      .poll(() => alert.textContent(), SETTLE)
      .toBe('“huge.png” is 1,025 KB; a logo may be at most 1,024 KB. Make it smaller or choose another.');
    expect(await upload.isDisabled()).toBe(true);
    expect(await logo.getByRole('img', { name: /^Preview of/ }).count()).toBe(0);

    expect(sent).toEqual([]);
    expect((await owner()).logoUrl).toBeNull();
  });

  it('previews a real PNG, uploads it with its progress shown, and shows it as the firm’s logo, also after a reload', async () => {
    const picture = pngOf(300, true);
    expect(picture.length).toBeGreaterThan(300_000);
    const { page, part } = await openFirm(PEOPLE.owner);
    const logo = part('Logo');
    expect(await logo.getByText('No logo uploaded yet.').count()).toBe(1);
    await logo.getByLabel('Logo file').setInputFiles({ name: 'harbor-vale.png', mimeType: 'image/png', buffer: picture });
    const preview = logo.getByRole('img', { name: 'Preview of harbor-vale.png', exact: true });
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), SETTLE).toBe(300);

    // A slow link, so the bar is seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await logo.getByRole('button', { name: 'Upload logo', exact: true }).click();
    const bar = logo.getByRole('progressbar', { name: 'Uploading harbor-vale.png', exact: true });
    await bar.waitFor(SETTLE);
    await expect.poll(async () => Number(await bar.getAttribute('value')), SETTLE).toBeGreaterThan(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await expect.poll(async () => (await owner()).logoUrl, { timeout: 30_000 }).toMatch(new RegExp(`/v1/clients/${MAIN_CLIENT_ID}/logo$`));
    const stored = logo.getByRole('img', { name: "Your firm's logo", exact: true });
    const shownWidth = () => stored.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth);
    await expect.poll(shownWidth, SETTLE).toBe(300);
    expect(await shownBytes(page, stored)).toEqual(picture);
    expect(await preview.count()).toBe(0);

    await page.reload();
    await expect.poll(shownWidth, SETTLE).toBe(300);
    expect(await shownBytes(page, stored)).toEqual(picture);
  });
});

describe('An SVG logo', () => {
  // Shown as SVG from a blob of the portal's origin, a logo opened on its own (Open image in new tab) would run its
  // script there: the portal shows it as a PNG drawn from it, and the service keeps only that.
  const SVG =
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><x:script xmlns:x="http://www.w3.org/2000/svg">alert(document.domain)</x:script><rect width="200" height="100" fill="#1d4ed8"/></svg>';
  /** `blob: png 200`: where the shown picture comes from, what its bytes are (the PNG signature) and its width. */
  const shownAs = async (image: Locator) => {
    const width = await image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
    if (!width) return '';
    const bytes = await shownBytes(image.page(), image);
    const protocol = await image.evaluate((img: HTMLImageElement) => new URL(img.src).protocol);
    return `${protocol} ${bytes.subarray(0, 8).equals(PNG_SIGNATURE) ? 'png' : 'not a png'} ${width}`;
  };

  it('is previewed and shown as a PNG, and the page says SVG logos are converted', async () => {
    const { part } = await openFirm(PEOPLE.owner);
    const logo = part('Logo');
    expect(await logo.getByText('SVG logos are converted to PNG when you upload them.', { exact: false }).count()).toBe(1);
    await logo.getByLabel('Logo file').setInputFiles({ name: 'harbor-vale.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) });
    const preview = logo.getByRole('img', { name: 'Preview of harbor-vale.svg', exact: true });
    await expect.poll(() => shownAs(preview), SETTLE).toMatch(/^blob: png \d+$/);
    await logo.getByRole('button', { name: 'Upload logo', exact: true }).click();
    await expect.poll(() => preview.count(), SETTLE).toBe(0);
    await expect.poll(() => shownAs(logo.getByRole('img', { name: "Your firm's logo", exact: true })), SETTLE).toBe('blob: png 1024');
  });
});

describe('Identifiers, offices and contacts', () => {
  it('adds an identifier, changes its value, refuses one named like the seeded bar number under its field, and deletes it', async () => {
    const identifiers = () => firmIdentifiers(harness.service, PEOPLE.owner.id, MAIN_CLIENT_ID);
    const { host, part } = await openFirm(PEOPLE.owner);
    const list = part('Identifiers');
    await list.getByText('State bar number: CA-284617').waitFor(SETTLE);
    await list.getByRole('button', { name: 'Add identifier', exact: true }).click();
    await list.getByLabel('Name').fill('Avvo profile ID');
    await list.getByLabel('Value').fill('harbor-vale-123');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await identifiers()).map(({ name, value }) => `${name}: ${value}`), SETTLE)
      .toContain('Avvo profile ID: harbor-vale-123');
    await list.getByText('Avvo profile ID: harbor-vale-123').waitFor(SETTLE);

    await list.getByRole('button', { name: 'Edit Avvo profile ID', exact: true }).click();
    expect(await list.getByLabel('Name').getAttribute('readonly')).not.toBeNull();
    await list.getByLabel('Value').fill('harbor-vale-456');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await identifiers()).find((entry) => entry.name === 'Avvo profile ID')?.value, SETTLE)
      .toBe('harbor-vale-456');

    const before = await identifiers();
    await list.getByRole('button', { name: 'Add identifier', exact: true }).click();
    const name = list.getByLabel('Name');
    await name.fill('state BAR number');
    await list.getByLabel('Value').fill('CA-1');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => problemOf(name), SETTLE)
      .toBe('the client already has an identifier "state BAR number"; change that one instead.');
    await list.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await identifiers()).toEqual(before);

    await list.getByRole('button', { name: 'Delete Avvo profile ID', exact: true }).click();
    const confirm = host.getByRole('dialog', { name: 'Delete the identifier “Avvo profile ID”?', exact: true });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(async () => (await identifiers()).some((entry) => entry.name === 'Avvo profile ID'), SETTLE).toBe(false);
    await expect.poll(() => list.getByText('Avvo profile ID').count(), SETTLE).toBe(0);
  });

  it('adds an office, refuses a postal code too long, changes its city and deletes it after asking', async () => {
    const offices = async () =>
      (await harness.service.rest(PEOPLE.owner.id, 'GET', `/clientLocations?FilterFields=clientId:${MAIN_CLIENT_ID}`)).body.items as Array<
        Record<string, unknown>
      >;
    const before = await offices();
    const { host, part } = await openFirm(PEOPLE.owner);
    const list = part('Offices');
    await list.getByRole('button', { name: 'Add office', exact: true }).click();
    await list.getByLabel('Office name').fill('Downtown Portland');
    await list.getByLabel('Street address').fill('100 SW Main St');
    await list.getByLabel('City').fill('Portland');
    await list.getByLabel('State or province').fill('OR');
    const postal = list.getByLabel('Postal code');
    await postal.fill('9'.repeat(21));
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => problemOf(postal), SETTLE).toBe('Keep the postal code to 20 characters or fewer (this has 21).');
    expect(await offices()).toEqual(before);

    await postal.fill('97204');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await offices()).find((office) => office.name === 'Downtown Portland'), SETTLE)
      .toMatchObject({ city: 'Portland', region: 'OR', postalCode: '97204', country: 'United_States' });
    expect((await offices()).find((office) => office.name === 'Downtown Portland')).not.toHaveProperty('phone');

    await list.getByRole('button', { name: 'Edit Downtown Portland', exact: true }).click();
    await list.getByLabel('City').fill('Beaverton');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await offices()).find((office) => office.name === 'Downtown Portland')?.city, SETTLE).toBe('Beaverton');

    await list.getByRole('button', { name: 'Delete Downtown Portland', exact: true }).click();
    const confirm = host.getByRole('dialog', { name: 'Delete the office “Downtown Portland”?', exact: true });
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect((await offices()).some((office) => office.name === 'Downtown Portland')).toBe(true);
    await list.getByRole('button', { name: 'Delete Downtown Portland', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(async () => (await offices()).map((office) => office.id), SETTLE).toEqual(before.map((office) => office.id));
  });

  it('adds a contact, refusing a malformed email address, and deletes it', async () => {
    const contacts = async () =>
      (await harness.service.rest(PEOPLE.owner.id, 'GET', `/contacts?FilterFields=clientId:${MAIN_CLIENT_ID}`)).body.items as Array<
        Record<string, unknown>
      >;
    const before = await contacts();
    const { host, part } = await openFirm(PEOPLE.owner);
    const list = part('Contacts');
    await list.getByRole('button', { name: 'Add contact', exact: true }).click();
    await list.getByLabel('Name').fill('Dana Reyes');
    // Ticked before the address is typed: leaving a bad address shows its problem at once, which moves the box down.
    await list.getByLabel('Primary contact').check();
    const email = list.getByLabel('Email address');
    await email.fill('dana at harborvale');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => problemOf(email), SETTLE).toBe('Enter an email address such as name@firm.com.');
    expect(await contacts()).toEqual(before);

    await email.fill('Dana@HarborVale.example');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await contacts()).find((contact) => contact.name === 'Dana Reyes'), SETTLE)
      .toMatchObject({ type: 'Email', value: 'dana@harborvale.example', isPrimary: true });
    await list.getByText('Email address: dana@harborvale.example').waitFor(SETTLE);

    await list.getByRole('button', { name: 'Delete Dana Reyes', exact: true }).click();
    await host
      .getByRole('dialog', { name: 'Delete the contact “Dana Reyes”?', exact: true })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(async () => (await contacts()).map((contact) => contact.id), SETTLE).toEqual(before.map((contact) => contact.id));
  });
});

describe('Who may change what', () => {
  it('lets staff assign the account manager, whom the owner then reads by name', async () => {
    const { part } = await openFirm(PEOPLE.admin);
    const assignee = part('Account manager');
    await assignee.getByLabel('Assigned staff member').selectOption({ label: 'Avery Admin (admin@demo.test)' });
    await assignee.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => assigneeOf(harness.service, MAIN_CLIENT_ID), SETTLE).toBe(PEOPLE.admin.id);

    const firm = await openFirm(PEOPLE.owner);
    await firm.part('Account manager').getByText('Avery Admin (admin@demo.test) looks after your firm at the agency.').waitFor(SETTLE);
    expect(await firm.part('Account manager').getByRole('combobox').count()).toBe(0);
  });

  it('shows a USER every value read-only, with the reason, and nothing to change', async () => {
    const before = await owner();
    const { host, part } = await openFirm(PEOPLE.user);
    await host.getByText(READ_ONLY_REASON, { exact: true }).waitFor(SETTLE);
    const details = part('Firm details');
    expect(await details.getByLabel('Firm name').inputValue()).toBe(before.name);
    for (const label of ['Firm name', 'Website', 'Advertising disclaimer'])
      expect(await details.getByLabel(label).getAttribute('readonly'), label).not.toBeNull();
    const section = host.locator('[data-slot="settings-firm"]');
    expect(await section.getByRole('button').allTextContents()).toEqual([]);
    expect(await section.getByLabel('Logo file').count()).toBe(0);
    // The seeded records are there to read.
    for (const [title, text] of [
      ['Identifiers', 'State bar number: CA-284617'],
      ['Offices', 'Downtown office'],
      ['Contacts', 'Front desk'],
    ] as const)
      await part(title).getByText(text).waitFor(SETTLE);
    const logo = before.logoUrl
      ? part('Logo').getByRole('img', { name: "Your firm's logo", exact: true })
      : part('Logo').getByText('No logo uploaded yet.');
    await logo.waitFor(SETTLE);
  });
});

describe('Accessibility', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP_VIEWPORT],
    ['phone', MOBILE_VIEWPORT],
  ] as const) {
    it(`has no serious or critical axe violation at a ${width}'s width, with a form and a confirmation open`, async () => {
      const { page, host, part } = await openFirm(PEOPLE.owner, viewport);
      await part('Offices').getByRole('button', { name: 'Add office', exact: true }).click();
      await part('Offices').getByRole('button', { name: 'Save', exact: true }).waitFor(SETTLE);
      expect(await blockingViolations(page, `firm (${width})`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await part('Offices').getByRole('button', { name: 'Cancel', exact: true }).click();
      // Added through the API: a toast of the page's own would sit under the dialog's backdrop, which axe counts as faint text.
      await harness.service.graphql(PEOPLE.owner.id, 'mutation ($input: AddIdentifierInput!) { addIdentifier(input: $input) { id } }', {
        input: { clientId: MAIN_CLIENT_ID, name: 'Tax ID', value: '12-3456789' },
      });
      await page.reload();
      await part('Identifiers').getByRole('button', { name: 'Delete Tax ID', exact: true }).click();
      await host.getByRole('dialog', { name: 'Delete the identifier “Tax ID”?', exact: true }).waitFor(SETTLE);
      expect(await blockingViolations(page, `firm delete confirmation (${width})`)).toEqual([]);
      await host.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => host.getByRole('dialog').count(), SETTLE).toBe(0);
    });
  }
});

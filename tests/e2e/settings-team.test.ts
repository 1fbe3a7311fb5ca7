// Settings, Team and Subscription, on a service of its own with one Chromium and one real sign-in per role: an
// owner invites a person (pending), changes their role and removes them after confirming; the last account owner
// cannot be removed and the page shows the service's reason; bad input is refused with a message and nothing
// changes; a USER sees only why they cannot manage the team; a commitment's switch is stored (and sends its
// analytics event); staff change a period and end a contract of a throwaway client after seeing exactly what it
// cancels; an invitation made with the keyboard alone; axe at a desktop's and a phone's width. Every change to
// the demo's own data is undone by the test that made it.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIN_CLIENT } from '../../demo/server/store/seed/demo-users.ts';
import { blockingViolations } from './support/axe.ts';
import { MAIN_CLIENT_ID, PEOPLE, type Person } from './support/blog-expected.ts';
import {
  DESKTOP_VIEWPORT,
  expectHeading,
  focusedElement,
  MOBILE_VIEWPORT,
  openPortalPath,
  pickPortalClient,
  portal,
  selectedClientName,
  SETTLE,
  tabTo,
} from './support/portal.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import {
  activeOwners,
  cancellationPreview,
  commitmentsOf,
  contractDeliverables,
  contractsOf,
  createThrowawayClient,
  removeFromClient,
  teamOf,
  type Member,
  type ThrowawayClient,
} from './support/settings-team-api.ts';

// A service of its own: the changes it makes and undoes would show in the files that run beside it on the shared one.
const harness = usePortalHarness({ service: 'own' });
const STAMP = Date.now().toString(36);
const TEAM_REASON = "Only the firm's account owners and user managers can manage the team.";
/** Written out from the form rules (src/core/forms/field-rules.ts), as a person reads them. */
const MESSAGES = {
  longName: "Keep the person's name to 200 characters or fewer (this has 10,000).",
  badEmail: "Enter the person's email address such as name@firm.com.",
  control: 'Remove the invisible control characters (they often come with pasted text).',
  periodOrder: 'The last day must be on or after the first day.',
};
const MEDIUM_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const CALENDAR_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const calendarDay = (iso: string) => CALENDAR_DATE.format(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`));
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function openSection(
  person: Person,
  section: 'team' | 'subscription',
  options: { viewport?: { width: number; height: number }; page?: Page } = {},
) {
  const page = options.page ?? (await harness.signedInPage(person.email, { viewport: options.viewport ?? DESKTOP_VIEWPORT }));
  await openPortalPath(page, harness.service.url, `/settings?section=${section}`, '/settings');
  await expectHeading(page, 'Settings');
  const host = portal(page);
  const region = host.getByRole('region', { name: section === 'team' ? 'Team' : 'Subscription', exact: true });
  await region.waitFor(SETTLE);
  return { page, host, region };
}

const rowOf = (region: Locator, email: string) => region.locator('[data-slot="team-person"]').filter({ hasText: email });
const memberWith = (team: readonly Member[], email: string) => team.find((member) => member.email === email);
const rolesOf = (member: Member | undefined) => member?.roles.map((held) => held.role) ?? [];
/** The team as the service holds it, in a form two readings can be compared by. */
const teamState = async () =>
  (await teamOf(harness.service, MAIN_CLIENT_ID)).map(
    (member) => `${member.email}:${member.isActive}:${member.isPending}:${rolesOf(member).join('+')}`,
  );

async function invite(region: Locator, page: Page, values: { name: string; email: string; role?: string }) {
  await region.getByRole('button', { name: 'Invite a person', exact: true }).click();
  const dialog = portal(page).getByRole('dialog', { name: 'Invite a person' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(values.email);
  if (values.role) await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: values.role });
  await dialog.getByRole('button', { name: 'Send invitation', exact: true }).click();
  return dialog;
}

describe('Settings, Team', () => {
  it('lets an owner invite a person, who shows as pending, change their role, and remove them after confirming', async () => {
    const { page, host, region } = await openSection(PEOPLE.owner, 'team');
    const before = await teamOf(harness.service, MAIN_CLIENT_ID);
    await expect.poll(() => region.locator('[data-slot="team-person"]').count(), SETTLE).toBe(before.length);
    // The owner's own row says so and offers no way to remove themselves.
    await expect.poll(() => rowOf(region, PEOPLE.owner.email).textContent(), SETTLE).toContain('(you)');
    expect(await region.getByRole('button', { name: /^Remove Olivia Owner$/ }).count()).toBe(0);

    const name = `Nora Newcomer ${STAMP}`;
    const email = `nora.${STAMP}@firm.example`;
    const dialog = await invite(region, page, { name, email });
    await expect.poll(() => dialog.isVisible(), SETTLE).toBe(false);
    const row = rowOf(region, email);
    await row.waitFor(SETTLE);
    const invited = memberWith(await teamOf(harness.service, MAIN_CLIENT_ID), email);
    expect(invited).toMatchObject({ name, isPending: true, isActive: true });
    expect(rolesOf(invited)).toEqual(['USER']);
    expect(await row.textContent()).toContain(`Invitation pending`);
    expect(await row.textContent()).toContain(`Invited ${MEDIUM_DATE.format(Date.parse(invited!.invitedOn))}`);

    await row.getByRole('combobox', { name: `Role of ${name}` }).selectOption({ label: 'User manager' });
    await row.getByRole('button', { name: `Save the role of ${name}` }).click();
    await expect
      .poll(async () => rolesOf(memberWith(await teamOf(harness.service, MAIN_CLIENT_ID), email)), SETTLE)
      .toEqual(['USER_MANAGER']);
    await expect.poll(() => row.getByRole('button', { name: `Save the role of ${name}` }).count(), SETTLE).toBe(0);

    await row.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
    const confirm = host.getByRole('dialog', { name: `Remove ${name} from ${MAIN_CLIENT}?` });
    await confirm.waitFor(SETTLE);
    // Cancel has focus: Enter alone does not remove anyone.
    expect(await focusedElement(page)).toEqual({ role: 'button', name: 'Cancel' });
    await confirm.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
    await expect.poll(() => row.count(), SETTLE).toBe(0);
    expect(memberWith(await teamOf(harness.service, MAIN_CLIENT_ID), email)).toBeUndefined();
    // The row went with the button that had focus: focus goes on to the team's own action, not to the page's top.
    await expect.poll(() => focusedElement(page), SETTLE).toEqual({ role: 'button', name: 'Invite a person' });
  });

  it('refuses removing the last account owner, or taking away their role, with the service’s reason, and changes nothing', async () => {
    const before = await teamState();
    const owners = activeOwners(await teamOf(harness.service, MAIN_CLIENT_ID));
    expect(owners.map((owner) => owner.email)).toEqual([PEOPLE.owner.email]);
    const reason = `Olivia Owner is the last account owner of ${MAIN_CLIENT}; make someone else account owner first.`;
    // Only staff are offered removing Olivia: she may not remove herself.
    const { host, region } = await openSection(PEOPLE.admin, 'team');
    const row = rowOf(region, PEOPLE.owner.email);
    await row.getByRole('button', { name: 'Remove Olivia Owner', exact: true }).click();
    const confirm = host.getByRole('dialog', { name: `Remove Olivia Owner from ${MAIN_CLIENT}?` });
    await confirm.getByRole('button', { name: 'Remove Olivia Owner', exact: true }).click();
    await expect.poll(() => confirm.getByRole('alert').textContent(), SETTLE).toBe(reason);
    expect(await confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();

    await row.getByRole('combobox', { name: 'Role of Olivia Owner' }).selectOption({ label: 'User' });
    await row.getByRole('button', { name: 'Save the role of Olivia Owner' }).click();
    await expect.poll(() => row.getByRole('alert').textContent(), SETTLE).toBe(reason);
    expect(await teamState()).toEqual(before);
  });

  it('refuses a malformed email, a 10,000-character name and control characters with plain messages, sending nothing', async () => {
    const before = await teamState();
    const { page, region } = await openSection(PEOPLE.owner, 'team');
    const dialog = await invite(region, page, { name: 'x'.repeat(10_000), email: 'nora at firm' });
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    const email = dialog.getByRole('textbox', { name: 'Email', exact: true });
    await expect
      .poll(() => dialog.locator('[data-slot="field-error"]').allTextContents(), SETTLE)
      .toEqual([MESSAGES.longName, MESSAGES.badEmail]);
    expect([await name.getAttribute('aria-invalid'), await email.getAttribute('aria-invalid')]).toEqual(['true', 'true']);

    await name.fill('Nora\u0007 Newcomer');
    await email.fill(`nora.bad.${STAMP}@firm.example`);
    await dialog.getByRole('button', { name: 'Send invitation', exact: true }).click();
    await expect.poll(() => dialog.locator('[data-slot="field-error"]').allTextContents(), SETTLE).toEqual([MESSAGES.control]);
    expect(await dialog.isVisible()).toBe(true);
    expect(await teamState()).toEqual(before);
  });

  it('shows a USER only why they cannot manage the team, and never asks the service for it', async () => {
    const page = await harness.signedInPage(PEOPLE.user.email);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) asked.push(request.postData() ?? '');
    });
    const { region } = await openSection(PEOPLE.user, 'team', { page });
    await expect.poll(() => region.locator('[data-slot="read-only-note"]').textContent(), SETTLE).toBe(TEAM_REASON);
    expect(await region.locator('[data-slot="team-list"]').count()).toBe(0);
    expect(await region.getByRole('button').count()).toBe(0);
    expect(asked.some((body) => body.includes('GetClientTeam'))).toBe(false);
  });

  it('lets a user manager invite a person with the keyboard alone', async () => {
    const { page, region } = await openSection(PEOPLE.manager, 'team');
    await region.locator('[data-slot="team-list"]').waitFor(SETTLE);
    const name = `Kim Keys ${STAMP}`;
    const email = `kim.${STAMP}@firm.example`;
    await tabTo(page, (focused) => focused.name === 'Invite a person');
    await page.keyboard.press('Enter');
    // The dialog opens on its first field.
    await expect.poll(() => focusedElement(page), SETTLE).toEqual({ role: 'input', name: '' });
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    // On a closed select the arrow keys choose: from User up to User manager.
    await page.keyboard.press('ArrowUp');
    await tabTo(page, (focused) => focused.name === 'Send invitation', 3);
    await page.keyboard.press('Enter');
    const row = rowOf(region, email);
    await row.waitFor(SETTLE);
    const invited = memberWith(await teamOf(harness.service, MAIN_CLIENT_ID), email);
    try {
      expect(invited).toMatchObject({ name, isPending: true });
      expect(rolesOf(invited)).toEqual(['USER_MANAGER']);
      expect(await row.getByRole('combobox', { name: `Role of ${name}` }).inputValue()).toBe('USER_MANAGER');
      // Focus goes back to where the person opened the dialog.
      await expect.poll(() => focusedElement(page), SETTLE).toEqual({ role: 'button', name: 'Invite a person' });
    } finally {
      if (invited) await removeFromClient(harness.service, invited.userId, MAIN_CLIENT_ID);
    }
  });
});

describe('Settings, Subscription', () => {
  it('stores a commitment switched off and on again, and sends commitment_opt_in_change each time', async () => {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    await recordAnalytics(page);
    const { region } = await openSection(PEOPLE.owner, 'subscription', { page });
    const commitment = (await commitmentsOf(harness.service, MAIN_CLIENT_ID)).find((candidate) => !candidate.isOptedOut)!;
    const toggle = region.getByRole('switch', { name: `${commitment.serviceName}, ${commitment.campaignName}: opted in` });
    const stored = async () =>
      (await commitmentsOf(harness.service, MAIN_CLIENT_ID)).find((candidate) => candidate.id === commitment.id)!.isOptedOut;
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    await toggle.click();
    await expect.poll(stored, SETTLE).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-checked'), SETTLE).toBe('false');
    // And back with the keyboard: Space flips a focused switch, once the first change has been saved (a busy switch
    // holds still).
    await expect.poll(() => toggle.getAttribute('aria-busy'), SETTLE).toBe(null);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(stored, SETTLE).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-checked'), SETTLE).toBe('true');
    await expect
      .poll(() => analyticsEvents(page, 'commitment_opt_in_change'), SETTLE)
      .toEqual(
        [false, true].map((optedIn) =>
          expect.objectContaining({
            client_id: MAIN_CLIENT_ID,
            client_name: MAIN_CLIENT,
            page_type: 'settings',
            commitment_id: commitment.id,
            opted_in: optedIn,
          }),
        ),
      );
  });

  it('shows a USER the contracts and commitments, with the switches held and the reason', async () => {
    const { region } = await openSection(PEOPLE.user, 'subscription');
    await region.locator('[data-slot="contract"]').first().waitFor(SETTLE);
    await expect
      .poll(() => region.locator('[data-slot="read-only-note"]').textContent(), SETTLE)
      .toBe("Only the firm's account owners can change these settings.");
    const switches = region.getByRole('switch');
    expect(await switches.count()).toBe((await commitmentsOf(harness.service, MAIN_CLIENT_ID)).length);
    for (const toggle of await switches.all()) expect(await toggle.isDisabled()).toBe(true);
    expect(await region.getByRole('button', { name: /^(End contract|Change the period)/ }).count()).toBe(0);
  });

  describe('staff, on a throwaway client', () => {
    let client: ThrowawayClient;
    beforeAll(async () => {
      client = await createThrowawayClient(harness.service, STAMP);
    });

    /** Staff's page on the throwaway client, chosen in the client switcher as a person would. */
    async function openClientSection(section: 'team' | 'subscription') {
      const page = await harness.signedInPage(PEOPLE.admin.email);
      await openPortalPath(page, harness.service.url, '/');
      await expectHeading(page, 'Home');
      // The client list is asked for again on every load: pick once it holds the client made for this file.
      await expect.poll(() => clientNames(page), SETTLE).toContain(client.name);
      await pickPortalClient(page, client.name);
      await expect.poll(() => selectedClientName(page), SETTLE).toBe(client.name);
      return openSection(PEOPLE.admin, section, { page });
    }
    async function openClient() {
      const opened = await openClientSection('subscription');
      // The running contract (the one registered in 2020 has ended): staff may end it.
      const contract = opened.region
        .locator('[data-slot="contract"]')
        .filter({ has: opened.page.getByRole('button', { name: /^End contract / }) });
      await contract.waitFor(SETTLE);
      return { ...opened, contract };
    }
    const seededContract = async () =>
      (await contractsOf(harness.service, client.id)).find((contract) => contract.id === client.contractId)!;

    it('lets staff invite the first person, make them a FirmPilot admin and deactivate them, each after confirming', async () => {
      const { page, host, region } = await openClientSection('team');
      await expect.poll(() => region.textContent(), SETTLE).toContain('Nobody is on the team yet. Invite the first person.');
      const name = `Dana Departing ${STAMP}`;
      const email = `dana.${STAMP}@firm.example`;
      await invite(region, page, { name, email, role: 'Account owner' });
      const row = rowOf(region, email);
      await row.waitFor(SETTLE);

      const staffStep = async (item: string, title: string, confirmLabel: string) => {
        await row.getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
        await host.getByRole('menuitem', { name: item, exact: true }).click();
        const confirm = host.getByRole('dialog', { name: title });
        await confirm.getByRole('button', { name: confirmLabel, exact: true }).click();
        await expect.poll(() => confirm.isVisible(), SETTLE).toBe(false);
      };
      await staffStep('Make FirmPilot admin', `Make ${name} a FirmPilot admin?`, `Make ${name} a FirmPilot admin`);
      await expect
        .poll(
          () =>
            host
              .locator('[data-sonner-toast]')
              .filter({ hasText: `${email} is now a FIRM_PILOT_ADMIN.` })
              .count(),
          SETTLE,
        )
        .toBe(1);
      await staffStep('Deactivate', `Deactivate ${name}?`, `Deactivate ${name}`);
      await expect.poll(async () => memberWith(await teamOf(harness.service, client.id), email)?.isActive, SETTLE).toBe(false);
      await expect.poll(() => row.textContent(), SETTLE).toContain('Deactivated');
      // Nothing more to do to a deactivated person but remove them.
      expect(await row.getByRole('button', { name: `More actions for ${name}` }).count()).toBe(0);
    });

    it('changes a period’s dates and hides it; a bad range is refused and the service’s overlap refusal shows on its field', async () => {
      const { host, contract } = await openClient();
      const [, , , previous, last] = (await seededContract()).periods;
      const row = contract.locator('[data-slot="period"]').nth(4);
      await row.getByRole('button', { name: /^Change the period / }).click();
      const dialog = host.getByRole('dialog', { name: 'Change the subscription period' });
      const first = dialog.getByLabel('First day', { exact: true });
      const lastDay = dialog.getByLabel('Last day', { exact: true });
      expect([await first.inputValue(), await lastDay.inputValue()]).toEqual([last!.startDate.slice(0, 10), last!.endDate.slice(0, 10)]);

      await lastDay.fill(addDays(last!.startDate, -1));
      await dialog.getByRole('button', { name: 'Save period', exact: true }).click();
      await expect.poll(() => dialog.locator('[data-slot="field-error"]').allTextContents(), SETTLE).toEqual([MESSAGES.periodOrder]);

      await lastDay.fill(last!.endDate.slice(0, 10));
      await first.fill(previous!.endDate.slice(0, 10));
      await dialog.getByRole('button', { name: 'Save period', exact: true }).click();
      await expect
        .poll(() => dialog.locator('[data-slot="field-error"]').allTextContents(), SETTLE)
        .toEqual([expect.stringContaining('overlap')]);
      expect(await first.getAttribute('aria-invalid')).toBe('true');
      expect((await seededContract()).periods[4]).toEqual(last);

      const newEnd = addDays(last!.startDate, 9);
      await first.fill(last!.startDate.slice(0, 10));
      await lastDay.fill(newEnd);
      await dialog.getByRole('checkbox', { name: /^Shown to the firm/ }).uncheck();
      await dialog.getByRole('button', { name: 'Save period', exact: true }).click();
      await expect.poll(() => dialog.isVisible(), SETTLE).toBe(false);
      expect((await seededContract()).periods[4]).toMatchObject({
        startDate: last!.startDate,
        endDate: expect.stringMatching(new RegExp(`^${newEnd}`)),
        isVisible: false,
      });
      await expect.poll(() => row.textContent(), SETTLE).toContain(`${calendarDay(last!.startDate)} – ${calendarDay(newEnd)}`);
      expect(await row.textContent()).toContain('Hidden from the firm');
    });

    it('ends the contract after its preview names what it cancels, and cancels exactly those', async () => {
      const { page, host, contract } = await openClient();
      const current = (await seededContract()).periods.find((period) => period.isCurrentPeriod)!;
      const endDate = current.endDate.slice(0, 10);
      const expected = await cancellationPreview(harness.service, client.contractId, endDate);
      expect(expected.length).toBe(6);
      const before = await contractDeliverables(harness.service, client.contractId);

      await contract.getByRole('button', { name: /^End contract / }).click();
      const dialog = host.getByRole('dialog', { name: 'End the contract' });
      await dialog.getByLabel('Last day of the contract', { exact: true }).fill(endDate);
      await dialog.getByRole('button', { name: 'See what it cancels', exact: true }).click();
      const confirm = host.getByRole('dialog', { name: `End the contract on ${calendarDay(endDate)}?` });
      const list = confirm.locator('[data-slot="cancelled-deliverables"]');
      await list.waitFor(SETTLE);
      expect(await list.locator('p').first().textContent()).toBe(`It cancels ${expected.length} deliverables:`);
      const shown = await list
        .getByRole('list')
        .evaluateAll((lists) =>
          lists.map(
            (item) => `${item.getAttribute('aria-label')}: ${[...item.querySelectorAll('li')].map((li) => li.textContent).join(', ')}`,
          ),
        );
      const byService = new Map<string, string[]>();
      for (const deliverable of expected)
        byService.set(deliverable.serviceName, [...(byService.get(deliverable.serviceName) ?? []), deliverable.name]);
      expect(shown).toEqual(
        [...byService].sort(([a], [b]) => a.localeCompare(b)).map(([service, names]) => `${service}: ${names.sort().join(', ')}`),
      );
      expect(before.filter((deliverable) => deliverable.status === 'Canceled').length).toBe(0);
      expect(await blockingViolations(page, 'the end-contract confirmation')).toEqual([]);

      await confirm.getByRole('button', { name: `End the contract on ${calendarDay(endDate)}`, exact: true }).click();
      await expect.poll(() => confirm.isVisible(), SETTLE).toBe(false);
      const after = await contractDeliverables(harness.service, client.contractId);
      const canceled = after.filter((deliverable) => deliverable.status === 'Canceled').map((deliverable) => deliverable.id);
      expect(canceled.sort()).toEqual(expected.map((deliverable) => deliverable.id).sort());
      expect((await seededContract()).endDate?.slice(0, 10)).toBe(endDate);
      await expect.poll(() => contract.textContent(), SETTLE).toContain(calendarDay(endDate));
      expect(page.url()).toContain('section=subscription');
    });
  });
});

describe('Settings, Team and Subscription: accessibility', () => {
  it('has no serious or critical axe violation at a desktop’s and a phone’s width, the phone showing the team as stacked rows', async () => {
    const found: string[] = [];
    for (const [width, viewport] of [
      ['desktop', DESKTOP_VIEWPORT],
      ['phone', MOBILE_VIEWPORT],
    ] as const) {
      const team = await openSection(PEOPLE.owner, 'team', { viewport });
      const list = team.region.locator('[data-slot="team-list"]');
      await list.waitFor(SETTLE);
      expect(await list.evaluate((element) => element.tagName)).toBe(width === 'desktop' ? 'TABLE' : 'UL');
      found.push(...(await blockingViolations(team.page, `team at ${width}`)));
      await team.region.getByRole('button', { name: 'Invite a person', exact: true }).click();
      await team.host.getByRole('dialog', { name: 'Invite a person' }).waitFor(SETTLE);
      found.push(...(await blockingViolations(team.page, `invite dialog at ${width}`)));

      const staffTeam = await openSection(PEOPLE.admin, 'team', { viewport });
      await staffTeam.region.locator('[data-slot="role-definitions"] li').first().waitFor(SETTLE);
      found.push(...(await blockingViolations(staffTeam.page, `team for staff at ${width}`)));

      const subscription = await openSection(PEOPLE.admin, 'subscription', { viewport });
      await subscription.region.locator('[data-slot="commitment"]').first().waitFor(SETTLE);
      found.push(...(await blockingViolations(subscription.page, `subscription at ${width}`)));
    }
    expect(found).toEqual([]);
  });
});

/** The clients the page's shared store lists. */
function clientNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((globalThis as any)[Symbol.for('fp-portal.runtime.v1')]?.stores.clients.getState().clients ?? []).map(
      (client: { name: string }) => client.name,
    ),
  );
}

/** Makes the page's analytics record instead of send: a measurement id on the element and a gtag that keeps its calls. */
async function recordAnalytics(page: Page): Promise<void> {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { recordedAnalytics: calls, gtag: (...args: unknown[]) => calls.push(args) });
    new MutationObserver(() => document.querySelector('fp-portal:not([analytics-id])')?.setAttribute('analytics-id', 'G-E2E')).observe(
      document,
      { childList: true, subtree: true },
    );
  });
}

/** The parameters of each recorded analytics event of this name, in order. */
function analyticsEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (event) =>
      ((window as any).recordedAnalytics as unknown[][])
        .filter((call) => call[0] === 'event' && call[1] === event)
        .map((call) => call[2] as Record<string, unknown>),
    name,
  );
}

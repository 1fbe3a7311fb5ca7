// The bell and the switcher on the intranet demo page, signed in, against the seeded demo.
import { describe, expect, it } from 'vitest';
import { clientIdOf } from '../../demo/server/store/seed/demo.ts';
import { expectedNotificationsFor } from './support/expected-notifications.ts';
import { useHarness } from './support/harness.ts';
import {
  bellButton,
  bellLabel,
  bellLabelFor,
  clientNamesOf,
  demoUser,
  notifications,
  openNotifications,
  pickClient,
  selectedClientRoles,
  SETTLE,
  shownClientName,
  signInButtons,
  signInFromIntranet,
  switcher,
} from './support/intranet.ts';
import { waitForNetworkQuiet } from '../support/network-quiet.ts';

const sorted = (texts: string[]) => texts.map((text) => text.trim()).sort();

describe('the notification bell on the intranet page', () => {
  const harness = useHarness();

  it('shows the count the service data gives for the selected client, and the popover lists those notifications', async () => {
    const { page, service } = harness;
    const owner = demoUser('owner@demo.test');
    const client = await signInFromIntranet(page, service.url, owner.email);
    const expected = await expectedNotificationsFor(service, owner.id, clientIdOf(client));
    // A client with nothing to do would show no number at all: the seed gives the owner's first client some.
    expect(expected.count).toBeGreaterThan(0);

    await expect.poll(() => bellLabel(page), SETTLE).toBe(bellLabelFor(expected.count));
    expect(await notifications(page).locator('[data-slot="notification-count"]').textContent()).toBe(String(expected.count));

    const popover = await openNotifications(page);
    const items = popover.locator('[data-slot="notification-list"] li');
    // Each line's notice: a button that opens its page, or the text of one that opens nothing (the post approvals
    // also carry their in-place Approve and Request changes, which tests/e2e/home-review-actions.test.ts covers).
    expect(sorted(await items.locator('> button, > p').allTextContents())).toEqual(sorted(expected.texts));
    // Approvals and connections open a page; the Search Console notice is text only.
    expect(sorted(await items.locator('[data-slot="notification-open"]').allTextContents())).toEqual(sorted(expected.clickable));
  });

  it('is not there for a plain USER, whose switcher shows their one client', async () => {
    const { page, service } = harness;
    const user = demoUser('user@demo.test');
    const [onlyClient] = clientNamesOf(user);
    expect(await signInFromIntranet(page, service.url, user.email)).toBe(onlyClient);
    // The same stores the bell reads now hold the USER's role on the selected client, and the page is quiet.
    await expect.poll(() => selectedClientRoles(page), SETTLE).toEqual(['USER']);
    await waitForNetworkQuiet(page);

    expect(await switcher(page).locator('[data-slot="client-label"]').textContent()).toBe(onlyClient);
    expect(await notifications(page).getByRole('region', { name: 'Notifications' }).count()).toBe(1);
    expect(await bellButton(page).count()).toBe(0);
    expect(await signInButtons(page).count()).toBe(0);
  });

  it('follows a switch of client in the switcher on the same page, which hears fp-client-change', async () => {
    const { page, service } = harness;
    const ppc = demoUser('ppc@demo.test');
    const first = await signInFromIntranet(page, service.url, ppc.email);
    const other = clientNamesOf(ppc).find((name) => name !== first)!;
    const [before, after] = await Promise.all([first, other].map((name) => expectedNotificationsFor(service, ppc.id, clientIdOf(name))));
    // Two clients with the same count would not show that the bell followed the switch.
    expect(after!.count).not.toBe(before!.count);
    await expect.poll(() => bellLabel(page), SETTLE).toBe(bellLabelFor(before!.count));

    await page.evaluate(() => {
      const page = globalThis as any;
      page.samePage = true;
      page.clientChanges = [];
      document.addEventListener('fp-client-change', (event) => page.clientChanges.push((event as CustomEvent).detail));
    });
    await pickClient(page, other);

    await expect.poll(() => bellLabel(page), SETTLE).toBe(bellLabelFor(after!.count));
    expect(await shownClientName(page)).toBe(other);
    expect(await page.evaluate(() => (globalThis as any).samePage)).toBe(true);
    expect(await page.evaluate(() => (globalThis as any).clientChanges)).toEqual([{ clientId: clientIdOf(other), name: other }]);
  });
});

// The sidebar's navigation and the header's site search for each demo role (spec section 2, Shell): the
// areas the selected period delivers, Settings always, and what the work-in-progress flag hides, all
// derived from what the service says about that user (their client's periods, the flag endpoint's answer).
import { describe, expect, it } from 'vitest';
import { clientIdOf } from '../../demo/server/store/seed/demo.ts';
import { DEMO_USERS, MAIN_CLIENT, subOf } from '../../demo/server/store/seed/demo-users.ts';
import { expectedNavigation, selectedPeriodServices, workInProgressFor } from './support/portal-expected.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import {
  expectHeading,
  flagsSettledFor,
  navigationItems,
  openPortalPath,
  pickPortalClient,
  selectedClientName,
  SETTLE,
  siteSearchBox,
} from './support/portal.ts';

describe('navigation by service and by flag', () => {
  const harness = usePortalHarness();

  it.each(DEMO_USERS)('$email sees the areas of their period, and the site search unless the flag hides it', async (user) => {
    const page = await harness.signedInPage(user.email);
    await openPortalPath(page, harness.service.url, '/');
    await expectHeading(page, 'Home');
    const client = await selectedClientName(page);
    expect(client).not.toBeNull();
    const clientId = clientIdOf(client!);
    const { serviceNames } = await selectedPeriodServices(harness.service, user.id, clientId);
    const workInProgress = await workInProgressFor(harness.service, user.id, clientId);
    // The demo serves the flag on to the PPC admin only (demo/server/flags/config.ts).
    expect(workInProgress).toBe(user.email === 'ppc@demo.test');

    // Until the flag service has answered for this user, the shell shows the flag's default.
    await expect.poll(() => flagsSettledFor(page, subOf(user.id)), SETTLE).toBe(true);
    const staff = user.globalRoles.includes('FIRM_PILOT_ADMIN');
    await expect.poll(() => navigationItems(page), SETTLE).toEqual(expectedNavigation(serviceNames, workInProgress, staff));
    expect(await siteSearchBox(page).count()).toBe(workInProgress ? 0 : 1);
  });

  it('follows the selected client: each client shows the areas its own period delivers', async () => {
    const admin = DEMO_USERS.find((user) => user.email === 'admin@demo.test')!;
    // Clients whose current periods deliver different services (demo/server/store/seed).
    const clients = ['Crescent Immigration Group', 'Maple Street Family Law', MAIN_CLIENT];
    const page = await harness.signedInPage(admin.email);
    await openPortalPath(page, harness.service.url, '/');
    const seen = new Set<string>();
    for (const client of clients) {
      await pickPortalClient(page, client);
      await expect.poll(() => selectedClientName(page), SETTLE).toBe(client);
      const { serviceNames } = await selectedPeriodServices(harness.service, admin.id, clientIdOf(client));
      const expected = expectedNavigation(serviceNames, await workInProgressFor(harness.service, admin.id, clientIdOf(client)), true);
      await expect.poll(() => navigationItems(page), SETTLE).toEqual(expected);
      seen.add(expected.join(', '));
    }
    // Clients with the same services would not show that the sidebar follows the client.
    expect(seen.size).toBe(clients.length);
  });
});

// Signing in from the intranet demo page through the service's identity provider, as each demo role.
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../demo/server/store/seed/demo-users.ts';
import { useHarness } from './support/harness.ts';
import {
  clientNamesOf,
  intranetUrl,
  openIntranet,
  shownClientName,
  signInButtons,
  signInFromIntranet,
  submitCredentials,
  waitForProviderSignInPage,
  waitForReturnToIntranet,
} from './support/intranet.ts';

describe('signing in from the intranet page', () => {
  const harness = useHarness();

  it.each(DEMO_USERS.map((user) => ({ ...user, role: user.globalRoles[0] ?? user.clients[0]!.role })))(
    '$email ($role) signs in through the provider and is back on the intranet page, signed in',
    async (user) => {
      const { page, service } = harness;
      await openIntranet(page, service.url);
      // Signed out, each of the two elements offers its compact sign-in button.
      await signInButtons(page).nth(1).waitFor();
      expect(await signInButtons(page).count()).toBe(2);

      await signInButtons(page).first().click();
      await waitForProviderSignInPage(page);
      await submitCredentials(page, user.email);
      await waitForReturnToIntranet(page);

      expect(new URL(page.url()).pathname).toBe('/intranet.html');
      expect(clientNamesOf(user)).toContain(await shownClientName(page));
      expect(await signInButtons(page).count()).toBe(0);
    },
  );

  it('leaves the address bar as the intranet page it left, without the provider callback parameters', async () => {
    const { page, service } = harness;
    await signInFromIntranet(page, service.url, 'owner@demo.test');
    expect(page.url()).toBe(intranetUrl(service.url));
  });
});

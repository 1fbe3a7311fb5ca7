// When the service refuses the signed-in person (spec section 8: FORBIDDEN, UNAUTHORIZED, ... redirect to login,
// returning to the current path), the page sends them to the identity provider. Each refusal is produced
// honestly: an admin changes the person's access through the service's own API while the page is open.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clientIdOf } from '../../demo/server/store/seed/demo.ts';
import { GetClientNotificationDataDocument } from '../../src/core/api/generated/operations.ts';
import { useHarness } from './support/harness.ts';
import {
  bellLabel,
  clientNamesOf,
  demoUser,
  intranetUrl,
  pickClient,
  SETTLE,
  shownClientName,
  signInFromIntranet,
  switcher,
  waitForProviderSignInPage,
  waitForReturnToIntranet,
} from './support/intranet.ts';
import { graphqlCalls, recordRequests } from './support/request-log.ts';
import { waitForNetworkQuiet } from '../support/network-quiet.ts';

const ADMIN = 'user-admin';
const DISASSOCIATE = 'mutation ($input: DisassociateUserFromClientInput!) { disassociateUserFromClient(input: $input) { message } }';
const DEACTIVATE = 'mutation ($input: DeactivateUserInput!) { deactivateUser(input: $input) { message } }';
const HAS_COUNT = /^\d+ Notifications$/;

/** The browser's own trips to the provider's authorize endpoint (not the silent ones in a hidden frame). */
const signInTrips = (requests: readonly Request[], page: Page) =>
  requests.filter(
    (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === '/authorize',
  );

const returnPathOf = (trip: Request) => new URL(trip.url()).searchParams.get('redirect_uri');

/** A flag on the page's window: gone once the browser has loaded a new document. */
const markPage = (page: Page) => page.evaluate(() => ((globalThis as any).beforeRefusal = true));
const isSamePage = (page: Page) => page.evaluate(() => (globalThis as any).beforeRefusal === true).catch(() => true);

describe('a refused session on the intranet page', () => {
  // These tests take access away: a database of their own keeps the other files' demo intact.
  const harness = useHarness({ service: 'own' });

  it('FORBIDDEN for a client the owner just lost sends them to sign in once, and back to the intranet page', async () => {
    const { page, context, service } = harness;
    // An open live stream would tell the page of the loss at once and drop the client from the switcher (the
    // service's and the applier's tests hold that); this is a page that has not heard, as one whose stream is
    // closed in a background tab. Without the block the test races the stream.
    await context.route('**/v1/events*', (route) => route.abort());
    const owner = demoUser('owner@demo.test');
    const kept = await signInFromIntranet(page, service.url, owner.email);
    const lost = clientNamesOf(owner).find((name) => name !== kept)!;
    await expect.poll(() => bellLabel(page), SETTLE).toMatch(HAS_COUNT);

    const removal = await service.graphql(ADMIN, DISASSOCIATE, { input: { userId: owner.id, clientId: clientIdOf(lost) } });
    expect(removal.errors).toBeUndefined();
    const refused = await service.graphql(owner.id, GetClientNotificationDataDocument, { input: { clientId: clientIdOf(lost) } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const log = recordRequests(context);
    await markPage(page);
    // The open page does not know yet: its switcher still offers the lost client, and the bell asks for its data.
    await pickClient(page, lost);
    await expect.poll(() => isSamePage(page), SETTLE).toBe(false);
    await waitForReturnToIntranet(page);
    // The provider still holds the owner's session, so it signs them straight back in (as Auth0 would); the
    // fresh client list then has only the client they kept, shown as a label.
    await expect.poll(() => switcher(page).locator('[data-slot="client-label"]').count(), SETTLE).toBe(1);
    expect(await shownClientName(page)).toBe(kept);
    await waitForNetworkQuiet(page);
    log.stop();

    const asked = graphqlCalls(log.requests, `${service.url}/graphql`).filter((call) => call.operationName === 'GetClientNotificationData');
    expect(asked[0]?.variables).toEqual({ input: { clientId: clientIdOf(lost) } });
    const trips = signInTrips(log.requests, page);
    expect(trips.map(returnPathOf)).toEqual([intranetUrl(service.url)]);
    expect(new URL(page.url()).pathname).toBe('/intranet.html');
  });

  it('a person deactivated while signed in is refused on the next request and lands on the provider sign-in page', async () => {
    const { page, context, service } = harness;
    const ppc = demoUser('ppc@demo.test');
    const first = await signInFromIntranet(page, service.url, ppc.email);
    const other = clientNamesOf(ppc).find((name) => name !== first)!;
    await expect.poll(() => bellLabel(page), SETTLE).toMatch(HAS_COUNT);

    const deactivation = await service.graphql(ADMIN, DEACTIVATE, { input: { userId: ppc.id } });
    expect(deactivation.errors).toBeUndefined();
    const refused = await service.graphql(ppc.id, 'query { me { id } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');

    const log = recordRequests(context);
    await pickClient(page, other);
    // The provider's session no longer signs a deactivated person in, so its sign-in page shows.
    await waitForProviderSignInPage(page);
    log.stop();

    expect(signInTrips(log.requests, page).map(returnPathOf)).toEqual([intranetUrl(service.url)]);
  });
});

// Two elements on one page share one sign-in and one query cache: what goes over the network shows it.
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.ts';
import {
  bellLabel,
  openIntranet,
  SETTLE,
  signInButtons,
  signInFromIntranet,
  submitCredentials,
  waitForProviderSignInPage,
  waitForReturnToIntranet,
} from './support/intranet.ts';
import { graphqlCalls, postsTo, recordRequests, repeatedCalls, tokenEndpointOf } from './support/request-log.ts';
import { waitForNetworkQuiet } from '../support/network-quiet.ts';

const HAS_COUNT = /^\d+ Notifications$/;

describe('the bell and the switcher on one page', () => {
  const harness = useHarness();

  it('make exactly one token request on the way back from sign-in, and send no GraphQL request twice', async () => {
    const { page, context, service } = harness;
    const tokenEndpoint = await tokenEndpointOf(service.url);
    await openIntranet(page, service.url);
    await signInButtons(page).first().click();
    await waitForProviderSignInPage(page);

    const log = recordRequests(context);
    await submitCredentials(page, 'owner@demo.test');
    await waitForReturnToIntranet(page);
    // Both elements have what they show: the switcher its client, the bell its count.
    await expect.poll(() => bellLabel(page), SETTLE).toMatch(HAS_COUNT);
    await waitForNetworkQuiet(page);
    log.stop();

    expect(postsTo(log.requests, tokenEndpoint)).toHaveLength(1);
    const calls = graphqlCalls(log.requests, `${service.url}/graphql`);
    expect(calls.map((call) => call.operationName)).toEqual(expect.arrayContaining(['Me', 'GetClientNotificationData']));
    expect(repeatedCalls(calls)).toEqual([]);
  });

  it('send no GraphQL request twice when the signed-in page loads again', async () => {
    const { page, context, service } = harness;
    await signInFromIntranet(page, service.url, 'owner@demo.test');
    await expect.poll(() => bellLabel(page), SETTLE).toMatch(HAS_COUNT);
    await waitForNetworkQuiet(page);

    const log = recordRequests(context);
    await page.reload();
    await expect.poll(() => bellLabel(page), SETTLE).toMatch(HAS_COUNT);
    await waitForNetworkQuiet(page);
    log.stop();

    const calls = graphqlCalls(log.requests, `${service.url}/graphql`);
    // Who the user is and which clients they have is asked again on a new page (the notifications may come from the tab's cache).
    expect(calls.map((call) => call.operationName)).toContain('Me');
    expect(repeatedCalls(calls)).toEqual([]);
  });
});

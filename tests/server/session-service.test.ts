import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GetClientNotificationDataDocument } from '../../src/core/api/generated/operations.ts';
import { loadClients } from '../../src/core/session/load-clients.ts';
import { notificationQueryOptions } from '../../src/core/session/notification-query.ts';
import { notificationSummary } from '../../src/composers/notifications/bell-notices.ts';
import { createSession } from '../../src/core/session/session.ts';
import { fakeAuthClient, memoryRuntime, testConfig } from '../unit/session-fakes.ts';
import {
  CHURNED_CLIENT,
  DEMO,
  SETUP_CLIENT,
  DEMO_CLIENT_NAMES,
  MAIN_CLIENT,
  SECOND_CLIENT,
  clientIdOf,
  startTestService,
  type DemoUserId,
  type TestService,
} from './support/service.ts';

// The session over the real reference service. Only the identity provider is faked: its token is a real
// one signed by the service's key (the sign-in flow itself is covered by the browser tests).
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

/** A session for one demo user, with every GraphQL request the service receives counted by operation. */
function sessionFor(userId: DemoUserId) {
  const runtime = memoryRuntime();
  const auth = fakeAuthClient(async () => service.tokenFor(userId));
  const operations: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (typeof init?.body === 'string') operations.push((JSON.parse(init.body) as { operationName: string }).operationName);
    return globalThis.fetch(input, init);
  };
  const session = createSession(runtime, testConfig(service.url), {
    createAuthClient: async () => auth,
    fetch,
    pageUrl: () => `${service.url}/intranet.html?tab=news`,
  });
  const count = (operationName: string) => operations.filter((name) => name === operationName).length;
  return { runtime, auth, session, count };
}

describe('loadClients against the service', () => {
  it('gives the account owner their two clients as ACCOUNT_OWNER and selects the first', async () => {
    const { runtime, session, auth } = sessionFor(DEMO.owner);
    const clients = await loadClients(session);
    expect(clients.map((client) => [client.name, client.roles.map((role) => role.name)])).toEqual([
      [MAIN_CLIENT, ['ACCOUNT_OWNER']],
      [SECOND_CLIENT, ['ACCOUNT_OWNER']],
    ]);
    expect(runtime.stores.clients.getState().selectedClient?.name).toBe(MAIN_CLIENT);
    expect(auth.getTokenSilently).toHaveBeenCalledTimes(1);
  });

  it('gives the admin all 15 clients with FIRM_PILOT_ADMIN, churn worked out from contracts', async () => {
    const { runtime, session, count } = sessionFor(DEMO.admin);
    const clients = await loadClients(session);
    expect(clients).toHaveLength(15);
    expect(new Set(clients.map((client) => client.name))).toEqual(new Set(DEMO_CLIENT_NAMES));
    expect(clients.every((client) => client.roles.length === 1 && client.roles[0]?.name === 'FIRM_PILOT_ADMIN')).toBe(true);
    // The client in setup has signed (its contract starts next month): not churned, but not ready.
    expect(clients.filter((client) => client.isChurned).map((client) => client.name)).toEqual([CHURNED_CLIENT]);
    expect(clients.find((client) => client.name === SETUP_CLIENT)?.isReady).toBe(false);
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe(clients[0]?.clientId);
    expect(count('GetAllClientIds')).toBe(1);
  });
});

describe('notifications through the session', () => {
  it('counts 5 for the main client, as the notification-count test does', async () => {
    const { session } = sessionFor(DEMO.owner);
    const data = await session.queryClient.fetchQuery(notificationQueryOptions(session, clientIdOf(MAIN_CLIENT)));
    expect(notificationSummary(data, session.config.brand).count).toBe(5);
  });

  it('sends ONE GetClientNotificationData and ONE token request for consumers asking at once', async () => {
    const { session, auth, count, runtime } = sessionFor(DEMO.owner);
    const options = () => notificationQueryOptions(session, clientIdOf(MAIN_CLIENT));
    // The bell, its popover and a client switcher on one page, all starting before any token is stored.
    const [bell, popover] = await Promise.all([
      session.queryClient.fetchQuery(options()),
      session.queryClient.fetchQuery(options()),
      loadClients(session),
    ]);
    expect(bell).toEqual(popover);
    expect(count('GetClientNotificationData')).toBe(1);
    expect(count('Me')).toBe(1);
    expect(auth.getTokenSilently).toHaveBeenCalledTimes(1);
    // A later element within 5 minutes is served from session storage, even with a fresh query cache.
    session.queryClient.clear();
    await session.queryClient.fetchQuery(options());
    expect(count('GetClientNotificationData')).toBe(1);
    expect(runtime.stores.notifications.getState().byClient[clientIdOf(MAIN_CLIENT)]?.data.id).toBe(bell.id);
  });
});

describe('a refused answer', () => {
  it("sends the owner asking for Summit Employment Lawyers' data to sign in exactly once", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session, auth } = sessionFor(DEMO.owner);
    const input = { input: { clientId: clientIdOf('Summit Employment Lawyers') } };
    const results = await Promise.allSettled([
      session.graphql.request(GetClientNotificationDataDocument, input),
      session.graphql.request(GetClientNotificationDataDocument, input),
    ]);
    expect(results.map((result) => result.status === 'rejected' && (result.reason as { code?: string }).code)).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
    await vi.waitFor(() => expect(auth.loginWithRedirect).toHaveBeenCalled());
    expect(auth.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(auth.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/intranet.html?tab=news' } });
    vi.mocked(console.error).mockRestore();
  });
});

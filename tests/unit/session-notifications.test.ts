import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../src/core/api/query-keys.ts';
import { NOTIFICATION_CACHE_STALE_MS } from '../../src/core/notifications/notification-cache.ts';
import { notificationQueryOptions } from '../../src/core/session/notification-query.ts';
import { notificationSummary } from '../../src/composers/notifications/bell-notices.ts';
import { createSession } from '../../src/core/session/session.ts';
import { mainClientActionItems } from './notifications-main-client.ts';
import { fakeAuthClient, fakeGraphQL, memoryRuntime, testClock, testConfig } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

function setup(answer: Parameters<typeof fakeGraphQL>[0][string] = () => ({ data: { clientNotificationData: mainClientActionItems() } })) {
  const clock = testClock();
  const runtime = memoryRuntime(clock);
  runtime.stores.user.getState().setToken('stored-token');
  const service = fakeGraphQL({ GetClientNotificationData: answer });
  const session = createSession(runtime, testConfig(), {
    now: clock,
    fetch: service.fetch,
    createAuthClient: async () => fakeAuthClient(),
  });
  const fetchOnce = () => notificationQueryOptions(session, 'c1').queryFn({});
  return { clock, runtime, service, session, fetchOnce };
}

describe('notificationQueryOptions: cache first, stale after 5 minutes', () => {
  it('is keyed by the client and stays fresh for 5 minutes', () => {
    const { session } = setup();
    const options = notificationQueryOptions(session, 'c1');
    expect(options.queryKey).toEqual(notificationKeys.client('c1'));
    expect(options.staleTime).toBe(5 * 60 * 1000);
  });

  it('asks the service when nothing is cached, and caches the answer with lastFetched', async () => {
    const { clock, runtime, service, fetchOnce } = setup();
    await expect(fetchOnce()).resolves.toEqual(mainClientActionItems());
    expect(service.requests.map((request) => [request.operationName, request.variables])).toEqual([
      ['GetClientNotificationData', { input: { clientId: 'c1' } }],
    ]);
    expect(runtime.stores.notifications.getState().byClient.c1).toEqual({ data: mainClientActionItems(), lastFetched: clock() });
  });

  it('uses a cached entry younger than 5 minutes without asking', async () => {
    const { clock, service, fetchOnce } = setup();
    await fetchOnce();
    clock.advance(NOTIFICATION_CACHE_STALE_MS - 1);
    await fetchOnce();
    expect(service.count('GetClientNotificationData')).toBe(1);
  });

  it('asks again once the entry is 5 minutes old, and renews lastFetched', async () => {
    const { clock, runtime, service, fetchOnce } = setup();
    await fetchOnce();
    clock.advance(NOTIFICATION_CACHE_STALE_MS);
    await fetchOnce();
    expect(service.count('GetClientNotificationData')).toBe(2);
    expect(runtime.stores.notifications.getState().byClient.c1?.lastFetched).toBe(clock());
  });

  it('serves another client from its own entry', async () => {
    const { session, service, fetchOnce } = setup();
    await fetchOnce();
    await notificationQueryOptions(session, 'c2').queryFn({});
    expect(service.requests.map((request) => request.variables.input.clientId)).toEqual(['c1', 'c2']);
  });

  it('sends one request for consumers that ask through the query cache at once', async () => {
    const { session, service } = setup();
    const [a, b] = await Promise.all([
      session.queryClient.fetchQuery(notificationQueryOptions(session, 'c1')),
      session.queryClient.fetchQuery(notificationQueryOptions(session, 'c1')),
    ]);
    expect(a).toEqual(b);
    expect(service.count('GetClientNotificationData')).toBe(1);
  });

  it('logs "Failed to get action items for ClientId" and rethrows when the service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { runtime, fetchOnce } = setup(() => ({ data: null, errors: [{ message: 'Database unavailable' }] }));
    await expect(fetchOnce()).rejects.toThrow('Database unavailable');
    expect(console.error).toHaveBeenCalledWith('Failed to get action items for ClientId', 'c1', expect.any(Error));
    expect(runtime.stores.notifications.getState().byClient.c1).toBeUndefined();
  });
});

describe('notificationSummary', () => {
  it('gives the bell its count and the popover its items, the brand in the Search Console notice', () => {
    const summary = notificationSummary(mainClientActionItems(), 'Acme Marketing');
    expect(summary.count).toBe(5);
    expect(summary.items).toHaveLength(5);
    expect(summary.items.map((item) => item.text)).toEqual([
      'Approve and schedule blog post "visa options for skilled workers" for publication.',
      'Approve and schedule social media post for publication.',
      'Approve and schedule Google Business Profile post for publication.',
      'Connect your Google Business Profile account to start posting.',
      'Contact Acme Marketing to connect Google Search Console and unlock additional features.',
    ]);
  });
});

import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/core/api/query-client.ts';
import { clientKeys, notificationKeys, SIDEBAR_PERIODS_QUERY_DEFAULTS, sidebarKeys, userKeys } from '../../src/core/api/query-keys.ts';

// QueryClientProvider mounts the client; mounting here is what lets focus events reach its queries.
const mounted: Array<ReturnType<typeof createQueryClient>> = [];
const mountedClient = () => {
  const queryClient = createQueryClient();
  queryClient.mount();
  mounted.push(queryClient);
  return queryClient;
};
afterEach(() => {
  mounted.splice(0).forEach((queryClient) => queryClient.unmount());
  focusManager.setFocused(undefined);
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Subscribes an observer (as a mounted component would) and waits for its first answer. */
async function mount(queryClient: ReturnType<typeof createQueryClient>, queryKey: readonly unknown[], queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await settle();
  return unsubscribe;
}

describe('the QueryClient (spec section 7)', () => {
  it('does not retry a failed query', async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new Error('GraphQL Error (Code: 502)');
    });
    await expect(queryClient.fetchQuery({ queryKey: userKeys.me(), queryFn })).rejects.toThrow('GraphQL Error (Code: 502)');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('refetches a stale query on mount and on window focus, as TanStack does by default', async () => {
    const queryClient = mountedClient();
    const queryFn = vi.fn(async () => ['c1']);
    const first = await mount(queryClient, notificationKeys.client('c1'), queryFn);
    const second = await mount(queryClient, notificationKeys.client('c1'), queryFn);
    expect(queryFn).toHaveBeenCalledTimes(2);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(3);
    first();
    second();
  });

  it('does not refetch the sidebar periods on mount or on window focus', async () => {
    const queryClient = mountedClient();
    expect(queryClient.getQueryDefaults(sidebarKeys.periods('c1'))).toMatchObject({ refetchOnMount: false, refetchOnWindowFocus: false });
    const queryFn = vi.fn(async () => [{ id: 'p1' }]);
    const first = await mount(queryClient, sidebarKeys.periods('c1'), queryFn);
    const second = await mount(queryClient, sidebarKeys.periods('c1'), queryFn);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(SIDEBAR_PERIODS_QUERY_DEFAULTS).toEqual({ refetchOnMount: false, refetchOnWindowFocus: false });
    first();
    second();
  });

  it('gives each page its own client: a cache is not shared between two created clients', () => {
    const one = createQueryClient();
    one.setQueryData(userKeys.me(), { email: 'a' });
    expect(createQueryClient().getQueryData(userKeys.me())).toBeUndefined();
  });
});

describe('query keys', () => {
  it('go from general to specific and carry the client id', () => {
    expect(notificationKeys.client('c1')).toEqual([...notificationKeys.all, 'c1']);
    expect(sidebarKeys.periods('c1')).toEqual([...sidebarKeys.all, 'periods', 'c1']);
    expect(clientKeys.list('2026-11-21')).toEqual([...clientKeys.all, 'list', '2026-11-21']);
    expect(userKeys.me()).toEqual([...userKeys.all, 'me']);
  });

  it('keep clients apart and let the general key reach every client', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(notificationKeys.client('c1'), 'one');
    queryClient.setQueryData(notificationKeys.client('c2'), 'two');
    queryClient.setQueryData(sidebarKeys.periods('c1'), 'periods');
    expect(queryClient.getQueryData(notificationKeys.client('c2'))).toBe('two');
    await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const invalidated = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.isInvalidated })
      .map((query) => query.queryKey);
    expect(invalidated).toEqual([notificationKeys.client('c1'), notificationKeys.client('c2')]);
  });
});

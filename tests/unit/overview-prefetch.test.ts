import { afterEach, describe, expect, it, vi } from 'vitest';
import { overviewKeys } from '../../src/areas/client-overview/api/overview-keys.ts';
import { prefetchOverview } from '../../src/areas/client-overview/api/overview-prefetch.ts';
import { overviewPagesQueryOptions } from '../../src/areas/client-overview/api/overview-query.ts';
import { createSession } from '../../src/core/session/session.ts';
import { fakeAuthClient, fakeGraphQL, memoryRuntime, testClock, testConfig } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

const PAGE = { data: { clientOverview: { total: 1, rows: [{ clientId: 'c1', name: 'Acme Law' }] } } };
const STAFF = { sub: 'auth0|admin', userClientMapping: { globalRoles: [{ name: 'FIRM_PILOT_ADMIN' as const }], userClients: [] } };
const OWNER = { sub: 'auth0|owner', userClientMapping: { globalRoles: [], userClients: [] } };

function signedIn(user: typeof STAFF | typeof OWNER) {
  const clock = testClock(Date.parse('2026-11-21T10:00:00'));
  const runtime = memoryRuntime(clock);
  runtime.stores.user.getState().setUser(user);
  runtime.stores.user.getState().setToken('stored-token');
  const service = fakeGraphQL({ GetClientOverview: PAGE });
  const session = createSession(runtime, testConfig(), {
    now: clock,
    fetch: service.fetch,
    createAuthClient: async () => fakeAuthClient(),
  });
  return { service, session };
}

describe('prefetchOverview (the first rows asked for as the portal opens on /clients)', () => {
  it("asks staff's first page for the address's order, filter and search, under the key the table reads", async () => {
    const { service, session } = signedIn(STAFF);
    prefetchOverview(session, { sort: 'name', dir: 'asc', filter: 'waiting', q: 'law' });
    await vi.waitFor(() => expect(service.count('GetClientOverview')).toBe(1));
    expect(service.requests[0]!.variables).toEqual({
      input: { today: '2026-11-21', sort: 'NAME', direction: 'ASC', filter: 'WAITING', search: 'law', first: 100, offset: 0 },
    });
    const key = overviewKeys.list('2026-11-21', { sort: 'name', direction: 'asc', filter: 'waiting', search: 'law' });
    await vi.waitFor(() => expect(session.queryClient.getQueryData(key)).toEqual({ pages: [PAGE.data.clientOverview], pageParams: [0] }));

    // The table mounting a moment later takes that answer instead of asking again.
    await session.queryClient.fetchInfiniteQuery(
      overviewPagesQueryOptions(session, '2026-11-21', { sort: 'name', direction: 'asc', filter: 'waiting', search: 'law' }),
    );
    expect(service.count('GetClientOverview')).toBe(1);
  });

  it('asks nothing for anyone else (the guard sends them home, and the service would refuse them)', async () => {
    const { service, session } = signedIn(OWNER);
    prefetchOverview(session, {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(service.count('GetClientOverview')).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../src/core/session/session.ts';
import { startSession } from '../../src/ui/hooks/session-start.ts';
import { deferred, fakeAuthClient, fakeGraphQL, memoryRuntime, testConfig } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

const mappedClient = (clientId: string, name: string) => ({
  clientId,
  name,
  createdOn: '2025-01-01',
  updatedOn: '2025-01-01',
  isAutoPublish: false,
  isChurned: false,
  isReady: true,
});
const client = (clientId: string, name: string) => ({ ...mappedClient(clientId, name), roles: [{ name: 'ACCOUNT_OWNER' as const }] });
const ME = {
  data: {
    me: {
      id: 'u1',
      sub: 'auth0|owner',
      name: 'Olivia Owner',
      email: 'o@firm.test',
      picture: null,
      roles: ['ACCOUNT_OWNER'],
      userClientMapping: {
        globalRoles: [],
        userClients: [{ client: mappedClient('c1', 'Harbor & Vale Law (renamed)'), roles: [{ name: 'ACCOUNT_OWNER' }] }],
      },
    },
  },
};
const SIDEBAR = { data: { deliverablesByServiceForSidebar: [] } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A returning user: a stored sign-in, and a stored client list with `selected` chosen (none when null). */
function returningUser(selected: string | null) {
  const runtime = memoryRuntime();
  runtime.stores.user.getState().setUser({ sub: 'auth0|owner' });
  runtime.stores.user.getState().setToken('stored-token');
  runtime.stores.clients.getState().setClients([client('c1', 'Harbor & Vale Law')]);
  if (selected === null) runtime.stores.clients.setState({ selectedClient: null });
  const service = fakeGraphQL({ Me: ME, GetDeliverablesByServiceForSidebar: SIDEBAR });
  const session = createSession(runtime, testConfig(), { fetch: service.fetch, createAuthClient: async () => fakeAuthClient() });
  return { runtime, service, session };
}

describe('startSession with a stored sign-in', () => {
  it("with a stored client, asks for the client list only once the page's own queries have answered", async () => {
    const { runtime, service, session } = returningUser('c1');
    const pageAnswer = deferred<string>();
    const pageQuery = session.queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => pageAnswer.promise });
    const started = startSession(session);
    await settle();
    expect(service.count('GetDeliverablesByServiceForSidebar')).toBe(1);
    expect(service.count('Me')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(service.count('Me')).toBe(0);

    pageAnswer.resolve('shown');
    await pageQuery;
    await started;
    expect(service.count('Me')).toBe(1);
    expect(runtime.stores.clients.getState().selectedClient?.name).toBe('Harbor & Vale Law (renamed)');
  });

  it('without a stored client, asks for the client list at once (the page waits for it)', async () => {
    const { runtime, service, session } = returningUser(null);
    const pageAnswer = deferred<string>();
    void session.queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => pageAnswer.promise });
    const started = startSession(session);
    await settle();
    expect(service.count('Me')).toBe(1);
    await started;
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe('c1');
    pageAnswer.resolve('shown');
  });
});

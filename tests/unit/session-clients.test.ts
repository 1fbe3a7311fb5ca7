import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientKeys, notificationKeys, userKeys } from '../../src/core/api/query-keys.ts';
import { loadClients } from '../../src/core/session/load-clients.ts';
import { createSession } from '../../src/core/session/session.ts';
import { switchClient } from '../../src/core/session/switch-client.ts';
import { fakeAuthClient, fakeGraphQL, memoryRuntime, testClock, testConfig } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

const mapped = (clientId: string, name: string, role: string) => ({
  client: { clientId, name, createdOn: '2025-01-01', updatedOn: '2025-01-01', isAutoPublish: false, isChurned: false, isReady: true },
  roles: [{ name: role }],
});
const me = (globalRoles: string[], userClients: unknown[]) => ({
  data: {
    me: {
      id: 'u1',
      sub: 'auth0|u1',
      name: 'Olivia Owner',
      email: 'o@firm.test',
      picture: null,
      roles: [],
      userClientMapping: { globalRoles: globalRoles.map((name) => ({ name })), userClients },
    },
  },
});
const serverClient = (id: string, name: string, isChurned: boolean) => ({
  id,
  name,
  isReady: true,
  isAutoPublish: false,
  isChurned,
  createdOn: '2025-01-01T00:00:00Z',
  updatedOn: '2025-01-01T00:00:00Z',
});
const PERIOD = { id: 'p1', startDate: '2026-11-01', endDate: '2026-11-30', isCurrentPeriod: true, deliverablesByService: [] };

function setup(answers: Parameters<typeof fakeGraphQL>[0]) {
  const clock = testClock(Date.parse('2026-11-21T10:00:00'));
  const runtime = memoryRuntime(clock);
  runtime.stores.user.getState().setToken('stored-token');
  const service = fakeGraphQL(answers);
  const session = createSession(runtime, testConfig(), {
    now: clock,
    fetch: service.fetch,
    createAuthClient: async () => fakeAuthClient(),
  });
  return { runtime, service, session };
}

describe('loadClients (spec section 4, Admin vs others)', () => {
  it('gives a user their mapped clients with their per-client role, and selects the first', async () => {
    const { runtime, service, session } = setup({
      Me: me([], [mapped('c1', 'Harbor & Vale Law', 'ACCOUNT_OWNER'), mapped('c2', 'Sterling Injury Attorneys', 'USER')]),
    });
    const clients = await loadClients(session);
    expect(clients.map((client) => [client.name, client.roles])).toEqual([
      ['Harbor & Vale Law', [{ name: 'ACCOUNT_OWNER' }]],
      ['Sterling Injury Attorneys', [{ name: 'USER' }]],
    ]);
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe('c1');
    expect(service.count('GetAllClientIds')).toBe(0);
    expect(session.queryClient.getQueryData(userKeys.me())).toBeDefined();
  });

  it("gives an admin every client of the service as of today, with the admin role and the service's churn as of today", async () => {
    const { runtime, service, session } = setup({
      Me: me(['FIRM_PILOT_ADMIN'], []),
      GetAllClientIds: { data: { allClientIds: [serverClient('a', 'Alder Law', false), serverClient('b', 'Birch Legal', true)] } },
    });
    const clients = await loadClients(session);
    expect(service.requests.find((request) => request.operationName === 'GetAllClientIds')?.variables).toEqual({
      input: { today: '2026-11-21' },
    });
    expect(clients.map((client) => [client.clientId, client.roles, client.isChurned])).toEqual([
      ['a', [{ name: 'FIRM_PILOT_ADMIN' }], false],
      ['b', [{ name: 'FIRM_PILOT_ADMIN' }], true],
    ]);
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe('a');
    expect(session.queryClient.getQueryData(clientKeys.list('2026-11-21'))).toBeDefined();
  });

  it('keeps a selection the user still has', async () => {
    const { runtime, session } = setup({
      Me: me([], [mapped('c1', 'Harbor & Vale Law', 'ACCOUNT_OWNER'), mapped('c2', 'Sterling Injury Attorneys', 'USER')]),
    });
    runtime.stores.clients
      .getState()
      .setClients([{ ...mapped('c2', 'Sterling Injury Attorneys', 'USER').client, roles: [{ name: 'USER' }] }]);
    await loadClients(session);
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe('c2');
  });

  it('asks the service once when several elements load the clients at once', async () => {
    const { service, session } = setup({ Me: me([], [mapped('c1', 'Harbor & Vale Law', 'ACCOUNT_OWNER')]) });
    await Promise.all([loadClients(session), loadClients(session)]);
    await loadClients(session);
    expect(service.count('Me')).toBe(1);
  });
});

describe('switchClient', () => {
  it("selects the client, clears the selected period and invalidates that client's notifications only", async () => {
    const { runtime, session } = setup({
      Me: me([], [mapped('c1', 'Harbor & Vale Law', 'ACCOUNT_OWNER'), mapped('c2', 'Sterling Injury Attorneys', 'USER')]),
    });
    await loadClients(session);
    runtime.stores.period.getState().setSelectedPeriod(PERIOD);
    session.queryClient.setQueryData(notificationKeys.client('c1'), { id: 'c1' });
    session.queryClient.setQueryData(notificationKeys.client('c2'), { id: 'c2' });
    await switchClient(session, 'c2');
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe('c2');
    expect(runtime.stores.period.getState().selectedPeriod).toBeNull();
    expect(session.queryClient.getQueryState(notificationKeys.client('c2'))?.isInvalidated).toBe(true);
    expect(session.queryClient.getQueryState(notificationKeys.client('c1'))?.isInvalidated).toBe(false);
  });

  it('clears the selection (and logs) for an unknown client', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { runtime, session } = setup({ Me: me([], [mapped('c1', 'Harbor & Vale Law', 'ACCOUNT_OWNER')]) });
    await loadClients(session);
    await switchClient(session, 'nope');
    expect(runtime.stores.clients.getState().selectedClient).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Client with ID nope not found');
  });
});

import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/core/auth/auth-user.ts';
import type { ClientInMapping } from '../../src/core/auth/auth-user.ts';
import { ADMIN_ROLE, clientsForUser, isAdmin, type ServerClient } from '../../src/core/clients/client-access.ts';

/** A client as the ID token's user mapping carries it. */
const mappedClient = (clientId: string, name: string, extra: Partial<ClientInMapping> = {}): ClientInMapping => ({
  clientId,
  name,
  createdOn: '2025-01-01T00:00:00Z',
  updatedOn: '2025-01-01T00:00:00Z',
  isAutoPublish: false,
  isChurned: false,
  ...extra,
});

const SERVER_CLIENTS: ServerClient[] = [
  {
    id: 'c1',
    name: 'Acme Law',
    createdOn: '2025-01-01T00:00:00Z',
    updatedOn: '2025-03-01T00:00:00Z',
    isAutoPublish: true,
    isChurned: false,
    isReady: true,
  },
  {
    id: 'c2',
    name: 'Beta Legal',
    createdOn: '2025-02-01T00:00:00Z',
    updatedOn: '2025-02-01T00:00:00Z',
    isAutoPublish: false,
    isChurned: true,
    isReady: false,
  },
];
const owner: AuthUser = {
  sub: 'auth0|u1',
  userClientMapping: {
    globalRoles: [],
    userClients: [
      { client: mappedClient('c9', 'Mapped Firm'), roles: [{ name: 'ACCOUNT_OWNER' }, { name: 'USER_MANAGER' }] },
      { client: mappedClient('c8', 'Other Firm', { isChurned: true }), roles: [{ name: 'USER' }] },
    ],
  },
};
const admin: AuthUser = {
  sub: 'auth0|a1',
  userClientMapping: { globalRoles: [{ name: 'FIRM_PILOT_ADMIN' }], userClients: owner.userClientMapping!.userClients },
};

describe('admin vs others (spec section 4)', () => {
  it('the admin role is FIRM_PILOT_ADMIN, read from the global roles', () => {
    expect(ADMIN_ROLE).toBe('FIRM_PILOT_ADMIN');
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(owner)).toBe(false);
    expect(isAdmin({ sub: 'x', roles: ['FIRM_PILOT_ADMIN'] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it("an admin sees all clients from the server, with the admin role on each and the service's churn", () => {
    expect(clientsForUser(admin, SERVER_CLIENTS)).toEqual([
      {
        clientId: 'c1',
        name: 'Acme Law',
        createdOn: '2025-01-01T00:00:00Z',
        updatedOn: '2025-03-01T00:00:00Z',
        isAutoPublish: true,
        isChurned: false,
        isReady: true,
        roles: [{ name: 'FIRM_PILOT_ADMIN' }],
      },
      {
        clientId: 'c2',
        name: 'Beta Legal',
        createdOn: '2025-02-01T00:00:00Z',
        updatedOn: '2025-02-01T00:00:00Z',
        isAutoPublish: false,
        isChurned: true,
        isReady: false,
        roles: [{ name: 'FIRM_PILOT_ADMIN' }],
      },
    ]);
  });

  it('others see their mapped clients with their per-client roles, whatever the server list holds', () => {
    const clients = clientsForUser(owner, SERVER_CLIENTS);
    expect(clients.map((client) => [client.clientId, client.roles.map((role) => role.name)])).toEqual([
      ['c9', ['ACCOUNT_OWNER', 'USER_MANAGER']],
      ['c8', ['USER']],
    ]);
    expect(Object.keys(clients[0]!).sort()).toEqual(['clientId', 'createdOn', 'isAutoPublish', 'isChurned', 'name', 'roles', 'updatedOn']);
    expect(clients[1]!.isChurned).toBe(true);
  });

  it('a user without a mapping (claims unreadable) or no user has no clients', () => {
    expect(clientsForUser({ sub: 'auth0|u2' }, SERVER_CLIENTS)).toEqual([]);
    expect(clientsForUser(null, SERVER_CLIENTS)).toEqual([]);
  });
});

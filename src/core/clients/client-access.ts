import type { Client, Contract, Role, RoleName } from '../api/generated/graphql.ts';
import type { AuthUser, ClientInMapping } from '../auth/auth-user.ts';
import { isChurned } from './churn.ts';

/** Staff who may switch between all clients (spec section 6). */
export const ADMIN_ROLE: RoleName = 'FIRM_PILOT_ADMIN';

/** A client the user may pick, in the shape of the user mapping, with the user's roles on it. */
export type ClientWithRoles = ClientInMapping & { roles: Role[] };

/** What the portal needs of a client fetched from the service (GetAllClientIds). */
export type ServerClient = Pick<Client, 'id' | 'name' | 'createdOn' | 'updatedOn' | 'isAutoPublish' | 'isReady'> & {
  contracts: ReadonlyArray<Pick<Contract, 'endDate'>>;
};

export function isAdmin(user: AuthUser | null | undefined): boolean {
  return user?.userClientMapping?.globalRoles.some((role) => role.name === ADMIN_ROLE) ?? false;
}

/**
 * The clients a user may pick (spec section 4, Admin vs others): an admin gets every client the
 * service returns, with the admin role on each and churn computed from its contracts as of `today`;
 * anyone else gets the clients mapped to them, with their per-client roles.
 */
export function clientsForUser(user: AuthUser | null | undefined, serverClients: readonly ServerClient[], today: string): ClientWithRoles[] {
  if (!user) return [];
  if (isAdmin(user)) {
    return serverClients.map((client) => ({
      clientId: client.id,
      name: client.name,
      createdOn: client.createdOn,
      updatedOn: client.updatedOn,
      isAutoPublish: client.isAutoPublish,
      isChurned: isChurned(client.contracts, today),
      isReady: client.isReady,
      roles: [{ name: ADMIN_ROLE }],
    }));
  }
  return (user.userClientMapping?.userClients ?? []).map(({ client, roles }) => ({ ...client, roles }));
}

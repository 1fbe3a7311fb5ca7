import type { Client, Role, RoleName } from '../api/generated/graphql.ts';
import type { AuthUser, ClientInMapping } from '../auth/auth-user.ts';

/** Staff who may switch between all clients (spec section 6). */
export const ADMIN_ROLE: RoleName = 'FIRM_PILOT_ADMIN';

/** A client the user may pick, in the shape of the user mapping, with the user's roles on it. */
export type ClientWithRoles = ClientInMapping & { roles: Role[] };

/** What the portal needs of a client fetched from the service (GetAllClientIds), churn judged as of the user's today. */
export type ServerClient = Pick<Client, 'id' | 'name' | 'createdOn' | 'updatedOn' | 'isAutoPublish' | 'isChurned' | 'isReady'>;

export function isAdmin(user: AuthUser | null | undefined): boolean {
  return user?.userClientMapping?.globalRoles.some((role) => role.name === ADMIN_ROLE) ?? false;
}

/**
 * The clients a user may pick (spec section 4, Admin vs others): an admin gets every client the
 * service returns (churn judged by the service as of the user's today), with the admin role on each;
 * anyone else gets the clients mapped to them, with their per-client roles.
 */
export function clientsForUser(user: AuthUser | null | undefined, serverClients: readonly ServerClient[]): ClientWithRoles[] {
  if (!user) return [];
  if (isAdmin(user)) {
    return serverClients.map((client) => ({
      clientId: client.id,
      name: client.name,
      createdOn: client.createdOn,
      updatedOn: client.updatedOn,
      isAutoPublish: client.isAutoPublish,
      isChurned: client.isChurned,
      isReady: client.isReady,
      roles: [{ name: ADMIN_ROLE }],
    }));
  }
  return (user.userClientMapping?.userClients ?? []).map(({ client, roles }) => ({ ...client, roles }));
}

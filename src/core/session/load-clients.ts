import type { AuthUser } from '../auth/auth-user.ts';
import { GetAllClientIdsDocument, MeDocument, type GetAllClientIdsQuery, type MeQuery } from '../api/generated/operations.ts';
import { clientKeys, userKeys } from '../api/query-keys.ts';
import { localIsoDate } from '../clients/local-iso-date.ts';
import { clientsForUser, isAdmin, type ClientWithRoles, type ServerClient } from '../clients/client-access.ts';
import type { Session } from './session.ts';

/**
 * How long the signed-in user and the admin's client list are reused: elements that mount later on the
 * same page take them from the cache instead of asking the service again.
 */
export const CLIENTS_STALE_MS = 5 * 60 * 1000;

/** The Me answer as the User the client rules read (its mapping has the claim's shape). */
export function userFromMe(me: MeQuery['me'], storedSub: string | undefined): AuthUser {
  return {
    sub: me.sub ?? storedSub ?? '',
    id: me.id,
    name: me.name,
    email: me.email,
    ...(me.picture !== null ? { picture: me.picture } : {}),
    userClientMapping: me.userClientMapping,
    roles: me.roles,
  };
}

/** The clients an admin may see, as GetAllClientIds answers them. */
export function serverClientsFrom(answer: GetAllClientIdsQuery): ServerClient[] {
  return answer.allClientIds;
}

/**
 * Loads the clients the user may pick (spec section 4, Admin vs others): Me, and for an admin every
 * client as of today; then sets the list, which selects the first when none is selected.
 */
export async function loadClients(session: Session): Promise<ClientWithRoles[]> {
  const { queryClient, graphql, runtime } = session;
  const { me } = await queryClient.fetchQuery({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => graphql.request(MeDocument, {}, { signal }),
    staleTime: CLIENTS_STALE_MS,
  });
  const user = userFromMe(me, runtime.stores.user.getState().user?.sub);
  const today = localIsoDate(new Date(session.now()));
  let serverClients: ServerClient[] = [];
  if (isAdmin(user)) {
    const answer = await queryClient.fetchQuery({
      queryKey: clientKeys.list(today),
      queryFn: ({ signal }) => graphql.request(GetAllClientIdsDocument, { input: { today } }, { signal }),
      staleTime: CLIENTS_STALE_MS,
    });
    serverClients = serverClientsFrom(answer);
  }
  const clients = clientsForUser(user, serverClients);
  runtime.stores.clients.getState().setClients(clients);
  return clients;
}

import { GetClientConnectionsDocument, type GetClientConnectionsQuery } from '../api/generated/operations.ts';
import type { Session } from '../session/session.ts';
import { reviewKeys } from './review-keys.ts';

/** Logged with the client id when the service does not answer. */
export const CLIENT_CONNECTIONS_FAILED_MESSAGE = 'Failed to get connections for ClientId';

export type ClientConnections = GetClientConnectionsQuery['clientSettings'];

/** A client's connected platforms and WordPress credential status. */
export function clientConnectionsQueryOptions(session: Session, clientId: string) {
  return {
    queryKey: reviewKeys.connections(clientId),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<ClientConnections> => {
      try {
        const answer = await session.graphql.request(GetClientConnectionsDocument, { input: { clientId } }, { signal });
        return answer.clientSettings;
      } catch (error) {
        console.error(CLIENT_CONNECTIONS_FAILED_MESSAGE, clientId, error);
        throw error;
      }
    },
  };
}

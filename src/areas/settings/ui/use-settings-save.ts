import { useCallback } from 'react';
import type { OperationDocument } from '../../../core/api/generated/operations.ts';
import { refreshClient } from '../../../core/review/review-mutations.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/**
 * Sends one change of the client's settings (`send`, through GraphQL or REST) and, once the service has it,
 * refreshes everything of the client: a setting moves more than its own section (auto-publish changes the bell's
 * count and Home's queue; a WordPress connection takes away the connection notice). Resolves with the answer.
 */
export function useClientChange(clientId: string) {
  const session = useSession();
  return useCallback(
    async <T>(send: () => Promise<T>): Promise<T> => {
      const answer = await send();
      await refreshClient(session, clientId);
      return answer;
    },
    [session, clientId],
  );
}

/** Sends one settings mutation (useClientChange); resolves with what the service said. */
export function useSettingsSave(clientId: string) {
  const session = useSession();
  const change = useClientChange(clientId);
  return useCallback(
    async <R extends Record<string, { message: string }>, V extends object>(
      document: OperationDocument<R, V>,
      variables: V,
    ): Promise<string> => {
      const answer = await change(() => session.graphql.request(document, variables));
      return Object.values(answer)[0]?.message ?? '';
    },
    [session, change],
  );
}

import { useCallback } from 'react';
import type { OperationDocument } from '../../core/api/generated/operations.ts';
import { refreshClient } from '../../core/review/review-mutations.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';

/**
 * Sends one settings mutation and, once the service has it, refreshes everything of the client: a setting
 * moves more than its own section (auto-publish changes the bell's count and Home's queue; a WordPress
 * connection takes away the connection notice). Resolves with what the service said.
 */
export function useSettingsSave(clientId: string) {
  const session = useSession();
  return useCallback(
    async <R extends Record<string, { message: string }>, V extends object>(document: OperationDocument<R, V>, variables: V): Promise<string> => {
      const answer = await session.graphql.request(document, variables);
      await refreshClient(session, clientId);
      return Object.values(answer)[0]?.message ?? '';
    },
    [session, clientId],
  );
}

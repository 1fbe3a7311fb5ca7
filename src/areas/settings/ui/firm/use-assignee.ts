import { useQuery } from '@tanstack/react-query';
import { GetClientAssigneeDocument, GetStaffUsersDocument } from '../../../../core/api/generated/operations.ts';
import { settingsKeys } from '../../../../core/clients/settings-keys.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';

/** The agency's staff a client may be assigned to: asked only for staff, who alone may read it. */
export function useStaffUsers(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: [...settingsKeys.all, 'staffUsers'],
    queryFn: async ({ signal }) => (await session.graphql.request(GetStaffUsersDocument, {}, { signal })).staffUsers,
    enabled,
  });
}

/** Who looks after the client at the agency, by name (for those who may not change it). */
export function useClientAssignee(clientId: string, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: [...settingsKeys.client(clientId), 'assignee'],
    queryFn: async ({ signal }) =>
      (await session.graphql.request(GetClientAssigneeDocument, { input: { clientId } }, { signal })).clientAssignee,
    enabled,
  });
}

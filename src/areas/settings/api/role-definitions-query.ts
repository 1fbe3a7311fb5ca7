import { GetRoleDefinitionsDocument, type GetRoleDefinitionsQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { settingsKeys } from '../../../core/clients/settings-keys.ts';

export type RoleDefinitionRow = GetRoleDefinitionsQuery['roles'][number];

/** The service's role definitions (staff only): no client of their own, so their key holds none. */
export const roleDefinitionsKey = [...settingsKeys.all, 'role-definitions'] as const;

export function roleDefinitionsQueryOptions(session: Session) {
  return {
    queryKey: roleDefinitionsKey,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<RoleDefinitionRow[]> =>
      (await session.graphql.request(GetRoleDefinitionsDocument, {}, { signal })).roles,
  };
}

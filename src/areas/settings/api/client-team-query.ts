import { GetClientTeamDocument, type GetClientTeamQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { settingsKeys } from '../../../core/clients/settings-keys.ts';

export type TeamMember = GetClientTeamQuery['clientUsers'][number];

/** The people of a client with their roles on it (the users capability; the service refuses anyone else). */
export function clientTeamQueryOptions(session: Session, clientId: string) {
  return {
    queryKey: settingsKeys.team(clientId),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<TeamMember[]> =>
      (await session.graphql.request(GetClientTeamDocument, { input: { clientId } }, { signal })).clientUsers,
  };
}

import { useQuery } from '@tanstack/react-query';
import { clientTeamQueryOptions } from '../../api/client-team-query.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';

/** The firm's people; asked only of someone who may manage the team (the service refuses anyone else). */
export function useClientTeam(clientId: string, enabled: boolean) {
  const session = useSession();
  return useQuery({ ...clientTeamQueryOptions(session, clientId), enabled });
}

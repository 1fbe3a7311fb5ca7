import { useQuery } from '@tanstack/react-query';
import { clientConnectionsQueryOptions } from '../../../core/review/client-connections-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

export function useClientConnections(clientId: string) {
  return useQuery(clientConnectionsQueryOptions(useSession(), clientId));
}

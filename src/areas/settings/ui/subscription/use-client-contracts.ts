import { useQuery } from '@tanstack/react-query';
import { clientContractsQueryOptions } from '../../api/client-contracts-query.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';

/** The firm's contracts and their periods. */
export function useClientContracts(clientId: string) {
  const session = useSession();
  return useQuery(clientContractsQueryOptions(session, clientId));
}

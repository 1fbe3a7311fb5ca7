import { useQuery } from '@tanstack/react-query';
import { clientSettingsQueryOptions } from '../../../core/clients/client-settings-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/** The firm and its settings; every section that shows them reads this one query. */
export function useClientSettings(clientId: string) {
  const session = useSession();
  return useQuery(clientSettingsQueryOptions(session, clientId));
}

import { useQuery } from '@tanstack/react-query';
import { resolveSelectedPeriod } from '../../core/periods/period-fallback.ts';
import { sidebarPeriodsQueryOptions, type SidebarPeriod } from '../../core/session/periods-query.ts';
import { useSession } from './use-session.tsx';
import { useStore } from './use-store.ts';

export interface SubscriptionPeriods {
  status: 'pending' | 'error' | 'success';
  periods: SidebarPeriod[];
  /** The stored period when the service still lists it, else the current one, else the first (spec section 4). */
  selectedPeriod: SidebarPeriod | null;
  refetch: () => void;
}

const NO_PERIODS: SidebarPeriod[] = [];

/** The selected client's visible subscription periods and the one selected, from the page's one cache. */
export function useSubscriptionPeriods(clientId: string | undefined): SubscriptionPeriods {
  const session = useSession();
  const stored = useStore(session.runtime.stores.period, (state) => state.selectedPeriod);
  const query = useQuery({ ...sidebarPeriodsQueryOptions(session, clientId ?? ''), enabled: Boolean(clientId) });
  const periods = query.data ?? NO_PERIODS;
  return {
    status: query.status,
    periods,
    selectedPeriod: resolveSelectedPeriod(stored, periods),
    refetch: () => void query.refetch(),
  };
}

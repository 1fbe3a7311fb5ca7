import { isAdmin } from '../../core/clients/client-access.ts';
import { useSession } from './use-session.tsx';
import { useStore } from './use-store.ts';

/** Whether the signed-in person is agency staff (the global FIRM_PILOT_ADMIN role of their client mapping). */
export function useStaff(): boolean {
  const { user } = useSession().runtime.stores;
  return useStore(user, (state) => isAdmin(state.user));
}

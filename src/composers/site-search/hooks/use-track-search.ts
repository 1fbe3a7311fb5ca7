import { useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { routeForPath } from '../../navigation/routes.ts';
import { analyticsOf } from '../../../core/session/telemetry.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/**
 * Sends the `search` analytics event (spec section 9) for one submitted search, with the selected client
 * and the page the person searched from (its route id). Called once per search, never per keystroke.
 */
export function useTrackSearch(): (term: string) => void {
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useCallback(
    (term: string) => {
      const client = session.runtime.stores.clients.getState().selectedClient;
      analyticsOf(session).track(
        'search',
        { clientName: client?.name, clientId: client?.clientId, pageType: routeForPath(pathname)?.id },
        { search_term: term },
      );
    },
    [session, pathname],
  );
}

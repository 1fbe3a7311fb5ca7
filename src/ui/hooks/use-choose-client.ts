import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { switchClient } from '../../core/session/switch-client.ts';
import { useSession } from './use-session.tsx';

/**
 * Chooses the client to work on (spec section 2, Shell): selects it for every element on the page, clears the
 * selected period (it belonged to the previous client) and goes home. The client choice screen and staff's
 * overview of all clients both choose this way.
 */
export function useChooseClient(): (client: { clientId: string }) => void {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    (client) => {
      switchClient(session, client.clientId).catch((error: unknown) =>
        console.error('Could not refresh the new client’s data; reload the page.', error),
      );
      navigate({ to: '/' }).catch((error: unknown) => console.error('Could not go to the home page; reload the page.', error));
    },
    [session, navigate],
  );
}

import { useNavigate } from '@tanstack/react-router';
import type { ClientWithRoles } from '../../../core/clients/client-access.ts';
import { switchClient } from '../../../core/session/switch-client.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/**
 * Chooses the client to work on: selects it for every element on the page, clears the selected period
 * (it belonged to the previous client) and goes home.
 */
export function useChooseClient(): (client: ClientWithRoles) => void {
  const session = useSession();
  const navigate = useNavigate();
  return (client) => {
    switchClient(session, client.clientId).catch((error: unknown) => console.error('Could not refresh the new client’s data; reload the page.', error));
    navigate({ to: '/' }).catch((error: unknown) => console.error('Could not go to the home page; reload the page.', error));
  };
}

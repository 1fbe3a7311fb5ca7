import { routeById } from '../navigation/routes.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { useStaff } from '../../ui/hooks/use-staff.ts';
import { useStore } from '../../ui/hooks/use-store.ts';
import { Spinner } from '../../ui/primitives/spinner.tsx';
import { AllClientsLink } from './components/all-clients-link.tsx';
import { ConnectionTodos } from './components/connection-todos.tsx';
import { PeriodSections } from './components/period-sections.tsx';

/**
 * Home, where a firm starts its day: what waits for its review in the selected period (oldest first), the
 * connections it still lacks, and the period's deliverables by service. Staff see the same for the
 * client selected in the switcher, after the way to every client. The shell renders pages only once a client is selected; the spinner
 * covers the moment in between (a switch, a sign-out).
 */
export default function HomePage() {
  const { clients } = useSession().runtime.stores;
  const selectedClient = useStore(clients, (state) => state.selectedClient);
  const staff = useStaff();
  return (
    <div data-slot="home-page" className="flex flex-col gap-4 p-4 md:p-6">
      <header>
        <h1 className="text-xl font-semibold text-fp-text">{routeById('home').title}</h1>
        {selectedClient && <p className="text-sm text-fp-muted">{selectedClient.name}</p>}
      </header>
      {staff ? <AllClientsLink /> : null}
      {selectedClient ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <PeriodSections clientId={selectedClient.clientId} />
          </div>
          <div className="flex flex-col gap-4">
            <ConnectionTodos clientId={selectedClient.clientId} />
          </div>
        </div>
      ) : (
        <Spinner />
      )}
    </div>
  );
}

import { routeById, type RouteId } from '../../core/navigation/routes.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { useStore } from '../../ui/hooks/use-store.ts';
import { Spinner } from '../../ui/primitives/spinner.tsx';
import { ConnectionsList } from './components/connections-list.tsx';
import { DeliverablesTable } from './components/deliverables-table.tsx';
import { PeriodGate } from './components/period-gate.tsx';
import { ReportsTable } from './components/reports-table.tsx';

/** The areas this page stands in for until each gets its own page in its own issue. */
export type InterimRouteId = Extract<RouteId, 'reporting' | 'backlinks' | 'settings'>;

/**
 * An area's interim page: its title (the breadcrumbs are the shell's) and what the service holds for it:
 * the selected period's deliverables of the area's service; on Reporting the period's deliverable reports;
 * on Settings the connections and the WordPress status.
 */
export function ServiceDeliverablesPage({ routeId }: { routeId: InterimRouteId }) {
  const route = routeById(routeId);
  const { clients } = useSession().runtime.stores;
  const selectedClient = useStore(clients, (state) => state.selectedClient);
  const service = route.service;
  return (
    <div data-slot="service-deliverables-page" data-route={routeId} className="flex flex-col gap-4 p-4 md:p-6">
      <h1 className="text-xl font-semibold text-fp-text">{route.title}</h1>
      {!selectedClient ? (
        <Spinner />
      ) : (
        <>
          {(service || routeId === 'reporting') && (
            <PeriodGate clientId={selectedClient.clientId}>
              {(periodId) => (
                <>
                  {service && <DeliverablesTable clientId={selectedClient.clientId} periodId={periodId} service={service} />}
                  {routeId === 'reporting' && <ReportsTable clientId={selectedClient.clientId} periodId={periodId} />}
                </>
              )}
            </PeriodGate>
          )}
          {routeId === 'settings' && <ConnectionsList clientId={selectedClient.clientId} />}
        </>
      )}
    </div>
  );
}

import { CLIENT_OVERVIEW_AREA } from '../area.ts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { overviewSearchOf, overviewStateFrom, type OverviewState } from '../model/overview-state.ts';
import { useChooseClient } from '../../../ui/hooks/use-choose-client.ts';
import { ClientOverview } from './components/client-overview.tsx';

const ROUTE = CLIENT_OVERVIEW_AREA.routes[0];

/**
 * `/clients`: agency staff's overview of every client. The order, filter and search live in the URL
 * (`?sort=overdue&dir=desc&filter=waiting&q=law`), each change replacing the entry, so Back from a client's Home
 * returns to the table as it was. Choosing a client switches to it as the client switcher does and opens its Home.
 */
export default function ClientOverviewPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const state = useMemo(() => overviewStateFrom(search), [search]);
  const navigate = useNavigate();
  const choose = useChooseClient();
  const change = useCallback(
    (next: OverviewState) =>
      navigate({ to: ROUTE.path, search: overviewSearchOf(next), replace: true }).catch((error: unknown) =>
        console.error('Could not update the address.', error),
      ),
    [navigate],
  );
  return (
    <div data-slot="client-overview-page" className="flex flex-col gap-4 p-4 md:p-6">
      <div className="space-y-1">
        <h1 className="text-xl font-semibold text-fp-text">{ROUTE.title}</h1>
        <p className="text-sm text-fp-muted">{ROUTE.description}</p>
      </div>
      <ClientOverview state={state} onStateChange={(next) => void change(next)} onOpenClient={choose} />
    </div>
  );
}

import { REPORTING_AREA } from '../area.ts';
import { useState, type ReactNode } from 'react';
import { periodName, previousPeriodOf } from '../model/reporting-periods.ts';
import { useSubscriptionPeriods } from '../../../ui/hooks/use-periods.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { useStore } from '../../../ui/hooks/use-store.ts';
import { QueryState } from '../../../ui/layout/query-state.tsx';
import { Spinner } from '../../../ui/primitives/spinner.tsx';
import { useDeliverableReports, useDeliveryReport, useSearchPerformance } from './hooks/use-reporting-queries.ts';
import { DeliveredSection } from './components/delivered-section.tsx';
import { PrintHeader } from './components/print-header.tsx';
import { ReportsSection } from './components/reports-section.tsx';
import { ReportingHeader } from './components/reporting-header.tsx';
import { SearchSection } from './components/search-section.tsx';
import { PAGE_TEXTS } from '../reporting-texts.ts';

/**
 * The Reporting dashboard of the selected client and period (the sidebar's period selector picks it): what was
 * delivered, search performance, and the period's reports, each against the period before. `settingsHref` is
 * where the Search Console notice leads (the page builds it with the router; a test passes its own).
 */
export function ReportingDashboard({ settingsHref }: { settingsHref: string }) {
  const selectedClient = useStore(useSession().runtime.stores.clients, (state) => state.selectedClient);
  return (
    <div data-slot="reporting-page" className="flex flex-col gap-6">
      {selectedClient ? <ClientReport key={selectedClient.clientId} client={selectedClient} settingsHref={settingsHref} /> : <Spinner />}
    </div>
  );
}

function ClientReport({ client, settingsHref }: { client: { clientId: string; name: string }; settingsHref: string }) {
  const periods = useSubscriptionPeriods(client.clientId);
  const selected = periods.selectedPeriod;
  const previous = selected ? previousPeriodOf(periods.periods, selected.id) : null;
  const title = REPORTING_AREA.routes[0].title;
  const name = selected ? periodName(selected) : '';
  const compared = previous ? PAGE_TEXTS.comparedWith(periodName(previous)) : PAGE_TEXTS.noPrevious;
  const fileNameParts = [client.name, name];
  return (
    <>
      <PrintHeader clientId={client.clientId} firm={client.name} period={name} compared={compared} />
      <ReportingHeader title={title} firm={client.name} period={name} compared={selected ? compared : ''} />
      <QueryState
        status={periods.status}
        loadingLabel={PAGE_TEXTS.loadingPeriods}
        errorText={PAGE_TEXTS.periodsError}
        onRetry={periods.refetch}
        emptyText={PAGE_TEXTS.noPeriod}
        isEmpty={!selected}
      >
        {selected && (
          <>
            <Sections key={selected.id} clientId={client.clientId} periodId={selected.id}>
              <DeliveredSection clientId={client.clientId} periodId={selected.id} fileNameParts={fileNameParts} />
              <SearchSection clientId={client.clientId} periodId={selected.id} fileNameParts={fileNameParts} settingsHref={settingsHref} />
              <ReportsSection clientId={client.clientId} periodId={selected.id} periodName={name} />
            </Sections>
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * The sections, once each of their queries has answered (or failed: a section shows its own error): drawn one by
 * one as answers came, each pushed the next down under the reader (Lighthouse measured a layout shift of 0.52).
 * Once shown they stay: a section's retry (a failed query refetching is pending again) shows in that section, and
 * a gate that closed again would unmount it, whose remount refetches the failed query, for ever.
 */
function Sections({ clientId, periodId, children }: { clientId: string; periodId: string; children: ReactNode }) {
  const answers = [
    useDeliveryReport(clientId, periodId),
    useSearchPerformance(clientId, periodId),
    useDeliverableReports(clientId, periodId),
  ];
  const [opened, setOpened] = useState(false);
  const settled = answers.every((answer) => answer.status !== 'pending');
  if (settled && !opened) setOpened(true);
  if (!settled && !opened) {
    return (
      <div className="flex justify-center py-6 text-fp-muted">
        <Spinner label={PAGE_TEXTS.loadingReport} />
      </div>
    );
  }
  return <>{children}</>;
}

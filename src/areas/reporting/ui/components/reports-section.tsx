import { useState } from 'react';
import type { DeliverableReport } from '../../api/deliverable-reports-query.ts';
import { formatInstantDate } from '../../../../core/review/review-dates.ts';
import { TitledSection } from '../../../../ui/layout/titled-section.tsx';
import { QueryState } from '../../../../ui/layout/query-state.tsx';
import { Badge } from '../../../../ui/primitives/badge.tsx';
import { Button } from '../../../../ui/primitives/button.tsx';
import { useDeliverableReports } from '../hooks/use-reporting-queries.ts';
import { REPORTS_TEXTS } from '../../reporting-texts.ts';
import { ReportDialog } from './report-dialog.tsx';

/** The period's deliverable reports, each opening as a readable report in a dialog. */
export function ReportsSection({ clientId, periodId, periodName }: { clientId: string; periodId: string; periodName: string }) {
  const reports = useDeliverableReports(clientId, periodId);
  const list = reports.data ?? [];
  const [open, setOpen] = useState<DeliverableReport | null>(null);
  return (
    <TitledSection title={REPORTS_TEXTS.heading} slot="reports">
      <QueryState
        status={reports.status}
        loadingLabel={REPORTS_TEXTS.loading}
        errorText={REPORTS_TEXTS.error}
        onRetry={() => void reports.refetch()}
        emptyText={REPORTS_TEXTS.empty}
        isEmpty={list.length === 0}
      >
        <ul data-slot="report-list" className="divide-y divide-fp-border rounded-fp border border-fp-border">
          {list.map((report) => (
            <li key={report.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm break-inside-avoid">
              {/* On a phone the title has a line of its own, the service, date and button the next. */}
              <span className="min-w-0 basis-full font-medium text-fp-text break-words sm:basis-0 sm:flex-1">{report.title}</span>
              <Badge variant="secondary">{report.serviceName}</Badge>
              <span className="text-fp-muted">{formatInstantDate(report.createdOn)}</span>
              <Button
                variant="outline"
                size="sm"
                className="ml-auto print:!hidden sm:ml-0"
                aria-label={REPORTS_TEXTS.openLabel(report.title)}
                onClick={() => setOpen(report)}
              >
                {REPORTS_TEXTS.open}
              </Button>
            </li>
          ))}
        </ul>
      </QueryState>
      <ReportDialog report={open} periodName={periodName} onClose={() => setOpen(null)} />
    </TitledSection>
  );
}

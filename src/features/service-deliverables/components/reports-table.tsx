import { formatInstantDate } from '../../../core/review/review-dates.ts';
import { usePeriodReports } from '../hooks/use-period-reports.ts';
import { LOADING_REPORTS_LABEL, NO_REPORTS_TEXT, REPORT_COLUMNS, REPORTS_ERROR_TEXT, REPORTS_HEADING } from '../service-deliverables-texts.ts';
import { DataTable } from './data-table.tsx';
import { TitledSection } from '../../../ui/layout/titled-section.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';

/** The selected period's deliverable reports: title, service and when each was made. */
export function ReportsTable({ clientId, periodId }: { clientId: string; periodId: string }) {
  const reports = usePeriodReports(clientId, periodId);
  const list = reports.data ?? [];
  return (
    <TitledSection title={REPORTS_HEADING}>
      <QueryState
        status={reports.status}
        loadingLabel={LOADING_REPORTS_LABEL}
        errorText={REPORTS_ERROR_TEXT}
        onRetry={() => void reports.refetch()}
        emptyText={NO_REPORTS_TEXT}
        isEmpty={list.length === 0}
      >
        <DataTable
          slot="reports-table"
          label={REPORTS_HEADING}
          columns={[REPORT_COLUMNS.title, REPORT_COLUMNS.service, REPORT_COLUMNS.created]}
          rows={list.map((report) => ({ key: report.id, cells: [report.title, report.serviceName, formatInstantDate(report.createdOn)] }))}
        />
      </QueryState>
    </TitledSection>
  );
}

import type { ServiceKey } from '../../../core/navigation/routes.ts';
import { formatCalendarDate } from '../../../core/review/review-dates.ts';
import { statusLabel } from '../../../core/review/status-labels.ts';
import { useServiceDeliverables } from '../hooks/use-service-deliverables.ts';
import {
  DELIVERABLE_COLUMNS,
  DELIVERABLES_ERROR_TEXT,
  DELIVERABLES_HEADING,
  LOADING_DELIVERABLES_LABEL,
  NO_DELIVERABLES_TEXT,
  NO_DUE_DATE_TEXT,
} from '../service-deliverables-texts.ts';
import { DataTable } from './data-table.tsx';
import { TitledSection } from '../../../ui/layout/titled-section.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';

/** The selected period's deliverables of the area's service, with readable status and due date. */
export function DeliverablesTable({ clientId, periodId, service }: { clientId: string; periodId: string; service: ServiceKey }) {
  const deliverables = useServiceDeliverables(clientId, periodId, service);
  const list = deliverables.data ?? [];
  return (
    <TitledSection title={DELIVERABLES_HEADING}>
      <QueryState
        status={deliverables.status}
        loadingLabel={LOADING_DELIVERABLES_LABEL}
        errorText={DELIVERABLES_ERROR_TEXT}
        onRetry={() => void deliverables.refetch()}
        emptyText={NO_DELIVERABLES_TEXT}
        isEmpty={list.length === 0}
      >
        <DataTable
          slot="deliverables-table"
          label={DELIVERABLES_HEADING}
          columns={[DELIVERABLE_COLUMNS.name, DELIVERABLE_COLUMNS.status, DELIVERABLE_COLUMNS.dueDate]}
          rows={list.map((deliverable) => ({
            key: deliverable.id,
            cells: [deliverable.name, statusLabel(deliverable.status), deliverable.dueDate ? formatCalendarDate(deliverable.dueDate) : NO_DUE_DATE_TEXT],
          }))}
        />
      </QueryState>
    </TitledSection>
  );
}

import type { ServiceProgress } from '../../../core/review/deliverable-progress.ts';
import { formatCalendarDate } from '../../../core/review/review-dates.ts';
import { statusLabel } from '../../../core/review/status-labels.ts';
import { usePeriodProgress } from '../hooks/use-period-progress.ts';
import {
  DELIVERABLES_ERROR_TEXT,
  DELIVERABLES_HEADING,
  dueText,
  LOADING_DELIVERABLES_LABEL,
  NO_DELIVERABLES_TEXT,
  progressLabel,
  progressText,
} from '../home-texts.ts';
import { TitledSection } from '../../../ui/layout/titled-section.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';
import { ProgressBar } from '../../../ui/primitives/progress-bar.tsx';

/** One service: its progress bar, and (opened with the keyboard or a click) its deliverables with status and due date. */
function ServiceProgressRow({ service }: { service: ServiceProgress }) {
  return (
    <li data-service={service.serviceName}>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-col gap-1 rounded-fp py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary">
          <span className="flex items-baseline justify-between gap-2">
            <span className="font-medium text-fp-text">{service.serviceName}</span>
            <span className="text-sm text-fp-muted">{progressText(service.done, service.total)}</span>
          </span>
          <ProgressBar
            label={progressLabel(service.serviceName)}
            done={service.done}
            total={service.total}
            valueText={progressText(service.done, service.total)}
            className="w-full"
          />
        </summary>
        <ul className="mb-2 flex flex-col gap-1 pl-2 text-sm">
          {service.deliverables.map((deliverable) => (
            <li key={deliverable.id} className="flex flex-col sm:flex-row sm:justify-between sm:gap-2">
              <span className="text-fp-text">{deliverable.name}</span>
              <span className="text-fp-muted">
                {statusLabel(deliverable.status)}
                {deliverable.dueDate ? ` · ${dueText(formatCalendarDate(deliverable.dueDate))}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The period's deliverables by service with done vs total (core/review/deliverable-progress.ts says what counts). */
export function DeliverableProgress({ clientId, periodId }: { clientId: string; periodId: string }) {
  const progress = usePeriodProgress(clientId, periodId);
  const services = progress.data ?? [];
  return (
    <TitledSection title={DELIVERABLES_HEADING} className="rounded-fp border border-fp-border bg-fp-background p-4">
      <QueryState
        status={progress.status}
        loadingLabel={LOADING_DELIVERABLES_LABEL}
        errorText={DELIVERABLES_ERROR_TEXT}
        onRetry={() => void progress.refetch()}
        emptyText={NO_DELIVERABLES_TEXT}
        isEmpty={services.length === 0}
      >
        <ul data-slot="deliverable-progress" className="flex flex-col divide-y divide-fp-border">
          {services.map((service) => (
            <ServiceProgressRow key={service.serviceName} service={service} />
          ))}
        </ul>
      </QueryState>
    </TitledSection>
  );
}

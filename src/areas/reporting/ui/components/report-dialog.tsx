import type { DeliverableReport } from '../../api/deliverable-reports-query.ts';
import { reportMetrics } from '../../model/report-metrics.ts';
import { formatInstantDate } from '../../../../core/review/review-dates.ts';
import { Button } from '../../../../ui/primitives/button.tsx';
import { Dialog } from '../../../../ui/primitives/dialog.tsx';
import { REPORTS_TEXTS } from '../../reporting-texts.ts';

/**
 * One deliverable report, readable: what it is (service, period, when it was made and last changed) and its
 * figures, each under its label, never the service's raw JSON.
 */
export function ReportDialog({
  report,
  periodName,
  onClose,
}: {
  report: DeliverableReport | null;
  periodName: string;
  onClose: () => void;
}) {
  const metrics = report ? reportMetrics(report.metrics) : [];
  return (
    <Dialog
      data-slot="report-dialog"
      open={report !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={report?.title ?? ''}
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      {report ? (
        <>
          <dl data-slot="report-facts" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-fp-muted">{REPORTS_TEXTS.service}</dt>
            <dd className="m-0">{report.serviceName}</dd>
            <dt className="text-fp-muted">{REPORTS_TEXTS.period}</dt>
            <dd className="m-0">{periodName}</dd>
            <dt className="text-fp-muted">{REPORTS_TEXTS.created}</dt>
            <dd className="m-0">{formatInstantDate(report.createdOn)}</dd>
            <dt className="text-fp-muted">{REPORTS_TEXTS.updated}</dt>
            <dd className="m-0">{formatInstantDate(report.updatedOn)}</dd>
          </dl>
          <h3 className="text-sm font-semibold">{REPORTS_TEXTS.metricsHeading}</h3>
          {metrics.length === 0 ? (
            <p className="text-sm text-fp-muted">{REPORTS_TEXTS.noMetrics}</p>
          ) : (
            <dl data-slot="report-metrics" className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {metrics.map((metric) => (
                <div key={metric.key} className="rounded-fp border border-fp-border p-2">
                  <dt className="text-xs text-fp-muted">{metric.label}</dt>
                  <dd className="m-0 text-lg font-semibold tabular-nums break-words">{metric.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              {REPORTS_TEXTS.close}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

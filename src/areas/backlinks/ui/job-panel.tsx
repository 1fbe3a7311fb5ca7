import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { RestApiError } from '../../../core/api/rest-error.ts';
import { JOB_STATUS_TONES, jobStatusLabel } from '../model/backlink-status.ts';
import type { StepAction } from '../../../shared/backlinks/backlink-rules.ts';
import { stepActions } from '../model/backlink-step-actions.ts';
import { backlinkJobQueryOptions, backlinkStepsQueryOptions } from '../api/backlink-steps-query.ts';
import type { BacklinkJob, BacklinkStep } from '../model/backlink-types.ts';
import { StatusBadge } from '../../../review-kit/item/status-badge.tsx';
import { calendarDate } from '../../../review-kit/item/item-dates.ts';
import type { ReviewClient } from '../../../review-kit/review-client.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';
import { Button } from '../../../ui/primitives/button.tsx';
import { Sheet } from '../../../ui/primitives/sheet.tsx';
import { Spinner } from '../../../ui/primitives/spinner.tsx';
import { COLUMN_LABELS, PANEL_TEXTS } from '../backlinks-texts.ts';
import { EditStepDialog } from './edit-step-dialog.tsx';
import { JobProgress } from './job-progress.tsx';
import { SafeLink } from './safe-link.tsx';
import { SaveStepDialog } from './save-step-dialog.tsx';
import { StartStepDialog } from './start-step-dialog.tsx';
import { StepItem } from './step-item.tsx';
import { useJobDocument } from './use-job-document.ts';

export interface JobPanelProps {
  client: ReviewClient;
  jobId: string;
  /** The board's copy, shown while the job is fetched afresh. */
  boardJob?: BacklinkJob;
  onClose: () => void;
}

const isMissing = (error: unknown) => error instanceof RestApiError && (error.status === 404 || error.status === 403);

/**
 * A job opened from the board, in a panel at the side (the whole screen on a phone): its links, status and
 * progress, its report, and its steps as a timeline. Staff also edit, start and save each step. The panel is a
 * modal dialog: focus moves into it and Escape closes it.
 */
export function JobPanel({ client, jobId, boardJob, onClose }: JobPanelProps) {
  const session = useSession();
  const titleId = useId();
  const job = useQuery({ ...backlinkJobQueryOptions(session, client.clientId, jobId), placeholderData: boardJob });
  return (
    <Sheet
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      aria-labelledby={titleId}
      data-slot="backlink-panel"
      className="ml-auto mr-0 w-full max-w-full overflow-y-auto sm:w-[36rem]"
    >
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 break-words text-lg font-semibold">
            {job.data?.anchorText ?? PANEL_TEXTS.loading}
          </h2>
          <Button variant="outline" size="sm" onClick={onClose}>
            {PANEL_TEXTS.close}
          </Button>
        </div>
        {job.data ? (
          <JobDetails client={client} job={job.data} />
        ) : (
          <QueryState
            status={job.status}
            loadingLabel={PANEL_TEXTS.loading}
            errorText={isMissing(job.error) ? PANEL_TEXTS.notFound : PANEL_TEXTS.error}
            onRetry={() => void job.refetch()}
            emptyText=""
            isEmpty={false}
          >
            {null}
          </QueryState>
        )}
      </div>
    </Sheet>
  );
}

interface OpenDialog {
  action: StepAction;
  step: BacklinkStep;
  open: boolean;
  serial: number;
}

function JobDetails({ client, job }: { client: ReviewClient; job: BacklinkJob }) {
  const session = useSession();
  const steps = useQuery(backlinkStepsQueryOptions(session, client.clientId, job.id));
  const documents = useJobDocument();
  const stepsTitleId = useId();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const [focusStep, setFocusStep] = useState<string | null>(null);

  // After a change the step's buttons change too: focus goes to the step, not to the page's body.
  useEffect(() => {
    if (!focusStep || dialog?.open) return;
    headings.current.get(focusStep)?.focus();
    setFocusStep(null);
  }, [focusStep, dialog?.open, steps.data]);

  const openDialog = (action: StepAction, step: BacklinkStep) =>
    setDialog((current) => ({ action, step, open: true, serial: (current?.serial ?? 0) + 1 }));
  const closeDialog = (changed: boolean) => {
    setDialog((current) => (current ? { ...current, open: false } : null));
    if (changed && dialog) setFocusStep(dialog.step.id);
  };
  const dialogProps = dialog && {
    open: dialog.open,
    clientId: client.clientId,
    step: dialog.step,
    onOpenChange: (open: boolean) => (open ? undefined : closeDialog(false)),
  };
  const done = () => closeDialog(true);
  const facts: Array<[string, ReactNode]> = [
    [COLUMN_LABELS.targetPage, <SafeLink key="target" value={job.targetUrl} className="break-all" />],
    [COLUMN_LABELS.referringSite, <SafeLink key="site" value={job.referringSite} className="break-all" />],
    [COLUMN_LABELS.liveLink, <SafeLink key="live" value={job.liveUrl} className="break-all" />],
    [COLUMN_LABELS.startDate, calendarDate(job.startDate)],
    [COLUMN_LABELS.progress, <JobProgress key="progress" job={job} />],
  ];

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={job.status} tones={JOB_STATUS_TONES} labelOf={jobStatusLabel} />
        {job.currentStep ? <span className="text-sm text-fp-muted">{job.currentStep}</span> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fp-muted">{label}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-busy={documents.busy === 'report' || undefined}
          disabled={documents.busy === 'report'}
          onClick={() => void documents.fetchDocument('report', job.id, undefined, 'backlink-report.html')}
        >
          {documents.busy === 'report' ? <Spinner label={PANEL_TEXTS.report} /> : null}
          {PANEL_TEXTS.report}
        </Button>
        <span className="text-xs text-fp-muted">{PANEL_TEXTS.reportHint}</span>
      </div>
      <span ref={documents.holder} hidden />
      {documents.problem ? (
        <p role="alert" className="text-sm text-fp-danger">
          {documents.problem}
        </p>
      ) : null}
      <section aria-labelledby={stepsTitleId} className="space-y-3">
        <h2 id={stepsTitleId} className="text-base font-semibold">
          {PANEL_TEXTS.stepsTitle}
        </h2>
        <QueryState
          status={steps.status}
          loadingLabel={PANEL_TEXTS.stepsLoading}
          errorText={PANEL_TEXTS.stepsError}
          onRetry={() => void steps.refetch()}
          emptyText={PANEL_TEXTS.noSteps}
          isEmpty={steps.data?.length === 0}
        >
          <ol data-slot="backlink-timeline" className="list-none">
            {steps.data?.map((step, index) => (
              <StepItem
                key={step.id}
                ref={(element) => {
                  if (element) headings.current.set(step.id, element);
                  else headings.current.delete(step.id);
                }}
                step={step}
                last={index === steps.data.length - 1}
                actions={stepActions(client.roles, step)}
                onAction={openDialog}
                onFile={(chosen) => void documents.fetchDocument(chosen.id, job.id, chosen.id, chosen.fileName ?? 'file')}
                fileBusy={documents.busy === step.id}
              />
            ))}
          </ol>
        </QueryState>
      </section>
      {dialogProps && dialog.action === 'start' ? <StartStepDialog {...dialogProps} key={dialog.serial} onDone={done} /> : null}
      {dialogProps && dialog.action === 'edit' ? <EditStepDialog {...dialogProps} key={dialog.serial} job={job} onDone={done} /> : null}
      {dialogProps && dialog.action === 'save' ? <SaveStepDialog {...dialogProps} key={dialog.serial} onDone={done} /> : null}
    </>
  );
}

import { stepNote } from '../model/backlink-display.ts';
import { forwardRef } from 'react';
import { opensInBrowser } from '../model/backlink-files.ts';
import { STEP_STATUS_TONES, stepStatusLabel } from '../model/backlink-status.ts';
import type { StepAction } from '../../../shared/backlinks/backlink-rules.ts';
import type { BacklinkStep } from '../model/backlink-types.ts';
import { StatusBadge } from '../../../review-kit/item/status-badge.tsx';
import { Button } from '../../../ui/primitives/button.tsx';
import { PANEL_TEXTS, stepActionLabel, stepActionName } from '../backlinks-texts.ts';
import { stepTime } from './step-time.ts';

export interface StepItemProps {
  step: BacklinkStep;
  actions: readonly StepAction[];
  onAction: (action: StepAction, step: BacklinkStep) => void;
  onFile: (step: BacklinkStep) => void;
  fileBusy: boolean;
  last: boolean;
}

/** One step on the job's timeline: its kind and status, when it started and completed, its notes, its file, and staff's actions. */
export const StepItem = forwardRef<HTMLHeadingElement, StepItemProps>(function StepItem(
  { step, actions, onAction, onFile, fileBusy, last },
  headingRef,
) {
  const written = stepNote(step.data);
  const note = written.trim() ? written : null;
  const done = step.status === 'Completed';
  return (
    <li data-slot="backlink-step" data-status={step.status} className="relative flex gap-3 pb-5">
      {last ? null : <span aria-hidden="true" className="absolute left-[0.6875rem] top-6 bottom-0 w-px bg-fp-border" />}
      <span
        aria-hidden="true"
        className={
          done
            ? 'mt-1 h-4 w-4 shrink-0 rounded-full border-2 border-green-700 bg-green-700'
            : step.status === 'Initialized'
              ? 'mt-1 h-4 w-4 shrink-0 rounded-full border-2 border-fp-primary bg-fp-background'
              : 'mt-1 h-4 w-4 shrink-0 rounded-full border-2 border-gray-400 bg-fp-background'
        }
      />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary rounded-sm"
          >
            {PANEL_TEXTS.stepHeading(step.position + 1, step.kind)}
          </h3>
          <StatusBadge status={step.status} tones={STEP_STATUS_TONES} labelOf={stepStatusLabel} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-fp-muted">{PANEL_TEXTS.started}</dt>
          <dd>{step.startedOn ? <time dateTime={step.startedOn}>{stepTime(step.startedOn)}</time> : stepTime(null)}</dd>
          <dt className="text-fp-muted">{PANEL_TEXTS.completed}</dt>
          <dd>{step.completedOn ? <time dateTime={step.completedOn}>{stepTime(step.completedOn)}</time> : stepTime(null)}</dd>
        </dl>
        {note ? (
          <p className="whitespace-pre-wrap break-words text-sm">
            <span className="sr-only">{PANEL_TEXTS.notes}: </span>
            {note}
          </p>
        ) : null}
        {step.fileName ? (
          <p className="text-sm">
            <span className="text-fp-muted">{PANEL_TEXTS.file}: </span>
            <button
              type="button"
              data-slot="step-file"
              aria-busy={fileBusy || undefined}
              className="break-all text-left text-fp-primary underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary rounded-sm disabled:opacity-50"
              disabled={fileBusy}
              onClick={() => onFile(step)}
            >
              {opensInBrowser(step.fileContentType) ? PANEL_TEXTS.openFile(step.fileName) : PANEL_TEXTS.downloadFile(step.fileName)}
            </button>
            <span className="text-fp-muted">{PANEL_TEXTS.fileOf(step.fileSize)}</span>
          </p>
        ) : null}
        {actions.length > 0 ? (
          <div className="flex flex-wrap gap-2 pt-1" data-slot="step-actions">
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'edit' ? 'outline' : 'default'}
                aria-label={stepActionName(stepActionLabel(action, step.status), step.kind)}
                onClick={() => onAction(action, step)}
              >
                {stepActionLabel(action, step.status)}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
});

import { useId, useState } from 'react';
import { callProblem } from '../../../core/api/rest-problem.ts';
import { liveUrlProblem, referringSiteProblem } from '../../../shared/backlinks/backlink-rules.ts';
import { stepNote } from '../model/backlink-display.ts';
import type { BacklinkJob } from '../model/backlink-types.ts';
import { fieldClass } from '../../../review-kit/actions/dialog-field.tsx';
import { DialogButtons, DialogNotes } from '../../../review-kit/images/image-dialog-parts.tsx';
import { EDIT_TEXTS, LINK_PROBLEMS, reasonOf } from '../backlinks-texts.ts';
import { StepDialogFrame, type StepDialogProps } from './step-dialog-frame.tsx';
import { useEditStep } from './use-step-mutations.ts';

type LinkField = 'referringSite' | 'liveUrl';

/**
 * Staff edit a step's notes and the job's linking site and live link (on a done step, the links only). The links are checked as the service checks
 * them before anything is sent; a field the service refuses is marked and named, and what was typed stays.
 */
export function EditStepDialog({
  open,
  onOpenChange,
  clientId,
  step,
  job,
  onDone,
}: StepDialogProps & { job: Pick<BacklinkJob, 'referringSite' | 'liveUrl'> }) {
  const ids = {
    note: useId(),
    referringSite: useId(),
    liveUrl: useId(),
    referringSiteHelp: useId(),
    liveUrlHelp: useId(),
    failure: useId(),
  };
  // A done step keeps its notes; only the job's links can still be put right.
  const done = step.status === 'Completed';
  const [values, setValues] = useState({ note: stepNote(step.data), referringSite: job.referringSite ?? '', liveUrl: job.liveUrl ?? '' });
  const [problems, setProblems] = useState<Partial<Record<LinkField, string>>>({});
  const close = () => {
    edit.reset();
    setProblems({});
    onOpenChange(false);
  };
  const edit = useEditStep(clientId, () => EDIT_TEXTS.done(step.kind), onDone ?? close);
  const refused = edit.error ? callProblem(edit.error) : null;
  const refusedField = refused?.field === 'data/referringSite' ? 'referringSite' : refused?.field === 'data/liveUrl' ? 'liveUrl' : null;
  const fieldProblem = (field: LinkField) =>
    problems[field] ?? (refusedField === field ? `${reasonOf(refused!.detail.replace(/^body\/data\/\w+ /, 'This '))}.` : undefined);
  const failure = refused && !refusedField ? EDIT_TEXTS.failed(reasonOf(refused.detail)) : null;
  const change = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    edit.reset();
  };
  const submit = () => {
    const site = referringSiteProblem(values.referringSite);
    const live = liveUrlProblem(values.liveUrl);
    const found = {
      ...(site ? { referringSite: LINK_PROBLEMS.referringSite[site] } : {}),
      ...(live ? { liveUrl: LINK_PROBLEMS.liveUrl[live] } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length === 0) edit.mutate({ step, edit: values, job });
  };
  const linkField = (field: LinkField, label: string, hint: string) => {
    const problem = fieldProblem(field);
    const helpId = field === 'referringSite' ? ids.referringSiteHelp : ids.liveUrlHelp;
    return (
      <div className="space-y-1">
        <label htmlFor={ids[field]} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={ids[field]}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={values[field]}
          disabled={edit.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={helpId}
          className={fieldClass}
          onChange={(event) => change(field, event.currentTarget.value)}
        />
        <p id={helpId} className={problem ? 'text-xs text-fp-danger' : 'text-xs text-fp-muted'} role={problem ? 'alert' : undefined}>
          {problem ?? hint}
        </p>
      </div>
    );
  };
  return (
    <StepDialogFrame
      open={open}
      title={EDIT_TEXTS.title(step.kind)}
      description={done ? EDIT_TEXTS.doneDescription : EDIT_TEXTS.description}
      onClose={close}
      onSubmit={submit}
    >
      {done ? null : (
        <div className="space-y-1">
          <label htmlFor={ids.note} className="block text-sm font-medium">
            {EDIT_TEXTS.note}
          </label>
          <textarea
            id={ids.note}
            rows={4}
            maxLength={2000}
            value={values.note}
            disabled={edit.isPending}
            className={fieldClass}
            onChange={(event) => change('note', event.currentTarget.value)}
          />
        </div>
      )}
      {linkField('referringSite', EDIT_TEXTS.referringSite, EDIT_TEXTS.referringSiteHint)}
      {linkField('liveUrl', EDIT_TEXTS.liveUrl, EDIT_TEXTS.liveUrlHint)}
      <DialogNotes failure={failure} failureId={ids.failure} />
      <DialogButtons pending={edit.isPending} label={EDIT_TEXTS.submit} onCancel={close} />
    </StepDialogFrame>
  );
}

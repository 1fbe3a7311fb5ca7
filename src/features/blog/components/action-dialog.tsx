import { useState, type FormEvent, type ReactNode } from 'react';
import { BLOG_REJECTION_REASONS, type BlogAction } from '../../../core/blog/blog-actions.ts';
import type { BlogActionInput } from '../../../core/blog/blog-mutations.ts';
import { Button } from '../../../ui/primitives/button.tsx';
import { Dialog } from '../../../ui/primitives/dialog.tsx';
import { ACTION_LABELS, DIALOG_TEXTS, REJECTION_REASON_LABELS } from '../blog-texts.ts';
import { dayAfter, localDay } from './action-dates.ts';
import { inputFor, type Values } from './action-inputs.ts';
import { DialogField, fieldClass } from './dialog-field.tsx';

export interface ActionDialogProps {
  action: BlogAction | null;
  topic: string;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onSubmit: (input: BlogActionInput<BlogAction>) => void;
}

/** The dialog of an action that asks for something first; the form's values survive a failed call. */
export function ActionDialog({ action, topic, pending, error, onCancel, onSubmit }: ActionDialogProps) {
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onCancel()} title={action ? ACTION_LABELS[action] : ''}>
      {action && <ActionForm key={action} action={action} topic={topic} pending={pending} error={error} onCancel={onCancel} onSubmit={onSubmit} />}
    </Dialog>
  );
}

type FormProps = Omit<ActionDialogProps, 'action'> & { action: BlogAction };
function ActionForm({ action, topic, pending, error, onCancel, onSubmit }: FormProps) {
  const [values, setValues] = useState<Values>({});
  const [problem, setProblem] = useState<string | null>(null);
  const today = localDay(new Date());
  const set = (name: string) => (event: { currentTarget: { value: string } }) => setValues({ ...values, [name]: event.currentTarget.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, problem: found } = inputFor(action, values, today);
    setProblem(found ?? null);
    if (input) onSubmit(input);
  };

  let fields: ReactNode = null;
  let description: string = DIALOG_TEXTS.confirm.description(ACTION_LABELS[action], topic);
  let submitLabel: string = DIALOG_TEXTS.confirm.submit;
  if (action === 'approve') {
    description = DIALOG_TEXTS.approve.description(topic);
    submitLabel = DIALOG_TEXTS.approve.submit;
    fields = <DialogField label={DIALOG_TEXTS.approve.date}>{(id) => <input id={id} type="date" min={dayAfter(today)} className={fieldClass} value={values.date ?? ''} onChange={set('date')} />}</DialogField>;
  } else if (action === 'requestChanges') {
    description = DIALOG_TEXTS.requestChanges.description(topic);
    submitLabel = DIALOG_TEXTS.requestChanges.submit;
    fields = (
      <>
        <DialogField label={DIALOG_TEXTS.requestChanges.reason}>
          {(id) => (
            <select id={id} required className={fieldClass} value={values.reason ?? ''} onChange={set('reason')}>
              <option value="">Choose a reason</option>
              {BLOG_REJECTION_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {REJECTION_REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          )}
        </DialogField>
        <DialogField label={DIALOG_TEXTS.requestChanges.comment}>
          {(id) => <textarea id={id} rows={4} maxLength={2000} className={fieldClass} value={values.comment ?? ''} onChange={set('comment')} />}
        </DialogField>
      </>
    );
  } else if (action === 'moveToExternalReview') {
    description = DIALOG_TEXTS.moveToExternalReview.description(topic);
    submitLabel = DIALOG_TEXTS.moveToExternalReview.submit;
    fields = <DialogField label={DIALOG_TEXTS.moveToExternalReview.date}>{(id) => <input id={id} type="date" required min={today} className={fieldClass} value={values.date ?? ''} onChange={set('date')} />}</DialogField>;
  } else if (action === 'regenerate' || action === 'rewrite') {
    const texts = DIALOG_TEXTS[action];
    description = texts.description(topic);
    submitLabel = texts.submit;
    fields = <DialogField label={texts.instructions}>{(id) => <textarea id={id} rows={4} maxLength={2000} required={action === 'rewrite'} className={fieldClass} value={values.instructions ?? ''} onChange={set('instructions')} />}</DialogField>;
  } else if (action === 'saveManualAppBuilderPublish') {
    description = DIALOG_TEXTS.saveManualAppBuilderPublish.description(topic);
    submitLabel = DIALOG_TEXTS.saveManualAppBuilderPublish.submit;
    fields = <DialogField label={DIALOG_TEXTS.saveManualAppBuilderPublish.url}>{(id) => <input id={id} type="url" required className={fieldClass} value={values.url ?? ''} onChange={set('url')} />}</DialogField>;
  } else if (action === 'deleteWordPressPost') {
    description = DIALOG_TEXTS.deleteWordPressPost.description(topic);
    submitLabel = DIALOG_TEXTS.deleteWordPressPost.submit;
  }

  const shownProblem = problem ?? error?.message;
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <p className="text-sm text-fp-muted">{description}</p>
      {fields}
      {shownProblem && (
        <p role="alert" className="text-sm text-fp-danger">
          {shownProblem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {DIALOG_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? DIALOG_TEXTS.working : submitLabel}
        </Button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/primitives/button.tsx';
import { Dialog } from '../../ui/primitives/dialog.tsx';
import { DIALOG_TEXTS } from '../kit-texts.ts';
import { dayAfter, localDay } from './action-dates.ts';
import type { ActionItem, ActionsSpec, DialogFieldSpec, Values } from './actions-spec.ts';
import { DialogField, fieldClass } from './dialog-field.tsx';

export interface ActionDialogProps<A extends string, T extends ActionItem> {
  spec: ActionsSpec<A, T>;
  action: A | null;
  topic: string;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onSubmit: (input: unknown) => void;
}

/** The dialog of an action that asks for something first; the form's values survive a failed call. */
export function ActionDialog<A extends string, T extends ActionItem>({ spec, action, ...props }: ActionDialogProps<A, T>) {
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && props.onCancel()} title={action ? spec.labels[action] : ''}>
      {action && <ActionForm key={action} spec={spec} action={action} {...props} />}
    </Dialog>
  );
}

// Free text an action takes (a comment, instructions) is capped like the service caps it.
const TEXT_MAX = 2000;

function Field({
  field,
  value,
  today,
  onChange,
}: {
  field: DialogFieldSpec;
  value: string;
  today: string;
  onChange: (value: string) => void;
}) {
  const change = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value);
  return (
    <DialogField label={field.label}>
      {(id) => {
        if (field.kind === 'textarea')
          return (
            <textarea
              id={id}
              rows={4}
              maxLength={TEXT_MAX}
              required={field.required}
              className={fieldClass}
              value={value}
              onChange={change}
            />
          );
        if (field.kind === 'url')
          return <input id={id} type="url" required={field.required} className={fieldClass} value={value} onChange={change} />;
        if (field.kind === 'date') {
          const min = field.min === 'tomorrow' ? dayAfter(today) : field.min === 'today' ? today : undefined;
          return <input id={id} type="date" required={field.required} min={min} className={fieldClass} value={value} onChange={change} />;
        }
        return (
          <select id={id} required={field.required} className={fieldClass} value={value} onChange={change}>
            <option value="">{DIALOG_TEXTS.chooseOption}</option>
            {(field.options ?? []).map(([option, label]) => (
              <option key={option} value={option}>
                {label}
              </option>
            ))}
          </select>
        );
      }}
    </DialogField>
  );
}

function ActionForm<A extends string, T extends ActionItem>({
  spec,
  action,
  topic,
  pending,
  error,
  onCancel,
  onSubmit,
}: Omit<ActionDialogProps<A, T>, 'action'> & { action: A }) {
  const [values, setValues] = useState<Values>({});
  const [problem, setProblem] = useState<string | null>(null);
  const today = localDay(new Date());
  const dialog = spec.dialogOf(action, topic);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, problem: found } = spec.inputFor(action, values, today);
    setProblem(found ?? null);
    if (input) onSubmit(input);
  };

  const shownProblem = problem ?? error?.message;
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <p className="text-sm text-fp-muted">{dialog.description}</p>
      {dialog.fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          today={today}
          value={values[field.name] ?? ''}
          onChange={(value) => setValues({ ...values, [field.name]: value })}
        />
      ))}
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
          {pending ? DIALOG_TEXTS.working : dialog.submit}
        </Button>
      </div>
    </form>
  );
}

import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import { refusalOf } from '../../core/api/refusal.ts';
import { showSuccessToast } from '../toasts/toast.ts';

export interface ServiceFormOptions<In extends FieldValues, Out> {
  /** The form's rules (src/core/forms): the same schema the service checks the input with. */
  schema: GenericSchema<In, Out>;
  /** What is stored now, as the form holds it. A refetch updates untouched fields and keeps what the person typed. */
  values: In;
  /** Sends the checked values; resolves with what the service said, shown as the success message. */
  save: (values: Out) => Promise<string>;
  /** Told whenever the form gains or loses unsaved edits (the page asks before leaving with them). */
  onDirtyChange?: (dirty: boolean) => void;
}

export interface ServiceForm<In extends FieldValues, Out> {
  form: UseFormReturn<In, unknown, Out>;
  /** The form's onSubmit. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** A refusal that names no field of this form (a conflict, a lost connection), shown above the actions. */
  problem: string | null;
}

const rootOf = (field: string) => field.split(/[.[]/)[0] ?? field;

/**
 * A settings form on react-hook-form: checked with its schema on submit (the first problem focused), then again
 * as the person corrects it; a save the service refuses shows the service's words under the field it names (focused) or above the
 * actions; saving twice at once is impossible; a saved form is no longer dirty.
 */
export function useServiceForm<In extends FieldValues, Out>({
  schema,
  values,
  save,
  onDirtyChange,
}: ServiceFormOptions<In, Out>): ServiceForm<In, Out> {
  const form = useForm<In, unknown, Out>({
    resolver: valibotResolver(schema),
    // Checked on the first submit, then as the person types: a message appearing on blur moved the fields below
    // under the pointer mid-click (a click on the next control could land on nothing).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = useCallback(
    (event?: React.BaseSyntheticEvent) =>
      form.handleSubmit(async (checked) => {
        if (sending.current) return;
        sending.current = true;
        setProblem(null);
        try {
          const message = await save(checked);
          form.reset(form.getValues());
          void showSuccessToast(message);
        } catch (error) {
          const refusal = refusalOf(error);
          const field = refusal.field ? rootOf(refusal.field) : null;
          if (field && field in form.getValues())
            form.setError(field as Path<In>, { type: 'server', message: refusal.message }, { shouldFocus: true });
          else setProblem(refusal.message);
        } finally {
          sending.current = false;
        }
      })(event),
    [form, save],
  );
  return { form, submit, problem };
}

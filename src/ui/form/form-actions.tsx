import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '../primitives/button.tsx';
import { Spinner } from '../primitives/spinner.tsx';
import { FormProblem } from './form-problem.tsx';

export interface FormActionsProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  /** A refusal that names no field, shown above the buttons. */
  problem: string | null;
  saveLabel?: string;
  savingLabel?: string;
  discardLabel?: string;
  /** A form that opens on demand (an entry of a list) closes with Cancel, which also drops its edits. */
  onCancel?: () => void;
  cancelLabel?: string;
}

/**
 * A form's Save and Discard: Save is offered once something changed and is held while the save is under way
 * (no double submit); Discard puts back what is stored.
 */
export function FormActions<T extends FieldValues>({ form, problem, saveLabel = 'Save', savingLabel = 'Saving…', discardLabel = 'Discard changes', onCancel, cancelLabel = 'Cancel' }: FormActionsProps<T>) {
  const { isDirty, isSubmitting } = form.formState;
  return (
    <div data-slot="form-actions" className="space-y-2">
      <FormProblem problem={problem} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={!isDirty || isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Spinner label={savingLabel} /> : null}
          {isSubmitting ? savingLabel : saveLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {cancelLabel}
          </Button>
        ) : isDirty && !isSubmitting ? (
          <Button variant="ghost" onClick={() => form.reset()}>
            {discardLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

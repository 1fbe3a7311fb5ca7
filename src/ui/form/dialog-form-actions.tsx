import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '../primitives/button.tsx';
import { BusyButton } from './busy-button.tsx';
import { FormProblem } from './form-problem.tsx';

export interface DialogFormActionsProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  /** A refusal that names no field of the form, shown above the buttons. */
  problem: string | null;
  submitLabel: string;
  submittingLabel?: string;
  cancelLabel?: string;
  onCancel: () => void;
  /** An edit of what is stored offers its submit only once something changed. */
  requireChange?: boolean;
}

/**
 * The buttons of a form in a dialog: Cancel closes it, the submit is held while the service answers (no double
 * submit). Unlike FormActions there is no Discard: closing the dialog discards.
 */
export function DialogFormActions<T extends FieldValues>({ form, problem, submitLabel, submittingLabel = 'Saving…', cancelLabel = 'Cancel', onCancel, requireChange }: DialogFormActionsProps<T>) {
  const { isDirty, isSubmitting } = form.formState;
  return (
    <div data-slot="form-actions" className="space-y-2">
      <FormProblem problem={problem} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {cancelLabel}
        </Button>
        <BusyButton type="submit" busy={isSubmitting} disabled={requireChange && !isDirty} label={submitLabel} busyLabel={submittingLabel} />
      </div>
    </div>
  );
}

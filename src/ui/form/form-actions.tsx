import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { cn } from '../cn.ts';
import { Button } from '../primitives/button.tsx';
import { BusyButton } from './busy-button.tsx';
import { FormProblem } from './form-problem.tsx';

export interface FormActionsProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  /** A refusal that names no field, shown above the buttons. */
  problem: string | null;
  saveLabel?: string;
  savingLabel?: string;
  /** For a form that closes (an item's editor, a dialog): a Cancel that closes it, offered instead of Discard. */
  onCancel?: () => void;
  cancelLabel?: string;
  discardLabel?: string;
  /**
   * Save is offered once something changed (an edit of what is stored). Off for a form that asks for something
   * new, whose first press shows what is missing.
   */
  requireChange?: boolean;
  /** A dialog's buttons: at its end, Cancel first, the way dialogs place them. */
  inDialog?: boolean;
}

/**
 * A form's buttons: Save, held while the save is under way (no double submit, focus kept on it), and Discard,
 * which puts back what is stored, or Cancel, which closes the form (its edits go with it).
 */
export function FormActions<T extends FieldValues>({
  form,
  problem,
  saveLabel = 'Save',
  savingLabel = 'Saving…',
  onCancel,
  cancelLabel = 'Cancel',
  discardLabel = 'Discard changes',
  requireChange = true,
  inDialog = false,
}: FormActionsProps<T>) {
  const { isDirty, isSubmitting } = form.formState;
  const save = (
    <BusyButton type="submit" busy={isSubmitting} disabled={requireChange && !isDirty} label={saveLabel} busyLabel={savingLabel} />
  );
  const back = onCancel ? (
    <Button variant={inDialog ? 'outline' : 'ghost'} onClick={onCancel} disabled={isSubmitting}>
      {cancelLabel}
    </Button>
  ) : isDirty && !isSubmitting ? (
    <Button variant="ghost" onClick={() => form.reset()}>
      {discardLabel}
    </Button>
  ) : null;
  return (
    <div data-slot="form-actions" className="space-y-2">
      <FormProblem problem={problem} />
      <div className={cn('flex flex-wrap items-center gap-2', inDialog && 'justify-end')}>
        {inDialog ? back : save}
        {inDialog ? save : back}
      </div>
    </div>
  );
}

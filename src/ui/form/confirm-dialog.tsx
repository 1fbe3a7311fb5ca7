import { useState, type ReactNode } from 'react';
import { refusalOf } from '../../core/api/refusal.ts';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { Spinner } from '../primitives/spinner.tsx';
import { FormProblem } from './form-problem.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What happens, and what cannot be undone. */
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action is under way ("Deleting…"). */
  pendingLabel: string;
  cancelLabel?: string;
  /** The action; the dialog closes when it resolves and shows the service's words when it is refused. */
  onConfirm: () => Promise<unknown>;
}

/**
 * Asks before a destructive action. Cancel has focus, so Enter alone never destroys anything; the confirm button
 * is held while the action is under way (no double submit); a refusal keeps the dialog open with its reason.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pendingLabel, cancelLabel = 'Cancel', onConfirm }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    if (pending) return;
    setProblem(null);
    onOpenChange(false);
  };
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      setProblem(refusalOf(error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={title} description={description}>
      <FormProblem problem={problem} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" autoFocus onClick={close} disabled={pending}>
          {cancelLabel}
        </Button>
        {/* Red words, not a red fill: the primitives have no destructive fill, and cn() does not override a variant's. */}
        <Button variant="outline" className="font-semibold text-fp-danger" onClick={() => void confirm()} disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner label={pendingLabel} /> : null}
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

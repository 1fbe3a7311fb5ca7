import { useState, type ReactNode } from 'react';
import { refusalOf } from '../../core/api/refusal.ts';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';
import { FormProblem } from './form-problem.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, naming what is about to go ("Delete the keyword list “Core”?"). */
  title: ReactNode;
  /** What follows from it, in a sentence. */
  description?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  /** Does the destructive thing; a refusal is shown in the dialog, which stays open. The dialog closes once it resolves. */
  onConfirm: () => Promise<void>;
}

/**
 * Asks before something that cannot be undone. Cancel has focus, so a stray Enter keeps everything; the action
 * is held while the service answers (no second request), and a refusal is said in the dialog in the service's words.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pendingLabel = 'Working…', cancelLabel = 'Cancel', onConfirm }: ConfirmDialogProps) {
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
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())} title={title} description={description}>
      <FormProblem problem={problem} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" autoFocus onClick={close} disabled={pending}>
          {cancelLabel}
        </Button>
        {/* Red words, not a red fill: the action that deletes reads as such without shouting beside Cancel. */}
        <Button variant="ghost" className="border border-fp-danger text-fp-danger" onClick={() => void confirm()} disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import { Dialog } from '../primitives/dialog.tsx';
import { ConfirmActions } from './confirm-actions.tsx';
import { useServiceAction } from './use-service-action.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the action and what it acts on ("Remove Jane Doe from Harbor & Vale Law?"). */
  title: ReactNode;
  description?: ReactNode;
  /** What the action will do, shown between the description and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action is under way ("Deleting…"). */
  pendingLabel?: string;
  cancelLabel?: string;
  /** Takes the action; resolves (with the service's message for a toast, if it has one), or rejects with a refusal shown in the dialog. */
  onConfirm: () => Promise<string | void>;
}

/**
 * Asks before a destructive action and takes it. Cancel has focus, so Enter does not act by mistake; the
 * action is held while the service answers (never sent twice); a refusal stays in the dialog, where the person
 * acted, until they try again or close it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel = 'Working…',
  cancelLabel = 'Cancel',
  onConfirm,
}: ConfirmDialogProps) {
  const action = useServiceAction(onConfirm, () => onOpenChange(false));
  const close = () => {
    if (action.pending) return;
    action.clearProblem();
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={title} description={description}>
      {children}
      <ConfirmActions action={action} confirmLabel={confirmLabel} pendingLabel={pendingLabel} cancelLabel={cancelLabel} onCancel={close} />
    </Dialog>
  );
}

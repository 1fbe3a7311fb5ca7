import type { ReactNode } from 'react';
import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What saying yes means, in the product's words: what happens and what cannot be taken back. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also heard on Escape. */
  onCancel: () => void;
}

/**
 * Asks before a change with consequences (a removal, publishing without approval). The cancel button has focus,
 * so a hasty Enter changes nothing; Escape cancels too.
 */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()} title={title} description={description}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" autoFocus onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import type { BacklinkStep } from '../model/backlink-types.ts';
import { Dialog } from '../../../ui/primitives/dialog.tsx';

/** What every dialog on a step is given. */
export interface StepDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: string;
  step: BacklinkStep;
  /** After the change succeeded (default: close). */
  onDone?: () => void;
}

export interface StepDialogFrameProps {
  open: boolean;
  title: string;
  description: string;
  /** Cancel, Escape or the dialog closing: the dialog forgets what it held. */
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A step dialog's frame: a modal dialog holding one form, submitted by its button or Enter, checked by the page (noValidate). */
export function StepDialogFrame({ open, title, description, onClose, onSubmit, children }: StepDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={title} description={description}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

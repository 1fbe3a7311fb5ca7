import { type ComponentProps } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import { cn } from '../cn.ts';

export type SheetProps = Omit<ComponentProps<'dialog'>, 'open'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A panel sliding in from the left edge: a modal `<dialog>` on the platform's top layer, rendered where it
 * is written (inside the element's shadow root, so our styles apply). The browser traps focus inside it,
 * closes it on Escape and gives focus back to where it was; a click on the backdrop closes it too.
 */
export function Sheet({ open, onOpenChange, className, children, ...props }: SheetProps) {
  const ref = useModalDialog(open);

  return (
    <dialog
      ref={ref}
      data-slot="sheet"
      data-state={open ? 'open' : 'closed'}
      className={cn('m-0 h-full max-h-[none] p-0 text-fp-text bg-fp-background shadow-xl backdrop:bg-black/50', className)}
      onCancel={(event) => {
        // Escape: the state closes the dialog, so a controlled parent stays the one source of truth.
        event.preventDefault();
        onOpenChange(false);
      }}
      onClick={(event) => {
        // The content fills the dialog, so a click landing on the dialog itself is on the backdrop.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      {...props}
    >
      {open ? children : null}
    </dialog>
  );
}

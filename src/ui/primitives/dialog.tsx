import { useId, type ComponentProps, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import { cn } from '../cn.ts';

export type DialogProps = Omit<ComponentProps<'dialog'>, 'open' | 'title'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading, which also names it for screen readers. */
  title: ReactNode;
  description?: ReactNode;
};

/**
 * A centred modal `<dialog>` on the platform's top layer, rendered where it is written (inside the element's
 * shadow root, so our styles apply). The browser traps focus, closes it on Escape and gives focus back to the
 * control that opened it. Unlike the sheet, a backdrop click does not close it: a dialog holds a form, and a
 * stray click must not lose what was typed.
 */
export function Dialog({ open, onOpenChange, title, description, className, children, ...props }: DialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={ref}
      data-slot="dialog"
      data-state={open ? 'open' : 'closed'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'w-[min(32rem,calc(100vw-2rem))] rounded-fp border border-fp-border p-0 text-fp-text bg-fp-background shadow-xl backdrop:bg-black/50',
        className,
      )}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      {...props}
    >
      {open ? (
        <div className="space-y-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-sm text-fp-muted">
              {description}
            </p>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

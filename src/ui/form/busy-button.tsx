import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';
import { Button } from '../primitives/button.tsx';
import { Spinner } from '../primitives/spinner.tsx';

export type BusyButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  busy: boolean;
  label: string;
  busyLabel: string;
};

/**
 * A button whose action is under way: it says so ("Saving…"), announces it, and ignores presses so nothing is
 * sent twice. It is held with aria-disabled rather than disabled, so keyboard focus stays on it meanwhile (a
 * disabled button drops focus to the page, and a keyboard user would start again from the top).
 */
export function BusyButton({ busy, label, busyLabel, disabled, onClick, className, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={cn(busy && 'cursor-wait opacity-70', className)}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy ? <Spinner label={busyLabel} /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}

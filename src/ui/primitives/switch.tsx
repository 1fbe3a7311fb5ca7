import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';

export type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'role' | 'type' | 'disabled'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown but not changeable (read-only for this person). */
  disabled?: boolean;
  /** A change is being saved: the switch shows the wanted state and ignores presses until it is. */
  busy?: boolean;
};

/**
 * An on/off control that acts at once: a button with the switch role, which Space and Enter flip. Name it with
 * aria-label or aria-labelledby. Disabled and busy are aria-disabled rather than disabled: a disabled button drops
 * keyboard focus mid-save, and would hide a read-only setting from the Tab order.
 */
export function Switch({ checked, onCheckedChange, disabled = false, busy = false, className, ...props }: SwitchProps) {
  const held = disabled || busy;
  return (
    <button
      type="button"
      role="switch"
      data-slot="switch"
      data-state={checked ? 'checked' : 'unchecked'}
      aria-checked={checked}
      aria-busy={busy || undefined}
      aria-disabled={held || undefined}
      {...props}
      onClick={() => {
        if (!held) onCheckedChange(!checked);
      }}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary focus-visible:ring-offset-2',
        checked ? 'bg-fp-primary' : 'bg-gray-500',
        disabled && 'cursor-not-allowed opacity-50',
        busy && 'cursor-wait opacity-70',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}

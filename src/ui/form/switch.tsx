import { cn } from '../cn.ts';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** What the switch turns on, for screen readers ("Blog posts, Spring campaign: opted in"). */
  label: string;
  /** The state in words beside the switch ("Opted in"), so it does not rest on colour alone. */
  stateText: string;
  disabled?: boolean;
  /** A change is being saved: the switch shows the wanted state and ignores presses, but keeps focus. */
  busy?: boolean;
  'aria-describedby'?: string | undefined;
  className?: string;
}

/**
 * An on/off setting that acts at once (role="switch"): Space or Enter flips it. While busy it is marked
 * aria-disabled rather than disabled, so keyboard focus stays on it.
 */
export function Switch({ checked, onCheckedChange, label, stateText, disabled, busy, className, ...described }: SwitchProps) {
  return (
    <span data-slot="switch" data-state={checked ? 'checked' : 'unchecked'} className={cn('inline-flex shrink-0 items-center gap-2', className)}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        disabled={disabled}
        onClick={() => {
          if (!busy) onCheckedChange(!checked);
        }}
        className={cn(
          'relative inline-flex h-6 w-11 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
          checked ? 'bg-fp-primary' : 'bg-gray-500',
          busy && 'cursor-wait opacity-70',
        )}
        {...described}
      >
        <span aria-hidden="true" className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')} />
      </button>
      <span aria-hidden="true" className="w-20 text-sm text-fp-text">
        {stateText}
      </span>
    </span>
  );
}

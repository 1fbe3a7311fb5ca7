import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';

export interface SwitchFieldProps {
  label: ReactNode;
  /** What turning it on does, in a sentence; read with the switch. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown but not changeable (a role that may not change it). */
  disabled?: boolean;
  /** The change is being saved: the switch shows the new position and takes no other press until it is. */
  busy?: boolean;
  onLabel?: string;
  offLabel?: string;
}

/**
 * A setting that takes effect the moment it is switched (no Save button): a button with the switch role, named
 * by its label and described by its sentence, that Space and Enter toggle. Its state is also written beside
 * it as On or Off, so it does not rest on the thumb's position or colour alone.
 */
export function SwitchField({ label, description, checked, onCheckedChange, disabled = false, busy = false, onLabel = 'On', offLabel = 'Off' }: SwitchFieldProps) {
  const id = useId();
  return (
    <div data-slot="switch-field" className="space-y-1 rounded-fp border border-fp-border p-3">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium text-fp-text">
          {label}
        </label>
        <div className="flex shrink-0 items-center gap-2">
          <span aria-hidden="true" className="text-sm text-fp-muted">
            {checked ? onLabel : offLabel}
          </span>
          <button
            id={id}
            type="button"
            role="switch"
            aria-checked={checked}
            aria-describedby={description ? `${id}-description` : undefined}
            aria-busy={busy || undefined}
            disabled={disabled}
            data-state={checked ? 'checked' : 'unchecked'}
            onClick={() => (busy ? undefined : onCheckedChange(!checked))}
            className={cn(
              'relative inline-flex h-6 w-11 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
              checked ? 'bg-fp-primary' : 'bg-gray-400',
            )}
          >
            <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-[1.375rem]' : 'translate-x-0.5')} />
          </button>
        </div>
      </div>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-fp-muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { Spinner } from '../primitives/spinner.tsx';

export interface SettingSwitchProps {
  label: ReactNode;
  /** What on and off mean, under the label; read with the switch. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A change is being saved: the switch holds still and says so. */
  pending?: boolean;
  pendingLabel?: string;
  /** Why the last change did not take (the service's words), read with the switch. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A setting that is on or off and saves on its own: a `role="switch"` button (Space or Enter flips it) named by
 * its label and described by what it means and by its problem; `data-state` carries on/off for styles.
 */
export function SettingSwitch({ label, description, checked, onCheckedChange, pending = false, pendingLabel = 'Saving…', error, disabled = false }: SettingSwitchProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const state = checked ? 'on' : 'off';
  // Held, not disabled: a disabled button drops keyboard focus mid-save and hides a read-only state from the Tab order.
  const held = disabled || pending;
  return (
    <div data-slot="setting-switch" data-state={state} className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0 space-y-1">
        <span id={`${id}-label`} className="block text-sm font-medium text-fp-text">
          {label}
        </span>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-fp-muted">
            {description}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} role="alert" data-slot="field-error" className="text-sm text-fp-danger">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {pending ? <Spinner label={pendingLabel} className="text-fp-muted" /> : null}
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-busy={pending || undefined}
          aria-disabled={held || undefined}
          data-state={state}
          onClick={() => {
            if (!held) onCheckedChange(!checked);
          }}
          className={cn(
            'relative inline-flex h-6 w-11 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary focus-visible:ring-offset-2',
            checked ? 'bg-fp-primary' : 'bg-gray-500',
            held && 'cursor-not-allowed opacity-60',
          )}
        >
          <span aria-hidden="true" className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0')} />
        </button>
      </div>
    </div>
  );
}

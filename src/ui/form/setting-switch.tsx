import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { Spinner } from '../primitives/spinner.tsx';
import { Switch } from '../primitives/switch.tsx';

export interface SettingSwitchProps {
  label: ReactNode;
  /** What on and off mean, under the label; read with the switch. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A change is being saved: the switch holds still (keeping focus) and says so. */
  pending?: boolean;
  pendingLabel?: string;
  /** Why the last change did not take (the service's words), shown under the label and read with the switch. */
  error?: string | null;
  /** Read-only: shown, reachable with Tab, not changeable. */
  disabled?: boolean;
  /** The state in words beside the switch, so it does not rest on the thumb's position or colour. */
  onText?: string;
  offText?: string;
  /** The switch's name when the visible label alone does not tell it from its neighbours (one per commitment). */
  accessibleName?: string;
  className?: string;
}

/**
 * A setting that is on or off and saves on its own (no Save button): the label names the switch, the
 * description and any problem describe it, and its state is written beside it.
 */
export function SettingSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  pending = false,
  pendingLabel = 'Saving…',
  error,
  disabled = false,
  onText = 'On',
  offText = 'Off',
  accessibleName,
  className,
}: SettingSwitchProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div
      data-slot="setting-switch"
      data-state={checked ? 'on' : 'off'}
      className={cn('flex items-start justify-between gap-4 py-3', className)}
    >
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
        <span aria-hidden="true" className="text-sm text-fp-text">
          {checked ? onText : offText}
        </span>
        <Switch
          checked={checked}
          onCheckedChange={onCheckedChange}
          busy={pending}
          disabled={disabled}
          aria-label={accessibleName}
          aria-labelledby={accessibleName ? undefined : `${id}-label`}
          aria-describedby={describedBy}
        />
      </div>
    </div>
  );
}

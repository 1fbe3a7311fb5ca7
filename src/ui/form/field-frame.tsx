import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** A line under the label saying what the field is for or how to fill it. */
  hint?: ReactNode;
  /** The field's problem, shown under it and read with it by screen readers. */
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * A labelled form control with its hint and its problem: the label names the control, the hint and the
 * problem describe it (aria-describedby), and aria-invalid marks it while the problem stands.
 */
export function FieldFrame({ label, hint, error, children, className }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="field" data-invalid={error ? 'true' : undefined} className={className ?? 'space-y-1'}>
      <label htmlFor={id} className="block text-sm font-medium text-fp-text">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-fp-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm text-fp-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

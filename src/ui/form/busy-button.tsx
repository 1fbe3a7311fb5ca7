import type { ComponentProps } from 'react';
import { Button } from '../primitives/button.tsx';
import { Spinner } from '../primitives/spinner.tsx';

export type BusyButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  busy: boolean;
  label: string;
  busyLabel: string;
};

/** A button whose action is under way: it says so ("Saving…"), announces it, and is held so it is not sent twice. */
export function BusyButton({ busy, label, busyLabel, disabled, ...props }: BusyButtonProps) {
  return (
    <Button {...props} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <Spinner label={busyLabel} /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A refusal of the whole form or action (not of one field), announced where the person acted. */
export function FormProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" data-slot="form-problem" className="text-sm text-fp-danger">
      {problem}
    </p>
  ) : null;
}

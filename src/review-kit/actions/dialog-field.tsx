import { useId, type ReactNode } from 'react';

export const fieldClass =
  'w-full rounded-fp border border-fp-border bg-fp-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary';

/** A labelled field of a dialog's form; the label names the control for screen readers and tests. */
export function DialogField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

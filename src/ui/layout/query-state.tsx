import type { ReactNode } from 'react';
import { Button } from '../primitives/button.tsx';
import { Spinner } from '../primitives/spinner.tsx';

export interface QueryStateProps {
  status: 'pending' | 'error' | 'success';
  /** What a screen reader hears while it loads. */
  loadingLabel: string;
  errorText: string;
  onRetry: () => void;
  /** The retry button's text (default 'Try again'). */
  retryLabel?: string;
  /** Shown instead of the content when the answer holds nothing. */
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** One section's loading, error (with a retry) and empty states around its content. */
export function QueryState({
  status,
  loadingLabel,
  errorText,
  onRetry,
  retryLabel = 'Try again',
  emptyText,
  isEmpty,
  children,
}: QueryStateProps) {
  if (status === 'pending') {
    return (
      <div className="flex justify-center py-6 text-fp-muted">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 py-4 text-sm text-fp-danger sm:flex-row sm:items-center">
        <span>{errorText}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <p className="py-4 text-sm text-fp-muted">{emptyText}</p>;
  return <>{children}</>;
}

import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';

export const DEFAULT_SPINNER_LABEL = 'Loading';

/** A spinning ring announced as a status; `label` is what a screen reader hears. */
export function Spinner({ className, label = DEFAULT_SPINNER_LABEL, ...props }: ComponentProps<'span'> & { label?: string }) {
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn('inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent', className)}
      {...props}
    />
  );
}

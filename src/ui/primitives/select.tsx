import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';

/**
 * A native `<select>`: the platform's own list on every screen size (a full-screen picker on phones),
 * keyboard and screen-reader support included.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="select"
      className={cn(
        'h-9 w-full rounded-fp border border-fp-border bg-fp-background px-2 text-sm text-fp-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

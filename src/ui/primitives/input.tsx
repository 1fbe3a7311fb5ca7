import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        'h-9 w-full rounded-fp border border-fp-border bg-fp-background px-3 py-1 placeholder:text-fp-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';

export interface FormGroupProps {
  title: ReactNode;
  /** A line under the title saying what the group is for. */
  description?: ReactNode;
  /** Names the group in the DOM (`data-slot`), for styles and tests. */
  slot?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A titled part of a page's section (its forms and lists) headed by an h3, since the section's own title is the
 * h2: a screen reader lists the parts and jumps between them.
 */
export function FormGroup({ title, description, slot, className, children }: FormGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot={slot} className={cn('space-y-2', className)}>
      <h3 id={headingId} className="text-base font-semibold text-fp-text">
        {title}
      </h3>
      {description ? <p className="text-sm text-fp-muted">{description}</p> : null}
      {children}
    </section>
  );
}

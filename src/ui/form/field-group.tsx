import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';

export interface FieldGroupProps {
  /** The group's heading, one level under the form's section (an h3). */
  title: ReactNode;
  description?: ReactNode;
  /** Names the group in the DOM (`data-slot`), for styles and tests. */
  slot?: string;
  className?: string;
  children: ReactNode;
}

/** A titled part of a settings section (WordPress within Connections): a region a screen reader can jump to. */
export function FieldGroup({ title, description, slot, className, children }: FieldGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot={slot} className={cn('space-y-3 rounded-fp border border-fp-border p-4', className)}>
      <div className="space-y-1">
        <h3 id={headingId} className="text-base font-semibold text-fp-text">
          {title}
        </h3>
        {description ? <p className="text-sm text-fp-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';

export interface TitledSectionProps {
  title: ReactNode;
  children: ReactNode;
  /** Beside the heading, at the end of its line (e.g. an Edit button). */
  action?: ReactNode;
  /** Names the section in the DOM (`data-slot`), for styles and tests. */
  slot?: string;
  className?: string;
  headingClassName?: string;
}

/**
 * A block of a page headed by an h2 that names it, so assistive technology lists it as a region and a screen
 * reader can jump between a page's sections.
 */
export function TitledSection({ title, children, action, slot, className, headingClassName }: TitledSectionProps) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={cn('text-base font-semibold text-fp-text', headingClassName)}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} data-slot={slot} className={cn('flex flex-col gap-2', className)}>
      <HeadingLine heading={heading} action={action} />
      {children}
    </section>
  );
}

/** A heading and, at the end of its line, what acts on what it heads (wrapping under it on a narrow screen). */
export function HeadingLine({ heading, action }: { heading: ReactNode; action?: ReactNode }) {
  if (!action) return heading;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {heading}
      {action}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { HeadingLine } from '../layout/titled-section.tsx';
import { Heading, NestedHeadings } from './heading-level.tsx';

export interface SectionPartProps {
  title: ReactNode;
  /** A line under the title saying what the part is for. */
  description?: ReactNode;
  /** Beside the title, at the end of its line (a button that acts on the whole part). */
  action?: ReactNode;
  /** Names the part in the DOM (`data-slot`), for styles and tests. */
  slot?: string;
  className?: string;
  /** The part's content; as a function it gets the heading's id, to name a form or a list by it (aria-labelledby). */
  children: ReactNode | ((headingId: string) => ReactNode);
}

/**
 * A titled part of a page's section (WordPress within Connections, Offices within Firm): a region headed one
 * level under the section, so a screen reader lists the parts and jumps between them. The headings inside it
 * (its list's items) go one level further down.
 */
export function SectionPart({ title, description, action, slot, className, children }: SectionPartProps) {
  const headingId = useId();
  const heading = (
    <Heading id={headingId} className="text-base font-semibold text-fp-text">
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={headingId} data-slot={slot} className={cn('space-y-3 border-t border-fp-border pt-5', className)}>
      <div className="space-y-1">
        <HeadingLine heading={heading} action={action} />
        {description ? <p className="text-sm text-fp-muted">{description}</p> : null}
      </div>
      <NestedHeadings>{typeof children === 'function' ? children(headingId) : children}</NestedHeadings>
    </section>
  );
}

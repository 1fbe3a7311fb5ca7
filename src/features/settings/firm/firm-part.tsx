import { useId, type ReactNode } from 'react';

/**
 * One part of the Firm section under an h3 (the section's title is the h2), each saving on its own; `children`
 * gets the heading's id to name a list or form by it.
 */
export function FirmPart({ title, description, slot, children }: { title: string; description?: string; slot: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot={slot} className="space-y-3 border-t border-fp-border pt-5">
      <div className="space-y-1">
        <h3 id={headingId} className="text-base font-semibold text-fp-text">
          {title}
        </h3>
        {description ? <p className="text-sm text-fp-muted">{description}</p> : null}
      </div>
      {children(headingId)}
    </section>
  );
}

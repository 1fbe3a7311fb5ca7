import { useId, type ReactNode } from 'react';

/** A titled block of the page, labelled by its heading. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold text-fp-text">
        {title}
      </h2>
      {children}
    </section>
  );
}

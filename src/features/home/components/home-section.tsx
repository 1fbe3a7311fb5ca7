import { useId, type ReactNode } from 'react';

/** A titled block of Home, labelled by its heading so assistive technology lists it as a region. */
export function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-fp border border-fp-border bg-fp-background p-4">
      <h2 id={headingId} className="mb-2 text-base font-semibold text-fp-text">
        {title}
      </h2>
      {children}
    </section>
  );
}

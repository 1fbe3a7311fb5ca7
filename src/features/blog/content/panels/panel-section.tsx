import { useId, type ReactNode } from 'react';

/** One of the content page's sections: a region named by its h2, so a screen reader can jump between them. */
export function PanelSection({ title, slot, children }: { title: string; slot: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot={slot} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a section shows when it has nothing to list. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="text-sm text-fp-muted">{children}</p>;
}

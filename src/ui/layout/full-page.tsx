import type { ReactNode } from 'react';

interface FullPageProps {
  brand: string;
  /** The id of the page's heading, which names the region. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * The frame of the bare screens (no shell): the brand above a centred column that fits a phone as well
 * as a desktop. A `main` landmark, since nothing else of the portal is on screen.
 */
export function FullPage({ brand, labelledBy, children }: FullPageProps) {
  return (
    <main
      data-slot="full-page"
      aria-labelledby={labelledBy}
      className="flex min-h-screen w-full flex-col items-center justify-center gap-6 bg-fp-background px-4 py-8 text-center text-fp-text"
    >
      <p data-slot="brand" className="text-lg font-semibold tracking-tight">
        {brand}
      </p>
      <div className="flex w-full max-w-md flex-col items-center gap-4">{children}</div>
    </main>
  );
}

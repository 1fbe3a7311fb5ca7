import type { ReactNode } from 'react';
import { TitledSection, type TitledSectionProps } from '../../ui/layout/titled-section.tsx';

/** One of an item page's sections, in the page's larger heading size. */
export function PanelSection(props: Omit<TitledSectionProps, 'className' | 'headingClassName'>) {
  return <TitledSection {...props} className="gap-3" headingClassName="text-lg" />;
}

/** What a section shows when it has nothing to list. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="text-sm text-fp-muted">{children}</p>;
}

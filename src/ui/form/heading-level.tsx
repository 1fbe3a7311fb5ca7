import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

type Level = 3 | 4 | 5 | 6;

// The kit's headings sit inside a page's section, whose own title is the h2: they start at h3.
const HeadingLevelContext = createContext<Level>(3);

/**
 * A heading one level under what holds it (an item's name is an h3 in a section's own list and an h4 in a titled
 * part of it), so a screen reader's outline of the page stays true wherever a piece of the kit is used.
 */
export function Heading(props: ComponentProps<'h3'>) {
  const Tag = `h${useContext(HeadingLevelContext)}` as const;
  return <Tag {...props} />;
}

/** The headings inside `children` go one level down. */
export function NestedHeadings({ children }: { children: ReactNode }) {
  const level = useContext(HeadingLevelContext);
  return <HeadingLevelContext.Provider value={Math.min(level + 1, 6) as Level}>{children}</HeadingLevelContext.Provider>;
}

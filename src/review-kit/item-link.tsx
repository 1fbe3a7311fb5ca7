import type { MouseEvent, ReactNode } from 'react';

/** How a board opens an item: where its link points, and what a plain click does instead of following it. */
export interface ItemOpening<T> {
  hrefOf: (item: T) => string;
  open: (item: T) => void;
}

export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The item's topic as a real link: a new tab or a copied address still works; a plain click opens it in place. */
export function ItemLink<T extends { topic: string }>({
  item,
  opening,
  className,
  children,
}: {
  item: T;
  opening: ItemOpening<T>;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={opening.hrefOf(item)}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        opening.open(item);
      }}
    >
      {children ?? item.topic}
    </a>
  );
}

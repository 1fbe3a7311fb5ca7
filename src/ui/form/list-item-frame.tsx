import type { ReactNode } from 'react';
import { Heading } from './heading-level.tsx';
import { ItemActions, type ItemActionHandlers } from './item-actions.tsx';

export interface ListItemFrameProps {
  /** Names the item in the DOM (`data-slot`), for styles and tests. */
  slot: string;
  /** The item's name: what its buttons are read with, and its heading. */
  name: string;
  /** The heading, when it says more than the name (an identifier with its value). */
  title?: ReactNode;
  /** Beside the heading (a badge). */
  badge?: ReactNode;
  /** Edit and Delete, for those who may change the item; without them it is only shown. */
  actions?: ItemActionHandlers | undefined;
  /** Under the heading. */
  children?: ReactNode;
  /** Across the whole item, below the rest (a disclosure). */
  footer?: ReactNode;
}

/** An item of a settings list: its name as a heading, what it holds, and its buttons beside it (below it on a phone). */
export function ListItemFrame({ slot, name, title = name, badge, actions, children, footer }: ListItemFrameProps) {
  return (
    <li data-slot={slot} className="space-y-2 rounded-fp border border-fp-border p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading className="break-words font-medium text-fp-text">{title}</Heading>
            {badge}
          </div>
          {children}
        </div>
        {actions ? <ItemActions itemName={name} {...actions} /> : null}
      </div>
      {footer}
    </li>
  );
}

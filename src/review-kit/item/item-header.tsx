import type { ReactNode, Ref } from 'react';
import type { StatusTone } from '../../core/review/status-tones.ts';
import { StatusBadge } from './status-badge.tsx';

export interface ItemHeaderProps {
  title: string;
  status: string;
  tones?: Readonly<Record<string, StatusTone>>;
  statusLabel?: (status: string) => string;
  /** What the item is and where it stands: its dates, its version... as label and value. */
  facts: readonly (readonly [label: string, value: ReactNode])[];
  /** Below the facts: e.g. where it was published. */
  children?: ReactNode;
  /** The heading, for a page that moves the focus to it (after an action took away the control that had it). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The top of an item's page: its title, status badge and facts. */
export function ItemHeader({ title, status, tones, statusLabel, facts, children, headingRef }: ItemHeaderProps) {
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="max-w-full break-words text-xl font-semibold focus-visible:outline-none"
        >
          {title}
        </h1>
        <StatusBadge status={status} tones={tones} labelOf={statusLabel} />
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="text-fp-muted">{label}:</dt>
            <dd className="m-0">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </header>
  );
}

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../cn.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  className?: string;
}

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop, arrows (and Home, End) move between tabs and select
 * them, and each panel is named by its tab. Every panel stays mounted (the others hidden), so what a panel
 * holds, an edit in progress, survives a switch of tabs.
 */
export function Tabs({ label, items, selected, onSelect, className }: TabsProps) {
  const base = useId();
  const list = useRef<HTMLDivElement | null>(null);
  const current = items.find((item) => item.id === selected) ?? items[0];
  const move = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === current?.id);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    const target = items[(next + items.length) % items.length]!;
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(target.id)}"]`)?.focus();
  };
  return (
    <div data-slot="tabs" className={cn('space-y-3', className)}>
      <div ref={list} role="tablist" aria-label={label} onKeyDown={move} className="flex flex-wrap gap-1 border-b border-fp-border">
        {items.map((item) => {
          const active = item.id === current?.id;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              data-tab={item.id}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.id)}
              className={cn(
                '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary',
                active ? 'border-fp-primary text-fp-text' : 'border-transparent text-fp-muted hover:text-fp-text',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== current?.id}
          tabIndex={0}
          className="focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary rounded-fp"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}

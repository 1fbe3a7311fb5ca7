import { cn } from '../cn.ts';
import type { SortState } from './sort-state.ts';

export interface SortButtonProps {
  label: string;
  columnKey: string;
  sort: SortState;
  onSort: (key: string) => void;
  /** Right-aligns the label (figures). */
  alignEnd?: boolean;
}

/**
 * A column header's sort control: the header's own text on a button, with an arrow for the active direction.
 * The header cell around it carries aria-sort (ariaSortOf), so the arrow is hidden from screen readers.
 */
export function SortButton({ label, columnKey, sort, onSort, alignEnd }: SortButtonProps) {
  const active = sort.key === columnKey;
  const arrow = !active ? '↕' : sort.direction === 'asc' ? '↑' : '↓';
  return (
    <button
      type="button"
      onClick={() => onSort(columnKey)}
      className={cn(
        'inline-flex w-full items-center gap-1 rounded-sm font-semibold hover:text-fp-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary',
        alignEnd ? 'justify-end text-right' : 'text-left',
      )}
    >
      <span>{label}</span>
      <span aria-hidden="true" className={active ? 'text-fp-text' : 'text-fp-muted opacity-60'}>
        {arrow}
      </span>
    </button>
  );
}

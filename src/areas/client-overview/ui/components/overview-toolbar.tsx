import { OVERVIEW_FILTERS, OVERVIEW_SEARCH_MAX_LENGTH, type OverviewFilter } from '../../model/overview-state.ts';
import { cn } from '../../../../ui/cn.ts';
import { Input } from '../../../../ui/primitives/input.tsx';
import { FILTER_GROUP_LABEL, FILTER_LABELS, SEARCH_LABEL, SEARCH_PLACEHOLDER } from '../../client-overview-texts.ts';
import { useSearchBox } from '../hooks/use-search-box.ts';

export interface OverviewToolbarProps {
  filter: OverviewFilter;
  search: string;
  onFilter: (filter: OverviewFilter) => void;
  onSearch: (search: string) => void;
}

const chipClass = (pressed: boolean) =>
  cn(
    'h-8 rounded-full border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary',
    pressed ? 'border-fp-primary bg-fp-primary text-white' : 'border-fp-border bg-fp-background text-fp-text hover:bg-gray-100',
  );

/** The name search (sent once typing pauses) and the filter chips; each is labelled and reachable by keyboard. */
export function OverviewToolbar({ filter, search, onFilter, onSearch }: OverviewToolbarProps) {
  const box = useSearchBox(search, onSearch);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="min-w-[12rem] flex-1 sm:max-w-xs">
        <Input
          type="search"
          maxLength={OVERVIEW_SEARCH_MAX_LENGTH}
          aria-label={SEARCH_LABEL}
          placeholder={SEARCH_PLACEHOLDER}
          value={box.text}
          onChange={(event) => box.change(event.currentTarget.value)}
        />
      </div>
      <div role="group" aria-label={FILTER_GROUP_LABEL} className="flex flex-wrap gap-2">
        {OVERVIEW_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            className={chipClass(filter === value)}
            onClick={() => onFilter(value)}
          >
            {FILTER_LABELS[value]}
          </button>
        ))}
      </div>
    </div>
  );
}

import type { RefObject } from 'react';
import { cn } from '../../../ui/cn.ts';
import { Input } from '../../../ui/primitives/input.tsx';
import type { SiteSearchState } from '../hooks/use-site-search.ts';
import { CLEAR_SEARCH_LABEL, SEARCH_LABEL, SEARCH_PLACEHOLDER } from '../site-search-texts.ts';
import { CrossIcon, SearchIcon } from './search-icon.tsx';

interface SearchBoxProps {
  search: SiteSearchState;
  /** The id of the results listbox, and of its options as `${listboxId}-${index}`. */
  listboxId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onBlur?: () => void;
  className?: string;
}

export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

/**
 * The search box as an ARIA combobox: focus stays in it while the arrow keys move the active result,
 * named by `aria-activedescendant`. The clear button shows while there is something to clear.
 */
export function SearchBox({ search, listboxId, inputRef, onBlur, className }: SearchBoxProps) {
  const expanded = search.listShown && search.results.length > 0;
  return (
    <div data-slot="site-search-box" className={cn('relative flex items-center', className)}>
      <SearchIcon className="pointer-events-none absolute left-2.5 h-4 w-4 text-fp-muted" />
      <Input
        ref={inputRef}
        role="combobox"
        aria-label={SEARCH_LABEL}
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={search.activeIndex >= 0 ? optionId(listboxId, search.activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={SEARCH_PLACEHOLDER}
        value={search.query}
        className="pl-8 pr-8 text-sm"
        onChange={(event) => search.change(event.target.value)}
        onKeyDown={search.onKeyDown}
        onClick={search.openList}
        onBlur={onBlur}
      />
      {search.query !== '' && (
        <button
          type="button"
          aria-label={CLEAR_SEARCH_LABEL}
          data-slot="site-search-clear"
          className="absolute right-1 flex h-7 w-7 items-center justify-center rounded-fp text-fp-muted hover:bg-gray-100 hover:text-fp-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
          onClick={() => {
            search.clear();
            inputRef.current?.focus();
          }}
        >
          <CrossIcon className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}

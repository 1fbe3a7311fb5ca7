import { useEffect, useRef } from 'react';
import { cn } from '../../../ui/cn.ts';
import type { SiteSearchState } from '../hooks/use-site-search.ts';
import { noResultsText, RESULTS_LABEL } from '../site-search-texts.ts';
import { optionId } from './search-box.tsx';

/**
 * The matching pages as a listbox, each with its title and description, at most 15rem high and scrolling
 * beyond (spec section 2); or 'No results found for "{query}"'. A pointer down on the list keeps focus in
 * the search box, so choosing with the mouse never closes the list on the way.
 */
export function SearchResults({ search, listboxId }: { search: SiteSearchState; listboxId: string }) {
  const options = useRef<Array<HTMLLIElement | null>>([]);
  const { activeIndex } = search;

  useEffect(() => {
    if (activeIndex >= 0) options.current[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  if (search.results.length === 0) {
    return (
      <p data-slot="site-search-empty" role="status" className="px-3 py-4 text-center text-sm text-fp-muted">
        {noResultsText(search.query.trim())}
      </p>
    );
  }
  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label={RESULTS_LABEL}
      data-slot="site-search-results"
      className="max-h-60 overflow-y-auto p-1"
      onMouseDown={(event) => event.preventDefault()}
    >
      {search.results.map((page, index) => (
        <li
          key={page.id}
          ref={(element) => {
            options.current[index] = element;
          }}
          id={optionId(listboxId, index)}
          role="option"
          aria-selected={index === activeIndex}
          data-active={index === activeIndex ? '' : undefined}
          className={cn('flex cursor-pointer flex-col gap-0.5 rounded-fp px-2 py-1.5', index === activeIndex && 'bg-gray-100')}
          onMouseMove={() => search.setActiveIndex(index)}
          onClick={() => search.choose(page)}
        >
          <span data-slot="site-search-title" className="text-sm font-medium text-fp-text">
            {page.title}
          </span>
          {/* Muted grey on the active row's grey falls below 4.5:1 contrast: the active row's description takes the text colour. */}
          <span data-slot="site-search-description" className={cn('text-xs', index === activeIndex ? 'text-fp-text' : 'text-fp-muted')}>
            {page.description}
          </span>
        </li>
      ))}
    </ul>
  );
}

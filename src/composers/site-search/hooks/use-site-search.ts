import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import type { PortalRoute } from '../../navigation/routes.ts';
import { searchSite } from '../../navigation/site-search.ts';

/** A search was submitted: the page chosen, or none when Enter found no match. */
export type OnSearch = (term: string, page: PortalRoute | undefined) => void;

export interface SiteSearchState {
  query: string;
  results: PortalRoute[];
  /** The results (or the no-results text) are showing: the person typed something and has not closed them. */
  listShown: boolean;
  /** The option `aria-activedescendant` points at; -1 while none is (Enter then takes the first). */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  change: (query: string) => void;
  clear: () => void;
  openList: () => void;
  closeList: () => void;
  choose: (page: PortalRoute) => void;
  /** The combobox keys on the search box: arrows move through the results, Enter chooses. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The state of one search box (spec section 2, Site search). Choosing a page (or Enter, which takes the
 * active result or else the first) reports the search, clears the query and closes the list. Escape is
 * not handled here: the desktop list closes through its popover's dismiss, the mobile overlay is a
 * `<dialog>` that the browser closes on Escape.
 */
export function useSiteSearch(onSearch: OnSearch): SiteSearchState {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const results = useMemo(() => searchSite(query), [query]);
  const hasQuery = query.trim() !== '';
  const listShown = open && hasQuery;
  const active = listShown && activeIndex < results.length ? activeIndex : -1;

  const change = useCallback((next: string) => {
    setQuery(next);
    setActiveIndex(-1);
    setOpen(true);
  }, []);
  const clear = useCallback(() => change(''), [change]);
  const openList = useCallback(() => setOpen(true), []);
  const closeList = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);
  const choose = useCallback(
    (page: PortalRoute) => {
      onSearch(query.trim(), page);
      setQuery('');
      closeList();
    },
    [onSearch, query, closeList],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (!hasQuery) return;
      event.preventDefault();
      const page = results[Math.max(active, 0)];
      if (page) choose(page);
      else {
        // Nothing to go to: the search still counts, and the no-results text stays in view.
        onSearch(query.trim(), undefined);
        setOpen(true);
      }
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (!hasQuery) return;
    event.preventDefault();
    const last = results.length - 1;
    // The combobox pattern: an arrow on a closed list opens it; from no active option, Down takes the
    // first and Up the last; movement stops at the ends.
    if (!listShown) setOpen(true);
    if (event.key === 'ArrowDown') setActiveIndex(active === -1 ? 0 : Math.min(active + 1, last));
    else setActiveIndex(active === -1 ? last : Math.max(active - 1, 0));
  };

  return { query, results, listShown, activeIndex: active, setActiveIndex, change, clear, openList, closeList, choose, onKeyDown };
}

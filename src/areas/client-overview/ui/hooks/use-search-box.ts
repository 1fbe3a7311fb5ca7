import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search goes to the service. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A search box's text, sent on (`commit`) once typing pauses. When the search changes from outside (Back, a
 * link), the box follows; what the person is still typing is never overwritten by the answer to an older text.
 */
export function useSearchBox(search: string, commit: (text: string) => void) {
  const [text, setText] = useState(search);
  const committed = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (search === committed.current) return;
    committed.current = search;
    clearTimeout(timer.current);
    setText(search);
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      committed.current = next;
      commit(next);
    }, SEARCH_DEBOUNCE_MS);
  };
  return { text, change };
}

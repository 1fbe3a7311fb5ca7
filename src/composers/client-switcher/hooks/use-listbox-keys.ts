import { useState, type KeyboardEvent } from 'react';

/**
 * The keyboard of a listbox whose focus stays on one element (the search box or the list itself) and
 * points at the active option with `aria-activedescendant`: arrows move, Home and End jump (not from a
 * text box, where they move the caret), Enter picks. Escape is the popover's. Movement stops at the ends.
 */
export function useListboxKeys(count: number, initialIndex: number, onPick: (index: number) => void) {
  const [activeIndex, setActiveIndex] = useState(initialIndex);
  const active = count === 0 ? -1 : Math.min(Math.max(activeIndex, 0), count - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const inTextBox = event.target instanceof HTMLInputElement;
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = Math.min(active + 1, count - 1);
    else if (event.key === 'ArrowUp') next = Math.max(active - 1, 0);
    else if (event.key === 'Home' && !inTextBox) next = 0;
    else if (event.key === 'End' && !inTextBox) next = count - 1;
    else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      onPick(active);
      return;
    }
    if (next === undefined || count === 0) return;
    event.preventDefault();
    setActiveIndex(next);
  };

  return { activeIndex: active, setActiveIndex, onKeyDown };
}

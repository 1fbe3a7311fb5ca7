import type { KeyboardEvent } from 'react';

/** Columns of a wrapping grid as laid out now: the items on the first row (it changes with the screen's width). */
const columnsOf = (items: HTMLElement[]) => Math.max(1, items.filter((item) => item.offsetTop === items[0]!.offsetTop).length);

const STEP: Record<string, (columns: number) => number> = {
  ArrowRight: () => 1,
  ArrowLeft: () => -1,
  ArrowDown: (columns) => columns,
  ArrowUp: (columns) => -columns,
};

/**
 * Arrow keys, Home and End move the focus between a grid's buttons (one tab stop for the whole grid, as the
 * ARIA grid pattern asks), so a keyboard reaches the twelfth image without eleven presses of Tab.
 */
export function moveInGrid(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const from = items.indexOf(event.target as HTMLElement);
  if (from < 0 || items.length === 0) return;
  let to: number;
  if (event.key === 'Home') to = 0;
  else if (event.key === 'End') to = items.length - 1;
  else if (STEP[event.key]) to = Math.min(items.length - 1, Math.max(0, from + STEP[event.key]!(columnsOf(items))));
  else return;
  event.preventDefault();
  items[to]!.focus();
}

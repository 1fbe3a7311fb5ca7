import { useState, type KeyboardEvent } from 'react';

/**
 * Which point of a chart is being read, by keyboard or pointer. The chart is one tab stop; Left and Right move
 * between points, Home and End go to the first and last, Escape lets go. Focusing it starts at the last point
 * (the newest figure is what a reader comes for).
 */
export function useChartFocus(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const clamp = (index: number) => Math.min(count - 1, Math.max(0, index));
  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const from = active ?? count - 1;
    const next = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: count - 1 }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(clamp(next));
    } else if (event.key === 'Escape' && active !== null) {
      event.preventDefault();
      setActive(null);
    }
  };
  return {
    active: active === null || active >= count ? null : active,
    setActive,
    onKeyDown,
    onFocus: () => setActive((current) => current ?? (count > 0 ? count - 1 : null)),
    onBlur: () => setActive(null),
  };
}

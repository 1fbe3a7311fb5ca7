import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** The width a chart draws at before it has measured its container (a phone's width fits most places). */
export const DEFAULT_CHART_WIDTH = 360;

/**
 * The content width of the element `ref` is put on, kept up to date with a ResizeObserver, so a chart redraws
 * for its container (a sidebar folding, a phone turning), not for the window.
 */
export function useContainerWidth<E extends HTMLElement>() {
  const ref = useRef<E | null>(null);
  const [width, setWidth] = useState(DEFAULT_CHART_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (next: number) => setWidth((current) => (Math.abs(current - next) >= 1 && next > 0 ? Math.floor(next) : current));
    // Only the observer measures: its first report comes after the browser's own layout and before that frame is
    // painted, and the chart is drawn again inside it (flushSync), so no chart is painted at the wrong width. Reading
    // the size here forced a layout of the whole page in the middle of React's commit, charts out of view included.
    const observer = new ResizeObserver((entries) => flushSync(() => measure(entries[0]?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

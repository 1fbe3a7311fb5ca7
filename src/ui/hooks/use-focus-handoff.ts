import { useLayoutEffect, type RefObject } from 'react';

/**
 * Hands focus to `fallback` when `container` leaves the page while it holds focus (an item acted on in place
 * leaves its list with the button or dialog that had focus): otherwise focus falls to the page's body and a
 * keyboard user starts again from the top. It runs as React removes the container, before the browser's own
 * focus fixup, so it does not depend on when that happens. `present` says whether the container is rendered.
 */
export function useFocusHandoff(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null> | undefined,
  present: boolean,
): void {
  useLayoutEffect(() => {
    const element = container.current;
    if (!element || !present) return;
    return () => {
      const target = fallback?.current;
      const root = element.getRootNode() as Document | ShadowRoot;
      if (!target?.isConnected || !element.contains(root.activeElement)) return;
      // A modal dialog leaves the rest of the page inert, where nothing may take focus: it goes first.
      element.querySelector<HTMLDialogElement>('dialog[open]')?.close();
      target.focus({ preventScroll: true });
    };
  }, [container, fallback, present]);
}

import { useEffect, type RefObject } from 'react';

interface DismissOptions {
  contentRef: RefObject<HTMLElement | null>;
  triggerRef: RefObject<HTMLElement | null>;
  close: () => void;
}

/**
 * Closes an open popover on a pointer down outside it or on Escape. Listens on the document in the
 * capture phase, so a host page that stops propagation cannot keep it open. Inside a shadow root the
 * document sees the host element as the target, so "outside" is read from `composedPath()`; the trigger
 * counts as inside, so its own click closes the popover instead of closing and reopening it. A dialog opened
 * from the popover is rendered inside its content, so that using the dialog counts as inside too.
 */
export function usePopoverDismiss({ contentRef, triggerRef, close }: DismissOptions): void {
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const doc = content.ownerDocument;
    const isOurs = (event: Event) => {
      const path = event.composedPath();
      return path.includes(content) || (triggerRef.current !== null && path.includes(triggerRef.current));
    };
    const onPointerDown = (event: Event) => {
      if (!isOurs(event)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A dialog opened from the popover sits above it on the top layer: its Escape closes the dialog only
      // (the browser does that), and the popover stays open under it with what it showed.
      if (content.querySelector('dialog[open]')) return;
      // An Escape meant for the host page still closes us, but the host's own handlers keep it.
      if (isOurs(event)) event.preventDefault();
      close();
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    doc.addEventListener('keydown', onKeyDown, true);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('keydown', onKeyDown, true);
    };
  }, [contentRef, triggerRef, close]);
}

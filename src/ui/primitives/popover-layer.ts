import { useLayoutEffect, type RefObject } from 'react';

/** Gap between trigger and popover, and the least distance the popover keeps from the viewport's edges. */
export const POPOVER_OFFSET_PX = 4;
export const POPOVER_VIEWPORT_PADDING_PX = 8;

export type PopoverPlacement = 'bottom-start' | 'bottom-end' | 'bottom' | 'top-start' | 'top-end' | 'top';

interface LayerOptions {
  contentRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLElement | null>;
  placement: PopoverPlacement;
  initialFocus?: RefObject<HTMLElement | null>;
}

/** Whether this browser has the Popover API (Chromium, Firefox, Safari do; happy-dom does not). */
export const supportsPopoverApi = (element: HTMLElement): boolean => typeof element.showPopover === 'function';

/**
 * Puts the open content on the top layer and keeps it anchored to the trigger. Without the Popover API
 * (happy-dom in unit tests) the content simply stays in the flow, marked `data-state="open"`; the real
 * top layer and positioning are covered by the Chromium element tests. floating-ui is imported when a
 * popover first opens, so it is not part of any element's first paint (docs/bundle-budget.md).
 */
export function usePopoverLayer({ contentRef, triggerRef, placement, initialFocus }: LayerOptions): void {
  useLayoutEffect(() => {
    const content = contentRef.current;
    const trigger = triggerRef.current;
    if (!content) return;
    if (supportsPopoverApi(content)) {
      // The UA centres popovers in the viewport; floating-ui places it instead, hidden until it has.
      Object.assign(content.style, { position: 'fixed', inset: 'auto', margin: '0', top: '0px', left: '0px', opacity: '0' });
      content.showPopover();
    }
    (initialFocus?.current ?? content).focus({ preventScroll: true });
    if (!trigger || !supportsPopoverApi(content)) return;

    let stop: (() => void) | undefined;
    let cancelled = false;
    import('@floating-ui/dom')
      .then(({ autoUpdate, computePosition, flip, offset, shift }) => {
        if (cancelled) return;
        const update = () =>
          computePosition(trigger, content, {
            strategy: 'fixed',
            placement,
            middleware: [offset(POPOVER_OFFSET_PX), flip(), shift({ padding: POPOVER_VIEWPORT_PADDING_PX })],
          }).then(({ x, y }) => Object.assign(content.style, { left: `${x}px`, top: `${y}px`, opacity: '1' }));
        stop = autoUpdate(trigger, content, () => {
          update().catch((error: unknown) => console.error('Could not position the popover against its trigger.', error));
        });
      })
      .catch((error: unknown) => {
        // Still usable where the UA put it: show it rather than leave it invisible.
        content.style.opacity = '1';
        console.error('Could not load the popover positioning code; check that the bundle files are served beside fp-portal.js.', error);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [contentRef, triggerRef, placement, initialFocus]);
}

import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '../cn.ts';
import { usePopoverDismiss } from './popover-dismiss.ts';
import { usePopoverLayer, type PopoverPlacement } from './popover-layer.ts';

/**
 * A popover on the platform's top layer (`popover="manual"`), positioned against its trigger by floating-ui,
 * and rendered where it is written: inside the element's shadow root, so our stylesheet applies and nothing
 * is portalled to `document.body` (the Radix-in-shadow-DOM bugs of notes/machine.md). The trigger toggles it;
 * a pointer down anywhere outside (read through `composedPath()`, since outside our shadow root the target is
 * only the host) or Escape closes it; focus that was inside returns to the trigger.
 * Works controlled (`open` + `onOpenChange`) or uncontrolled (`defaultOpen`).
 */
interface PopoverContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes, returning focus to the trigger when it was inside the popover or nowhere. */
  close: () => void;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
}

const PopoverContext = createContext<PopoverContextValue | null>(null);

export function usePopover(): PopoverContextValue {
  const context = useContext(PopoverContext);
  if (!context) throw new Error('usePopover must be used within a <Popover>: wrap the trigger and content in one.');
  return context;
}

export interface PopoverProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

function focusWasInside(content: HTMLElement | null): boolean {
  if (!content) return false;
  const root = content.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  if (active && content.contains(active)) return true;
  // Focus lost to the body: bring it back. Focus elsewhere on the host page is left alone.
  const pageActive = content.ownerDocument.activeElement;
  return !pageActive || pageActive === content.ownerDocument.body;
}

export function Popover({ open: openProp, defaultOpen = false, onOpenChange, children }: PopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const contentId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const close = useCallback(() => {
    const returnFocus = focusWasInside(contentRef.current);
    setOpen(false);
    // Focused before the content unmounts, so focus never drops to the body in between.
    if (returnFocus) triggerRef.current?.focus();
  }, [setOpen]);

  const value = useMemo(() => ({ open, setOpen, close, contentId, triggerRef, contentRef }), [open, setOpen, close, contentId]);
  return <PopoverContext.Provider value={value}>{children}</PopoverContext.Provider>;
}

export function PopoverTrigger({ className, onClick, ...props }: ComponentProps<'button'>) {
  const { open, setOpen, close, contentId, triggerRef } = usePopover();
  return (
    <button
      ref={triggerRef}
      type="button"
      part="trigger"
      data-slot="popover-trigger"
      data-state={open ? 'open' : 'closed'}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      className={className}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (open) close();
        else setOpen(true);
      }}
      {...props}
    />
  );
}

export type PopoverContentProps = ComponentProps<'div'> & {
  placement?: PopoverPlacement;
  /** What takes focus on open (default: the content itself). */
  initialFocus?: RefObject<HTMLElement | null>;
};

/** Mounted only while open. */
export function PopoverContent(props: PopoverContentProps) {
  const { open } = usePopover();
  return open ? <OpenPopoverContent {...props} /> : null;
}

function OpenPopoverContent({ className, placement = 'bottom-start', initialFocus, ...props }: PopoverContentProps) {
  const { close, contentId, triggerRef, contentRef } = usePopover();
  usePopoverLayer({ contentRef, triggerRef, placement, initialFocus });
  usePopoverDismiss({ contentRef, triggerRef, close });
  return (
    <div
      ref={contentRef}
      id={contentId}
      popover="manual"
      tabIndex={-1}
      part="panel"
      data-slot="popover-content"
      data-state="open"
      className={cn('z-50 m-0 rounded-fp border border-fp-border bg-fp-background p-0 text-fp-text shadow-lg outline-none', className)}
      {...props}
    />
  );
}

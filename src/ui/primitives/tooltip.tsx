import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { supportsPopoverApi } from './popover-layer.ts';

interface TooltipTiming {
  /** How long the pointer or focus rests on a trigger before its tooltip shows. */
  delayMs: number;
  /** Within this time of a tooltip closing, the next one shows without the delay. */
  skipDelayMs: number;
  lastClosedAt: { current: number };
}

const TooltipContext = createContext<TooltipTiming>({ delayMs: 700, skipDelayMs: 300, lastClosedAt: { current: -Infinity } });

/** Shares the delays between the tooltips below it, so moving along a row of icons does not wait each time. */
export function TooltipProvider({ delayMs, skipDelayMs, children }: { delayMs: number; skipDelayMs: number; children: ReactNode }) {
  const lastClosedAt = useRef(-Infinity);
  return <TooltipContext.Provider value={{ delayMs, skipDelayMs, lastClosedAt }}>{children}</TooltipContext.Provider>;
}

export interface TooltipProps {
  label: ReactNode;
  /** The trigger: one focusable element. */
  children: ReactNode;
  side?: 'right' | 'top' | 'bottom' | 'left';
  /** Nothing shows (the label is already on screen). */
  disabled?: boolean;
}

/**
 * A label shown beside its trigger on hover and keyboard focus, on the top layer (`popover="manual"`,
 * inside the shadow root) and positioned by floating-ui. Visual only: the trigger carries its own name.
 */
export function Tooltip({ label, children, side = 'right', disabled = false }: TooltipProps) {
  const timing = useContext(TooltipContext);
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLSpanElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - timing.lastClosedAt.current < timing.skipDelayMs;
    if (skip || timing.delayMs <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), timing.delayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) timing.lastClosedAt.current = performance.now();
      return false;
    });
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  return (
    <span
      ref={wrapperRef}
      data-slot="tooltip-trigger"
      className="contents"
      onPointerEnter={disabled ? undefined : show}
      onPointerLeave={hide}
      onFocus={disabled ? undefined : show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) hide();
      }}
    >
      {children}
      {open && !disabled ? <TooltipContent anchorRef={wrapperRef} side={side} label={label} /> : null}
    </span>
  );
}

function TooltipContent({
  anchorRef,
  side,
  label,
}: {
  anchorRef: RefObject<HTMLSpanElement | null>;
  side: TooltipProps['side'] & string;
  label: ReactNode;
}) {
  const ref = useRef<HTMLDivElement | null>(null);
  const id = useId();
  useLayoutEffect(() => {
    const content = ref.current;
    const anchor = anchorRef.current?.firstElementChild;
    if (!content || !anchor || !supportsPopoverApi(content)) return;
    Object.assign(content.style, { position: 'fixed', inset: 'auto', margin: '0', top: '0px', left: '0px' });
    content.showPopover();
    let cancelled = false;
    void import('@floating-ui/dom')
      .then(({ computePosition, flip, offset, shift }) =>
        computePosition(anchor, content, { strategy: 'fixed', placement: side, middleware: [offset(6), flip(), shift({ padding: 8 })] }),
      )
      .then(({ x, y }) => {
        if (!cancelled) Object.assign(content.style, { left: `${x}px`, top: `${y}px` });
      })
      .catch((error: unknown) =>
        console.error('Could not position the tooltip; check that the bundle files are served beside fp-portal.js.', error),
      );
    return () => {
      cancelled = true;
    };
  }, [anchorRef, side]);
  return (
    <div
      ref={ref}
      id={id}
      popover="manual"
      role="tooltip"
      data-slot="tooltip"
      className="pointer-events-none m-0 rounded-fp border-0 bg-gray-900 px-2 py-1 text-xs text-white shadow"
    >
      {label}
    </div>
  );
}

import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '../../cn.ts';
import { Tooltip } from '../tooltip.tsx';
import { SIDEBAR_SUBMENU_HOVER_DELAY_MS } from './sidebar-constants.ts';
import { useSidebar } from './sidebar-context.tsx';

/** Icon-only: the sidebar is collapsed on desktop (the mobile sheet always shows labels). */
const useIconOnly = () => {
  const { state, isMobile } = useSidebar();
  return state === 'collapsed' && !isMobile;
};

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-group" className={cn('flex w-full min-w-0 flex-col p-2', className)} {...props} />;
}

/** A group's heading; hidden while icon-only, where it would not fit. */
export function SidebarGroupLabel({ className, ...props }: ComponentProps<'div'>) {
  const iconOnly = useIconOnly();
  return (
    <div
      data-slot="sidebar-group-label"
      className={cn(iconOnly ? 'sr-only' : 'px-2 pb-1 text-xs font-medium text-fp-muted', className)}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('relative', className)} {...props} />;
}

const BUTTON_BASE =
  'flex h-8 items-center gap-2 overflow-hidden whitespace-nowrap rounded-fp text-left text-sm text-fp-text hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary';

type MenuButtonProps = ComponentProps<'button'> & {
  isActive?: boolean;
  /** Shown beside the button while icon-only (defaults to nothing). */
  tooltip?: ReactNode;
  /** Render the given element (a router link, say) with the button's look instead of a `<button>`. */
  asChild?: boolean;
};

/**
 * An item's button or link. Active items are marked `data-active` (and the caller sets `aria-current`);
 * while icon-only the label is clipped to the icon and the tooltip names it.
 */
export function SidebarMenuButton({ isActive = false, tooltip, asChild = false, className, children, ...props }: MenuButtonProps) {
  const iconOnly = useIconOnly();
  const look = cn(
    BUTTON_BASE,
    iconOnly ? 'w-8 justify-center p-2' : 'w-full px-2',
    isActive ? 'bg-gray-100 font-medium' : undefined,
    className,
  );
  const shared = { 'data-slot': 'sidebar-menu-button', 'data-active': isActive ? 'true' : undefined, className: look };
  let button: ReactElement;
  if (asChild && isValidElement<{ className?: string }>(children))
    button = cloneElement(children, { ...(props as object), ...shared, className: cn(look, children.props.className) });
  else
    button = (
      <button type="button" {...shared} {...props}>
        {children}
      </button>
    );
  if (!tooltip) return button;
  return (
    <Tooltip label={tooltip} disabled={!iconOnly}>
      {button}
    </Tooltip>
  );
}

/** The label beside an item's icon; visually hidden while icon-only (it still names the link). */
export function SidebarMenuLabel({ className, ...props }: ComponentProps<'span'>) {
  const iconOnly = useIconOnly();
  return <span data-slot="sidebar-menu-label" className={cn(iconOnly ? 'sr-only' : 'truncate', className)} {...props} />;
}

export function SidebarMenuSub({ className, ...props }: ComponentProps<'ul'>) {
  const iconOnly = useIconOnly();
  // A class, not the hidden attribute: the display of `flex` would override it.
  return (
    <ul
      data-slot="sidebar-menu-sub"
      className={cn(iconOnly ? 'hidden' : 'ml-4 flex min-w-0 flex-col gap-1 border-l border-fp-border pl-2', className)}
      {...props}
    />
  );
}

export function SidebarMenuSubItem(props: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-sub-item" {...props} />;
}

export function SidebarMenuSubButton({ isActive = false, className, ...props }: ComponentProps<'a'> & { isActive?: boolean }) {
  return (
    <a
      data-slot="sidebar-menu-sub-button"
      data-active={isActive ? 'true' : undefined}
      className={cn(BUTTON_BASE, 'w-full px-2', isActive ? 'font-medium' : undefined, className)}
      {...props}
    />
  );
}

interface SubmenuProps {
  label: ReactNode;
  icon?: ReactNode;
  defaultOpen?: boolean;
  /** The SidebarMenuSubItem list. */
  children: ReactNode;
}

/**
 * An item whose sub-items fold out: on click, or after the pointer has rested on it for 100 ms (a pass
 * across the sidebar does not unfold every item on the way).
 */
export function SidebarSubmenu({ label, icon, defaultOpen = false, children }: SubmenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const subId = useId();
  const hover = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hover.current), []);
  return (
    <SidebarMenuItem data-state={open ? 'open' : 'closed'}>
      <SidebarMenuButton
        aria-expanded={open}
        aria-controls={subId}
        tooltip={label}
        onClick={() => {
          clearTimeout(hover.current);
          setOpen((was) => !was);
        }}
        onPointerEnter={() => {
          clearTimeout(hover.current);
          hover.current = setTimeout(() => setOpen(true), SIDEBAR_SUBMENU_HOVER_DELAY_MS);
        }}
        onPointerLeave={() => clearTimeout(hover.current)}
      >
        {icon}
        <SidebarMenuLabel>{label}</SidebarMenuLabel>
      </SidebarMenuButton>
      {open ? <SidebarMenuSub id={subId}>{children}</SidebarMenuSub> : null}
    </SidebarMenuItem>
  );
}

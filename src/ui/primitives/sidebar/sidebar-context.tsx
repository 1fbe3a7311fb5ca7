import { createContext, useCallback, useContext, useEffect, useMemo, useState, type CSSProperties, type ComponentProps } from 'react';
import { cn } from '../../cn.ts';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebar-constants.ts';
import { loadSidebarState, saveSidebarState } from './sidebar-cookie.ts';
import { isSidebarShortcut } from './sidebar-shortcut.ts';
import { useIsMobile } from './use-is-mobile.ts';

export const SIDEBAR_PROVIDER_MISSING = 'useSidebar must be used within a SidebarProvider.';

export type SidebarState = 'expanded' | 'collapsed';

export interface SidebarContextValue {
  /** Desktop: expanded (true) or icon-only (false). */
  state: SidebarState;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Below 768px: whether the sheet is open. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** What the trigger and the shortcut do: the sheet on mobile, expanded/icon-only otherwise. */
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error(SIDEBAR_PROVIDER_MISSING);
  return context;
}

export type SidebarProviderProps = ComponentProps<'div'> & {
  /** Controlled: the expanded state (pair with onOpenChange). */
  open?: boolean;
  /** Uncontrolled: the first state when no cookie remembers one (default expanded). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * Holds the sidebar's state for a sidebar and its triggers: controlled or uncontrolled, remembered in the
 * `sidebar_state` cookie for seven days, toggled by Ctrl/Cmd+B (not inside a rich-text editor). The widths
 * are custom properties on this wrapper so the sidebar and the page beside it agree.
 */
export function SidebarProvider({ open: openProp, defaultOpen, onOpenChange, className, style, children, ...props }: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(() => defaultOpen ?? loadSidebarState() ?? true);
  const open = openProp ?? uncontrolledOpen;

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
      saveSidebarState(next);
    },
    [openProp, onOpenChange],
  );
  const toggleSidebar = useCallback(() => (isMobile ? setOpenMobile((was) => !was) : setOpen(!open)), [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  // Leaving the mobile width closes the sheet, so it is not found open on the way back.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const state: SidebarState = open ? 'expanded' : 'collapsed';
  const value = useMemo(
    () => ({ state, open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [state, open, setOpen, openMobile, isMobile, toggleSidebar],
  );
  const widths = {
    '--sidebar-width': SIDEBAR_WIDTH,
    '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
    '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
  } as CSSProperties;

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        data-state={state}
        style={{ ...widths, ...style }}
        className={cn('flex min-h-full w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

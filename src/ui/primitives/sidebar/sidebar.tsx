import type { ComponentProps } from 'react';
import { cn } from '../../cn.ts';
import { Button } from '../button.tsx';
import { Sheet } from '../sheet.tsx';
import { TooltipProvider } from '../tooltip.tsx';
import { SIDEBAR_TOOLTIP_DELAY_MS, SIDEBAR_TOOLTIP_SKIP_DELAY_MS } from './sidebar-constants.ts';
import { useSidebar } from './sidebar-context.tsx';

export const SIDEBAR_TOGGLE_LABEL = 'Toggle sidebar';
export const MOBILE_MENU_LABEL = 'Open menu';

type SidebarProps = ComponentProps<'div'> & {
  /** The name of the navigation landmark and of the mobile sheet. */
  label: string;
};

/**
 * The sidebar: on desktop a column that is expanded (256px) or icon-only (48px); below 768px a sheet
 * (288px) that is open or closed. Its state shows as `data-state` ("expanded" | "collapsed") and, on
 * mobile, `data-mobile` with the sheet's own `data-state` ("open" | "closed").
 */
export function Sidebar({ label, className, children, ...props }: SidebarProps) {
  const { state, isMobile, openMobile, setOpenMobile } = useSidebar();
  const content = (
    <TooltipProvider delayMs={SIDEBAR_TOOLTIP_DELAY_MS} skipDelayMs={SIDEBAR_TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipProvider>
  );
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile} aria-label={label} style={{ width: 'var(--sidebar-width-mobile)' }}>
        <div
          data-slot="sidebar"
          data-mobile="true"
          data-state={openMobile ? 'open' : 'closed'}
          className={cn('flex h-full w-full flex-col', className)}
          {...props}
        >
          {content}
        </div>
      </Sheet>
    );
  }
  return (
    <div
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : undefined}
      aria-label={label}
      role="region"
      style={{ width: state === 'expanded' ? 'var(--sidebar-width)' : 'var(--sidebar-width-icon)' }}
      className={cn(
        'sticky top-0 flex h-screen shrink-0 flex-col border-r border-fp-border bg-fp-background transition-[width] duration-200',
        className,
      )}
      {...props}
    >
      {content}
    </div>
  );
}

/** The header's toggle: expanded/icon-only on desktop, the sheet ("Open menu") on mobile. */
export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<'button'>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-label={isMobile ? MOBILE_MENU_LABEL : SIDEBAR_TOGGLE_LABEL}
      aria-expanded={isMobile ? openMobile : open}
      aria-haspopup={isMobile ? 'dialog' : undefined}
      className={className}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggleSidebar();
      }}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        {isMobile ? <path d="M4 6h16M4 12h16M4 18h16" /> : <path d="M4 4h16v16H4zM9 4v16" />}
      </svg>
    </Button>
  );
}

/** The page beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-inset" className={cn('flex min-w-0 flex-1 flex-col', className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="sidebar-footer" className={cn('mt-auto flex flex-col gap-2 border-t border-fp-border p-2', className)} {...props} />
  );
}

/** The scrolling middle between header and footer. */
export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn('flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto overflow-x-hidden', className)}
      {...props}
    />
  );
}

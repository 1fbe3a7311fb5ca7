import type { ReactNode } from 'react';
import { SidebarProvider } from '../../ui/primitives/sidebar/sidebar-context.tsx';
import { SidebarInset } from '../../ui/primitives/sidebar/sidebar.tsx';
import { SetUpBanner } from './components/set-up-banner.tsx';
import { ShellHeader } from './components/shell-header.tsx';
import { ShellSidebar } from './components/shell-sidebar.tsx';

export interface AppShellProps {
  /** The page. */
  children: ReactNode;
  /** Where the identity provider returns after Log out (default: the portal's /login as the router writes it). */
  logoutReturnUrl?: string;
}

/**
 * The frame every page but the bare screens renders in (spec section 2, Shell): the sidebar beside a
 * header and the page. Needs a SessionProvider and a TanStack RouterProvider above it.
 */
export function AppShell({ children, logoutReturnUrl }: AppShellProps) {
  return (
    <SidebarProvider data-slot="app-shell">
      <ShellSidebar logoutReturnUrl={logoutReturnUrl} />
      <SidebarInset>
        <ShellHeader />
        <SetUpBanner />
        <main data-slot="shell-main" className="min-w-0 flex-1 p-4 md:p-6 print:!p-0">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}

import { Link } from '@tanstack/react-router';
import { WORK_IN_PROGRESS_FLAG } from '../../../core/flags/flag-keys.ts';
import type { PortalRoute } from '../../navigation/routes.ts';
import { sidebarItems } from '../../navigation/sidebar-items.ts';
import { serviceNamesOf, type SidebarPeriod } from '../../../core/session/periods-query.ts';
import { useFlag } from '../../../ui/hooks/use-flag.ts';
import { useStaff } from '../../../ui/hooks/use-staff.ts';
import {
  SidebarGroup,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuLabel,
} from '../../../ui/primitives/sidebar/sidebar-menu.tsx';
import { useSidebar } from '../../../ui/primitives/sidebar/sidebar-context.tsx';
import { useCurrentRoute } from '../hooks/use-current-route.ts';
import { NAVIGATION_LABEL } from '../shell-texts.ts';
import { NavIcon } from './nav-icon.tsx';

/** An item is active on its own page and on its children's (Blog Management on a blog's content). */
const isActive = (item: PortalRoute, current: PortalRoute | undefined) =>
  current !== undefined && (current.id === item.id || current.parent === item.id);

/**
 * The sidebar's navigation (spec section 2): Home and Reporting; then the areas the selected period
 * delivers, Settings always; Backlinks and On-page SEO hidden while the work-in-progress flag is on. Staff also
 * have All clients.
 */
export function ShellNav({ period }: { period: SidebarPeriod | null }) {
  const workInProgress = useFlag(WORK_IN_PROGRESS_FLAG);
  const current = useCurrentRoute();
  const { isMobile, setOpenMobile } = useSidebar();
  const { main, secondary } = sidebarItems(serviceNamesOf(period), workInProgress, useStaff());
  // Choosing a page on mobile closes the sheet, so the page is what the person sees next.
  const closeSheet = isMobile ? () => setOpenMobile(false) : undefined;
  const items = (routes: PortalRoute[]) =>
    routes.map((item) => {
      const active = isActive(item, current);
      return (
        <SidebarMenuItem key={item.id}>
          <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
            <Link to={item.path} aria-current={current?.id === item.id ? 'page' : undefined} onClick={closeSheet}>
              <NavIcon routeId={item.id} />
              <SidebarMenuLabel>{item.title}</SidebarMenuLabel>
            </Link>
          </SidebarMenuButton>
        </SidebarMenuItem>
      );
    });
  return (
    <nav aria-label={NAVIGATION_LABEL} data-slot="shell-nav">
      <SidebarGroup>
        <SidebarMenu>{items(main)}</SidebarMenu>
      </SidebarGroup>
      <SidebarGroup>
        <SidebarMenu>{items(secondary)}</SidebarMenu>
      </SidebarGroup>
    </nav>
  );
}

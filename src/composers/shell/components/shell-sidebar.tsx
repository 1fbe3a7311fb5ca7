import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { useSubscriptionPeriods } from '../../../ui/hooks/use-periods.ts';
import { useStore } from '../../../ui/hooks/use-store.ts';
import { Sidebar, SidebarContent, SidebarFooter, SidebarHeader } from '../../../ui/primitives/sidebar/sidebar.tsx';
import { useSidebar } from '../../../ui/primitives/sidebar/sidebar-context.tsx';
import { ClientSwitcher } from '../../client-switcher/components/client-switcher.tsx';
import { SIDEBAR_LABEL } from '../shell-texts.ts';
import { PeriodSelector } from './period-selector.tsx';
import { ShellNav } from './shell-nav.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The shell's sidebar: the client switcher (switching goes home), the period selector, the navigation
 * for the selected period, and the user menu. Icon-only, the switcher and the period selector step aside
 * (they need words); expanding brings them back.
 */
export function ShellSidebar({ logoutReturnUrl }: { logoutReturnUrl?: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { state, isMobile, setOpenMobile } = useSidebar();
  const clientId = useStore(session.runtime.stores.clients, (clients) => clients.selectedClient?.clientId);
  const periods = useSubscriptionPeriods(clientId);
  const iconOnly = state === 'collapsed' && !isMobile;
  return (
    <Sidebar label={SIDEBAR_LABEL} className="print:!hidden">
      {iconOnly ? null : (
        <SidebarHeader>
          <ClientSwitcher
            onClientChange={() => {
              setOpenMobile(false);
              void navigate({ to: '/' });
            }}
          />
          {clientId ? <PeriodSelector periods={periods} /> : null}
        </SidebarHeader>
      )}
      <SidebarContent>
        <ShellNav period={periods.selectedPeriod} />
      </SidebarContent>
      <SidebarFooter>
        <UserMenu logoutReturnUrl={logoutReturnUrl} />
      </SidebarFooter>
    </Sidebar>
  );
}

import { Link, useNavigate } from '@tanstack/react-router';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { useStore } from '../../../ui/hooks/use-store.ts';
import { Avatar } from '../../../ui/primitives/avatar.tsx';
import { buttonVariants } from '../../../ui/primitives/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../ui/primitives/dropdown-menu.tsx';
import { useSidebar } from '../../../ui/primitives/sidebar/sidebar-context.tsx';
import { SidebarMenuLabel } from '../../../ui/primitives/sidebar/sidebar-menu.tsx';
import { useLogout } from '../hooks/use-logout.ts';
import { ACCOUNT_TEXT, LOG_IN_TEXT, LOG_OUT_TEXT, USER_MENU_LABEL } from '../shell-texts.ts';
import { initialsOf } from '../../../ui/user-initials.ts';
import { LogoutScreen } from './logout-screen.tsx';

/**
 * The sidebar footer's user menu (spec section 2): avatar (picture, else initials, else 'UN'), name and
 * email; Account goes to settings, Log out signs out. With no user, a Log in button.
 */
export function UserMenu({ logoutReturnUrl }: { logoutReturnUrl?: string }) {
  const session = useSession();
  const user = useStore(session.runtime.stores.user, (state) => state.user);
  const navigate = useNavigate();
  const { setOpenMobile } = useSidebar();
  const { loggingOut, logOut } = useLogout(logoutReturnUrl);

  if (loggingOut) return <LogoutScreen />;
  if (!user) {
    return (
      <Link to="/login" data-slot="log-in" className={buttonVariants({ size: 'sm', className: 'w-full' })}>
        {LOG_IN_TEXT}
      </Link>
    );
  }
  return (
    <div data-slot="user-menu">
      <DropdownMenu>
        <DropdownMenuTrigger
          // Named by what it shows (name and email; the initials are decoration), as axe's label-in-name asks.
          title={USER_MENU_LABEL}
          className="flex w-full items-center gap-2 overflow-hidden rounded-fp p-1 text-left hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
        >
          <Avatar src={user.picture} fallback={initialsOf(user.name)} />
          <SidebarMenuLabel className="flex min-w-0 flex-col">
            <span data-slot="user-name" className="truncate text-sm font-medium">
              {user.name}
            </span>
            <span data-slot="user-email" className="truncate text-xs text-fp-muted">
              {user.email}
            </span>
          </SidebarMenuLabel>
        </DropdownMenuTrigger>
        <DropdownMenuContent placement="top-start" className="w-56">
          <DropdownMenuItem
            onSelect={() => {
              setOpenMobile(false);
              void navigate({ to: '/settings' });
            }}
          >
            {ACCOUNT_TEXT}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={logOut}>{LOG_OUT_TEXT}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

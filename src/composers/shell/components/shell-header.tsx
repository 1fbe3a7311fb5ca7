import { Link, useNavigate } from '@tanstack/react-router';
import { WORK_IN_PROGRESS_FLAG } from '../../../core/flags/flag-keys.ts';
import { pathLocation } from '../../../core/navigation/path-location.ts';
import { useFlag } from '../../../ui/hooks/use-flag.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { SidebarTrigger } from '../../../ui/primitives/sidebar/sidebar.tsx';
import { NotificationBell } from '../../notifications/components/notification-bell.tsx';
import { SiteSearch } from '../../site-search/site-search.tsx';
import { ShellBreadcrumbs } from './shell-breadcrumbs.tsx';

/**
 * The header (spec section 2): the sidebar toggle (a menu button below 768px), the brand, the breadcrumbs,
 * the site search (hidden while the work-in-progress flag is on) and the notification bell (which hides
 * itself for a plain USER).
 */
export function ShellHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const workInProgress = useFlag(WORK_IN_PROGRESS_FLAG);
  // A notice's path may carry a search part (the connection notices open /settings?section=connections).
  const goTo = (path: string) => void navigate(pathLocation(path));
  return (
    <header
      data-slot="shell-header"
      className="sticky top-0 z-10 flex print:!hidden h-14 items-center gap-2 border-b border-fp-border bg-fp-background px-2 md:px-4"
    >
      <SidebarTrigger />
      <Link
        to="/"
        data-slot="brand"
        className="shrink-0 rounded-fp px-1 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
      >
        {session.config.brand}
      </Link>
      <span aria-hidden="true" className="h-5 w-px shrink-0 bg-gray-200" />
      <ShellBreadcrumbs />
      <div className="ml-auto flex shrink-0 items-center gap-2">
        {workInProgress ? null : <SiteSearch onNavigate={goTo} />}
        <NotificationBell onNavigate={goTo} />
      </div>
    </header>
  );
}

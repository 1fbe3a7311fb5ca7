import type { PortalConfig } from '../../core/config.ts';
import { SessionProvider } from '../../ui/hooks/use-session.tsx';
import { NotificationBell, type NotificationBellProps } from './components/notification-bell.tsx';

/**
 * The bell with the page's session: the data half of `<fp-notifications>`. Load it with React.lazy so
 * the session (GraphQL client, query cache) is not part of the first paint, and show `BellPlaceholder`
 * meanwhile: `lazy(() => import('.../notifications-feature.tsx'))`.
 */
export default function NotificationsFeature({ config, ...props }: NotificationBellProps & { config: PortalConfig }) {
  return (
    <SessionProvider config={config}>
      <NotificationBell {...props} />
    </SessionProvider>
  );
}

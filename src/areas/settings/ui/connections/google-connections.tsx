import { useQuery } from '@tanstack/react-query';
import { CONNECT_GOOGLE_BUSINESS_PROFILE_TEXT, searchConsoleText } from '../../../../core/notifications/notification-texts.ts';
import { notificationQueryOptions } from '../../../../core/session/notification-query.ts';
import { CONNECTION_PLATFORM_NAMES } from '../../../../core/clients/connection-platforms.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { connectionOf, type Connection } from './connection-of.ts';
import { ConnectionRow } from './connection-row.tsx';
import { CONNECTION_TEXT } from './connections-texts.ts';

/**
 * Google Business Profile and Search Console: the agency connects both, so the firm sees how they stand and,
 * when one is missing, the spec's notice (the Search Console one names the brand, as the bell's does).
 */
export function GoogleConnections({
  clientId,
  connections,
  enrolledInGbp,
}: {
  clientId: string;
  connections: readonly Connection[];
  enrolledInGbp: boolean;
}) {
  const session = useSession();
  const provider = session.config.brand;
  // The bell's answer knows Search Console is connected even when the service keeps no connection row for it.
  const bell = useQuery(notificationQueryOptions(session, clientId));
  const profile = connectionOf(connections, 'GoogleBusinessProfile');
  const searchConsole = connectionOf(connections, 'GoogleSearchConsole');
  const searchConsoleConnected = searchConsole !== null || bell.data?.isConnectedInGsc === true;
  return (
    <ul className="divide-y divide-fp-border">
      <ConnectionRow
        name={CONNECTION_PLATFORM_NAMES.GoogleBusinessProfile}
        connected={profile !== null}
        accountName={profile?.accountName}
        since={profile?.connectedOn}
      >
        {profile || !enrolledInGbp ? null : (
          <>
            <p className="text-sm text-fp-text">{CONNECT_GOOGLE_BUSINESS_PROFILE_TEXT}</p>
            <p className="text-xs text-fp-muted">{CONNECTION_TEXT.gbpHow(provider)}</p>
          </>
        )}
      </ConnectionRow>
      <ConnectionRow
        name={CONNECTION_PLATFORM_NAMES.GoogleSearchConsole}
        connected={searchConsoleConnected}
        accountName={searchConsole?.accountName}
        since={searchConsole?.connectedOn}
      >
        {searchConsoleConnected ? null : <p className="text-sm text-fp-text">{searchConsoleText(provider)}</p>}
      </ConnectionRow>
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SocialChannel } from '../../../core/api/generated/graphql.ts';
import { clientConnectionsQueryOptions } from '../../../core/review/client-connections-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { Spinner } from '../../../ui/primitives/spinner.tsx';
import { AUTO_PUBLISH_TEXTS, CONNECT_NOTICES, OPEN_SETTINGS } from '../post-texts.ts';

// Any one of these satisfies the social media connection notice (spec section 8).
const SOCIAL_NETWORKS = new Set(['Facebook', 'Instagram', 'LinkedIn', 'X']);

export interface ChannelNoticesProps {
  channel: SocialChannel;
  clientId: string;
  settingsHref: string;
  /**
   * What the notices stand above (a board). It is shown once the notices are known, with a spinner named
   * `loadingLabel` until then: notices arriving above a board already drawn would push it down under the reader
   * (Lighthouse measured a layout shift of 0.13 on the profile board).
   */
  children?: ReactNode;
  loadingLabel?: string;
}

/**
 * What the firm should know before it reviews a channel's posts: whether they go out without its approval
 * (auto-publish), and the spec's notice when the channel is not connected, with the way to Settings.
 */
export function ChannelNotices({ channel, clientId, settingsHref, children, loadingLabel }: ChannelNoticesProps) {
  const session = useSession();
  const query = useQuery(clientConnectionsQueryOptions(session, clientId));
  if (query.status === 'pending') return children ? <Spinner label={loadingLabel} /> : null;
  // Without the settings (the service failed), the board still shows; only the notices are missing.
  if (query.status === 'error') return children ?? null;
  const settings = query.data;
  const autoPublish = channel === 'GoogleBusinessProfile' ? settings.googleBusinessProfileAutoPublish : settings.socialMediaAutoPublish;
  const connected = settings.connections.some((connection) =>
    channel === 'GoogleBusinessProfile' ? connection.platform === 'GoogleBusinessProfile' : SOCIAL_NETWORKS.has(connection.platform),
  );
  return (
    <>
      <div className="space-y-2" data-slot="channel-notices">
        <p
          data-slot="auto-publish"
          data-state={autoPublish ? 'on' : 'off'}
          className={
            autoPublish
              ? 'rounded-fp border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900'
              : 'rounded-fp border border-fp-border bg-gray-50 px-3 py-2 text-sm'
          }
        >
          {autoPublish ? AUTO_PUBLISH_TEXTS.on : AUTO_PUBLISH_TEXTS.off}
        </p>
        {connected ? null : (
          <p className="flex flex-wrap items-center gap-2 rounded-fp border border-fp-border px-3 py-2 text-sm">
            <span>{CONNECT_NOTICES[channel]}</span>
            <a href={settingsHref} className="font-medium text-fp-primary underline">
              {OPEN_SETTINGS}
            </a>
          </p>
        )}
      </div>
      {children}
    </>
  );
}

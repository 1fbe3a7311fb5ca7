import { CreateClientAyrshareProfileDocument } from '../../../../core/api/generated/operations.ts';
import { CONNECT_SOCIAL_MEDIA_TEXT } from '../../../../core/notifications/notification-texts.ts';
import { SOCIAL_CONNECTION_PLATFORMS } from '../../../../core/notifications/notifications.ts';
import type { ClientSettingsValues } from '../../../../core/clients/client-settings-query.ts';
import { CONNECTION_PLATFORM_NAMES } from '../../../../core/clients/connection-platforms.ts';
import { BusyButton } from '../../../../ui/form/busy-button.tsx';
import { FormProblem } from '../../../../ui/form/form-problem.tsx';
import { useServiceAction } from '../../../../ui/form/use-service-action.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { useSettingsSave } from '../use-settings-save.ts';
import { connectionOf } from './connection-of.ts';
import { ConnectionRow } from './connection-row.tsx';
import { SOCIAL_TEXT } from './connections-texts.ts';

export interface SocialConnectionsProps {
  clientId: string;
  settings: Pick<ClientSettingsValues, 'connections' | 'hasAyrshareProfile' | 'isEnrolledInSocialMedia'>;
  /** Staff may create the firm's profile at the social posting provider. */
  canCreateProfile: boolean;
}

/**
 * Facebook, Instagram, LinkedIn and X: the firm's networks, linked through its profile at the social posting
 * provider. Any one of them connected satisfies the spec's social media notice, shown when none is.
 */
export function SocialConnections({ clientId, settings, canCreateProfile }: SocialConnectionsProps) {
  const provider = useSession().config.brand;
  const send = useSettingsSave(clientId);
  const creation = useServiceAction(() => send(CreateClientAyrshareProfileDocument, { input: { clientId } }));
  const rows = SOCIAL_CONNECTION_PLATFORMS.map((platform) => ({ platform, connection: connectionOf(settings.connections, platform) }));
  const noneConnected = rows.every((row) => row.connection === null);

  return (
    <div className="space-y-2">
      <div data-slot="social-profile" className="space-y-2 text-sm">
        {!settings.isEnrolledInSocialMedia ? <p className="text-fp-muted">{SOCIAL_TEXT.notEnrolled}</p> : null}
        {settings.isEnrolledInSocialMedia && noneConnected ? <p className="text-fp-text">{CONNECT_SOCIAL_MEDIA_TEXT}</p> : null}
        <p className="text-xs text-fp-muted">{settings.hasAyrshareProfile ? SOCIAL_TEXT.profileReady : SOCIAL_TEXT.noProfile(provider)}</p>
        {canCreateProfile && !settings.hasAyrshareProfile ? (
          <BusyButton
            variant="outline"
            size="sm"
            busy={creation.pending}
            label={SOCIAL_TEXT.createProfile}
            busyLabel={SOCIAL_TEXT.creatingProfile}
            onClick={() => void creation.run()}
          />
        ) : null}
        <FormProblem problem={creation.problem} />
      </div>
      <ul className="divide-y divide-fp-border">
        {rows.map(({ platform, connection }) => (
          <ConnectionRow
            key={platform}
            name={CONNECTION_PLATFORM_NAMES[platform]}
            connected={connection !== null}
            accountName={connection?.accountName}
            since={connection?.connectedOn}
          />
        ))}
      </ul>
    </div>
  );
}

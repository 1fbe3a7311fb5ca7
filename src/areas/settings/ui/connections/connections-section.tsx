import { CONNECT_WORDPRESS_TEXT } from '../../../../core/notifications/notification-texts.ts';
import type { ClientSettingsValues } from '../../../../core/clients/client-settings-query.ts';
import { SectionPart } from '../../../../ui/form/section-part.tsx';
import type { SettingsSectionProps } from '../section-props.ts';
import { SettingsSectionBody } from '../settings-section-body.tsx';
import { connectionOf } from './connection-of.ts';
import { ConnectionRow } from './connection-row.tsx';
import { CONNECTION_TEXT, WORD_PRESS_TEXT } from './connections-texts.ts';
import { GoogleConnections } from './google-connections.tsx';
import { SocialConnections } from './social-connections.tsx';
import { WordPressConnection } from './word-press-connection.tsx';

/**
 * Connections: WordPress (which the firm connects itself), Google and the social networks (which the agency
 * connects), each connected or not, with the account and since when. The connection notices of the bell, Home
 * and the boards open this section.
 */
export default function ConnectionsSection({ clientId, abilities }: SettingsSectionProps) {
  return (
    <SettingsSectionBody clientId={clientId} needs="settings" allowed={abilities.settings}>
      {({ clientSettings }) => <Connections clientId={clientId} settings={clientSettings} abilities={abilities} />}
    </SettingsSectionBody>
  );
}

function Connections({
  clientId,
  settings,
  abilities,
}: Pick<SettingsSectionProps, 'clientId' | 'abilities'> & { settings: ClientSettingsValues }) {
  const wordPress = connectionOf(settings.connections, 'WordPress');
  return (
    <>
      <SectionPart title={WORD_PRESS_TEXT.heading} description={WORD_PRESS_TEXT.intro} slot="word-press-connection">
        <ul>
          <ConnectionRow
            name={WORD_PRESS_TEXT.status}
            connected={wordPress !== null}
            accountName={wordPress?.accountName}
            since={wordPress?.connectedOn}
          >
            {wordPress ? null : <p className="text-sm text-fp-text">{CONNECT_WORDPRESS_TEXT}</p>}
          </ConnectionRow>
        </ul>
        <WordPressConnection clientId={clientId} credential={settings.wordPressCredential} canChange={abilities.settings} />
      </SectionPart>
      <SectionPart title={CONNECTION_TEXT.googleHeading} slot="google-connections">
        <GoogleConnections clientId={clientId} connections={settings.connections} enrolledInGbp={settings.isEnrolledInGbp} />
      </SectionPart>
      <SectionPart title={CONNECTION_TEXT.socialHeading} slot="social-connections">
        <SocialConnections clientId={clientId} settings={settings} canCreateProfile={abilities.staff} />
      </SectionPart>
    </>
  );
}

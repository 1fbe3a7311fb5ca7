import {
  ChangeGoogleBusinessProfileAutopublishValueDocument,
  ChangeSocialMediaAutopublishValueDocument,
  ChangeSocialMediaOptInValueDocument,
  ChangeWordPressAutopublishValueDocument,
} from '../../../../core/api/generated/operations.ts';
import { SectionPart } from '../../../../ui/form/section-part.tsx';
import type { SettingsSectionProps } from '../section-props.ts';
import { SettingsSectionBody } from '../settings-section-body.tsx';
import { PublishingSwitch } from './publishing-switch.tsx';
import { PUBLISHING_TEXT } from './publishing-texts.ts';

/**
 * Publishing: whether blog, social media and Google Business Profile posts go out without the firm's approval,
 * and whether the firm takes part in social media posting. Each switch saves on its own; after a change the
 * bell's count and Home follow (useSettingsSave refreshes the client), since posts that publish themselves no
 * longer wait for the firm.
 */
export default function PublishingSection({ clientId, abilities }: SettingsSectionProps) {
  const canChange = abilities.settings;
  return (
    <SettingsSectionBody clientId={clientId} needs="settings" allowed={canChange}>
      {({ clientSettings: settings }) => (
        <>
          <SectionPart title={PUBLISHING_TEXT.autoPublishHeading} description={PUBLISHING_TEXT.autoPublishIntro} slot="auto-publishing">
            <div className="divide-y divide-fp-border">
              <PublishingSwitch
                clientId={clientId}
                document={ChangeWordPressAutopublishValueDocument}
                stored={settings.wordPressAutoPublish}
                texts={PUBLISHING_TEXT.blog}
                canChange={canChange}
              />
              <PublishingSwitch
                clientId={clientId}
                document={ChangeSocialMediaAutopublishValueDocument}
                stored={settings.socialMediaAutoPublish}
                texts={PUBLISHING_TEXT.social}
                canChange={canChange}
              />
              <PublishingSwitch
                clientId={clientId}
                document={ChangeGoogleBusinessProfileAutopublishValueDocument}
                stored={settings.googleBusinessProfileAutoPublish}
                texts={PUBLISHING_TEXT.googleBusinessProfile}
                canChange={canChange}
              />
            </div>
          </SectionPart>
          <SectionPart title={PUBLISHING_TEXT.socialHeading} slot="social-opt-in">
            <PublishingSwitch
              clientId={clientId}
              document={ChangeSocialMediaOptInValueDocument}
              stored={settings.isEnrolledInSocialMedia}
              texts={PUBLISHING_TEXT.optIn}
              canChange={canChange}
            />
          </SectionPart>
        </>
      )}
    </SettingsSectionBody>
  );
}

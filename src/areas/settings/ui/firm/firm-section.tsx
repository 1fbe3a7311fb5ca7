import { SectionPart } from '../../../../ui/form/section-part.tsx';
import type { SettingsSectionProps } from '../section-props.ts';
import { SettingsSectionBody } from '../settings-section-body.tsx';
import { ContactList } from './contact-list.tsx';
import { FirmAssignee } from './firm-assignee.tsx';
import { FirmDetailsForm } from './firm-details-form.tsx';
import { FirmLogo } from './firm-logo.tsx';
import { ASSIGNEE_TEXTS, CONTACT_TEXTS, DETAILS_TEXTS, IDENTIFIER_TEXTS, LOGO_TEXTS, OFFICE_TEXTS } from './firm-texts.ts';
import { IdentifierList } from './identifier-list.tsx';
import { OfficeList } from './office-list.tsx';

/**
 * Firm: the firm's details, its account manager at the agency, its logo, identifiers, offices and contacts, each
 * saving on its own. Without the settings capability everything is shown read-only with the reason.
 */
export default function FirmSection({ clientId, abilities }: SettingsSectionProps) {
  const editable = abilities.settings;
  return (
    <SettingsSectionBody clientId={clientId} needs="settings" allowed={editable}>
      {({ client, clientSettings }) => (
        <>
          <SectionPart title={DETAILS_TEXTS.heading} slot="firm-details">
            {(headingId) => <FirmDetailsForm firm={client} readOnly={!editable} labelledBy={headingId} />}
          </SectionPart>
          <SectionPart title={ASSIGNEE_TEXTS.heading} slot="firm-assignee">
            {(headingId) => (
              <FirmAssignee
                clientId={clientId}
                assigneeUserId={client.assigneeUserId ?? null}
                staff={abilities.staff}
                labelledBy={headingId}
              />
            )}
          </SectionPart>
          <SectionPart title={LOGO_TEXTS.heading} description={editable ? LOGO_TEXTS.description : undefined} slot="firm-logo">
            <FirmLogo clientId={clientId} logoUrl={client.logoUrl ?? null} canChange={editable} />
          </SectionPart>
          <SectionPart title={IDENTIFIER_TEXTS.heading} description={IDENTIFIER_TEXTS.description} slot="firm-identifiers">
            {(headingId) => (
              <IdentifierList clientId={clientId} identifiers={clientSettings.identifiers} editable={editable} labelledBy={headingId} />
            )}
          </SectionPart>
          <SectionPart title={OFFICE_TEXTS.heading} description={OFFICE_TEXTS.description} slot="firm-offices">
            {(headingId) => <OfficeList clientId={clientId} editable={editable} labelledBy={headingId} />}
          </SectionPart>
          <SectionPart title={CONTACT_TEXTS.heading} description={CONTACT_TEXTS.description} slot="firm-contacts">
            {(headingId) => <ContactList clientId={clientId} editable={editable} labelledBy={headingId} />}
          </SectionPart>
        </>
      )}
    </SettingsSectionBody>
  );
}

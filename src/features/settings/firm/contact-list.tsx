import { Badge } from '../../../ui/primitives/badge.tsx';
import { ContactForm } from './contact-form.tsx';
import { FirmRecordList } from './firm-record-list.tsx';
import { CONTACT_TEXTS } from './firm-texts.ts';

/** The people at the firm the agency may reach (the /v1/contacts resource). */
export function ContactList({ clientId, editable, labelledBy }: { clientId: string; editable: boolean; labelledBy: string }) {
  return (
    <FirmRecordList
      clientId={clientId}
      path="/contacts"
      itemPath="/contacts/{id}"
      texts={CONTACT_TEXTS}
      renderItem={(contact) => (
        <>
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {contact.name}
            {contact.isPrimary ? <Badge variant="secondary">{CONTACT_TEXTS.primaryBadge}</Badge> : null}
          </span>
          <span className="block text-fp-muted">
            {CONTACT_TEXTS.types[contact.type]}: {contact.value}
          </span>
        </>
      )}
      renderForm={(contact, close) => <ContactForm clientId={clientId} contact={contact} close={close} />}
      editable={editable}
      labelledBy={labelledBy}
    />
  );
}

import { ListItemFrame } from '../../../../ui/form/list-item-frame.tsx';
import { Badge } from '../../../../ui/primitives/badge.tsx';
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
      renderItem={(contact, actions) => (
        <ListItemFrame
          key={contact.id}
          slot="contact"
          name={contact.name}
          actions={actions}
          badge={contact.isPrimary ? <Badge variant="secondary">{CONTACT_TEXTS.primaryBadge}</Badge> : null}
        >
          <p className="break-words text-sm text-fp-muted">
            {CONTACT_TEXTS.types[contact.type]}: {contact.value}
          </p>
        </ListItemFrame>
      )}
      renderForm={(contact, close) => <ContactForm clientId={clientId} contact={contact} close={close} />}
      editable={editable}
      labelledBy={labelledBy}
    />
  );
}

import { RecordList } from '../../../ui/form/record-list.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';
import { Badge } from '../../../ui/primitives/badge.tsx';
import { ContactForm } from './contact-form.tsx';
import { CONTACT_TEXTS } from './firm-texts.ts';
import { useFirmRecordChange, useFirmRecords } from './use-firm-records.ts';

/** The people at the firm the agency may reach (the /v1/contacts resource). */
export function ContactList({ clientId, editable, labelledBy }: { clientId: string; editable: boolean; labelledBy: string }) {
  const contacts = useFirmRecords(clientId, '/contacts');
  const { remove } = useFirmRecordChange(clientId);
  return (
    <QueryState status={contacts.status} loadingLabel={CONTACT_TEXTS.loading} errorText={CONTACT_TEXTS.loadFailed} onRetry={() => void contacts.refetch()} emptyText="" isEmpty={false}>
      <RecordList
        items={contacts.data ?? []}
        keyOf={(contact) => contact.id}
        nameOf={(contact) => contact.name}
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
        onRemove={(contact) => remove('/contacts/{id}', contact.id, CONTACT_TEXTS.removed(contact.name))}
        editable={editable}
        texts={CONTACT_TEXTS}
        labelledBy={labelledBy}
      />
    </QueryState>
  );
}

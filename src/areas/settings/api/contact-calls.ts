import type { ListItem } from '../../../core/api/rest-types.ts';
import type { ContactFormValues } from '../../../core/forms/contact-form.ts';
import type { Session } from '../../../core/session/session.ts';

export type Contact = ListItem<'/contacts'>;

export const createContact = (session: Session, clientId: string, values: ContactFormValues) =>
  session.rest.post('/contacts', { body: { clientId, ...values } });

/** The version guards a colleague's edit made since the list was read. */
export const updateContact = (session: Session, contact: Pick<Contact, 'id' | 'version'>, values: ContactFormValues) =>
  session.rest.put('/contacts/{id}', { path: { id: contact.id }, body: { version: contact.version, ...values } });

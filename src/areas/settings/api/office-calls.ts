import type { ListItem } from '../../../core/api/rest-types.ts';
import type { LocationFormValues } from '../../../core/forms/location-form.ts';
import type { Session } from '../../../core/session/session.ts';

export type Office = ListItem<'/clientLocations'>;

export const createOffice = (session: Session, clientId: string, values: LocationFormValues) =>
  session.rest.post('/clientLocations', { body: { clientId, ...values } });

/** PUT replaces every field the contract declares: one left empty here is removed; the version guards a colleague's edit. */
export const updateOffice = (session: Session, office: Pick<Office, 'id' | 'version'>, values: LocationFormValues) =>
  session.rest.put('/clientLocations/{id}', { path: { id: office.id }, body: { version: office.version, ...values } });

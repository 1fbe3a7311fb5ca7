import type { ListItem } from '../api/rest-types.ts';
import type { LocationFormValues } from '../forms/location-form.ts';
import type { Session } from '../session/session.ts';

export type Office = ListItem<'/clientLocations'>;

export const createOffice = (session: Session, clientId: string, values: LocationFormValues) =>
  session.rest.post('/clientLocations', { body: { clientId, ...values } });

/** PUT replaces every field the contract declares: one left empty here is removed; the version guards a colleague's edit. */
export const updateOffice = (session: Session, office: Pick<Office, 'id' | 'version'>, values: LocationFormValues) =>
  session.rest.put('/clientLocations/{id}', { path: { id: office.id }, body: { version: office.version, ...values } });

import type { Queryable } from '../store/db.ts';
import type { RestCall } from './call.ts';
import { insertResource, type ResourceRow } from './resource-crud.ts';

export const toRecorded = (row: ResourceRow) => ({
  id: row.id,
  kind: row.kind,
  clientId: row.client_id,
  data: row.data,
  createdBy: row.created_by,
  createdOn: row.created_on,
});

/**
 * Calls that ask for something to be done by a service outside this one (send an e-mail, create tracker
 * tasks, license an image, push to the app builder) record what was asked, with its outcome, as a
 * `resources` row of their own kind; the answer is that record, and later reads find it. `recordedBy` is the
 * signed-in user, or who sent a public call (the WordPress plugin's reports name their site).
 */
export async function recordRequest(
  tx: Queryable,
  call: RestCall,
  kind: string,
  clientId: string | null,
  data: Record<string, unknown>,
  recordedBy = call.viewer.userId,
) {
  return toRecorded(await insertResource(tx, kind, clientId, { ...data, operation: call.operation.id }, recordedBy));
}

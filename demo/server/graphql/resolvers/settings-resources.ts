import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../store/db.ts';
import type { Target } from '../define-mutation.ts';
import { notFound } from '../errors.ts';

/** The kinds of `resources` rows these modules own (the table holds many resource kinds of one shape). */
export type ResourceKind =
  | 'identifier'
  | 'connectedService'
  | 'seoContentRefreshJobConfig'
  | 'googleAdsLandingPageConfig'
  | 'googleAdsCampaign'
  | 'landingPageJob';

export interface ResourceRow<Data = Record<string, unknown>> {
  id: string;
  kind: ResourceKind;
  client_id: string | null;
  data: Data;
  version: number;
  is_active: boolean;
  created_by: string | null;
  created_on: string;
  updated_on: string;
}

/** A mutation target for a resource of one kind named by `field`; locked for the transaction. */
export function resourceTarget<Data>(kind: ResourceKind, label: string, field: string) {
  return async (tx: Queryable, input: object): Promise<Target<ResourceRow<Data>>> => {
    const id = (input as Record<string, unknown>)[field];
    const [row] = await tx.query<ResourceRow<Data>>('select * from resources where id = $1 and kind = $2 and is_active for update', [
      id,
      kind,
    ]);
    if (!row) throw notFound(label, field, id);
    return { clientId: row.client_id, row, label };
  };
}

export async function insertResource(
  tx: Queryable,
  kind: ResourceKind,
  clientId: string | null,
  data: object,
  createdBy: string,
): Promise<string> {
  const id = randomUUID();
  await tx.query('insert into resources (id, kind, client_id, data, created_by) values ($1, $2, $3, $4, $5)', [
    id,
    kind,
    clientId,
    JSON.stringify(data),
    createdBy,
  ]);
  return id;
}

/** Merges fields into a resource's data and bumps its version, so readers can tell it changed. */
export async function patchResource(tx: Queryable, id: string, patch: object): Promise<void> {
  await tx.query('update resources set data = data || $2::jsonb, version = version + 1, updated_on = now() where id = $1', [
    id,
    JSON.stringify(patch),
  ]);
}

/** Active resources of a kind for a client (or, with null, the global ones), oldest first. */
export async function listResources<Data>(db: Queryable, kind: ResourceKind, clientId: string | null): Promise<Array<ResourceRow<Data>>> {
  return db.query<ResourceRow<Data>>(
    'select * from resources where kind = $1 and is_active and client_id is not distinct from $2 order by created_on, id',
    [kind, clientId],
  );
}

/** A configuration the caller names for a client must exist, be active and be the client's or a global one. */
export async function requireConfigFor(
  tx: Queryable,
  kind: ResourceKind,
  label: string,
  configId: string,
  clientId: string,
): Promise<void> {
  const [row] = await tx.query(
    'select 1 from resources where id = $1 and kind = $2 and is_active and (client_id is null or client_id = $3)',
    [configId, kind, clientId],
  );
  if (!row) throw notFound(label, 'configId', configId);
}

/** Marks one configuration as the default of its scope (a client, or global) and every other one of that scope as not. */
export async function makeDefault(tx: Queryable, row: ResourceRow): Promise<void> {
  await tx.query(
    `update resources set data = jsonb_set(data, '{isDefault}', to_jsonb(id = $1)), version = version + 1, updated_on = now()
      where kind = $2 and is_active and client_id is not distinct from $3 and (id = $1 or (data->>'isDefault')::boolean is true)`,
    [row.id, row.kind, row.client_id],
  );
}

/** A client's resource whose data field equals `value` ignoring case: callers refuse a second one with the same name. */
export async function findByDataField(
  tx: Queryable,
  kind: ResourceKind,
  clientId: string,
  field: string,
  value: string,
): Promise<ResourceRow | undefined> {
  const [row] = await tx.query<ResourceRow>(
    `select * from resources where kind = $1 and client_id = $2 and is_active and lower(data->>$4) = lower($3)`,
    [kind, clientId, value, field],
  );
  return row;
}

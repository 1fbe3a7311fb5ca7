import { randomUUID } from 'node:crypto';
import type { Queryable } from '../store/db.ts';
import type { Handler, RestCall } from './call.ts';
import type { ResourceExtension } from './extensions.ts';
import { clientCondition, parseListQuery, runList, SqlParams } from './list-query.ts';
import { notFound, staleVersion } from './problems.ts';
import { checkResourceDelete, checkResourceWrite } from './resource-rules.ts';
import { requireClientAccess } from './table-crud.ts';

/**
 * The one CRUD implementation of the configuration-like resources kept in the `resources` table
 * (kind, client_id, data, version). The operation's x-resource says which kind and what to do; the
 * document's schemas have already checked the data. Writes carry the version they were read at.
 */
export interface ResourceRow {
  id: string;
  kind: string;
  client_id: string | null;
  data: Record<string, unknown>;
  version: number;
  created_by: string | null;
  created_on: string;
  updated_on: string;
}

const ROW_FIELDS: Record<string, string> = {
  id: 't.id',
  clientId: 't.client_id',
  version: 't.version',
  createdOn: 't.created_on',
  updatedOn: 't.updated_on',
};
const dataField = (field: string) => {
  if (!/^\w+$/.test(field)) throw new Error(`Unexpected resource field name "${field}".`);
  return field;
};

/** A row as the API shows it: its data's fields beside the row's own. */
export function toResource(row: ResourceRow, owner: ResourceExtension['owner'] = row.client_id ? 'client' : 'global') {
  return {
    ...row.data,
    id: row.id,
    ...(owner === 'client' ? { clientId: row.client_id } : {}),
    version: row.version,
    createdOn: row.created_on,
    updatedOn: row.updated_on,
  };
}

export async function loadResource(db: Queryable, kind: string, label: string, id: unknown, lock = false): Promise<ResourceRow> {
  const [row] = await db.query<ResourceRow>(
    `select * from resources where id = $1 and kind = $2 and is_active${lock ? ' for update' : ''}`,
    [String(id), kind],
  );
  if (!row) throw notFound(label, id);
  return row;
}

export async function insertResource(
  tx: Queryable,
  kind: string,
  clientId: string | null,
  data: object,
  createdBy: string,
): Promise<ResourceRow> {
  const [row] = await tx.query<ResourceRow>(
    'insert into resources (id, kind, client_id, data, created_by) values ($1, $2, $3, $4, $5) returning *',
    [randomUUID(), kind, clientId, JSON.stringify(data), createdBy],
  );
  return row!;
}

const without = (body: Record<string, unknown>, ...names: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !names.includes(key)));
const rowIdOf = (call: RestCall, resource: ResourceExtension) => (resource.idFrom === 'body' ? call.body.id : call.params.id);

async function list(call: RestCall, resource: ResourceExtension) {
  const query = parseListQuery(call.query, call.operation.list!);
  const params = new SqlParams();
  const where = [`t.kind = ${params.param(resource.kind)}`, 't.is_active'];
  // Global kinds are staff-only operations (checked before this); a client's rows are limited to visible clients.
  if (resource.owner === 'client') where.push(...clientCondition('t.client_id', call.visibleClients(), params));
  const expr = (field: string) => ROW_FIELDS[field] ?? `t.data->>'${dataField(field)}'`;
  const page = await runList<ResourceRow>(call.db, { from: 'resources t', select: 't.*', expr, where, params }, query);
  return { ...page, items: page.items.map((row) => toResource(row, resource.owner)) };
}

async function create(call: RestCall, resource: ResourceExtension, tx: Queryable) {
  const clientId = resource.owner === 'client' ? String(call.body.clientId) : null;
  if (clientId) await requireClientAccess(call, tx, clientId);
  else call.authorize(null, 'this operation');
  const data = without(call.body, 'clientId');
  if (resource.parent) {
    const parentId = call.params[resource.parent.param]!;
    await loadResource(tx, resource.parent.kind, resource.parent.label, parentId);
    data[resource.parent.field] = parentId;
  }
  await checkResourceWrite(tx, resource.kind, clientId, data, null);
  return toResource(await insertResource(tx, resource.kind, clientId, data, call.viewer.userId), resource.owner);
}

/** Loads the row a write names, checks access and the version it was read at. */
async function target(call: RestCall, resource: ResourceExtension, tx: Queryable, checkVersion: boolean): Promise<ResourceRow> {
  const row = await loadResource(tx, resource.kind, resource.label, rowIdOf(call, resource), true);
  call.authorize(row.client_id, `this ${resource.label}`);
  const sent = call.body.version;
  if (checkVersion && typeof sent === 'number' && sent !== row.version) throw staleVersion(resource.label, sent, row.version);
  return row;
}

async function save(tx: Queryable, row: ResourceRow, data: Record<string, unknown>, resource: ResourceExtension) {
  await checkResourceWrite(tx, resource.kind, row.client_id, data, row.id);
  const [saved] = await tx.query<ResourceRow>(
    'update resources set data = $2, version = version + 1, updated_on = now() where id = $1 returning *',
    [row.id, JSON.stringify(data)],
  );
  return toResource(saved!, resource.owner);
}

/** Changes a row's data under the version the body carries (used by the generic actions and by special edits). */
export function changeResource(
  call: RestCall,
  resource: ResourceExtension,
  change: (data: Record<string, unknown>) => Record<string, unknown>,
) {
  return call.db.transaction(async (tx) => {
    const row = await target(call, resource, tx, true);
    return save(tx, row, change(row.data), resource);
  });
}

const ACTIONS: Record<ResourceExtension['action'], (call: RestCall, resource: ResourceExtension) => Promise<unknown>> = {
  list,
  create: (call, resource) => call.db.transaction((tx) => create(call, resource, tx)),
  get: async (call, resource) => {
    const row = await loadResource(call.db, resource.kind, resource.label, rowIdOf(call, resource));
    call.authorize(row.client_id, `this ${resource.label}`);
    return toResource(row, resource.owner);
  },
  // PUT replaces the fields the body schema declares; data the schema does not show (a parent's id) stays.
  update: (call, resource) => {
    const declared = Object.keys((call.operation.schema.body?.properties as object | undefined) ?? {});
    return changeResource(call, resource, (data) => ({ ...without(data, ...declared), ...without(call.body, 'id', 'version') }));
  },
  patch: (call, resource) => changeResource(call, resource, (data) => ({ ...data, ...without(call.body, 'id', 'version') })),
  delete: (call, resource) =>
    call.db.transaction(async (tx) => {
      const row = await target(call, resource, tx, false);
      await checkResourceDelete(tx, resource.kind, row.id);
      await tx.query('delete from resources where id = $1', [row.id]);
      return { id: row.id, message: `The ${resource.label} was deleted.` };
    }),
  // One active row per kind and client: activating one deactivates the others.
  activate: (call, resource) =>
    call.db.transaction(async (tx) => {
      const row = await target(call, resource, tx, false);
      await tx.query(
        `update resources set data = jsonb_set(data, '{isActive}', 'false'), version = version + 1, updated_on = now()
        where kind = $1 and client_id is not distinct from $2 and id <> $3 and is_active and (data->>'isActive')::boolean is true`,
        [row.kind, row.client_id, row.id],
      );
      return save(tx, row, { ...row.data, isActive: true }, resource);
    }),
};

/** The handler of an operation that carries x-resource. */
export const resourceHandler =
  (resource: ResourceExtension): Handler =>
  (call) =>
    ACTIONS[resource.action](call, resource);

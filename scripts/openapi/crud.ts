// The generic patterns: `crud` expands one resource into list/create/get/update/delete operations, and
// `resourceKind` describes a configuration-like resource kept in the generic `resources` table.
import type { ResourceExtension, RestCapability } from '../../demo/server/rest/extensions.ts';
import { area, merge, type ListSpec, type OperationSpec, type Paths } from './operations.ts';
import { dateTime, define, deleted, id, idOf, input, int, output, type Schema } from './schema-kit.ts';

export type CrudAction = 'list' | 'create' | 'get' | 'update' | 'delete';
type WriteAction = Exclude<CrudAction, 'list' | 'get'>;

export interface CrudSpec {
  tag: string;
  path: string;
  /** Singular and plural PascalCase names: operation ids are listX, createX, getX, updateX, deleteX. */
  name: string;
  plural: string;
  label: string;
  /** What `{id}` names (x-refers-to). */
  refersTo: string;
  item: Schema;
  createBody?: Schema;
  updateBody?: Schema;
  read: RestCapability;
  write: RestCapability | Partial<Record<WriteAction, RestCapability>>;
  list: Omit<ListSpec, 'item'>;
  only?: CrudAction[];
  resource?: Omit<ResourceExtension, 'action'>;
}

export function crud(spec: CrudSpec): Paths {
  const api = area(spec.tag);
  const only = new Set(spec.only ?? ['list', 'create', 'get', 'update', 'delete']);
  const writeCap = (action: WriteAction) => (typeof spec.write === 'string' ? spec.write : (spec.write[action] ?? 'staff'));
  const withResource = (action: ResourceExtension['action']) => (spec.resource ? { resource: { ...spec.resource, action } } : {});
  const byId = `${spec.path}/{id}`;
  const refs = { id: spec.refersTo };
  const ops: Array<[keyof typeof api, string, OperationSpec]> = [
    [
      'get',
      spec.path,
      {
        id: `list${spec.plural}`,
        summary: `List ${spec.label} records`,
        capability: spec.read,
        list: { ...spec.list, item: spec.item },
        ...withResource('list'),
      },
    ],
    [
      'post',
      spec.path,
      {
        id: `create${spec.name}`,
        summary: `Create ${spec.label}`,
        capability: writeCap('create'),
        body: spec.createBody,
        returns: spec.item,
        status: 201,
        ...withResource('create'),
      },
    ],
    [
      'get',
      byId,
      { id: `get${spec.name}`, summary: `Get ${spec.label}`, capability: spec.read, refs, returns: spec.item, ...withResource('get') },
    ],
    [
      'put',
      byId,
      {
        id: `update${spec.name}`,
        summary: `Update ${spec.label}`,
        capability: writeCap('update'),
        refs,
        body: spec.updateBody,
        returns: spec.item,
        ...withResource('update'),
      },
    ],
    [
      'delete',
      byId,
      {
        id: `delete${spec.name}`,
        summary: `Delete ${spec.label}`,
        capability: writeCap('delete'),
        refs,
        returns: deleted,
        ...withResource('delete'),
      },
    ],
  ];
  const actions: CrudAction[] = ['list', 'create', 'get', 'update', 'delete'];
  return merge(...ops.filter((_, index) => only.has(actions[index]!)).map(([method, path, op]) => api[method](path, op)));
}

/** A configuration-like resource kept in the `resources` table: its fields live in the row's data. */
export interface KindSpec {
  kind: string;
  name: string;
  plural: string;
  label: string;
  owner: 'client' | 'global';
  fields: Record<string, Schema>;
  required: string[];
  sortable?: string[];
  filterable?: string[];
  read: RestCapability;
  write: RestCapability;
}

const RESERVED_FIELDS = ['id', 'clientId', 'version', 'createdOn', 'updatedOn'];

/** The item, create and update schemas of a kind (update carries the version it was read at). */
export function kindSchemas(kind: KindSpec) {
  const clash = Object.keys(kind.fields).find((field) => RESERVED_FIELDS.includes(field));
  if (clash) throw new Error(`${kind.kind}: field ${clash} is reserved for the row itself.`);
  const owned = kind.owner === 'client';
  const item = define(
    kind.name,
    output({ id, ...(owned ? { clientId: id } : {}), version: int(1), createdOn: dateTime, updatedOn: dateTime, ...kind.fields }, [
      'id',
      ...(owned ? ['clientId'] : []),
      'version',
      'createdOn',
      'updatedOn',
      ...kind.required,
    ]),
  );
  const create = define(
    `${kind.name}Create`,
    input({ ...(owned ? { clientId: idOf('client') } : {}), ...kind.fields }, [...(owned ? ['clientId'] : []), ...kind.required]),
  );
  const update = define(`${kind.name}Update`, input({ version: int(1), ...kind.fields }, ['version', ...kind.required]));
  return { item, create, update };
}

export const resourceExtension = (kind: KindSpec): Omit<ResourceExtension, 'action'> => ({
  kind: kind.kind,
  label: kind.label,
  owner: kind.owner,
});

/** Full CRUD of a kind at `path` (or the subset in `only`). */
export function resourceCrud(kind: KindSpec, tag: string, path: string, only?: CrudAction[]): Paths {
  const { item, create, update } = kindSchemas(kind);
  return crud({
    tag,
    path,
    only,
    name: kind.name,
    plural: kind.plural,
    label: kind.label,
    refersTo: `resource:${kind.kind}`,
    item,
    createBody: create,
    updateBody: update,
    read: kind.read,
    write: kind.write,
    list: {
      sortable: ['createdOn', 'updatedOn', ...(kind.sortable ?? [])],
      filterable: [...(kind.owner === 'client' ? ['clientId'] : []), ...(kind.filterable ?? [])],
      defaultSort: 'createdOn',
    },
    resource: resourceExtension(kind),
  });
}

/** A body that changes some fields of a kind's row, guarded by the version it was read at. */
export function patchBody(kind: KindSpec, name: string, fields: string[], withId = false): Schema {
  const properties = Object.fromEntries(fields.map((field) => [field, kind.fields[field]!]));
  return define(
    name,
    input({ ...(withId ? { id: idOf(`resource:${kind.kind}`) } : {}), version: int(1), ...properties }, [
      ...(withId ? ['id'] : []),
      'version',
      ...fields,
    ]),
  );
}

import type { Capability } from '../auth/permissions.ts';

/**
 * The extension fields of the REST contract (x-capability, x-list, x-resource). scripts/openapi/ writes them
 * into src/core/api/openapi.json and the service reads them back (document.ts), so both take their shape from here.
 */

/** x-capability: what a viewer must be allowed to do for the target's client; 'signedIn' needs only a valid token, 'public' not even that. */
export type RestCapability = Capability | 'signedIn' | 'public';

/** x-list: how a list operation may be sorted and filtered (read by list-query.ts). */
export interface ListExtension {
  sortable: string[];
  filterable: string[];
  defaultSort: string;
}

/** x-resource: how a generic `resources` row operation is run (read by resource-crud.ts). */
export interface ResourceExtension {
  kind: string;
  label: string;
  owner: 'client' | 'global';
  action: 'list' | 'create' | 'get' | 'update' | 'patch' | 'delete' | 'activate';
  /** Where the row id comes from: the `id` path parameter (default) or the body's `id`. */
  idFrom?: 'path' | 'body';
  /** A parent row named by a path parameter, stored in the child's data. */
  parent?: { param: string; kind: string; label: string; field: string };
}

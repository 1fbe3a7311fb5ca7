// Builds OpenAPI operations from compact specs: parameters, bodies, responses, and the extension fields
// the service reads (x-capability, x-list, x-resource).
import type { ListExtension, ResourceExtension, RestCapability } from '../../demo/server/rest/extensions.ts';
import { define, enumOf, id, output, type Schema } from './schema-kit.ts';

export type Method = 'get' | 'post' | 'put' | 'delete';
export type Operation = Record<string, unknown>;
export type Paths = Record<string, Partial<Record<Method, Operation>>>;

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 50;

/** A list operation: the page's item, and the x-list fields the service checks list calls against. */
export interface ListSpec extends ListExtension {
  item: Schema;
}

export interface OperationSpec {
  id: string;
  summary: string;
  capability: RestCapability;
  /** What each path parameter names, e.g. `{ id: 'blogJob' }` (default: the path's last noun). */
  refs?: Record<string, string>;
  query?: Record<string, Schema>;
  requiredQuery?: string[];
  body?: Schema;
  multipart?: Schema;
  returns?: Schema;
  /** A non-JSON answer (file download, image). */
  file?: { contentType: string; description: string };
  /** Request headers the operation reads, beside Authorization. */
  headers?: Record<string, Schema>;
  /** A text/event-stream answer: each event name and the schema of its `data` (written as x-events). */
  events?: Record<string, Schema>;
  status?: 200 | 201;
  list?: ListSpec;
  resource?: ResourceExtension;
  /** Answers other than the usual errors, by status, with what they mean for this operation. */
  refusals?: Record<string, string>;
  /** A smaller body limit than the service's (bytes; written as x-body-limit): a public intake takes little. */
  bodyLimit?: number;
}

const problem = define('Problem', {
  type: 'object',
  description: 'An error (RFC 9457 style): status, the standard reason phrase as title, and what went wrong.',
  properties: {
    status: { type: 'integer' },
    title: { type: 'string' },
    detail: { type: 'string' },
    parameter: { type: 'string', description: 'The query or path parameter at fault.' },
    field: { type: 'string', description: 'The body field at fault.' },
    currentVersion: { type: 'integer', description: 'On a version conflict: the version now stored.' },
  },
  required: ['status', 'title', 'detail'],
});

export const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Invalid input; `parameter` or `field` names the culprit.',
  '401': 'No valid bearer access token.',
  '403': 'The signed-in user may not do this for the client the target belongs to.',
  '404': 'Nothing with that id.',
  '409': 'A version conflict or a move the target’s status does not allow; nothing was changed.',
  '413': 'The request body is larger than the service accepts.',
};
export const errorResponses = Object.fromEntries(
  Object.entries(ERROR_RESPONSES).map(([status, description]) => [
    status,
    { description, content: { 'application/json': { schema: problem } } },
  ]),
);
const errorRef = (status: string) => ({ $ref: `#/components/responses/${status}` });
const refusal = (description: string) => ({ description, content: { 'application/json': { schema: problem } } });

function listParameters(list: ListSpec): Operation[] {
  const query = (name: string, schema: Schema, description: string) => ({ name, in: 'query', required: false, description, schema });
  return [
    query('PageSize', { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }, 'Items per page.'),
    query('PageNumber', { type: 'integer', minimum: 1, default: 1 }, 'The page to answer, from 1.'),
    query('SortColumn', { type: 'string', enum: list.sortable }, `Sort by this column (default ${list.defaultSort}).`),
    query('SortDirection', enumOf('SortDirection'), 'ASC (default) or DESC.'),
    query(
      'FilterFields',
      { type: 'string', maxLength: 1000 },
      `Comma-separated \`field:value\` pairs (exact, case-insensitive); fields: ${list.filterable.join(', ')}.`,
    ),
    query(
      'AdditionalSortingFields',
      { type: 'string', maxLength: 500 },
      'Comma-separated further sort columns, applied after SortColumn in the same direction.',
    ),
  ];
}

export const page = (item: Schema): Schema =>
  output({
    items: { type: 'array', items: item },
    totalCount: { type: 'integer' },
    pageNumber: { type: 'integer' },
    pageSize: { type: 'integer' },
  });

function missingRef(path: string, name: string): never {
  throw new Error(`${path}: say what the path parameter {${name}} names (refs).`);
}

function pathParameters(path: string, refs: Record<string, string> = {}): Operation[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: id,
    'x-refers-to': refs[name!] ?? missingRef(path, name!),
  }));
}

function successResponse(spec: OperationSpec) {
  if (spec.file) return { description: spec.file.description, content: { [spec.file.contentType]: { schema: { type: 'string' } } } };
  const schema = spec.list ? page(spec.list.item) : spec.returns;
  return { description: spec.summary, ...(schema ? { content: { 'application/json': { schema } } } : {}) };
}

export function operation(method: Method, path: string, tag: string, spec: OperationSpec): Operation {
  const queryParams = Object.entries(spec.query ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: 'query',
      required: spec.requiredQuery?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
  const headerParams = Object.entries(spec.headers ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return { name, in: 'header', required: false, ...(description ? { description } : {}), schema: rest };
  });
  const parameters = [...pathParameters(path, spec.refs), ...queryParams, ...headerParams, ...(spec.list ? listParameters(spec.list) : [])];
  const hasBody = Boolean(spec.body || spec.multipart);
  const errors = [
    ...(parameters.length || hasBody ? ['400'] : []),
    ...(spec.capability === 'public' ? [] : ['401']),
    ...(['public', 'signedIn'].includes(spec.capability) ? [] : ['403']),
    ...(path.includes('{') || hasBody ? ['404'] : []),
    ...(method === 'get' ? [] : ['409']),
    ...(hasBody ? ['413'] : []),
  ];
  return {
    operationId: spec.id,
    summary: spec.summary,
    tags: [tag],
    ...(spec.capability === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body ? { requestBody: { required: true, content: { 'application/json': { schema: spec.body } } } } : {}),
    ...(spec.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: spec.multipart } } } } : {}),
    responses: {
      [String(spec.status ?? 200)]: successResponse(spec),
      ...Object.fromEntries(errors.map((status) => [status, errorRef(status)])),
      ...Object.fromEntries(Object.entries(spec.refusals ?? {}).map(([status, description]) => [status, refusal(description)])),
    },
    'x-capability': spec.capability,
    ...(spec.list
      ? { 'x-list': { sortable: spec.list.sortable, filterable: spec.list.filterable, defaultSort: spec.list.defaultSort } }
      : {}),
    ...(spec.resource ? { 'x-resource': spec.resource } : {}),
    ...(spec.events ? { 'x-events': spec.events } : {}),
    ...(spec.bodyLimit ? { 'x-body-limit': spec.bodyLimit } : {}),
  };
}

/** The routes of one area of the API, each a tagged operation. */
export function area(tag: string) {
  const at =
    (method: Method) =>
    (path: string, spec: OperationSpec): Paths => ({ [path]: { [method]: operation(method, path, tag, spec) } });
  return { get: at('get'), post: at('post'), put: at('put'), delete: at('delete') };
}

/** Merges path items; the same method on the same path twice is an authoring mistake. */
export function merge(...groups: Paths[]): Paths {
  const merged: Paths = {};
  for (const group of groups) {
    for (const [path, methods] of Object.entries(group)) {
      const into = (merged[path] ??= {});
      for (const [method, op] of Object.entries(methods) as Array<[Method, Operation]>) {
        if (into[method]) throw new Error(`${method.toUpperCase()} ${path} is authored twice.`);
        into[method] = op;
      }
    }
  }
  return merged;
}

import { readFileSync } from 'node:fs';
import type { ListExtension, ResourceExtension, RestCapability } from './extensions.ts';

/**
 * The REST contract (src/core/api/openapi.json) read as the service needs it: one entry per operation,
 * with the request schemas Fastify validates and the extension fields that say who may call it.
 */
export const OPENAPI_URL = new URL('../../../src/core/api/openapi.json', import.meta.url);

export type JsonSchema = { [key: string]: unknown };

export interface RestOperation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the document spells it (without the /v1 prefix), e.g. /blogs/jobs/{id}. */
  path: string;
  /** The same path in Fastify's syntax, e.g. /blogs/jobs/:id. */
  url: string;
  capability: RestCapability;
  list?: ListExtension;
  resource?: ResourceExtension;
  successStatus: number;
  bodyKind: 'json' | 'multipart' | 'none';
  /** The operation's own body limit in bytes (x-body-limit), below the service's. */
  bodyLimit?: number;
  /** Request schemas for Fastify (references inlined, extension fields removed). */
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
  /** Query and path parameter schemas by name, to explain a refused value. */
  parameters: Record<string, JsonSchema>;
  /** The answered object's properties (a list's item): the fields the service selects. */
  responseFields: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> };
}

let cached: OpenApiDocument | undefined;

export function readDocument(): OpenApiDocument {
  cached ??= JSON.parse(readFileSync(OPENAPI_URL, 'utf8')) as OpenApiDocument;
  return cached;
}

/** The property names of a named schema of the document, e.g. the fields of a BlogJob. */
export function componentFields(name: string): string[] {
  const schema = readDocument().components.schemas[name];
  if (!schema) throw new Error(`openapi.json has no schema ${name}.`);
  return Object.keys((schema.properties as JsonSchema | undefined) ?? {});
}

/** Inlines `$ref`s and drops `x-` extension keys, so ajv (strict, draft-07) compiles the schema as is. */
export function validationSchema(document: OpenApiDocument, schema: unknown, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => validationSchema(document, item, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) {
    const name = ref.replace('#/components/schemas/', '');
    if (seen.includes(name)) throw new Error(`Request schema ${name} refers to itself; request schemas must not be recursive.`);
    return validationSchema(document, document.components.schemas[name], [...seen, name]);
  }
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !key.startsWith('x-'))
      .map(([key, value]) => [
        key,
        key === 'properties'
          ? mapValues(value as JsonSchema, (v) => validationSchema(document, v, seen))
          : validationSchema(document, value, seen),
      ]),
  );
}

const mapValues = (record: JsonSchema, map: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  const ref = schema?.$ref as string | undefined;
  return ref ? document.components.schemas[ref.replace('#/components/schemas/', '')] : schema;
}

function responseFields(document: OpenApiDocument, op: JsonSchema, status: string, isList: boolean): string[] {
  const content = (op.responses as Record<string, JsonSchema>)[status]?.content as Record<string, { schema?: JsonSchema }> | undefined;
  let schema = resolve(document, content?.['application/json']?.schema);
  if (isList) schema = resolve(document, ((schema?.properties as JsonSchema)?.items as JsonSchema)?.items as JsonSchema);
  else if (schema?.type === 'array') schema = resolve(document, schema.items as JsonSchema);
  return Object.keys((schema?.properties as JsonSchema) ?? {});
}

type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema };

function parameterSchema(document: OpenApiDocument, parameters: Parameter[], where: 'path' | 'query'): JsonSchema | undefined {
  const chosen = parameters.filter((parameter) => parameter.in === where);
  if (!chosen.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(chosen.map((parameter) => [parameter.name, validationSchema(document, parameter.schema)])),
    required: chosen.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

const derived = new WeakMap<OpenApiDocument, RestOperation[]>();

/**
 * Every operation of the document, in document order; made once per document, so the schemas each start hands the
 * validator are the same objects, which ajv has compiled already (it keys its cache by the schema object).
 */
export function operationsOf(document: OpenApiDocument): RestOperation[] {
  let operations = derived.get(document);
  if (!operations) derived.set(document, (operations = deriveOperations(document)));
  return operations;
}

function deriveOperations(document: OpenApiDocument): RestOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = (op.parameters as Parameter[] | undefined) ?? [];
      const content = ((op.requestBody as JsonSchema | undefined)?.content ?? {}) as Record<string, { schema: JsonSchema }>;
      const successStatus = Object.keys(op.responses as JsonSchema).find((status) => status.startsWith('2')) ?? '200';
      const bodyKind = content['application/json'] ? 'json' : content['multipart/form-data'] ? 'multipart' : 'none';
      const body = bodyKind === 'json' ? (validationSchema(document, content['application/json']!.schema) as JsonSchema) : undefined;
      const params = parameterSchema(document, parameters, 'path');
      const querystring = parameterSchema(document, parameters, 'query');
      return {
        id: String(op.operationId),
        method: method.toUpperCase() as RestOperation['method'],
        path,
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        capability: op['x-capability'] as RestCapability,
        list: op['x-list'] as ListExtension | undefined,
        resource: op['x-resource'] as ResourceExtension | undefined,
        successStatus: Number(successStatus),
        bodyKind,
        ...(typeof op['x-body-limit'] === 'number' ? { bodyLimit: op['x-body-limit'] } : {}),
        schema: { ...(params ? { params } : {}), ...(querystring ? { querystring } : {}), ...(body ? { body } : {}) },
        parameters: Object.fromEntries(
          parameters.map((parameter) => [parameter.name, validationSchema(document, parameter.schema) as JsonSchema]),
        ),
        responseFields: responseFields(document, op, successStatus, Boolean(op['x-list'])),
      } satisfies RestOperation;
    }),
  );
}

/** The x-resource of a generic operation, for a special edit of the same kind (e.g. one step of a configuration). */
export function resourceOf(operationId: string): ResourceExtension {
  const resource = operationsOf(readDocument()).find((operation) => operation.id === operationId)?.resource;
  if (!resource) throw new Error(`openapi.json has no generic resource operation ${operationId}.`);
  return resource;
}

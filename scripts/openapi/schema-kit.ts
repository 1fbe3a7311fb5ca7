// Schema building blocks for the authored OpenAPI document. Schemas stay draft-07 compatible (plain
// types, no `nullable`), because the service validates requests with them (ajv 8, draft-07).
import { readFileSync } from 'node:fs';
import { buildSchema, GraphQLEnumType } from 'graphql';

export type Schema = { [key: string]: unknown };

const MAX_ID_LENGTH = 100;
const MAX_URL_LENGTH = 2000;

/** Named schemas of the document (components.schemas), filled while the paths are authored. */
export const componentSchemas: Record<string, Schema> = {};

/** Registers a named schema once and answers a reference to it. */
export function define(name: string, schema: Schema): Schema {
  const existing = componentSchemas[name];
  if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) throw new Error(`Schema ${name} is defined twice, differently.`);
  componentSchemas[name] = schema;
  return ref(name);
}

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** Text of at most `maxLength` characters; unless it may be empty, it must not be blank either. */
export const NOT_BLANK = '\\S';
export const text = (maxLength = 500, minLength = 1): Schema => ({
  type: 'string',
  minLength,
  maxLength,
  ...(minLength > 0 ? { pattern: NOT_BLANK } : {}),
});
export const longText = (maxLength = 200_000): Schema => ({ type: 'string', maxLength });
export const date: Schema = { type: 'string', format: 'date' };
export const dateTime: Schema = { type: 'string', format: 'date-time' };
export const url: Schema = { type: 'string', format: 'uri', maxLength: MAX_URL_LENGTH };
export const email: Schema = { type: 'string', format: 'email', maxLength: 320 };
export const bool: Schema = { type: 'boolean' };
export const int = (minimum?: number, maximum?: number): Schema => ({
  type: 'integer',
  ...(minimum === undefined ? {} : { minimum }),
  ...(maximum === undefined ? {} : { maximum }),
});
export const number = (minimum?: number): Schema => ({ type: 'number', ...(minimum === undefined ? {} : { minimum }) });
export const anyObject: Schema = { type: 'object' };
export const arrayOf = (items: Schema, maxItems = 100, minItems = 0): Schema => ({
  type: 'array',
  items,
  maxItems,
  ...(minItems ? { minItems } : {}),
});

/** A value that may also be null (JSON Schema type lists, valid in draft-07 and OpenAPI 3.1 alike). */
export function orNull(schema: Schema): Schema {
  if ('$ref' in schema) return { anyOf: [schema, { type: 'null' }] };
  return { ...schema, type: [schema.type, 'null'], ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}) };
}

/** An id naming a row of another resource; `x-refers-to` says which, so tests and readers can follow it. */
export const idOf = (refersTo: string): Schema => ({ type: 'string', minLength: 1, maxLength: MAX_ID_LENGTH, 'x-refers-to': refersTo });
export const id: Schema = { type: 'string', minLength: 1, maxLength: MAX_ID_LENGTH };

/** A request body object: unknown fields are refused. */
export const input = (properties: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema => ({
  type: 'object',
  additionalProperties: false,
  properties,
  ...(required.length ? { required } : {}),
  ...extra,
});

/** A response object (open: the service may add fields without breaking readers). */
export const output = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({
  type: 'object',
  properties,
  required,
});

// Enumerations come from the GraphQL contract, so both sides spell every value the same way.
const contract = buildSchema(readFileSync(new URL('../../src/core/api/schema.graphql', import.meta.url), 'utf8'));

/** A contract enum as a named schema, e.g. `enumOf('JobStatus')`. */
export function enumOf(name: string): Schema {
  const type = contract.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum of src/core/api/schema.graphql.`);
  return define(name, { type: 'string', enum: type.getValues().map((value) => value.name) });
}

/** Values of a contract enum (for extension fields and summaries). */
export const enumValues = (name: string): string[] =>
  componentSchemas[name] ? (componentSchemas[name].enum as string[]) : ((enumOf(name), componentSchemas[name]!.enum) as string[]);

export const message = define('Message', output({ message: { type: 'string' } }));
export const deleted = define('Deleted', output({ id: { type: 'string' }, message: { type: 'string' } }));

import type { Path } from './bad-input.ts';
import type { JsonSchema, RestOperation } from '../../../demo/server/rest/document.ts';

// Valid-shaped requests for any REST operation of the contract (from its validation schemas), and the
// places in a JSON body that carry text.

type Schema = JsonSchema & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
};

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/** A value the schema accepts, every property filled so that every text field can be poisoned. */
export function sampleOf(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return 'sample';
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleOf(property, key)]));
    case 'array':
      return [sampleOf(schema.items, name)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'date-time') return '2026-12-01T09:00:00.000Z';
      if (schema.format === 'uri' || /url/i.test(name)) return 'https://example.test/page';
      if (schema.format === 'email') return 'someone@example.test';
      return /id$/i.test(name) ? `sample-${name}` : 'Sample text';
  }
}

/** The paths of every string in a value of the schema that is not an enum (dates and URLs included). */
export function stringLeaves(schema: Schema | undefined, path: Path = []): Path[] {
  if (!schema || Array.isArray(schema.enum)) return [];
  switch (typeOf(schema)) {
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => stringLeaves(property, [...path, key]));
    case 'array':
      return stringLeaves(schema.items, [...path, 0]);
    case 'string':
      return [path];
    default:
      return [];
  }
}

/** The operation's path with each parameter filled (`sample-<name>` unless given). */
export const pathOf = (operation: RestOperation, values: Record<string, string> = {}) =>
  `/v1${operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? `sample-${name}`)}`;

export const pathParameters = (operation: RestOperation) => [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
export const queryParameters = (operation: RestOperation) =>
  Object.keys((operation.schema.querystring?.properties as Record<string, unknown> | undefined) ?? {});

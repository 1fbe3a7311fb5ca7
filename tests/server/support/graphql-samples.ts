import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import type { Path } from './bad-input.ts';

// Valid-shaped arguments for any field of the contract, and the places in them that carry text.

export const contract = buildSchema(readFileSync('src/core/api/schema.graphql', 'utf8'));

export interface TextLeaf {
  /** From the argument down, e.g. ['input', 'batch', 0, 'topic']. */
  path: Path;
  isId: boolean;
}

/** A value of the right type: every field filled (so every text field can be poisoned), lists of one. */
export function sampleValue(type: GraphQLInputType, name = ''): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [sampleValue(type.ofType, name)];
  if (isInputObjectType(type))
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, sampleValue(field.type, field.name)]));
  if (isEnumType(type)) return type.getValues()[0]!.value;
  switch (getNamedType(type).name) {
    case 'ID':
      return `sample-${name}`;
    case 'Date':
      return '2026-12-01';
    case 'DateTime':
      return '2026-12-01T09:00:00.000Z';
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'JSON':
      return { note: 'Sample' };
    case 'Upload':
      return null;
    default:
      return /url/i.test(name) ? 'https://example.test/page' : /email/i.test(name) ? 'someone@example.test' : 'Sample text';
  }
}

/** Every string and ID inside a value of the type (list items and nested inputs included). */
export function textLeaves(type: GraphQLInputType, path: Path): TextLeaf[] {
  if (isNonNullType(type)) return textLeaves(type.ofType, path);
  if (isListType(type)) return textLeaves(type.ofType, [...path, 0]);
  if (isInputObjectType(type)) return Object.values(type.getFields()).flatMap((field) => textLeaves(field.type, [...path, field.name]));
  const named = getNamedType(type);
  if (isScalarType(named) && (named.name === 'String' || named.name === 'ID')) return [{ path, isId: named.name === 'ID' }];
  if (isScalarType(named) && named.name === 'JSON') return [{ path: [...path, 'note'], isId: false }];
  return [];
}

/** A value written as a GraphQL literal: enum values bare, strings as JSON strings (which GraphQL reads alike). */
export function literal(value: unknown, type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(value, type.ofType);
  if (value === null) return 'null';
  if (isListType(type)) return `[${(value as unknown[]).map((item) => literal(item, type.ofType)).join(', ')}]`;
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    return `{ ${Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${literal(item, fields[key]!.type)}`)
      .join(', ')} }`;
  }
  return isEnumType(type) ? String(value) : JSON.stringify(value);
}

/** The selection a field's result needs: just its type name (the calls are refused before any field is read). */
export const selectionOf = (field: GraphQLField<unknown, unknown>) => ('getFields' in getNamedType(field.type) ? '{ __typename }' : '');

export const hasType = (arg: GraphQLArgument, names: string[]): boolean => {
  const seen = new Set<string>();
  const visit = (type: GraphQLInputType): boolean => {
    const named = getNamedType(type);
    if (names.includes(named.name)) return true;
    if (!isInputObjectType(named) || seen.has(named.name)) return false;
    seen.add(named.name);
    return Object.values(named.getFields()).some((field) => visit(field.type));
  };
  return visit(arg.type);
};

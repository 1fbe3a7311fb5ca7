import { Kind, type TypeNode } from 'graphql';
import type { TextKind } from '../input/text-rules.ts';

/**
 * What an input type of the schema asks of a value, as refuse-bad-text.ts judges strings: a list, an
 * input object's fields, or text of a kind (IDs and enum values are identifiers).
 *
 * Schema types are told apart by their toStringTag, not graphql's instanceof predicates: test runners can
 * load a second copy of the graphql module beside the one Yoga built the schema with.
 */
export type Fields = Record<string, { type: unknown }>;
export type Shape = { list: Shape | undefined } | { fields: Fields } | { text: TextKind };
export interface SchemaLike {
  getType(name: string): unknown;
  getQueryType(): unknown;
  getMutationType(): unknown;
}

const tagOf = (value: unknown) => Object.prototype.toString.call(value).slice(8, -1);

/** What a schema input type asks of a value: a list, an input object's fields, or text of a kind. */
export function shapeOf(type: unknown): Shape | undefined {
  const named = type as { ofType?: unknown; name?: string; getFields?: () => Fields } | undefined;
  switch (tagOf(type)) {
    case 'GraphQLNonNull':
      return shapeOf(named!.ofType);
    case 'GraphQLList':
      return { list: shapeOf(named!.ofType) };
    case 'GraphQLInputObjectType':
      return { fields: named!.getFields!() };
    case 'GraphQLEnumType':
      return { text: 'identifier' };
    default:
      return named ? { text: named.name === 'ID' ? 'identifier' : 'text' } : undefined;
  }
}

export function shapeOfNode(schema: SchemaLike, node: TypeNode): Shape | undefined {
  if (node.kind === Kind.NON_NULL_TYPE) return shapeOfNode(schema, node.type);
  if (node.kind === Kind.LIST_TYPE) return { list: shapeOfNode(schema, node.type) };
  return shapeOf(schema.getType(node.name.value));
}

export const textKind = (shape: Shape | undefined): TextKind => (shape && 'text' in shape ? shape.text : 'text');

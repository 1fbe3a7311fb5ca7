import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type TypeNode, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { findBadText, textProblem, type BadText, type TextKind } from '../input/text-rules.ts';
import { serviceError } from './errors.ts';

/**
 * Refuses control characters and lone surrogates (input/text-rules.ts) in every argument of an operation,
 * sent as a variable or written inline, before anything runs: one BAD_USER_INPUT naming the field instead
 * of a PostgreSQL refusal deep in a resolver (an INTERNAL_SERVER_ERROR) or text silently changed.
 * IDs and enum values take no control character; String and JSON values keep tab, line feed and CR.
 *
 * Schema types are told apart by their toStringTag, not graphql's instanceof predicates: test runners can
 * load a second copy of the graphql module beside the one Yoga built the schema with.
 */
type Path = Array<string | number>;
type Fields = Record<string, { type: unknown }>;
type Shape = { list: Shape | undefined } | { fields: Fields } | { text: TextKind };
interface SchemaLike {
  getType(name: string): unknown;
  getQueryType(): unknown;
  getMutationType(): unknown;
}

const tagOf = (value: unknown) => Object.prototype.toString.call(value).slice(8, -1);

/** What a schema input type asks of a value: a list, an input object's fields, or text of a kind. */
function shapeOf(type: unknown): Shape | undefined {
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

function shapeOfNode(schema: SchemaLike, node: TypeNode): Shape | undefined {
  if (node.kind === Kind.NON_NULL_TYPE) return shapeOfNode(schema, node.type);
  if (node.kind === Kind.LIST_TYPE) return { list: shapeOfNode(schema, node.type) };
  return shapeOf(schema.getType(node.name.value));
}

const textKind = (shape: Shape | undefined): TextKind => (shape && 'text' in shape ? shape.text : 'text');
const isFile = (value: unknown): value is File => typeof (value as File | null)?.arrayBuffer === 'function' && typeof (value as File).name === 'string';

function first<T>(items: Iterable<T>, find: (item: T) => BadText | undefined): BadText | undefined {
  for (const item of items) {
    const found = find(item);
    if (found) return found;
  }
  return undefined;
}

/** A variable's value walked along its declared type, so each string is judged as the type it is sent for. */
function badValue(value: unknown, shape: Shape | undefined, path: Path): BadText | undefined {
  if (value == null) return undefined;
  if (isFile(value)) {
    const problem = textProblem(value.name, 'text');
    return problem ? { path, problem: `has a file name that ${problem}` } : undefined;
  }
  if (shape && 'list' in shape) {
    return Array.isArray(value) ? first(value.entries(), ([index, item]) => badValue(item, shape.list, [...path, index])) : badValue(value, shape.list, path);
  }
  if (shape && 'fields' in shape && typeof value === 'object' && !Array.isArray(value)) {
    return first(Object.entries(value), ([key, item]) => badValue(item, shapeOf(shape.fields[key]?.type), [...path, key]));
  }
  return findBadText(value, () => textKind(shape), path);
}

/** An inline literal, the same way. */
function badLiteral(node: ValueNode, shape: Shape | undefined, path: Path): BadText | undefined {
  if (node.kind === Kind.STRING) {
    const problem = textProblem(node.value, textKind(shape));
    return problem ? { path, problem } : undefined;
  }
  const itemShape = shape && 'list' in shape ? shape.list : shape;
  if (node.kind === Kind.LIST) return first(node.values.entries(), ([index, item]) => badLiteral(item, itemShape, [...path, index]));
  if (node.kind === Kind.OBJECT) {
    const fields = shape && 'fields' in shape ? shape.fields : {};
    return first(node.fields, (field) => badLiteral(field.value, shapeOf(fields[field.name.value]?.type), [...path, field.name.value]));
  }
  return undefined;
}

type Walk = { schema: SchemaLike; fragments: Map<string, FragmentDefinitionNode>; seen: Set<string> };

/** The arguments written in a selection set, fragments included, each judged by its argument's type. */
function badArguments(walk: Walk, selectionSet: SelectionSetNode | undefined, parentType: unknown): BadText | undefined {
  return first(selectionSet?.selections ?? [], (selection) => {
    const directives = first(selection.directives ?? [], (directive) => first(directive.arguments ?? [], (arg) => badLiteral(arg.value, undefined, [arg.name.value])));
    if (directives) return directives;
    if (selection.kind === Kind.FIELD) {
      const field = (parentType as { getFields?: () => Record<string, { type: unknown; args: Array<{ name: string; type: unknown }> }> } | undefined)?.getFields?.()[selection.name.value];
      const argument = first(selection.arguments ?? [], (arg) => badLiteral(arg.value, shapeOf(field?.args.find((def) => def.name === arg.name.value)?.type), [arg.name.value]));
      let type = field?.type as { ofType?: unknown } | undefined;
      while (type?.ofType) type = type.ofType as { ofType?: unknown };
      return argument ?? badArguments(walk, selection.selectionSet, type);
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return badArguments(walk, selection.selectionSet, selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parentType);
    }
    const fragment = walk.fragments.get(selection.name.value);
    if (!fragment || walk.seen.has(fragment.name.value)) return undefined;
    walk.seen.add(fragment.name.value);
    return badArguments(walk, fragment.selectionSet, walk.schema.getType(fragment.typeCondition.name.value));
  });
}

function badOperation(schema: SchemaLike, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>) {
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  return (
    first(operation.variableDefinitions ?? [], (definition) => badValue(variables[definition.variable.name.value], shapeOfNode(schema, definition.type), [definition.variable.name.value])) ??
    badArguments({ schema, fragments, seen: new Set() }, operation.selectionSet, rootType)
  );
}

/**
 * `field` is the path below the argument (`blogJobId`, `batch.0.topic`), as NOT_FOUND names its field.
 * Nothing ran, so the whole request is refused: HTTP 400, as for a query that does not parse.
 */
function refusal({ path, problem }: BadText) {
  const below = path.length > 1 ? path.slice(1) : path;
  return serviceError('BAD_USER_INPUT', `${path.join('.')} ${problem}`, { field: below.join('.'), http: { status: 400 } });
}

export function refuseBadText(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const document = args.document as DocumentNode;
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION && (!args.operationName || definition.name?.value === args.operationName),
      );
      const found = operation && badOperation(args.schema as SchemaLike, document, operation, (args.variableValues ?? {}) as Record<string, unknown>);
      if (found) setResultAndStopExecution({ errors: [refusal(found)] });
    },
  };
}

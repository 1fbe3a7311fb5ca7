import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { findBadText, textProblem, type BadText } from '../input/text-rules.ts';
import { serviceError } from './errors.ts';
import { shapeOf, shapeOfNode, textKind, type SchemaLike, type Shape } from './input-shapes.ts';

/**
 * Refuses control characters and lone surrogates (input/text-rules.ts) in every argument of an operation,
 * sent as a variable or written inline, before anything runs: one BAD_USER_INPUT naming the field instead
 * of a PostgreSQL refusal deep in a resolver (an INTERNAL_SERVER_ERROR) or text silently changed.
 * IDs and enum values take no control character; String and JSON values keep tab, line feed and CR.
 */
type Path = Array<string | number>;
const isFile = (value: unknown): value is File =>
  typeof (value as File | null)?.arrayBuffer === 'function' && typeof (value as File).name === 'string';

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
    return Array.isArray(value)
      ? first(value.entries(), ([index, item]) => badValue(item, shape.list, [...path, index]))
      : badValue(value, shape.list, path);
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
    const directives = first(selection.directives ?? [], (directive) =>
      first(directive.arguments ?? [], (arg) => badLiteral(arg.value, undefined, [arg.name.value])),
    );
    if (directives) return directives;
    if (selection.kind === Kind.FIELD) {
      const field = (
        parentType as { getFields?: () => Record<string, { type: unknown; args: Array<{ name: string; type: unknown }> }> } | undefined
      )?.getFields?.()[selection.name.value];
      const argument = first(selection.arguments ?? [], (arg) =>
        badLiteral(arg.value, shapeOf(field?.args.find((def) => def.name === arg.name.value)?.type), [arg.name.value]),
      );
      let type = field?.type as { ofType?: unknown } | undefined;
      while (type?.ofType) type = type.ofType as { ofType?: unknown };
      return argument ?? badArguments(walk, selection.selectionSet, type);
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return badArguments(
        walk,
        selection.selectionSet,
        selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parentType,
      );
    }
    const fragment = walk.fragments.get(selection.name.value);
    if (!fragment || walk.seen.has(fragment.name.value)) return undefined;
    walk.seen.add(fragment.name.value);
    return badArguments(walk, fragment.selectionSet, walk.schema.getType(fragment.typeCondition.name.value));
  });
}

function badOperation(schema: SchemaLike, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>) {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  return (
    first(operation.variableDefinitions ?? [], (definition) =>
      badValue(variables[definition.variable.name.value], shapeOfNode(schema, definition.type), [definition.variable.name.value]),
    ) ?? badArguments({ schema, fragments, seen: new Set() }, operation.selectionSet, rootType)
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

// graphql-js refuses a lone surrogate in a string literal, escaped or not, as a syntax error.
const LONE_SURROGATE_SYNTAX =
  /^Syntax Error: Invalid (Unicode escape sequence: "\\u\{?[dD][89a-fA-F]|character within String: U\+D[89A-F])/;
// The name before the string the error points into: `topic: "`, or `keywords: ["x", "` for a list item.
const OPEN_STRING_FIELD = /(\w+)\s*:\s*(?:\[[^\]:]*)?"(?:[^"\\\n]|\\.)*$/;

/**
 * The parse error for a lone surrogate written inline, as the same refusal a variable gets. Only the
 * field's own name can be read from the text (the document did not parse), not the path to it.
 */
function parseRefusal(error: GraphQLError): GraphQLError | undefined {
  if (!LONE_SURROGATE_SYNTAX.test(error.message) || !error.source || error.positions?.[0] === undefined) return undefined;
  const field = OPEN_STRING_FIELD.exec(error.source.body.slice(0, error.positions[0]))?.[1];
  const at = error.locations?.[0];
  const where = at ? ` at line ${at.line}, column ${at.column}` : '';
  return serviceError('BAD_USER_INPUT', `${field ?? 'A string'} contains a lone UTF-16 surrogate${where}; send well-formed Unicode text.`, {
    ...(field ? { field } : {}),
    http: { status: 400 },
  });
}

export function refuseBadText(): Plugin {
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        const refusal = result instanceof Error && result.name === 'GraphQLError' ? parseRefusal(result as GraphQLError) : undefined;
        if (refusal) replaceParseResult(refusal);
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const document = args.document as DocumentNode;
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION && (!args.operationName || definition.name?.value === args.operationName),
      );
      const found =
        operation && badOperation(args.schema as SchemaLike, document, operation, (args.variableValues ?? {}) as Record<string, unknown>);
      if (found) setResultAndStopExecution({ errors: [refusal(found)] });
    },
  };
}

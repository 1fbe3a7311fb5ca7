import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields an operation selects below the current field, along `path` (e.g. ['items']),
 * through inline fragments and named ones. @skip and @include are not evaluated, so the answer may name
 * more fields than are sent, never fewer: enough to decide which columns a list must read.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let sets = selectionSetsOf(info.fieldNodes);
  for (const name of path) sets = selectionSetsOf(fieldsIn(info, sets).filter((field) => field.name.value === name));
  return new Set(fieldsIn(info, sets).map((field) => field.name.value));
}

const selectionSetsOf = (fields: readonly FieldNode[]) => fields.flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));

function fieldsIn(info: GraphQLResolveInfo, sets: readonly SelectionSetNode[], seenFragments = new Set<string>()): FieldNode[] {
  return sets.flatMap((set) =>
    set.selections.flatMap((selection): FieldNode[] => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsIn(info, [selection.selectionSet], seenFragments);
      const name = selection.name.value;
      const fragment = info.fragments[name];
      if (!fragment || seenFragments.has(name)) return [];
      seenFragments.add(name);
      return fieldsIn(info, [fragment.selectionSet], seenFragments);
    }),
  );
}

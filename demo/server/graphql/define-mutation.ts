import { can, type Capability, type Viewer } from '../auth/permissions.ts';
import type { Queryable } from '../store/db.ts';
import type { GraphQLContext } from './context.ts';
import { forbidden, serviceError } from './errors.ts';

/** The entity a mutation acts on, and the client it belongs to (null for operations on no client). */
export interface Target<Row = Record<string, unknown>> {
  clientId: string | null;
  row: Row;
  /** How the error message names it, e.g. 'blog job'. */
  label: string;
}

export interface MutationRun<Input, Row> {
  tx: Queryable;
  input: Input;
  target: Target<Row>;
  viewer: Viewer;
  context: GraphQLContext;
}

export interface MutationSpec<Input, Row, Result> {
  /** What the viewer must be allowed to do for the target's client. */
  capability: Capability;
  /**
   * Input fields that need another capability than the mutation's when they are given (not null), such as the
   * staff's fields of an input the firm may otherwise send. A caller without it is refused FORBIDDEN naming the field.
   */
  fieldCapabilities?: Readonly<Record<string, Capability>>;
  /** Loads the entity the input names (inside the transaction); throws NOT_FOUND when it is missing. */
  target: (tx: Queryable, input: Input, viewer: Viewer) => Promise<Target<Row>>;
  /** Changes stored state; throws a GraphQL error to refuse (and the transaction rolls back). */
  run: (args: MutationRun<Input, Row>) => Promise<Result>;
}

/**
 * Every mutation of the contract is written on this one pattern: find the target, check the viewer may
 * act on its client, then change state in one transaction, so a refused or failed call changes nothing.
 */
export function defineMutation<Input, Row, Result>(spec: MutationSpec<Input, Row, Result>) {
  const resolve = (_parent: unknown, args: { input: Input }, context: GraphQLContext): Promise<Result> =>
    context.db.transaction(async (tx) => {
      const target = await authorizedTarget(spec, tx, args.input, context);
      return spec.run({ tx, input: args.input, target, viewer: context.viewer, context });
    });
  // Read by the permission-matrix document and tests, so the table can never drift from the code.
  return Object.assign(resolve, { capability: spec.capability, fieldCapabilities: spec.fieldCapabilities ?? {} });
}

/** Loads the mutation's target and refuses a viewer who may not act on its client (or change the fields given). */
export async function authorizedTarget<Input, Row>(
  spec: Pick<MutationSpec<Input, Row, unknown>, 'capability' | 'fieldCapabilities' | 'target'>,
  tx: Queryable,
  input: Input,
  context: GraphQLContext,
): Promise<Target<Row>> {
  const target = await spec.target(tx, input, context.viewer);
  if (!can(context.viewer, target.clientId, spec.capability)) {
    throw forbidden(target.clientId === null ? 'this operation' : `this ${target.label}`);
  }
  const given = input as Record<string, unknown>;
  for (const [field, capability] of Object.entries(spec.fieldCapabilities ?? {})) {
    if (given[field] !== undefined && given[field] !== null && !can(context.viewer, target.clientId, capability)) {
      throw serviceError('FORBIDDEN', `You do not have access to change ${field} of this ${target.label}.`, { field });
    }
  }
  return target;
}

/** A mutation's resolvers, keyed by the Mutation field name. */
export type MutationResolvers = Record<string, ReturnType<typeof defineMutation<never, never, unknown>>>;

import type { Queryable } from '../store/db.ts';
import type { GraphQLContext } from './context.ts';
import { authorizedTarget, type MutationRun, type MutationSpec } from './define-mutation.ts';

export interface ExternalMutationSpec<Input, Row, Plan, Outcome, Result>
  extends Pick<MutationSpec<Input, Row, Result>, 'capability' | 'fieldCapabilities' | 'target'> {
  /** First transaction: checks the move is allowed and gathers what the call needs. Throwing refuses and changes nothing. */
  prepare: (args: MutationRun<Input, Row>) => Promise<Plan>;
  /** No transaction open: the call to the outside service (WordPress). Throws a GraphQL error when it fails. */
  call: (plan: Plan, context: GraphQLContext) => Promise<Outcome>;
  /**
   * Second transaction, with the target loaded (and locked) afresh: re-checks what may have changed during the call
   * (the job deleted or published meanwhile) and stores the outcome.
   */
  commit: (args: MutationRun<Input, Row> & { plan: Plan; outcome: Outcome }) => Promise<Result>;
  /** Its own transaction, when the call failed: records the failure where the person will see it. The error is rethrown after. */
  failed?: (args: { tx: Queryable; plan: Plan; error: unknown; context: GraphQLContext }) => Promise<void>;
  /** When commit refused after the call succeeded: takes back what the call did outside (the post it made), so nothing is left unrecorded. */
  undo?: (plan: Plan, outcome: Outcome, context: GraphQLContext) => Promise<void>;
}

/**
 * A mutation that calls an outside service. The call happens between two transactions, never inside one: PGlite
 * is a single connection, and a slow site held inside a transaction would freeze every other request of the service.
 */
export function defineExternalMutation<Input, Row, Plan, Outcome, Result>(spec: ExternalMutationSpec<Input, Row, Plan, Outcome, Result>) {
  const resolve = async (_parent: unknown, args: { input: Input }, context: GraphQLContext): Promise<Result> => {
    const run = async (tx: Queryable) => ({
      tx,
      input: args.input,
      target: await authorizedTarget(spec, tx, args.input, context),
      viewer: context.viewer,
      context,
    });
    const plan = await context.db.transaction(async (tx) => spec.prepare(await run(tx)));
    let outcome: Outcome;
    try {
      outcome = await spec.call(plan, context);
    } catch (error) {
      const record = spec.failed;
      if (record) await context.db.transaction((tx) => record({ tx, plan, error, context }));
      throw error;
    }
    try {
      return await context.db.transaction(async (tx) => spec.commit({ ...(await run(tx)), plan, outcome }));
    } catch (error) {
      await undoAfter(error, () => spec.undo?.(plan, outcome, context));
      throw error;
    }
  };
  // Read by the permission-matrix document and tests, as for defineMutation.
  return Object.assign(resolve, { capability: spec.capability, fieldCapabilities: spec.fieldCapabilities ?? {} });
}

/** Runs the undo; if that fails too, the person learns both: why the result was not kept, and what is left outside. */
async function undoAfter(refusal: unknown, undo: () => Promise<void> | undefined): Promise<void> {
  try {
    await undo();
  } catch (undoError) {
    const why = (error: unknown) => (error instanceof Error ? error.message : String(error));
    throw Object.assign(refusal instanceof Error ? refusal : new Error(why(refusal)), {
      message: `${why(refusal)} What was already done outside could not be taken back: ${why(undoError)}`,
    });
  }
}

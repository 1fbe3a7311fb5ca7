import type { Move } from '../../shared/status/moves.ts';
import { capabilitiesOf, type HeldRoles, type RoleCapabilities } from '../clients/role-capabilities.ts';

/**
 * The rule of every review area's actions: who may take an action (a capability the person's roles give on
 * the item's client) and in which statuses (the moves of the service's status machine). The service is the
 * authority and refuses anything else; an area's table only keeps the page from offering what would be
 * refused, and each area's tests compare its table with the service.
 */
export interface ActionRule<C extends string> {
  /** The contract's mutation the action calls. */
  mutation: string;
  capability: C;
  /** The move of the service's status machine the action makes, and the statuses it starts from (`onMove`). */
  move: string;
  from: readonly string[];
  /** Statuses of `from` the action starts from only for staff: the firm approves only what staff sent it. */
  staffOnlyFrom?: readonly string[];
}

/**
 * An action's move and the statuses it starts from, read from the status machine the service runs
 * (src/shared/status): the page offers the action exactly where the service would make the move.
 */
export const onMove = <M extends Readonly<Record<string, Move<string>>>, K extends keyof M & string>(moves: M, move: K) =>
  ({ move, from: moves[move]!.from }) as { move: K; from: M[K]['from'] };

/**
 * What a person holding these roles may do with an item in this status now, in the table's order. `also`
 * adds an area's own condition (e.g. the blog's WordPress post that must exist before it can be deleted).
 */
export function actionsFor<A extends string, C extends string, T extends { status: string }>(
  rules: Readonly<Record<A, ActionRule<C>>>,
  capabilities: RoleCapabilities<C>,
  roles: HeldRoles,
  item: T,
  also: (action: A, item: T) => boolean = () => true,
): A[] {
  const held = capabilitiesOf(capabilities, roles);
  return (Object.keys(rules) as A[]).filter((action) => {
    const rule = rules[action];
    const staffOnly = rule.staffOnlyFrom?.includes(item.status) && !held.has('staff' as C);
    return held.has(rule.capability) && rule.from.includes(item.status) && !staffOnly && also(action, item);
  });
}

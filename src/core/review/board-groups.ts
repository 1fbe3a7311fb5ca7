/**
 * The review board's groups: what the firm must do about an item. Every area shows them in this order and
 * under these titles; an area names which of them it uses and which status belongs in which (its own
 * configuration, e.g. areas/blog/model/board-groups.ts), and a status in no group (null) is shown only in the list.
 */
export const REVIEW_GROUPS = [
  'waitingForReview',
  'scheduled',
  'published',
  'inProgress',
  'needsAttention',
  'placed',
  'notStarted',
] as const;
export type ReviewGroup = (typeof REVIEW_GROUPS)[number];

export const REVIEW_GROUP_TITLES: Record<ReviewGroup, string> = {
  waitingForReview: 'Waiting for your review',
  scheduled: 'Scheduled',
  published: 'Published',
  inProgress: 'In progress',
  needsAttention: 'Needs attention',
  // The work the firm follows but does not review (backlinks): the links placed, and the work not begun.
  placed: 'Placed',
  notStarted: 'Not started',
};

export interface BoardGrouping<G extends ReviewGroup> {
  /** The area's groups, in the board's order. */
  groups: readonly G[];
  /** The group a status belongs in, null for none; a status the contract gained after this build goes to `unknownGroup`. */
  groupOf: (status: string) => G | null;
  /** The items of each group, in the order given (sort first). */
  groupItems: <T extends { status: string }>(items: readonly T[]) => Record<G, T[]>;
  countByGroup: (items: readonly { status: string }[]) => Record<G, number>;
}

/**
 * An area's grouping from its table of statuses. `refine` lets an area move an item out of its status's group
 * for what else the item says (on-page SEO: a job whose review the firm has submitted no longer waits for it).
 */
export function boardGrouping<G extends ReviewGroup>(
  groups: readonly G[],
  table: Readonly<Record<string, G | null>>,
  unknownGroup: G | null,
  refine?: (item: { status: string }, group: G | null) => G | null,
): BoardGrouping<G> {
  const groupOf = (status: string): G | null => (status in table ? table[status]! : unknownGroup);
  const itemGroup = (item: { status: string }) => (refine ? refine(item, groupOf(item.status)) : groupOf(item.status));
  const empty = <V>(value: () => V) => Object.fromEntries(groups.map((group) => [group, value()])) as Record<G, V>;
  return {
    groups,
    groupOf,
    groupItems: (items) => {
      const result = empty(() => [] as (typeof items)[number][]);
      for (const item of items) {
        const group = itemGroup(item);
        if (group) result[group].push(item);
      }
      return result;
    },
    countByGroup: (items) => {
      const counts = empty(() => 0);
      for (const item of items) {
        const group = itemGroup(item);
        if (group) counts[group] += 1;
      }
      return counts;
    },
  };
}

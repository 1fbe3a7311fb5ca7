import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';

/**
 * What one operation may ask for, checked while it is parsed and validated, so an operation that multiplies
 * work (aliases, repeated fields, directives, sheer length, depth) is refused before any resolver runs.
 * Chosen from the portal's own operations (src/core/api/operations, measured in
 * tests/server/graphql-query-limits.test.ts): the largest has 102 tokens, cost 119, depth 5 and no alias
 * or directive, so each stays at most half of its limit. GraphiQL's introspection query has 183 tokens.
 * One POST carries one operation: the portal never batches, so Yoga's batching stays off.
 */
export const QUERY_LIMITS = {
  depth: 12,
  cost: 1_000,
  tokens: 500,
  aliases: 10,
  directives: 10,
} as const;

export const queryLimitPlugins = () => [
  maxTokensPlugin({ n: QUERY_LIMITS.tokens }),
  maxDepthPlugin({
    n: QUERY_LIMITS.depth,
    ignoreIntrospection: false,
    errorMessage: `Query is too deep: at most ${QUERY_LIMITS.depth} levels.`,
  }),
  maxAliasesPlugin({ n: QUERY_LIMITS.aliases }),
  maxDirectivesPlugin({ n: QUERY_LIMITS.directives }),
  costLimitPlugin({ maxCost: QUERY_LIMITS.cost }),
];

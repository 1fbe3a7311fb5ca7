import { readFileSync } from 'node:fs';
import { assertEnumType, buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolverModules } from '../../demo/server/graphql/resolvers/index.ts';
import { BLOG_ACTIONS, BLOG_ACTION_NAMES, BLOG_REJECTION_REASONS, type BlogActionRule } from '../../src/areas/blog/model/blog-actions.ts';

// The table's moves and each role's capabilities come from the tables the service runs (src/shared); what is
// written out here is the capability each action needs, held against the one its mutation's resolver checks.
const serviceMutations: Record<string, { capability?: string }> = Object.assign(
  {},
  ...resolverModules.map((module) => module.Mutation ?? {}),
);
const schema = buildSchema(readFileSync('src/core/api/schema.graphql', 'utf8'));
const rules = BLOG_ACTION_NAMES.map((action) => [action, BLOG_ACTIONS[action] as BlogActionRule] as const);

describe('the blog action table against the service', () => {
  it.each(rules)('%s needs the capability its mutation’s resolver checks', (_action, rule) => {
    expect(serviceMutations[rule.mutation], `${rule.mutation} is a mutation of the service`).toBeDefined();
    expect(serviceMutations[rule.mutation]!.capability).toBe(rule.capability);
  });

  it('calls mutations of the contract, and the contract’s rejection reasons', () => {
    const fields = schema.getMutationType()!.getFields();
    for (const [, rule] of rules) expect(Object.keys(fields)).toContain(rule.mutation);
    const reasons = assertEnumType(schema.getType('BlogRejectionReason'));
    expect(
      reasons
        .getValues()
        .map((value) => value.name)
        .sort(),
    ).toEqual([...BLOG_REJECTION_REASONS].sort());
  });
});

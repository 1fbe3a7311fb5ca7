import { readFileSync } from 'node:fs';
import { assertEnumType, buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ROLE_CAPABILITIES } from '../../demo/server/auth/permissions.ts';
import { JOB_MOVES } from '../../demo/server/domain/transitions.ts';
import { resolverModules } from '../../demo/server/graphql/resolvers/index.ts';
import type { RoleName } from '../../src/core/api/generated/graphql.ts';
import {
  BLOG_ACTIONS,
  BLOG_ACTION_NAMES,
  BLOG_CAPABILITIES,
  BLOG_REJECTION_REASONS,
  type BlogActionRule,
} from '../../src/areas/blog/model/blog-actions.ts';

// The board's action table is written out from the service (src/ may not import demo/server); this file holds
// it against the service's own tables, so a rule changed on one side only fails here.
const serviceMutations: Record<string, { capability?: string }> = Object.assign(
  {},
  ...resolverModules.map((module) => module.Mutation ?? {}),
);
const schema = buildSchema(readFileSync('src/core/api/schema.graphql', 'utf8'));
const rules = BLOG_ACTION_NAMES.map((action) => [action, BLOG_ACTIONS[action] as BlogActionRule] as const);

describe('the blog action table against the service', () => {
  it('gives each role exactly the review and staff capabilities of the service’s permission table', () => {
    for (const role of Object.keys(ROLE_CAPABILITIES) as RoleName[]) {
      const fromService = ROLE_CAPABILITIES[role].filter((capability) => capability === 'review' || capability === 'staff');
      expect([...BLOG_CAPABILITIES[role]].sort(), role).toEqual([...fromService].sort());
    }
    expect(Object.keys(BLOG_CAPABILITIES).sort()).toEqual(Object.keys(ROLE_CAPABILITIES).sort());
  });

  it.each(rules)('%s needs the capability its mutation’s resolver checks', (_action, rule) => {
    expect(serviceMutations[rule.mutation], `${rule.mutation} is a mutation of the service`).toBeDefined();
    expect(serviceMutations[rule.mutation]!.capability).toBe(rule.capability);
  });

  it.each(rules)('%s starts from exactly the statuses of its move in the service’s status machine', (_action, rule) => {
    const move = (JOB_MOVES as Record<string, { from: readonly string[] }>)[rule.move];
    expect(move, `${rule.move} is a move of JOB_MOVES`).toBeDefined();
    expect([...rule.from].sort()).toEqual([...move!.from].sort());
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

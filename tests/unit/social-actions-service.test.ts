import { readFileSync } from 'node:fs';
import { assertEnumType, buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolverModules } from '../../demo/server/graphql/resolvers/index.ts';
import {
  POST_REJECTION_REASONS,
  SOCIAL_ACTIONS,
  socialActionsFor,
  type SocialActionRule,
} from '../../src/areas/posts/model/social-actions.ts';

// The table's moves and each role's capabilities come from the tables the service runs (src/shared); what is
// written out here is the capability each action needs, held against the one its mutation's resolver checks.
const serviceMutations: Record<string, { capability?: string }> = Object.assign(
  {},
  ...resolverModules.map((module) => module.Mutation ?? {}),
);
const schema = buildSchema(readFileSync('src/core/api/schema.graphql', 'utf8'));
const rules = Object.entries(SOCIAL_ACTIONS as Record<string, SocialActionRule>);

describe('the social action table against the service', () => {
  it.each(rules)('%s needs the capability its mutation’s resolver checks', (_action, rule) => {
    expect(serviceMutations[rule.mutation], `${rule.mutation} is a mutation of the service`).toBeDefined();
    expect(serviceMutations[rule.mutation]!.capability).toBe(rule.capability);
  });

  it('calls mutations of the contract, and the contract’s post rejection reasons', () => {
    const fields = Object.keys(schema.getMutationType()!.getFields());
    for (const [, rule] of rules) expect(fields).toContain(rule.mutation);
    const reasons = assertEnumType(schema.getType('PostRejectionReason'));
    expect(
      reasons
        .getValues()
        .map((value) => value.name)
        .sort(),
    ).toEqual([...POST_REJECTION_REASONS].sort());
  });
});

describe('what a person is offered on a social job', () => {
  it('offers the firm approval and a request for changes while the job waits for it, and nothing of the agency’s', () => {
    expect(socialActionsFor(['ACCOUNT_OWNER'], { status: 'ReadyForExternalReview', deliverableId: 'd' })).toEqual([
      'approve',
      'requestChanges',
    ]);
    expect(socialActionsFor(['USER'], { status: 'ReadyForPublication', deliverableId: 'd' })).toEqual([]);
  });

  it('offers staff their moves, and starting only a job with a deliverable', () => {
    expect(socialActionsFor([{ name: 'FIRM_PILOT_ADMIN' }], { status: 'Failed', deliverableId: 'd' })).toEqual(['regenerate', 'start']);
    expect(socialActionsFor([{ name: 'FIRM_PILOT_ADMIN' }], { status: 'Failed', deliverableId: null })).toEqual(['regenerate']);
    expect(socialActionsFor(['FIRM_PILOT_ADMIN'], { status: 'ReadyForPublication' })).toEqual(['postNow']);
  });

  it('offers a PPC_ADMIN nothing, and nothing on a canceled job', () => {
    expect(socialActionsFor(['PPC_ADMIN'], { status: 'ReadyForExternalReview', deliverableId: 'd' })).toEqual([]);
    expect(socialActionsFor(['FIRM_PILOT_ADMIN'], { status: 'Canceled', deliverableId: 'd' })).toEqual([]);
  });
});

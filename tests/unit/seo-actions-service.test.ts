import { readFileSync } from 'node:fs';
import { assertEnumType, buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SEO_MOVES } from '../../src/shared/status/seo-moves.ts';
import { resolverModules } from '../../demo/server/graphql/resolvers/index.ts';
import {
  CREATE_TEST_JOB_RULE,
  NO_MOVE,
  SEO_ACTIONS,
  SEO_REVIEW_RULES,
  seoActionsFor,
  type SeoActionRule,
} from '../../src/areas/on-page-seo/model/seo-actions.ts';
import { SEO_JOB_STATUSES } from '../../src/areas/on-page-seo/model/seo-status.ts';

// The table's moves and each role's capabilities come from the tables the service runs (src/shared); what is
// written out here is the capability each action needs, held against the one its mutation's resolver checks.
const serviceMutations: Record<string, { capability?: string }> = Object.assign(
  {},
  ...resolverModules.map((module) => module.Mutation ?? {}),
);
const schema = buildSchema(readFileSync('src/core/api/schema.graphql', 'utf8'));
const rules = Object.entries(SEO_ACTIONS as Record<string, SeoActionRule>);
const reviewRules = Object.entries(SEO_REVIEW_RULES as Record<string, SeoActionRule>);
/** Each QC action passes or fails: the failing move must start from the same statuses as the passing one. */
const FAILING_MOVE: Record<string, string> = { approvePreProcessing: 'rejectPreProcessing', approvePostProcessing: 'rejectPostProcessing' };
const sorted = (statuses: readonly string[]) => [...statuses].sort();

describe('the SEO action table against the service', () => {
  it.each([...rules, ['createTestJob', CREATE_TEST_JOB_RULE], ...reviewRules] as Array<
    [string, Pick<SeoActionRule, 'mutation' | 'capability'>]
  >)('%s needs the capability its mutation’s resolver checks', (_action, rule) => {
    expect(serviceMutations[rule.mutation], `${rule.mutation} is a mutation of the service`).toBeDefined();
    expect(serviceMutations[rule.mutation]!.capability).toBe(rule.capability);
  });

  it.each(rules.filter(([, rule]) => FAILING_MOVE[rule.move]))('%s passes or fails a job from the same statuses', (_action, rule) => {
    expect(sorted(SEO_MOVES[FAILING_MOVE[rule.move] as keyof typeof SEO_MOVES].from)).toEqual(sorted(rule.from));
  });

  it('offers the moves of no status (deleting, promoting a test job) in every status, and the table covers the contract’s statuses', () => {
    for (const [action, rule] of rules.filter(([, candidate]) => candidate.move === NO_MOVE))
      expect(sorted(rule.from), action).toEqual(sorted(SEO_JOB_STATUSES));
    expect(
      sorted(
        assertEnumType(schema.getType('SeoJobStatus'))
          .getValues()
          .map((value) => value.name),
      ),
    ).toEqual(sorted(SEO_JOB_STATUSES));
  });

  it('calls mutations of the contract', () => {
    const fields = Object.keys(schema.getMutationType()!.getFields());
    for (const rule of [...rules.map(([, rule]) => rule), CREATE_TEST_JOB_RULE, ...Object.values(SEO_REVIEW_RULES)])
      expect(fields).toContain(rule.mutation);
  });

  it('decides and submits only while the firm’s review can still move the job on, as the service checks (its submitReview move)', () => {
    const source = readFileSync('demo/server/graphql/resolvers/seo-decisions.ts', 'utf8');
    expect(source).toContain("nextSeoStatus('submitReview'");
  });
});

describe('what a person is offered on an SEO job', () => {
  const deliverableJob = (status: string) => ({ status, isTest: false, deliverableId: 'd-1' });
  const testJob = (status: string) => ({ status, isTest: true, deliverableId: null });

  it('offers staff QC while a stage waits for it, with regenerating and completing by hand', () => {
    expect(seoActionsFor(['FIRM_PILOT_ADMIN'], deliverableJob('ReadyForPreProcessingReview'))).toEqual([
      'preProcessingQc',
      'regenerate',
      'completeManually',
    ]);
    expect(seoActionsFor([{ name: 'FIRM_PILOT_ADMIN' }], deliverableJob('ReadyForPostProcessingReview'))).toEqual([
      'postProcessingQc',
      'regenerate',
      'completeManually',
    ]);
  });

  it('offers staff a re-execution of a failed job', () => {
    expect(seoActionsFor(['FIRM_PILOT_ADMIN'], deliverableJob('ExecutionFailed'))).toEqual(['reExecute', 'regenerate', 'completeManually']);
    expect(seoActionsFor(['FIRM_PILOT_ADMIN'], deliverableJob('DiscoveryFailed'))).toContain('reExecute');
  });

  it('offers promoting and deleting on test jobs only, and completing by hand on a deliverable’s job only', () => {
    expect(seoActionsFor(['FIRM_PILOT_ADMIN'], testJob('Complete'))).toEqual(['promoteTestJob', 'deleteTestJob']);
    expect(seoActionsFor(['FIRM_PILOT_ADMIN'], testJob('Draft'))).toEqual(['regenerate', 'promoteTestJob', 'deleteTestJob']);
    expect(seoActionsFor(['FIRM_PILOT_ADMIN'], deliverableJob('Complete'))).toEqual([]);
  });

  it('offers the firm’s roles and a PPC_ADMIN none of the agency’s actions', () => {
    for (const role of ['ACCOUNT_OWNER', 'USER_MANAGER', 'USER', 'PPC_ADMIN'] as const) {
      expect(seoActionsFor([role], deliverableJob('ReadyForPreProcessingReview')), role).toEqual([]);
      expect(seoActionsFor([role], testJob('ExecutionFailed')), role).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  approveTheRest,
  canDecideChanges,
  isOpenForDecisions,
  submitBlocker,
  tallyDecisions,
  withDecisions,
} from '../../src/areas/on-page-seo/model/seo-decisions.ts';

const changes = [
  { id: 'c1', decision: 'Approved' as const, decisionComment: null },
  { id: 'c2', decision: null, decisionComment: null },
  { id: 'c3', decision: 'Rejected' as const, decisionComment: 'Too salesy' },
  { id: 'c4', decision: null, decisionComment: null },
];
const waiting = { status: 'ReadyForPreProcessingReview', changes, review: null };

describe('the firm’s decisions on an SEO job', () => {
  it('counts the changes approved, rejected and still to decide', () => {
    expect(tallyDecisions(changes)).toEqual({ total: 4, approved: 1, rejected: 1, undecided: 2 });
  });

  it('are open while the job waits for the firm and its review is not submitted, to the roles that review', () => {
    expect(isOpenForDecisions(waiting)).toBe(true);
    expect(isOpenForDecisions({ ...waiting, review: { submittedOn: 'x' } })).toBe(false);
    expect(isOpenForDecisions({ ...waiting, status: 'Complete' })).toBe(false);
    for (const role of ['ACCOUNT_OWNER', 'USER_MANAGER', 'USER', 'FIRM_PILOT_ADMIN'] as const)
      expect(canDecideChanges([role], waiting), role).toBe(true);
    expect(canDecideChanges(['PPC_ADMIN'], waiting)).toBe(false);
    expect(canDecideChanges([{ name: 'USER' }], { ...waiting, status: 'ReadyForPostProcessingReview' })).toBe(false);
  });

  it('hold the submission back until every change is decided', () => {
    expect(submitBlocker(waiting)).toEqual({ undecided: 2 });
    expect(submitBlocker({ ...waiting, changes: withDecisions({ changes }, approveTheRest(changes)).changes })).toBe(null);
  });

  it('"Approve all the rest" approves exactly the undecided changes', () => {
    expect(approveTheRest(changes)).toEqual([
      { changeId: 'c2', decision: 'Approved' },
      { changeId: 'c4', decision: 'Approved' },
    ]);
    expect(approveTheRest(withDecisions({ changes }, approveTheRest(changes)).changes)).toEqual([]);
  });

  it('apply to the shown job at once: a rejection keeps its comment, an approval drops an old one', () => {
    const job = { id: 'j', changes };
    const next = withDecisions(job, [
      { changeId: 'c2', decision: 'Rejected', comment: 'Keep our slogan' },
      { changeId: 'c3', decision: 'Approved', comment: 'ignored' },
    ]);
    expect(next.changes.map((change) => [change.id, change.decision, change.decisionComment])).toEqual([
      ['c1', 'Approved', null],
      ['c2', 'Rejected', 'Keep our slogan'],
      ['c3', 'Approved', null],
      ['c4', null, null],
    ]);
    expect(job.changes[1]!.decision).toBe(null);
  });
});

import { describe, expect, it } from 'vitest';
import { SEO_FAILURE_REASONS } from '../../demo/server/domain/seo-failures.ts';
import { databaseDigest } from './support/bad-input.ts';
import { codeOf, errorOf } from './support/graphql-helpers.ts';
import { decideAll, makeSeoJob, seoReviewCalls } from './support/seo-fixtures.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, serviceForFile } from './support/service.ts';

// The firm's review of an SEO job's proposed changes (decideSeoChanges, submitSeoReview): who may take part,
// what a decision and a submission store, the execution job a review starts, and every refusal changing nothing.
const file = serviceForFile(DEMO.admin);
const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);
const { decide, submit, read } = seoReviewCalls(() => file.service);
const ROLES = { FIRM_PILOT_ADMIN: DEMO.admin, ACCOUNT_OWNER: DEMO.owner, USER_MANAGER: DEMO.manager, USER: DEMO.user } as const;
const EMAILS = {
  [DEMO.admin]: 'admin@demo.test',
  [DEMO.owner]: 'owner@demo.test',
  [DEMO.manager]: 'manager@demo.test',
  [DEMO.user]: 'user@demo.test',
};

const digest = () => databaseDigest(file.service.app.db);
const jobCount = async () => (await file.service.app.db.query<{ n: number }>('select count(*)::int as n from seo_jobs'))[0]!.n;
/** The call is refused with `code` (and the field, when given) and the database is exactly as it was. */
async function expectRefused(call: () => Promise<{ errors?: unknown }>, code: string, field?: string) {
  const before = await digest();
  const result = (await call()) as Parameters<typeof errorOf>[0];
  expect(errorOf(result), JSON.stringify(result.errors)).toMatchObject(field ? { code, field } : { code });
  expect(await digest()).toEqual(before);
  return result.errors![0]!.message;
}

describe('the demo seed', () => {
  it("shows every state of the review in Harbor & Vale Law's current period", async () => {
    const jobs = await file.service.app.db.query<{
      id: string;
      status: string;
      decided: number;
      changes: number;
      submitted: boolean;
      execution: string | null;
    }>(
      `select s.id, s.status, s.review_submitted_on is not null as submitted, s.review_execution_job_id as execution,
              count(c.id)::int as changes, count(c.decision)::int as decided
         from seo_jobs s join deliverables d on d.id = s.deliverable_id join subscription_periods p on p.id = d.period_id
         left join seo_changes c on c.seo_job_id = s.id
        where s.client_id = $1 and p.start_date <= current_date and p.end_date >= current_date group by s.id`,
      [MAIN],
    );
    const waiting = jobs.filter((job) => job.status === 'ReadyForPreProcessingReview' && !job.submitted);
    expect(waiting.filter((job) => job.decided === 0).length).toBeGreaterThanOrEqual(2);
    expect(waiting.filter((job) => job.decided > 0 && job.decided < job.changes)).toHaveLength(1);
    const reviewed = jobs.filter((job) => job.status === 'Complete' && job.submitted);
    expect(reviewed).toHaveLength(1);

    const job = await read(DEMO.owner, reviewed[0]!.id);
    const rejected = job.changes.filter((change) => change.decision === 'Rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.decisionComment).toBeTruthy();
    expect(job.review).toMatchObject({
      submittedBy: 'owner@demo.test',
      submittedByUserId: DEMO.owner,
      approvedCount: job.changes.length - 1,
      rejectedCount: 1,
    });
    const execution = await read(DEMO.owner, job.review!.executionJobId!);
    expect(execution).toMatchObject({ parentJobId: job.id, deliverableId: job.deliverableId, preProcessQc: 'Passed' });
    const approved = job.changes.filter((change) => change.decision === 'Approved');
    expect(execution.changes.map(({ id: _, ...change }) => change)).toEqual(approved.map(({ id: _, ...change }) => change));
  });

  it('gives failed jobs a failure code from the list, and no other job one', async () => {
    const rows = await file.service.app.db.query<{ status: string; failure_reason: string | null }>(
      'select status, failure_reason from seo_jobs',
    );
    const failed = rows.filter((row) => row.status.endsWith('Failed'));
    expect(failed.length).toBeGreaterThan(0);
    for (const row of failed) expect(SEO_FAILURE_REASONS).toContain(row.failure_reason);
    expect(rows.filter((row) => !row.status.endsWith('Failed') && row.failure_reason !== null)).toEqual([]);
    const free = file.service.app.db.query(`update seo_jobs set failure_reason = 'The page timed out.' where status = 'DiscoveryFailed'`);
    await expect(free).rejects.toThrow(/seo_jobs_failure_reason_code/);
  });
});

describe.each(Object.entries(ROLES))('as %s', (_role, user) => {
  it('decides every change in one call and submits the review, which starts an execution job with the approved changes', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    const decided = await decide(user, job.id, decideAll(job, [0, 8]));
    expect(decided.errors).toBeUndefined();
    const { changes, message } = decided.data!.decideSeoChanges!;
    expect(message).toBe('10 changes decided.');
    expect(changes.map((change) => change.id)).toEqual(job.changeIds);
    expect(changes[0]).toMatchObject({
      decision: 'Rejected',
      decisionComment: 'Not change 0.',
      decidedBy: EMAILS[user],
      decidedByUserId: user,
    });
    expect(changes[1]).toMatchObject({ decision: 'Approved', decisionComment: null, decidedBy: EMAILS[user] });
    expect(Date.now() - Date.parse(changes[1]!.decidedOn!)).toBeLessThan(60_000);

    const submitted = await submit(user, job.id);
    expect(submitted.errors).toBeUndefined();
    const { review } = submitted.data!.submitSeoReview!;
    expect(submitted.data!.submitSeoReview!.message).toBe('Review submitted: 8 changes approved, 2 rejected.');
    expect(review).toMatchObject({
      submittedBy: EMAILS[user],
      submittedByUserId: user,
      approvedCount: 8,
      rejectedCount: 2,
      executionJobId: expect.any(String),
    });
    const stored = await read(user, job.id);
    expect(stored.status).toBe('Complete');
    expect(stored.review).toEqual(review);
    expect(stored.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'ReadyForPreProcessingReview',
      toStatus: 'Complete',
      note: 'Review submitted: 8 changes approved, 2 rejected.',
    });
  });
});

describe('who may not take part', () => {
  it('refuses PPC_ADMIN of the firm, changing nothing', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    await expectRefused(() => decide(DEMO.ppc, job.id, decideAll(job)), 'FORBIDDEN');
    expect((await decide(DEMO.owner, job.id, decideAll(job))).errors).toBeUndefined();
    await expectRefused(() => submit(DEMO.ppc, job.id), 'FORBIDDEN');
  });

  it('refuses people of another firm, changing nothing', async () => {
    const job = await makeSeoJob(file.service, SECOND);
    for (const user of [DEMO.user, DEMO.manager]) await expectRefused(() => decide(user, job.id, decideAll(job)), 'FORBIDDEN');
    expect((await decide(DEMO.owner, job.id, decideAll(job))).errors).toBeUndefined(); // the owner of both firms may
    for (const user of [DEMO.user, DEMO.manager]) await expectRefused(() => submit(user, job.id), 'FORBIDDEN');
  });
});

describe('deciding', () => {
  it('lets the firm change a decision until the review is submitted; an approval clears the reason', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    const [changeId] = job.changeIds as [string];
    expect(
      (await decide(DEMO.user, job.id, [{ changeId, decision: 'Approved', comment: 'Fine.' }])).data!.decideSeoChanges!.changes[0],
    ).toMatchObject({ decision: 'Approved', decisionComment: null });
    const rejected = await decide(DEMO.owner, job.id, [{ changeId, decision: 'Rejected', comment: '  Too long for search results.\n' }]);
    expect(rejected.data!.decideSeoChanges).toMatchObject({
      message: '1 change decided.',
      changes: [{ decision: 'Rejected', decisionComment: 'Too long for search results.', decidedBy: 'owner@demo.test' }],
    });
    expect(
      (await decide(DEMO.user, job.id, [{ changeId, decision: 'Rejected', comment: '   ' }])).data!.decideSeoChanges!.changes[0],
    ).toMatchObject({ decisionComment: null, decidedBy: 'user@demo.test' });
    expect((await decide(DEMO.user, job.id, [{ changeId, decision: 'Approved' }])).data!.decideSeoChanges!.changes[0]).toMatchObject({
      decision: 'Approved',
      decisionComment: null,
    });
  });

  it('shows the decisions to every person of the firm', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    await decide(DEMO.user, job.id, [{ changeId: job.changeIds[2]!, decision: 'Rejected', comment: 'We say attorneys, not lawyers.' }]);
    for (const user of [DEMO.owner, DEMO.manager, DEMO.ppc]) {
      const seen = await read(user, job.id);
      expect(seen.changes[2]).toMatchObject({
        decision: 'Rejected',
        decisionComment: 'We say attorneys, not lawyers.',
        decidedBy: 'user@demo.test',
      });
      expect(seen.changes.filter((change) => change.decision === null)).toHaveLength(9);
      expect(seen.review).toBeNull();
    }
  });

  it('refuses unknown, foreign and repeated change ids naming the field, and keeps none of the call', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    const other = await makeSeoJob(file.service, MAIN);
    const first = { changeId: job.changeIds[0]!, decision: 'Approved' as const };
    await expectRefused(
      () => decide(DEMO.user, job.id, [first, { changeId: 'no-such-change', decision: 'Approved' }]),
      'BAD_USER_INPUT',
      'decisions[1].changeId',
    );
    const message = await expectRefused(
      () => decide(DEMO.user, job.id, [first, first, { changeId: other.changeIds[0]!, decision: 'Rejected' }]),
      'BAD_USER_INPUT',
      'decisions[1].changeId',
    );
    expect(message).toMatch(/decisions\[0\]/);
    await expectRefused(
      () => decide(DEMO.user, job.id, [first, { changeId: other.changeIds[0]!, decision: 'Rejected' }]),
      'BAD_USER_INPUT',
      'decisions[1].changeId',
    );
    await expectRefused(() => decide(DEMO.user, job.id, []), 'BAD_USER_INPUT', 'decisions');
    await expectRefused(
      () => decide(DEMO.user, job.id, [...decideAll(job), { changeId: other.changeIds[0]!, decision: 'Approved' }]),
      'BAD_USER_INPUT',
      'decisions',
    );
    await expectRefused(() => decide(DEMO.user, 'no-such-job', [first]), 'NOT_FOUND', 'seoJobId');
    await expectRefused(() => submit(DEMO.user, 'no-such-job'), 'NOT_FOUND', 'seoJobId');
  });

  it('refuses a reason over 2,000 characters or with control characters, and takes one of 2,000', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    const changeId = job.changeIds[3]!;
    await expectRefused(
      () =>
        decide(DEMO.user, job.id, [
          { changeId: job.changeIds[0]!, decision: 'Approved' },
          { changeId, decision: 'Rejected', comment: 'x'.repeat(2001) },
        ]),
      'BAD_USER_INPUT',
      'decisions[1].comment',
    );
    await expectRefused(
      () => decide(DEMO.user, job.id, [{ changeId, decision: 'Rejected', comment: 'No\u0000thanks' }]),
      'BAD_USER_INPUT',
      'decisions.0.comment',
    );
    const longest = await decide(DEMO.user, job.id, [{ changeId, decision: 'Rejected', comment: 'y'.repeat(2000) }]);
    expect(longest.data!.decideSeoChanges!.changes[0]!.decisionComment).toHaveLength(2000);
  });

  it('refuses a job that is not waiting for the firm, and one whose review was submitted', async () => {
    for (const status of ['InProgress', 'Draft', 'ReadyForPostProcessingReview', 'Complete']) {
      const job = await makeSeoJob(file.service, MAIN, status);
      await expectRefused(() => decide(DEMO.user, job.id, decideAll(job)), 'ILLEGAL_TRANSITION');
      await expectRefused(() => submit(DEMO.user, job.id), 'ILLEGAL_TRANSITION');
    }
    const job = await makeSeoJob(file.service, MAIN);
    await decide(DEMO.user, job.id, decideAll(job, [1]));
    expect((await submit(DEMO.user, job.id)).errors).toBeUndefined();
    await expectRefused(() => decide(DEMO.owner, job.id, [{ changeId: job.changeIds[1]!, decision: 'Approved' }]), 'ILLEGAL_TRANSITION');
    await expectRefused(() => submit(DEMO.owner, job.id), 'ILLEGAL_TRANSITION');
  });
});

describe('submitting', () => {
  it('refuses while changes are undecided, saying how many', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    await decide(DEMO.user, job.id, [{ changeId: job.changeIds[0]!, decision: 'Approved' }]);
    const message = await expectRefused(() => submit(DEMO.user, job.id), 'BAD_USER_INPUT', 'seoJobId');
    expect(message).toMatch(/9 of the job's 10 changes are not decided yet/);
  });

  it('starts an execution job with exactly the approved changes, their texts and decisions, which the worker carries on', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    await decide(DEMO.user, job.id, decideAll(job, [0, 5, 9]));
    const { review } = (await submit(DEMO.owner, job.id)).data!.submitSeoReview!;
    const original = await read(DEMO.admin, job.id);
    const execution = await read(DEMO.admin, review.executionJobId!);
    expect(execution).toMatchObject({
      status: 'InProgress',
      parentJobId: job.id,
      deliverableId: job.deliverableId,
      pageUrl: original.pageUrl,
      preProcessQc: 'Passed',
      review: null,
    });
    const approved = original.changes.filter((change) => change.decision === 'Approved');
    expect(approved).toHaveLength(7);
    expect(execution.changes.map(({ id: _, ...change }) => change)).toEqual(approved.map(({ id: _, ...change }) => change));
    expect(execution.statusHistory).toMatchObject([{ fromStatus: null, toStatus: 'InProgress', changedBy: 'owner@demo.test' }]);
    await file.service.app.worker.runOnce();
    expect((await read(DEMO.admin, execution.id)).status).toBe('ReadyForPostProcessingReview');
  });

  it('makes no execution job when the firm rejected every change', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    await decide(
      DEMO.user,
      job.id,
      decideAll(
        job,
        job.changeIds.map((_, position) => position),
      ),
    );
    const before = await jobCount();
    const submitted = await submit(DEMO.user, job.id);
    expect(submitted.data!.submitSeoReview).toMatchObject({
      message: 'Review submitted: 0 changes approved, 10 rejected.',
      review: { approvedCount: 0, rejectedCount: 10, executionJobId: null },
    });
    expect(await jobCount()).toBe(before);
    expect((await read(DEMO.user, job.id)).status).toBe('Complete');
  });
});

describe('decisions name the version of the change read', () => {
  const editInSql = (changeId: string, column: 'proposed_value' | 'current_value', text: string) =>
    file.service.app.db.query(`update seo_changes set ${column} = $2 where id = $1`, [changeId, text]);

  it('refuses a decision without the hash of the change read, and one naming a version edited since, changing nothing', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    const [first, second] = job.changeIds as [string, string];
    const missing = await expectRefused(
      () => decide(DEMO.user, job.id, [{ changeId: first, decision: 'Approved', expectedContentHash: null }]),
      'BAD_USER_INPUT',
      'decisions[0].expectedContentHash',
    );
    expect(missing).toMatch(/is required to decide: send the hash of the version you read/);
    await expectRefused(
      () => decide(DEMO.user, job.id, [{ changeId: first, decision: 'Rejected', expectedContentHash: '  ' }]),
      'BAD_USER_INPUT',
      'decisions[0].expectedContentHash',
    );

    const readBefore = (await read(DEMO.user, job.id)).changes[1]!.contentHash;
    await editInSql(second, 'proposed_value', 'Personal Injury Lawyers | Fixture Law');
    const now = (await read(DEMO.user, job.id)).changes[1]!;
    expect(now.contentHash).not.toBe(readBefore);
    const stale = await decide(DEMO.user, job.id, [
      { changeId: first, decision: 'Approved' },
      { changeId: second, decision: 'Approved', expectedContentHash: readBefore },
    ]);
    expect(errorOf(stale)).toMatchObject({ code: 'CONFLICT', contentHash: now.contentHash });
    expect(stale.errors![0]!.message).toBe(
      'The proposed change was changed since you read it. Reload it and read it again before you decide.',
    );
    expect((await read(DEMO.user, job.id)).changes.slice(0, 2).map((change) => change.decision)).toEqual([null, null]);
    expect(
      (await decide(DEMO.user, job.id, [{ changeId: second, decision: 'Approved', expectedContentHash: now.contentHash.toUpperCase() }]))
        .errors,
    ).toBeUndefined();
  });

  it('sends a change edited after a decision back to the firm, keeping the voided decision with when and why', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    const [approved, rejected] = job.changeIds as [string, string];
    await decide(DEMO.user, job.id, decideAll(job, [1]));
    await file.service.app.db.query('update seo_changes set position = position where seo_job_id = $1', [job.id]);
    expect((await read(DEMO.owner, job.id)).changes.every((change) => change.decision && !change.voidedDecision)).toBe(true);

    await editInSql(approved, 'proposed_value', 'A title the firm never read');
    await editInSql(rejected, 'current_value', 'The page changed meanwhile');
    const seen = await read(DEMO.owner, job.id);
    expect(seen.changes[0]).toMatchObject({
      proposedValue: 'A title the firm never read',
      decision: null,
      decidedBy: null,
      decidedByUserId: null,
      decidedOn: null,
      voidedDecision: {
        decision: 'Approved',
        decidedBy: 'user@demo.test',
        decidedOn: expect.any(String),
        voidedOn: expect.any(String),
        voidedReason: 'Changed after approval: the proposed text was changed.',
      },
    });
    expect(seen.changes[1]).toMatchObject({
      decision: null,
      decisionComment: null,
      voidedDecision: { decision: 'Rejected', voidedReason: 'Changed after the decision: the live text was changed.' },
    });
    expect(seen.changes.slice(2).every((change) => change.decision && !change.voidedDecision)).toBe(true);

    const message = await expectRefused(() => submit(DEMO.owner, job.id), 'BAD_USER_INPUT', 'seoJobId');
    expect(message).toMatch(/2 of the job's 10 changes are not decided yet/);
    await decide(DEMO.owner, job.id, [
      { changeId: approved, decision: 'Approved' },
      { changeId: rejected, decision: 'Rejected' },
    ]);
    const submitted = await submit(DEMO.owner, job.id);
    expect(submitted.data!.submitSeoReview!.review).toMatchObject({ approvedCount: 9, rejectedCount: 1 });
    const execution = await read(DEMO.owner, submitted.data!.submitSeoReview!.review.executionJobId!);
    expect(execution.changes[0]).toMatchObject({
      proposedValue: 'A title the firm never read',
      decision: 'Approved',
      decidedBy: 'owner@demo.test',
      decidedByUserId: DEMO.owner,
    });
  });
});

describe("staff pre-processing QC and the firm's decisions", () => {
  const qcAs = async (seoJobId: string, input: { result: string; expectedChangesHash?: string | null }) =>
    file.service.graphql<{ qcPreProcessSeoJob: { newJobId: string; message: string } }>(
      DEMO.admin,
      'mutation ($input: QcSeoJobInput!) { qcPreProcessSeoJob(input: $input) { newJobId message } }',
      {
        input: { seoJobId, ...input },
      },
    );
  /** Staff pass the job's changes as they read them on the page. */
  const qc = async (seoJobId: string) =>
    qcAs(seoJobId, { result: 'Passed', expectedChangesHash: (await read(DEMO.admin, seoJobId)).changesHash });

  it('executes the changes the firm approved or has not decided, never one it rejected', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    await decide(DEMO.user, job.id, [
      { changeId: job.changeIds[0]!, decision: 'Rejected', comment: 'Keep our title.' },
      { changeId: job.changeIds[1]!, decision: 'Approved' },
      { changeId: job.changeIds[7]!, decision: 'Rejected' },
    ]);
    const newJobId = (await qc(job.id)).data!.qcPreProcessSeoJob.newJobId;
    const original = await read(DEMO.admin, job.id);
    const execution = await read(DEMO.admin, newJobId);
    expect(original).toMatchObject({ status: 'Complete', review: null });
    expect(execution.changes.map((change) => change.proposedValue)).toEqual(
      original.changes.filter((_, position) => ![0, 7].includes(position)).map((change) => change.proposedValue),
    );
    expect(execution.changes[0]).toMatchObject({ decision: 'Approved', decidedBy: 'user@demo.test' });
    expect(execution.changes[1]).toMatchObject({ decision: null, decidedBy: null });
  });

  it('passes only the changes staff read: without their hash, or after an edit since, QC is refused and nothing starts', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    const missing = await expectRefused(() => qcAs(job.id, { result: 'Passed' }), 'BAD_USER_INPUT', 'expectedChangesHash');
    expect(missing).toMatch(/is required to approve/);
    const readBefore = (await read(DEMO.admin, job.id)).changesHash;
    await file.service.app.db.query('update seo_changes set proposed_value = $2 where id = $1', [
      job.changeIds[4],
      'Edited after staff read it',
    ]);
    await expectRefused(() => qcAs(job.id, { result: 'Passed', expectedChangesHash: readBefore }), 'CONFLICT');
    expect((await qcAs(job.id, { result: 'Failed' })).errors).toBeUndefined();
    expect((await read(DEMO.admin, job.id)).status).toBe('Draft');
  });

  it('starts nothing when the firm rejected every change', async () => {
    const job = await makeSeoJob(file.service, MAIN);
    await decide(
      DEMO.user,
      job.id,
      decideAll(
        job,
        job.changeIds.map((_, position) => position),
      ),
    );
    const before = await jobCount();
    const result = await qc(job.id);
    expect(result.data!.qcPreProcessSeoJob.newJobId).toBe(job.id);
    expect(await jobCount()).toBe(before);
    expect(codeOf(await decide(DEMO.user, job.id, decideAll(job)))).toBe('ILLEGAL_TRANSITION');
  });
});

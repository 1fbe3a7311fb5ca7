import { randomUUID } from 'node:crypto';
import type { SeoChange, SeoJob, SeoReview } from '../../../src/core/api/generated/graphql.ts';
import { seoChangeSet } from '../../../demo/server/domain/content.ts';
import { inputTypeMutator } from './graphql-helpers.ts';
import type { TestService } from './service.ts';

// SEO jobs of the tests' own, made straight in the database of a test service, and the calls of the firm's review.

export interface SeoFixture {
  id: string;
  deliverableId: string;
  /** The job's changes in position order. */
  changeIds: string[];
}

let made = 0;

/** A job in `status` with a deliverable in the client's current period and the generator's ten proposed changes. */
export async function makeSeoJob(service: TestService, clientId: string, status = 'ReadyForPreProcessingReview'): Promise<SeoFixture> {
  const db = service.app.db;
  const [period] = await db.query<{ id: string }>(
    'select id from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date',
    [clientId],
  );
  const fixture: SeoFixture = { id: randomUUID(), deliverableId: randomUUID(), changeIds: [] };
  const pageUrl = `https://www.fixture-law.example/practice-areas/fixture-${(made += 1)}`;
  await db.query(
    `insert into deliverables (id, client_id, period_id, service_name, name, status) values ($1, $2, $3, 'SEO', 'Fixture SEO', 'InProgress')`,
    [fixture.deliverableId, clientId, period?.id ?? null],
  );
  await db.query('insert into seo_jobs (id, client_id, deliverable_id, page_url, status) values ($1, $2, $3, $4, $5)', [
    fixture.id,
    clientId,
    fixture.deliverableId,
    pageUrl,
    status,
  ]);
  for (const [position, change] of seoChangeSet(pageUrl, 'Fixture Law').entries()) {
    const id = randomUUID();
    await db.query(
      'insert into seo_changes (id, seo_job_id, field, current_value, proposed_value, position) values ($1, $2, $3, $4, $5, $6)',
      [id, fixture.id, change.field, change.currentValue, change.proposedValue, position],
    );
    fixture.changeIds.push(id);
  }
  return fixture;
}

export const CHANGE = 'id field currentValue proposedValue decision decisionComment decidedBy decidedByUserId decidedOn';
export const REVIEW = 'submittedBy submittedByUserId submittedOn approvedCount rejectedCount executionJobId';
const JOB = `id status parentJobId deliverableId pageUrl preProcessQc changesHash changes { ${CHANGE} contentHash voidedDecision { decision decidedBy decidedOn voidedOn voidedReason } }
  review { ${REVIEW} } statusHistory { fromStatus toStatus changedBy note }`;

/** A decision as a test sends it: without expectedContentHash, the change's contentHash as the person reads it now is sent. */
export type Decision = {
  changeId: string;
  decision: 'Approved' | 'Rejected';
  comment?: string | null;
  expectedContentHash?: string | null;
};

/** The firm's two calls and the job as a person of the firm reads it. */
export function seoReviewCalls(service: () => TestService) {
  const mutate = inputTypeMutator(service);
  /** The hash of each change of the job as `user` reads it (none when the job is not theirs to read). */
  const hashesRead = async (user: string, seoJobId: string) => {
    const answer = await service().graphql<{ seoJob: SeoJob }>(
      user,
      'query ($id: ID!) { seoJob(input: { id: $id }) { changes { id contentHash } } }',
      { id: seoJobId },
    );
    return new Map((answer.data?.seoJob?.changes ?? []).map((change) => [change.id, change.contentHash]));
  };
  return {
    decide: async (user: string, seoJobId: string, decisions: Decision[]) => {
      const read = await hashesRead(user, seoJobId);
      const named = decisions.map((decision) =>
        'expectedContentHash' in decision ? decision : { ...decision, expectedContentHash: read.get(decision.changeId) ?? 'not-read' },
      );
      return mutate<{ changes: SeoChange[]; message: string }>(
        user,
        'decideSeoChanges',
        'DecideSeoChangesInput',
        { seoJobId, decisions: named },
        `changes { ${CHANGE} } message`,
      );
    },
    submit: (user: string, seoJobId: string) =>
      mutate<{ review: SeoReview; message: string }>(
        user,
        'submitSeoReview',
        'SeoJobIdInput',
        { seoJobId },
        `review { ${REVIEW} } message`,
      ),
    read: async (user: string, id: string) =>
      (await service().graphql<{ seoJob: SeoJob }>(user, `query ($id: ID!) { seoJob(input: { id: $id }) { ${JOB} } }`, { id })).data!
        .seoJob,
  };
}

/** Every change of the job decided: `rejected` positions rejected (with a reason), the others approved. */
export const decideAll = (job: SeoFixture, rejected: number[] = []): Decision[] =>
  job.changeIds.map((changeId, position) =>
    rejected.includes(position)
      ? { changeId, decision: 'Rejected', comment: `Not change ${position}.` }
      : { changeId, decision: 'Approved' },
  );

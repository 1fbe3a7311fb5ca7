import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BacklinkJob, DeliverableReport, SeoJob } from '../../src/core/api/generated/graphql.ts';
import { codeOf, schemaMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// SEO jobs through their life: test jobs, promotion, QC before and after processing, regeneration,
// re-execution, manual completion, configurations; plus the backlinks and reporting reads.
const main = clientIdOf(MAIN_CLIENT);
const other = clientIdOf(SECOND_CLIENT);
const JOB =
  'id clientId deliverableId parentJobId configId isTest pageUrl status preProcessQc postProcessQc failureReason isManuallyCompleted changesHash changes { id field currentValue proposedValue } statusHistory { fromStatus toStatus changedBy note }';

let service: TestService;
let currentPeriodId: string;

beforeAll(async () => {
  service = await startTestService();
  const [period] = await service.app.db.query<{ id: string }>(
    'select id from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date',
    [main],
  );
  currentPeriodId = period!.id;
});
afterAll(() => service?.close());

const mutate = schemaMutator(() => service);
const seoJob = async (id: string) =>
  (await service.graphql<{ seoJob: SeoJob }>(DEMO.admin, `query ($id: ID!) { seoJob(input: { id: $id }) { ${JOB} } }`, { id })).data!
    .seoJob;
const seededJob = async (status: string, clientId = main) =>
  (
    await service.app.db.query<{ id: string }>(
      'select id from seo_jobs where client_id = $1 and status = $2 and not is_test order by id limit 1',
      [clientId, status],
    )
  )[0]!.id;
/** A job waiting for pre-processing review on which nobody has decided anything yet. */
const undecidedJob = async () =>
  (
    await service.app.db.query<{ id: string }>(
      `select id from seo_jobs s where client_id = $1 and status = 'ReadyForPreProcessingReview' and not is_test
        and not exists (select 1 from seo_changes c where c.seo_job_id = s.id and c.decision is not null) order by id limit 1`,
      [main],
    )
  )[0]!.id;
const jobCount = async () => (await service.app.db.query<{ n: number }>('select count(*)::int as n from seo_jobs'))[0]!.n;

describe('reading SEO jobs', () => {
  it('lists a period’s jobs with their changes in position order', async () => {
    const result = await service.graphql<{ seoJobs: SeoJob[] }>(
      DEMO.owner,
      `query ($input: ClientPeriodInput!) { seoJobs(input: $input) { ${JOB} } }`,
      { input: { clientId: main, periodId: currentPeriodId } },
    );
    expect(result.errors).toBeUndefined();
    const jobs = result.data!.seoJobs;
    expect(new Set(jobs.map((job) => job.status)).size).toBe(10);
    // Every proposal in full; an execution job carries only what the firm approved of its parent's.
    const fields = [
      'title',
      'metaDescription',
      'h1',
      'heading',
      'heading',
      'bodySection',
      'imageAlt',
      'imageAlt',
      'schema',
      'internalLinks',
    ];
    for (const job of jobs.filter((job) => !job.parentJobId)) expect(job.changes.map((change) => change.field)).toEqual(fields);
    const all = await service.graphql<{ seoJobs: SeoJob[] }>(
      DEMO.owner,
      'query ($input: ClientPeriodInput!) { seoJobs(input: $input) { id } }',
      { input: { clientId: main } },
    );
    expect(all.data!.seoJobs.length).toBeGreaterThan(jobs.length);
  });

  it('refuses another client’s jobs and names unknown ones', async () => {
    const list = await service.graphql(DEMO.user, 'query ($input: ClientPeriodInput!) { seoJobs(input: $input) { id } }', {
      input: { clientId: other },
    });
    expect(codeOf(list)).toBe('FORBIDDEN');
    const single = await service.graphql(DEMO.user, 'query ($id: ID!) { seoJob(input: { id: $id }) { id } }', {
      id: await seededJob('Pending', other),
    });
    expect(codeOf(single)).toBe('FORBIDDEN');
    expect(codeOf(await service.graphql(DEMO.admin, 'query { seoJob(input: { id: "nope" }) { id } }'))).toBe('NOT_FOUND');
  });

  it('lists backlinks jobs with ordered steps and deliverable reports by period', async () => {
    const input = { clientId: main, periodId: currentPeriodId };
    const result = await service.graphql<{ backlinkJobs: BacklinkJob[]; deliverableReports: DeliverableReport[] }>(
      DEMO.user,
      'query ($input: ClientPeriodInput!) { backlinkJobs(input: $input) { id status steps { position kind status } } deliverableReports(input: $input) { periodId serviceName metrics } }',
      { input },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.backlinkJobs.length).toBeGreaterThan(0);
    for (const job of result.data!.backlinkJobs) expect(job.steps.map((step) => step.position)).toEqual([0, 1, 2, 3]);
    expect(result.data!.deliverableReports.every((report) => report.periodId === currentPeriodId)).toBe(true);
    expect(result.data!.deliverableReports[0]!.metrics).toHaveProperty('impressions');
    const forbidden = await service.graphql(DEMO.user, 'query ($input: ClientPeriodInput!) { deliverableReports(input: $input) { id } }', {
      input: { clientId: other },
    });
    expect(codeOf(forbidden)).toBe('FORBIDDEN');
  });
});

describe('test jobs', () => {
  let testJobId: string;

  it('creates and starts a test job with the generated change set', async () => {
    const result = await mutate(
      DEMO.admin,
      'createAndStartSeoTestJob',
      { clientId: main, pageUrl: 'https://www.example-firm.test/practice-areas/car-accidents' },
      'jobId message',
    );
    expect(result.errors).toBeUndefined();
    testJobId = result.payload.jobId;
    const job = await seoJob(testJobId);
    expect(job).toMatchObject({ isTest: true, status: 'InProgress', deliverableId: null, clientId: main });
    expect(job.changes[0]).toMatchObject({ field: 'title', proposedValue: `Car accidents Lawyer | Free Consultation | ${MAIN_CLIENT}` });
    expect(job.statusHistory).toMatchObject([{ fromStatus: null, toStatus: 'InProgress' }]);
  });

  it('refuses client roles and bad page URLs, creating nothing', async () => {
    const before = await jobCount();
    const owner = await mutate(
      DEMO.owner,
      'createAndStartSeoTestJob',
      { clientId: main, pageUrl: 'https://www.example-firm.test/x' },
      'jobId',
    );
    expect(codeOf(owner)).toBe('FORBIDDEN');
    const bad = await mutate(DEMO.admin, 'createAndStartSeoTestJob', { clientId: main, pageUrl: 'not a url' }, 'jobId');
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'pageUrl' } });
    expect(await jobCount()).toBe(before);
  });

  it('promotes the test job to the current period’s SEO deliverable', async () => {
    const result = await mutate(DEMO.admin, 'promoteSeoTestJobToDeliverable', { seoJobId: testJobId });
    expect(result.errors).toBeUndefined();
    const job = await seoJob(testJobId);
    expect(job.isTest).toBe(false);
    const [deliverable] = await service.app.db.query<{ period_id: string; service_name: string }>(
      'select period_id, service_name from deliverables where id = $1',
      [job.deliverableId],
    );
    expect(deliverable).toEqual({ period_id: currentPeriodId, service_name: 'SEO' });
    expect(job.statusHistory.at(-1)!.note).toMatch(/Promoted to deliverable/);
    expect(codeOf(await mutate(DEMO.admin, 'promoteSeoTestJobToDeliverable', { seoJobId: testJobId }))).toBe('BAD_USER_INPUT');
  });

  it('deletes only test jobs', async () => {
    const created = await mutate(
      DEMO.admin,
      'createAndStartSeoTestJob',
      { clientId: main, pageUrl: 'https://www.example-firm.test/contact' },
      'jobId',
    );
    const id = created.payload.jobId;
    expect((await mutate(DEMO.admin, 'deleteSeoTestJob', { seoJobId: id })).errors).toBeUndefined();
    expect(codeOf(await service.graphql(DEMO.admin, 'query ($id: ID!) { seoJob(input: { id: $id }) { id } }', { id }))).toBe('NOT_FOUND');
    const deliverableJob = await seededJob('Pending');
    expect(codeOf(await mutate(DEMO.admin, 'deleteSeoTestJob', { seoJobId: deliverableJob }))).toBe('BAD_USER_INPUT');
    expect(await seoJob(deliverableJob)).toBeTruthy();
  });
});

describe('review and execution', () => {
  it('approving pre-processing completes the job and starts an execution job with the same changes', async () => {
    const id = await undecidedJob();
    const original = await seoJob(id);
    const result = await mutate(
      DEMO.admin,
      'qcPreProcessSeoJob',
      { seoJobId: id, result: 'Passed', comment: 'Looks right', expectedChangesHash: original.changesHash },
      'newJobId message',
    );
    expect(result.errors).toBeUndefined();
    const newJobId = result.payload.newJobId;
    expect(newJobId).not.toBe(id);
    expect(await seoJob(id)).toMatchObject({ status: 'Complete', preProcessQc: 'Passed' });
    const execution = await seoJob(newJobId);
    expect(execution).toMatchObject({
      status: 'InProgress',
      parentJobId: id,
      deliverableId: original.deliverableId,
      pageUrl: original.pageUrl,
    });
    expect(execution.changes.map((c) => c.proposedValue)).toEqual(original.changes.map((c) => c.proposedValue));

    const before = await jobCount();
    expect(
      codeOf(
        await mutate(
          DEMO.admin,
          'qcPreProcessSeoJob',
          { seoJobId: id, result: 'Passed', expectedChangesHash: original.changesHash },
          'newJobId',
        ),
      ),
    ).toBe('ILLEGAL_TRANSITION');
    expect(await jobCount()).toBe(before);
  });

  it('rejecting pre-processing sends the job back to Draft and answers the same id', async () => {
    const created = await mutate(
      DEMO.admin,
      'createAndStartSeoTestJob',
      { clientId: main, pageUrl: 'https://www.example-firm.test/about' },
      'jobId',
    );
    const id = created.payload.jobId;
    await service.app.db.query("update seo_jobs set status = 'ReadyForPreProcessingReview' where id = $1", [id]);
    const result = await mutate(DEMO.admin, 'qcPreProcessSeoJob', { seoJobId: id, result: 'Failed', comment: 'Wrong page' }, 'newJobId');
    expect(result.payload.newJobId).toBe(id);
    const job = await seoJob(id);
    expect(job).toMatchObject({ status: 'Draft', preProcessQc: 'Failed' });
    expect(job.statusHistory.at(-1)).toMatchObject({ fromStatus: 'ReadyForPreProcessingReview', toStatus: 'Draft', note: 'Wrong page' });
    expect(codeOf(await mutate(DEMO.admin, 'qcPreProcessSeoJob', { seoJobId: id, result: 'Unevaluated' }, 'newJobId'))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('post-processing QC completes or returns the job; other statuses are refused', async () => {
    const id = await seededJob('ReadyForPostProcessingReview');
    expect(codeOf(await mutate(DEMO.owner, 'qcPostProcessSeoJob', { seoJobId: id, result: 'Passed' }))).toBe('FORBIDDEN');
    expect((await seoJob(id)).status).toBe('ReadyForPostProcessingReview');
    expect((await mutate(DEMO.admin, 'qcPostProcessSeoJob', { seoJobId: id, result: 'Passed' })).errors).toBeUndefined();
    expect(await seoJob(id)).toMatchObject({ status: 'Complete', postProcessQc: 'Passed' });
    const running = await seededJob('InProgress');
    expect(codeOf(await mutate(DEMO.admin, 'qcPostProcessSeoJob', { seoJobId: running, result: 'Failed' }))).toBe('ILLEGAL_TRANSITION');
    expect((await seoJob(running)).status).toBe('InProgress');
  });

  it('re-executes a failed job and refuses a finished one', async () => {
    const id = await seededJob('DiscoveryFailed');
    expect((await mutate(DEMO.admin, 'reExecuteFailedSeoJob', { seoJobId: id })).errors).toBeUndefined();
    expect(await seoJob(id)).toMatchObject({ status: 'Pending', failureReason: null });
    expect(codeOf(await mutate(DEMO.admin, 'reExecuteFailedSeoJob', { seoJobId: id }))).toBe('ILLEGAL_TRANSITION');
  });

  it('regenerates a draft into a new job that points back at it', async () => {
    const id = await seededJob('Draft');
    const result = await mutate(DEMO.admin, 'regenerateSeoJob', { seoJobId: id }, 'newJobId');
    const newJobId = result.payload.newJobId;
    expect(await seoJob(id)).toMatchObject({ status: 'Canceled' });
    expect(await seoJob(newJobId)).toMatchObject({ status: 'InProgress', parentJobId: id });
    expect(codeOf(await mutate(DEMO.admin, 'regenerateSeoJob', { seoJobId: newJobId }, 'newJobId'))).toBe('ILLEGAL_TRANSITION');
  });

  it('marks a deliverable complete by hand, after which no new job starts on it', async () => {
    const id = await seededJob('ExecutionFailed');
    expect((await mutate(DEMO.admin, 'markManualSeoDeliverableComplete', { seoJobId: id })).errors).toBeUndefined();
    const job = await seoJob(id);
    expect(job).toMatchObject({ status: 'Complete', isManuallyCompleted: true });
    const [deliverable] = await service.app.db.query<{ status: string }>('select status from deliverables where id = $1', [
      job.deliverableId,
    ]);
    expect(deliverable!.status).toBe('Complete');
    const again = await mutate(
      DEMO.admin,
      'startSeoDeliverableJob',
      { deliverableId: job.deliverableId, pageUrl: 'https://www.example-firm.test/x' },
      'jobId',
    );
    expect(codeOf(again)).toBe('ILLEGAL_TRANSITION');
  });

  it('starts a deliverable job only on an SEO deliverable without an open job', async () => {
    const [free] = await service.app.db.query<{ id: string }>(
      `select d.id from deliverables d where d.client_id = $1 and d.service_name = 'SEO' and d.status = 'InProgress'
          and not exists (select 1 from seo_jobs s where s.deliverable_id = d.id and s.status not in ('Canceled', 'Complete'))
        order by d.id limit 1`,
      [main],
    );
    const deliverableId = free!.id;
    const result = await mutate(
      DEMO.admin,
      'startSeoDeliverableJob',
      { deliverableId, pageUrl: 'https://www.example-firm.test/estate' },
      'jobId',
    );
    expect(result.errors).toBeUndefined();
    expect(await seoJob(result.payload.jobId)).toMatchObject({ status: 'InProgress', isTest: false, deliverableId });
    const twice = await mutate(
      DEMO.admin,
      'startSeoDeliverableJob',
      { deliverableId, pageUrl: 'https://www.example-firm.test/estate' },
      'jobId',
    );
    expect(codeOf(twice)).toBe('CONFLICT');
    const [blog] = await service.app.db.query<{ id: string }>(
      "select id from deliverables where client_id = $1 and service_name = 'Blog' limit 1",
      [main],
    );
    const wrong = await mutate(
      DEMO.admin,
      'startSeoDeliverableJob',
      { deliverableId: blog!.id, pageUrl: 'https://www.example-firm.test/x' },
      'jobId',
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'deliverableId' });
  });
});

describe('content refresh configurations', () => {
  const add = (user: string, input: Record<string, unknown>) => mutate(user, 'addSeoContentRefreshJobConfig', input, 'id');
  const dataOf = async (id: string) =>
    (await service.app.db.query<{ data: Record<string, unknown> }>('select data from resources where id = $1', [id]))[0]?.data;

  it('adds, edits and makes a configuration the default of its scope', async () => {
    const first = (await add(DEMO.admin, { clientId: main, name: 'Refresh', refreshKind: 'ContentRefresh', prompt: 'Refresh the page.' }))
      .payload.id;
    const second = (
      await add(DEMO.admin, {
        clientId: main,
        name: 'Images',
        refreshKind: 'ImageConversion',
        prompt: 'Convert images.',
        model: 'Claude45Sonnet',
      })
    ).payload.id;
    await mutate(DEMO.admin, 'setSeoContentRefreshJobConfigPromptAsDefault', { configId: first });
    await mutate(DEMO.admin, 'setSeoContentRefreshJobConfigPromptAsDefault', { configId: second });
    expect(await dataOf(first)).toMatchObject({ isDefault: false });
    expect(await dataOf(second)).toMatchObject({ isDefault: true, model: 'Claude45Sonnet', refreshKind: 'ImageConversion' });
    await mutate(DEMO.admin, 'updateSeoContentRefreshJobConfig', { configId: first, prompt: 'Refresh it well.' });
    expect(await dataOf(first)).toMatchObject({ prompt: 'Refresh it well.', name: 'Refresh' });
    expect(
      (await mutate(DEMO.admin, 'updateSeoContentRefreshJobConfig', { configId: first, name: '  ' })).errors?.[0]?.extensions?.field,
    ).toBe('name');
  });

  it('is staff configuration', async () => {
    expect(codeOf(await add(DEMO.owner, { clientId: main, name: 'Mine', refreshKind: 'Manual', prompt: 'x' }))).toBe('FORBIDDEN');
    expect(codeOf(await add(DEMO.owner, { name: 'Global', refreshKind: 'Manual', prompt: 'x' }))).toBe('FORBIDDEN');
  });

  it('cannot be deleted while a running job uses it', async () => {
    const configId = (await add(DEMO.admin, { name: 'Global refresh', refreshKind: 'ContentRefresh', prompt: 'Refresh.' })).payload.id;
    const job = await mutate(
      DEMO.admin,
      'createAndStartSeoTestJob',
      { clientId: main, pageUrl: 'https://www.example-firm.test/faq', configId },
      'jobId',
    );
    expect((await seoJob(job.payload.jobId)).configId).toBe(configId);
    expect(codeOf(await mutate(DEMO.admin, 'deleteSeoContentRefreshJobConfig', { configId }))).toBe('CONFLICT');
    expect(await dataOf(configId)).toBeTruthy();
    await mutate(DEMO.admin, 'deleteSeoTestJob', { seoJobId: job.payload.jobId });
    expect((await mutate(DEMO.admin, 'deleteSeoContentRefreshJobConfig', { configId })).errors).toBeUndefined();
    expect(await dataOf(configId)).toBeUndefined();
    const unknown = await mutate(
      DEMO.admin,
      'createAndStartSeoTestJob',
      { clientId: main, pageUrl: 'https://www.example-firm.test/faq', configId },
      'jobId',
    );
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'configId' });
  });
});

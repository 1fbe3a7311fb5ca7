import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogJob, BlogJobPage } from '../../src/core/api/generated/graphql.ts';
import { codeOf, inputTypeMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// Blog queries, generation and review over the whole service: payloads, stored state, refusals.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);

const JOB_FIELDS = `id clientId deliverableId parentJobId isTest topic status title publicationTitle content contentVersion externalReviewDate humanQc
  rejectionReason rejectionComment qcResults { category result } score { overall } images { id type name imageProvider humanQc previewUrl }
  statusHistory { fromStatus toStatus changedBy note } revisions { version title content savedBy } approvals { version contentHash approvedBy }`;
const BLOG_JOB = `query($input: IdInput!) { blogJob(input: $input) { ${JOB_FIELDS} } }`;
const BLOG_JOBS = `query($input: BlogJobsInput!) { blogJobs(input: $input) { totalCount items { id topic status isTest } } }`;

async function blogJob(id: string, user: string = DEMO.admin) {
  const result = await service.graphql<{ blogJob: BlogJob }>(user, BLOG_JOB, { input: { id } });
  expect(result.errors).toBeUndefined();
  return result.data!.blogJob;
}

const mutate = inputTypeMutator(() => service);

async function currentPeriod(clientId: string): Promise<string> {
  const [period] = await service.app.db.query<{ id: string }>(
    'select id from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date',
    [clientId],
  );
  return period!.id;
}

/** A blog job of its own (with deliverable, first revision and a featured image), so each test starts from a known state. */
async function makeBlogJob(status: string, options: { clientId?: string; isTest?: boolean; topic?: string } = {}) {
  const clientId = options.clientId ?? MAIN;
  const db = service.app.db;
  const deliverableId = randomUUID();
  const id = randomUUID();
  const topic = options.topic ?? `fixture topic ${id.slice(0, 8)}`;
  await db.query(
    `insert into deliverables (id, client_id, period_id, service_name, name, status) values ($1, $2, $3, 'Blog', 'Fixture blog', $4)`,
    [deliverableId, clientId, await currentPeriod(clientId), status],
  );
  await db.query(
    `insert into blog_jobs (id, client_id, deliverable_id, is_test, topic, status, title, publication_title, content, content_version)
     values ($1, $2, $3, $4, $5, $6, 'Fixture title', 'Fixture title', '<p>First draft</p>', 1)`,
    [id, clientId, deliverableId, options.isTest ?? false, topic, status],
  );
  await db.query(
    `insert into blog_job_revisions (blog_job_id, version, title, content, saved_by) values ($1, 1, 'Fixture title', '<p>First draft</p>', 'FirmPilot')`,
    [id],
  );
  await db.query(
    `insert into blog_images (id, blog_job_id, name, image_id, preview_url, type, image_provider) values ($1, $2, 'featured', 'ai-1', 'http://x/a.svg', 'Featured', 'AI')`,
    [randomUUID(), id],
  );
  return { id, deliverableId, clientId, topic };
}

const deliverableOf = async (id: string) =>
  (
    await service.app.db.query<{ status: string; external_review_date: string | null }>(
      'select status, external_review_date from deliverables where id = $1',
      [id],
    )
  )[0]!;

describe('blogJobs and blogJob', () => {
  it('filters by period and status, searches topics case-insensitively and pages with a total count', async () => {
    const periodId = await currentPeriod(MAIN);
    const all = await service.graphql<{ blogJobs: BlogJobPage }>(DEMO.user, BLOG_JOBS, { input: { clientId: MAIN, periodId, first: 200 } });
    expect(all.errors).toBeUndefined();
    const [stored] = await service.app.db.query<{ n: number }>(
      'select count(*)::int as n from blog_jobs b join deliverables d on d.id = b.deliverable_id where b.client_id = $1 and d.period_id = $2 and not b.is_test',
      [MAIN, periodId],
    );
    expect(all.data!.blogJobs.totalCount).toBe(stored!.n);

    const published = await service.graphql<{ blogJobs: BlogJobPage }>(DEMO.user, BLOG_JOBS, {
      input: { clientId: MAIN, statuses: ['Published'] },
    });
    expect(published.data!.blogJobs.items.length).toBeGreaterThan(0);
    expect(published.data!.blogJobs.items.every((job: { status: string }) => job.status === 'Published')).toBe(true);

    const search = await service.graphql<{ blogJobs: BlogJobPage }>(DEMO.user, BLOG_JOBS, {
      input: { clientId: MAIN, search: 'CAR Accident' },
    });
    expect(search.data!.blogJobs.items.length).toBeGreaterThan(0);
    expect(search.data!.blogJobs.items.every((job: { topic: string }) => job.topic.toLowerCase().includes('car accident'))).toBe(true);

    const page1 = await service.graphql<{ blogJobs: BlogJobPage }>(DEMO.user, BLOG_JOBS, {
      input: { clientId: MAIN, first: 3, offset: 0 },
    });
    const page2 = await service.graphql<{ blogJobs: BlogJobPage }>(DEMO.user, BLOG_JOBS, {
      input: { clientId: MAIN, first: 3, offset: 3 },
    });
    expect(page1.data!.blogJobs.items).toHaveLength(3);
    expect(page2.data!.blogJobs.totalCount).toBe(page1.data!.blogJobs.totalCount);
    const ids = new Set([...page1.data!.blogJobs.items, ...page2.data!.blogJobs.items].map((job: { id: string }) => job.id));
    expect(ids.size).toBe(6);

    // Past the last page: no items, and still the whole count.
    const total = page1.data!.blogJobs.totalCount;
    const beyond = await service.graphql<{ blogJobs: BlogJobPage }>(DEMO.user, BLOG_JOBS, {
      input: { clientId: MAIN, first: 3, offset: total + 10 },
    });
    expect(beyond.data!.blogJobs).toEqual({ items: [], totalCount: total });
  });

  it('answers the fields asked through aliases and fragments, named or inline, as stored', async () => {
    const query = `query($input: BlogJobsInput!) { blogJobs(input: $input) { items { key: id ...Texts ... on BlogJob { version: contentVersion humanQc } } } }
      fragment Texts on BlogJob { topic content metaDescription createdOn }`;
    const result = await service.graphql<{ blogJobs: { items: Array<Record<string, unknown>> } }>(DEMO.user, query, {
      input: { clientId: MAIN, first: 200 },
    });
    const rows = await service.app.db.query<{
      id: string;
      topic: string;
      content: string;
      meta_description: string | null;
      created_on: string;
      content_version: number;
      human_qc: string;
    }>('select * from blog_jobs where client_id = $1 and not is_test', [MAIN]);
    const stored = new Map(
      rows.map((row) => [
        row.id,
        {
          key: row.id,
          topic: row.topic,
          content: row.content,
          metaDescription: row.meta_description,
          createdOn: row.created_on,
          version: row.content_version,
          humanQc: row.human_qc,
        },
      ]),
    );
    expect(result.data!.blogJobs.items.length).toBe(rows.length);
    for (const item of result.data!.blogJobs.items) expect(item).toEqual(stored.get(item.key as string));
  });

  it('leaves test jobs out unless asked for', async () => {
    const test = await makeBlogJob('TaskReady', { isTest: true, topic: 'zebra crossing rights' });
    const without = await service.graphql<{ blogJobs: BlogJobPage }>(DEMO.admin, BLOG_JOBS, {
      input: { clientId: MAIN, search: 'zebra crossing' },
    });
    expect(without.data!.blogJobs.totalCount).toBe(0);
    const withTests = await service.graphql<{ blogJobs: BlogJobPage }>(DEMO.admin, BLOG_JOBS, {
      input: { clientId: MAIN, search: 'zebra crossing', includeTests: true },
    });
    expect(withTests.data!.blogJobs.items.map((job: { id: string }) => job.id)).toEqual([test.id]);
  });

  it('refuses a page size out of range, naming the field', async () => {
    const result = await service.graphql(DEMO.user, BLOG_JOBS, { input: { clientId: MAIN, first: 0 } });
    expect(codeOf(result.errors)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toMatch(/^first:/);
  });

  it('shows one job with images, QC results, score, history and revisions', async () => {
    const [seeded] = await service.app.db.query<{ id: string }>(
      `select id from blog_jobs where client_id = $1 and status = 'ReadyForPublication' limit 1`,
      [MAIN],
    );
    const job = await blogJob(seeded!.id, DEMO.user);
    expect(job.images.map((image: { type: string }) => image.type)).toEqual(['Featured', 'Embedded']);
    expect(job.qcResults.length).toBeGreaterThan(0);
    expect(job.score!.overall).toBeGreaterThan(0);
    expect(job.statusHistory.at(-1)!.toStatus).toBe('ReadyForPublication');
    expect(job.revisions[0]!.version).toBe(1);
  });

  it('answers FORBIDDEN for a job or list of another client, NOT_FOUND for an unknown job', async () => {
    const other = await makeBlogJob('TaskReady', { clientId: SECOND });
    expect(codeOf((await service.graphql(DEMO.user, BLOG_JOB, { input: { id: other.id } })).errors)).toBe('FORBIDDEN');
    expect(codeOf((await service.graphql(DEMO.user, BLOG_JOBS, { input: { clientId: SECOND } })).errors)).toBe('FORBIDDEN');
    expect(codeOf((await service.graphql(DEMO.user, BLOG_JOB, { input: { id: 'no-such-job' } })).errors)).toBe('NOT_FOUND');
  });
});

describe('starting, regenerating and rewriting', () => {
  it('starts the job of a deliverable not started yet: InProgress, with history, deliverable in step', async () => {
    const [deliverable] = await service.app.db.query<{ id: string; job_id: string }>(
      `select d.id, b.id as job_id from deliverables d join blog_jobs b on b.deliverable_id = d.id where d.client_id = $1 and b.status = 'NotStarted' limit 1`,
      [MAIN],
    );
    const result = await mutate<{ jobId: string }>(
      DEMO.admin,
      'startBlogJob',
      'StartBlogJobInput',
      { deliverableId: deliverable!.id, topic: 'Estate planning for parents' },
      'jobId message',
    );
    expect(result.errors).toBeUndefined();
    const job = await blogJob(result.data!.startBlogJob!.jobId);
    expect(job).toMatchObject({ status: 'InProgress', topic: 'Estate planning for parents', deliverableId: deliverable!.id });
    expect(job.statusHistory.at(-1)).toMatchObject({ fromStatus: 'NotStarted', toStatus: 'InProgress', changedBy: 'admin@demo.test' });
    expect((await deliverableOf(deliverable!.id)).status).toBe('InProgress');
  });

  it('refuses to start over work under way, a deliverable of another service and an empty topic', async () => {
    const busy = await makeBlogJob('TaskReady');
    const illegal = await mutate(DEMO.admin, 'startBlogJob', 'StartBlogJobInput', {
      deliverableId: busy.deliverableId,
      topic: 'Another topic',
    });
    expect(codeOf(illegal.errors)).toBe('ILLEGAL_TRANSITION');
    expect((await blogJob(busy.id)).status).toBe('TaskReady');

    const [seo] = await service.app.db.query<{ id: string }>(
      `select id from deliverables where client_id = $1 and service_name = 'SEO' limit 1`,
      [MAIN],
    );
    const wrong = await mutate(DEMO.admin, 'startBlogJob', 'StartBlogJobInput', { deliverableId: seo!.id, topic: 'Topic' });
    expect(wrong.errors![0]!.message).toMatch(/^deliverableId:/);
    const empty = await mutate(DEMO.admin, 'startBlogJob', 'StartBlogJobInput', { deliverableId: busy.deliverableId, topic: '   ' });
    expect(empty.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'topic' } });
  });

  it('regenerates: the old job is canceled, a new one starts on the same deliverable', async () => {
    const old = await makeBlogJob('Declined');
    const result = await mutate<{ newJobId: string }>(
      DEMO.admin,
      'regenerateBlogJob',
      'RegenerateBlogJobInput',
      { blogJobId: old.id },
      'newJobId message',
    );
    expect(result.errors).toBeUndefined();
    const fresh = await blogJob(result.data!.regenerateBlogJob!.newJobId);
    expect(fresh).toMatchObject({ parentJobId: old.id, deliverableId: old.deliverableId, status: 'InProgress', topic: old.topic });
    expect((await blogJob(old.id)).status).toBe('Canceled');
    expect((await deliverableOf(old.deliverableId)).status).toBe('InProgress');
  });

  it('rewrites with instructions and refuses without them; a published job is not replaced', async () => {
    const old = await makeBlogJob('TaskReady');
    const missing = await mutate(DEMO.admin, 'rewriteBlogJobForDeliverable', 'RewriteBlogJobForDeliverableInput', {
      blogJobId: old.id,
      instructions: '',
    });
    expect(missing.errors![0]).toMatchObject({ extensions: { field: 'instructions' } });
    const ok = await mutate<{ newJobId: string }>(
      DEMO.admin,
      'rewriteBlogJobForDeliverable',
      'RewriteBlogJobForDeliverableInput',
      { blogJobId: old.id, instructions: 'Shorter, friendlier' },
      'newJobId',
    );
    expect(ok.errors).toBeUndefined();
    const [stored] = await service.app.db.query<{ instructions: string }>('select instructions from blog_jobs where id = $1', [
      ok.data!.rewriteBlogJobForDeliverable!.newJobId,
    ]);
    expect(stored!.instructions).toBe('Shorter, friendlier');

    const published = await makeBlogJob('Published');
    const refused = await mutate(DEMO.admin, 'regenerateBlogJob', 'RegenerateBlogJobInput', { blogJobId: published.id });
    expect(codeOf(refused.errors)).toBe('ILLEGAL_TRANSITION');
    expect((await blogJob(published.id)).status).toBe('Published');
  });

  it('refuses generation to client roles, changing nothing', async () => {
    const job = await makeBlogJob('TaskReady');
    for (const user of [DEMO.owner, DEMO.user]) {
      expect(codeOf((await mutate(user, 'regenerateBlogJob', 'RegenerateBlogJobInput', { blogJobId: job.id })).errors)).toBe('FORBIDDEN');
      expect(
        codeOf((await mutate(user, 'startBlogJob', 'StartBlogJobInput', { deliverableId: job.deliverableId, topic: 'x' })).errors),
      ).toBe('FORBIDDEN');
    }
    expect((await blogJob(job.id)).status).toBe('TaskReady');
  });

  it('moves a job to another Blog deliverable of the same client only', async () => {
    const job = await makeBlogJob('TaskReady');
    const target = await makeBlogJob('Canceled');
    const other = await makeBlogJob('TaskReady', { clientId: SECOND });
    const refused = await mutate(DEMO.admin, 'modifyBlogSetDeliverable', 'ModifyBlogSetDeliverableInput', {
      blogJobId: job.id,
      deliverableId: other.deliverableId,
    });
    expect(refused.errors![0]!.message).toMatch(/^deliverableId: belongs to another client/);
    const ok = await mutate(DEMO.admin, 'modifyBlogSetDeliverable', 'ModifyBlogSetDeliverableInput', {
      blogJobId: job.id,
      deliverableId: target.deliverableId,
    });
    expect(ok.errors).toBeUndefined();
    expect((await blogJob(job.id)).deliverableId).toBe(target.deliverableId);
    expect((await deliverableOf(target.deliverableId)).status).toBe('TaskReady');
  });
});

describe('review by the firm', () => {
  const SAVE = (input: Record<string, unknown>, user: string = DEMO.owner) =>
    mutate(user, 'modifyBlogJobContent', 'ModifyBlogJobContentInput', input, 'version message');

  it('saves content as a new version with a revision, and refuses a stale version as a conflict', async () => {
    const job = await makeBlogJob('ReadyForExternalReview');
    const saved = await SAVE({ blogJobId: job.id, content: '<p>Edited</p>', title: 'Edited title', expectedVersion: 1 });
    expect(saved.data!.modifyBlogJobContent!.version).toBe(2);
    const stale = await SAVE({ blogJobId: job.id, content: '<p>Overwrite</p>', expectedVersion: 1 }, DEMO.user);
    expect(stale.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
    const stored = await blogJob(job.id);
    expect(stored).toMatchObject({ content: '<p>Edited</p>', title: 'Edited title', contentVersion: 2 });
    expect(stored.revisions.at(-1)).toMatchObject({ version: 2, savedBy: 'owner@demo.test', content: '<p>Edited</p>' });
  });

  it('refuses edits of a published post and edits by a user of another client', async () => {
    const published = await makeBlogJob('Published');
    expect(codeOf((await SAVE({ blogJobId: published.id, content: '<p>x</p>', expectedVersion: 1 })).errors)).toBe('ILLEGAL_TRANSITION');
    const other = await makeBlogJob('TaskReady', { clientId: SECOND });
    expect(codeOf((await SAVE({ blogJobId: other.id, content: '<p>x</p>', expectedVersion: 1 }, DEMO.user)).errors)).toBe('FORBIDDEN');
    expect((await blogJob(other.id)).contentVersion).toBe(1);
  });

  const QC = (input: Record<string, unknown>, user: string = DEMO.user) =>
    mutate(user, 'modifyBlogJobHumanQC', 'ModifyBlogJobHumanQCInput', input);

  const FIRST_DRAFT_HASH = createHash('sha256').update('<p>First draft</p>').digest('hex');
  const APPROVALS = `query($input: IdInput!) { blogJob(input: $input) { status humanQc contentHash publicationDate
    approvals { version contentHash approvedBy approvedByUserId voided voidedOn voidedReason } statusHistory { toStatus note } } }`;
  const approvalsOf = async (id: string) =>
    (await service.graphql<{ blogJob: BlogJob }>(DEMO.admin, APPROVALS, { input: { id } })).data!.blogJob;

  it('approves on Passed, recording the approved version and its SHA-256', async () => {
    const job = await makeBlogJob('ReadyForExternalReview');
    expect((await approvalsOf(job.id)).contentHash).toBe(FIRST_DRAFT_HASH);
    expect((await QC({ blogJobId: job.id, result: 'Passed', expectedContentHash: FIRST_DRAFT_HASH })).errors).toBeUndefined();
    const stored = await blogJob(job.id);
    expect(stored).toMatchObject({ status: 'ReadyForPublication', humanQc: 'Passed' });
    expect(stored.approvals).toEqual([
      { version: 1, contentHash: createHash('sha256').update('<p>First draft</p>').digest('hex'), approvedBy: 'user@demo.test' },
    ]);
    expect((await deliverableOf(job.deliverableId)).status).toBe('ReadyForPublication');
  });

  it('declines on Failed only with a reason; other results are only noted', async () => {
    const job = await makeBlogJob('ReadyForExternalReview');
    const noReason = await QC({ blogJobId: job.id, result: 'Failed' });
    expect(noReason.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rejectionReason' });
    expect((await blogJob(job.id)).status).toBe('ReadyForExternalReview');
    await QC({ blogJobId: job.id, result: 'Failed', rejectionReason: 'UnProfessional', comment: 'Too casual' });
    expect(await blogJob(job.id)).toMatchObject({
      status: 'Declined',
      humanQc: 'Failed',
      rejectionReason: 'UnProfessional',
      rejectionComment: 'Too casual',
    });

    const noted = await makeBlogJob('TaskReady');
    await QC({ blogJobId: noted.id, result: 'NeedsAdditionalReview' });
    expect(await blogJob(noted.id)).toMatchObject({ status: 'TaskReady', humanQc: 'NeedsAdditionalReview' });
  });

  it('refuses to approve a job still being written', async () => {
    const job = await makeBlogJob('InProgress');
    expect(codeOf((await QC({ blogJobId: job.id, result: 'Passed', expectedContentHash: FIRST_DRAFT_HASH })).errors)).toBe(
      'ILLEGAL_TRANSITION',
    );
    expect(await blogJob(job.id)).toMatchObject({ status: 'InProgress', humanQc: 'Unevaluated', approvals: [] });
  });

  const READY = (input: Record<string, unknown>, user: string = DEMO.owner) =>
    mutate(user, 'setBlogDeliverableReadyForPublication', 'SetBlogDeliverableReadyForPublicationInput', input);

  it('refuses an approval that does not name the version read, by either approving call', async () => {
    const job = await makeBlogJob('ReadyForExternalReview');
    const qc = await QC({ blogJobId: job.id, result: 'Passed' });
    expect(qc.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'expectedContentHash' });
    // The input type requires it: GraphQL refuses the variables before any resolver runs.
    const ready = await READY({ blogJobId: job.id, expectedVersion: 1 });
    expect(ready.errors![0]!.message).toMatch(/expectedContentHash/);
    expect(await approvalsOf(job.id)).toMatchObject({ status: 'ReadyForExternalReview', approvals: [] });
  });

  it('refuses an approval of a version that is no longer the stored one as a conflict', async () => {
    const job = await makeBlogJob('ReadyForExternalReview');
    expect(
      (await SAVE({ blogJobId: job.id, content: '<p>Edited by someone else</p>', expectedVersion: 1 }, DEMO.manager)).errors,
    ).toBeUndefined();
    for (const stale of [
      QC({ blogJobId: job.id, result: 'Passed', expectedContentHash: FIRST_DRAFT_HASH }),
      READY({ blogJobId: job.id, expectedContentHash: FIRST_DRAFT_HASH }),
    ]) {
      const refused = await stale;
      expect(refused.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
    }
    expect(await approvalsOf(job.id)).toMatchObject({ status: 'ReadyForExternalReview', approvals: [] });
  });

  it('refuses the firm an approval of a post staff have not sent it yet; staff may approve it', async () => {
    const job = await makeBlogJob('TaskReady');
    for (const user of [DEMO.owner, DEMO.user]) {
      for (const refused of [
        await QC({ blogJobId: job.id, result: 'Passed', expectedContentHash: FIRST_DRAFT_HASH }, user),
        await READY({ blogJobId: job.id, expectedContentHash: FIRST_DRAFT_HASH }, user),
      ]) {
        expect(refused.errors![0]!.extensions).toMatchObject({ code: 'ILLEGAL_TRANSITION', status: 'TaskReady' });
        expect(refused.errors![0]!.message).toMatch(/has not been sent to you for review yet/);
      }
    }
    expect(await approvalsOf(job.id)).toMatchObject({ status: 'TaskReady', approvals: [] });
    expect((await READY({ blogJobId: job.id, expectedContentHash: FIRST_DRAFT_HASH }, DEMO.admin)).errors).toBeUndefined();
  });

  it('sends an approved post back to review when its text, publication title or image changes, keeping each voided approval', async () => {
    const job = await makeBlogJob('ReadyForExternalReview');
    expect(
      (
        await READY({
          blogJobId: job.id,
          expectedContentHash: FIRST_DRAFT_HASH,
          publicationDate: new Date(Date.now() + 86_400_000).toISOString(),
        })
      ).errors,
    ).toBeUndefined();
    expect(
      (await SAVE({ blogJobId: job.id, content: '<p>Changed after approval</p>', expectedVersion: 1 }, DEMO.user)).errors,
    ).toBeUndefined();
    const edited = await approvalsOf(job.id);
    expect(edited).toMatchObject({ status: 'ReadyForExternalReview', humanQc: 'Unevaluated', publicationDate: null });
    expect(edited.approvals).toEqual([
      {
        version: 1,
        contentHash: FIRST_DRAFT_HASH,
        approvedBy: 'owner@demo.test',
        approvedByUserId: DEMO.owner,
        voided: true,
        voidedOn: expect.any(String),
        voidedReason: 'Changed after approval: the text was edited (now version 2).',
      },
    ]);
    expect(edited.statusHistory.at(-1)).toEqual({
      toStatus: 'ReadyForExternalReview',
      note: 'Changed after approval: the text was edited (now version 2).',
    });
    expect((await deliverableOf(job.deliverableId)).status).toBe('ReadyForExternalReview');

    // Approved again, then the publication title changes; approved again, then staff replace the featured image.
    expect((await READY({ blogJobId: job.id, expectedContentHash: edited.contentHash })).errors).toBeUndefined();
    await mutate(DEMO.user, 'modifyBlogJobPublicationTitle', 'ModifyBlogJobPublicationTitleInput', {
      blogJobId: job.id,
      publicationTitle: 'A title nobody approved',
    });
    expect(await approvalsOf(job.id)).toMatchObject({
      status: 'ReadyForExternalReview',
      approvals: [{ voided: true }, { voided: true, voidedReason: 'Changed after approval: the publication title was changed.' }],
    });
    expect((await READY({ blogJobId: job.id, expectedContentHash: edited.contentHash })).errors).toBeUndefined();
    await mutate(
      DEMO.admin,
      'selectAiBlogImage',
      'SelectAiBlogImageInput',
      { blogJobId: job.id, type: 'Featured', prompt: 'An unapproved picture' },
      'message',
    );
    const replaced = await approvalsOf(job.id);
    expect(replaced.status).toBe('ReadyForExternalReview');
    expect(replaced.approvals.map((approval: { voided: boolean }) => approval.voided)).toEqual([true, true, true]);
    expect(replaced.approvals.at(-1)!.voidedReason).toBe('Changed after approval: the featured image was replaced.');
  });

  it('names the approver by user id and e-mail as they were, so renaming oneself changes no record', async () => {
    const job = await makeBlogJob('ReadyForExternalReview');
    expect((await READY({ blogJobId: job.id, expectedContentHash: FIRST_DRAFT_HASH })).errors).toBeUndefined();
    const before = (await approvalsOf(job.id)).approvals;
    const renamed = await mutate(DEMO.owner, 'modifyUser', 'ModifyUserInput', { userId: DEMO.owner, name: 'Olivia Renamed' });
    expect(renamed.errors).toBeUndefined();
    try {
      expect((await approvalsOf(job.id)).approvals).toEqual(before);
      expect(before[0]).toMatchObject({ approvedBy: 'owner@demo.test', approvedByUserId: DEMO.owner });
    } finally {
      await service.app.db.query(`update users set name = 'Olivia Owner' where id = $1`, [DEMO.owner]);
    }
  });

  it('sets the publication title within 200 characters', async () => {
    const job = await makeBlogJob('TaskReady');
    const long = await mutate(DEMO.user, 'modifyBlogJobPublicationTitle', 'ModifyBlogJobPublicationTitleInput', {
      blogJobId: job.id,
      publicationTitle: 'x'.repeat(201),
    });
    expect(long.errors![0]!.message).toMatch(/^publicationTitle:/);
    await mutate(DEMO.user, 'modifyBlogJobPublicationTitle', 'ModifyBlogJobPublicationTitleInput', {
      blogJobId: job.id,
      publicationTitle: 'A better title',
    });
    expect((await blogJob(job.id)).publicationTitle).toBe('A better title');
  });
});

describe('images', () => {
  it('reviews and renames an image; a user of another client may not', async () => {
    const job = await makeBlogJob('TaskReady');
    const image = (await blogJob(job.id)).images[0]!;
    await mutate(DEMO.user, 'modifyBlogImageHumanQC', 'ModifyBlogImageHumanQCInput', { blogImageId: image.id, result: 'Failed' });
    await mutate(DEMO.user, 'modifyBlogImageName', 'ModifyBlogImageNameInput', { blogImageId: image.id, name: 'Courthouse steps' });
    expect((await blogJob(job.id)).images[0]).toMatchObject({ humanQc: 'Failed', name: 'Courthouse steps' });
    const other = await makeBlogJob('TaskReady', { clientId: SECOND });
    const otherImage = (await blogJob(other.id)).images[0]!;
    expect(
      codeOf(
        (await mutate(DEMO.user, 'modifyBlogImageName', 'ModifyBlogImageNameInput', { blogImageId: otherImage.id, name: 'x' })).errors,
      ),
    ).toBe('FORBIDDEN');
  });

  it('replaces the image of a type with an AI or Shutterstock choice (staff only)', async () => {
    const job = await makeBlogJob('TaskReady');
    const ai = await mutate(
      DEMO.admin,
      'selectAiBlogImage',
      'SelectAiBlogImageInput',
      { blogJobId: job.id, type: 'Featured', prompt: 'A calm courtroom' },
      'images { type imageProvider previewUrl }',
    );
    expect(ai.data!.selectAiBlogImage!.images).toEqual([
      { type: 'Featured', imageProvider: 'AI', previewUrl: `${service.url}/demo-images/A%20calm%20courtroom.svg` },
    ]);
    await mutate(DEMO.admin, 'selectShutterstockBlogImage', 'SelectShutterstockBlogImageInput', {
      blogJobId: job.id,
      type: 'Embedded',
      shutterstockId: '12345',
    });
    expect(
      (await blogJob(job.id)).images.map((image: { type: string; imageProvider: string }) => `${image.type}:${image.imageProvider}`),
    ).toEqual(['Featured:AI', 'Embedded:Shutterstock']);
    const bad = await mutate(DEMO.admin, 'selectShutterstockBlogImage', 'SelectShutterstockBlogImageInput', {
      blogJobId: job.id,
      type: 'Embedded',
      shutterstockId: '../x',
    });
    expect(bad.errors![0]!.message).toMatch(/^shutterstockId:/);
    expect(
      codeOf(
        (await mutate(DEMO.owner, 'selectAiBlogImage', 'SelectAiBlogImageInput', { blogJobId: job.id, type: 'Featured', prompt: 'x' }))
          .errors,
      ),
    ).toBe('FORBIDDEN');
  });
});

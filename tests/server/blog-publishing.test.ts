import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogJob, ClientSettings } from '../../src/core/api/generated/graphql.ts';
import { approveBlogJobAsStored, storedBlogHash } from './support/approval-fixtures.ts';
import { codeOf, inputTypeMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, STAND_INS, startTestService, type TestService } from './support/service.ts';

// External review, approval for publication, publishing to Bubble (the local recording target), what every
// publish refuses before calling anything, and the WordPress credential. Publishing to WordPress itself runs
// against a real site: blog-word-press-publishing.test.ts.
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ allowLocalSites: STAND_INS });
});
afterAll(() => service?.close());

const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);
// A client with no WordPress connection in the seed.
const UNCONNECTED = clientIdOf('Crescent Immigration Group');

const BLOG_JOB = `query($input: IdInput!) { blogJob(input: $input) { id status externalReviewDate publicationDate wordPressPostId wordPressUrl bubbleUrl
  contentVersion approvals { version approvedBy } statusHistory { toStatus note } } }`;
const blogJob = async (id: string) => (await service.graphql<{ blogJob: BlogJob }>(DEMO.admin, BLOG_JOB, { input: { id } })).data!.blogJob;
const mutate = inputTypeMutator(() => service);
type Published = { postId: string; postUrl: string };
const byJob = <T = Record<string, unknown>>(name: string, user: string, blogJobId: string, fields = 'message') =>
  mutate<T>(user, name, 'BlogJobIdInput', { blogJobId }, fields);

async function makeBlogJob(status: string, clientId = MAIN) {
  const db = service.app.db;
  const [period] = await db.query<{ id: string }>(
    'select id from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date',
    [clientId],
  );
  const deliverableId = randomUUID();
  const id = randomUUID();
  await db.query(
    `insert into deliverables (id, client_id, period_id, service_name, name, status) values ($1, $2, $3, 'Blog', 'Fixture blog', $4)`,
    [deliverableId, clientId, period?.id ?? null, status],
  );
  await db.query(
    `insert into blog_jobs (id, client_id, deliverable_id, topic, status, title, publication_title, meta_description, content)
     values ($1, $2, $3, 'tenant rights', $4, 'Tenant rights', 'Know your tenant rights', 'What tenants should know.', '<p>Tenants have rights.</p>')`,
    [id, clientId, deliverableId, status],
  );
  if (status === 'ReadyForPublication' || status === 'Published') await approveBlogJobAsStored(db, id);
  return { id, deliverableId };
}

const deliverableOf = async (id: string) =>
  (
    await service.app.db.query<{ status: string; external_review_date: string | null }>(
      'select status, external_review_date from deliverables where id = $1',
      [id],
    )
  )[0]!;
describe('external review', () => {
  it('sends a post to the firm with a date on job and deliverable, and takes it back', async () => {
    const job = await makeBlogJob('TaskReady');
    const sent = await mutate(DEMO.admin, 'moveBlogDeliverableToExternalReview', 'MoveBlogDeliverableToExternalReviewInput', {
      blogJobId: job.id,
      externalReviewDate: '2031-01-15',
    });
    expect(sent.errors).toBeUndefined();
    expect(await blogJob(job.id)).toMatchObject({ status: 'ReadyForExternalReview', externalReviewDate: '2031-01-15' });
    expect(await deliverableOf(job.deliverableId)).toEqual({ status: 'ReadyForExternalReview', external_review_date: '2031-01-15' });

    await byJob('unscheduleBlogDeliverableFromExternalReview', DEMO.admin, job.id);
    expect(await blogJob(job.id)).toMatchObject({ status: 'TaskReady', externalReviewDate: null });
    expect(await deliverableOf(job.deliverableId)).toEqual({ status: 'TaskReady', external_review_date: null });
  });

  it('refuses illegal moves and client roles, changing nothing', async () => {
    const published = await makeBlogJob('Published');
    const illegal = await mutate(DEMO.admin, 'moveBlogDeliverableToExternalReview', 'MoveBlogDeliverableToExternalReviewInput', {
      blogJobId: published.id,
      externalReviewDate: '2031-01-15',
    });
    expect(illegal.errors![0]!.extensions).toMatchObject({ code: 'ILLEGAL_TRANSITION', status: 'Published' });
    expect(codeOf((await byJob('unscheduleBlogDeliverableFromExternalReview', DEMO.admin, published.id)).errors)).toBe(
      'ILLEGAL_TRANSITION',
    );
    const job = await makeBlogJob('TaskReady');
    for (const user of [DEMO.owner, DEMO.user]) {
      const refused = await mutate(user, 'moveBlogDeliverableToExternalReview', 'MoveBlogDeliverableToExternalReviewInput', {
        blogJobId: job.id,
        externalReviewDate: '2031-01-15',
      });
      expect(codeOf(refused.errors)).toBe('FORBIDDEN');
    }
    expect(await blogJob(job.id)).toMatchObject({ status: 'TaskReady', externalReviewDate: null });
  });
});

describe('ready for publication', () => {
  const READY = (input: Record<string, unknown>, user: string = DEMO.owner) =>
    mutate(user, 'setBlogDeliverableReadyForPublication', 'SetBlogDeliverableReadyForPublicationInput', input);

  it('approves with a future publication date and an approval record; unscheduling sends it back to review', async () => {
    const job = await makeBlogJob('ReadyForExternalReview');
    const when = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(
      (
        await READY({
          blogJobId: job.id,
          publicationDate: when,
          expectedVersion: 1,
          expectedContentHash: await storedBlogHash(service.app.db, job.id),
        })
      ).errors,
    ).toBeUndefined();
    expect(await blogJob(job.id)).toMatchObject({
      status: 'ReadyForPublication',
      publicationDate: when,
      approvals: [{ version: 1, approvedBy: 'owner@demo.test' }],
    });
    expect((await deliverableOf(job.deliverableId)).status).toBe('ReadyForPublication');

    await byJob('unscheduleBlogDeliverablePublish', DEMO.user, job.id);
    expect(await blogJob(job.id)).toMatchObject({ status: 'ReadyForExternalReview', publicationDate: null });
    expect(codeOf((await byJob('unscheduleBlogDeliverablePublish', DEMO.user, job.id)).errors)).toBe('ILLEGAL_TRANSITION');
  });

  it('refuses a past date, a stale version and a user of another client', async () => {
    const job = await makeBlogJob('ReadyForExternalReview');
    const read = await storedBlogHash(service.app.db, job.id);
    const past = await READY({ blogJobId: job.id, publicationDate: '2020-01-01T00:00:00Z', expectedContentHash: read });
    expect(past.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'publicationDate' } });
    const stale = await READY({ blogJobId: job.id, expectedVersion: 7, expectedContentHash: read });
    expect(stale.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 1 });
    const other = await makeBlogJob('ReadyForExternalReview', SECOND);
    expect(codeOf((await READY({ blogJobId: other.id, expectedContentHash: read }, DEMO.user)).errors)).toBe('FORBIDDEN');
    expect(await blogJob(job.id)).toMatchObject({ status: 'ReadyForExternalReview', approvals: [] });
    expect((await blogJob(other.id)).status).toBe('ReadyForExternalReview');
  });
});

describe('publishing', () => {
  it('records a manual Bubble publication with its URL, refusing a bad URL', async () => {
    const job = await makeBlogJob('ReadyForPublication');
    const bad = await mutate(DEMO.admin, 'saveBlogDeliverableManualBubblePublish', 'SaveBlogDeliverableManualBubblePublishInput', {
      blogJobId: job.id,
      bubbleUrl: 'javascript:alert(1)',
    });
    expect(bad.errors![0]!.message).toMatch(/^bubbleUrl:/);
    await mutate(DEMO.admin, 'saveBlogDeliverableManualBubblePublish', 'SaveBlogDeliverableManualBubblePublishInput', {
      blogJobId: job.id,
      bubbleUrl: 'https://app.example/blog/tenant-rights',
    });
    expect(await blogJob(job.id)).toMatchObject({ status: 'Published', bubbleUrl: 'https://app.example/blog/tenant-rights' });
    expect((await deliverableOf(job.deliverableId)).status).toBe('Published');
  });

  it('pushes to the Bubble app', async () => {
    const job = await makeBlogJob('ReadyForPublication');
    const pushed = await byJob<Published>('pushBlogToBubble', DEMO.admin, job.id, 'postId postUrl');
    expect(pushed.errors).toBeUndefined();
    expect(await blogJob(job.id)).toMatchObject({ status: 'Published', bubbleUrl: pushed.data!.pushBlogToBubble!.postUrl });
  });

  it('asks to connect WordPress first, refuses an unapproved post and client roles', async () => {
    const unconnected = await makeBlogJob('ReadyForPublication', UNCONNECTED);
    const missing = await byJob('pushBlogToWordPress', DEMO.admin, unconnected.id);
    expect(missing.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(missing.errors![0]!.message).toMatch(/^Connect WordPress first/);

    const draft = await makeBlogJob('TaskReady');
    expect(codeOf((await byJob('pushBlogToWordPress', DEMO.admin, draft.id)).errors)).toBe('ILLEGAL_TRANSITION');
    const ready = await makeBlogJob('ReadyForPublication');
    expect(codeOf((await byJob('pushBlogToWordPress', DEMO.owner, ready.id)).errors)).toBe('FORBIDDEN');
    expect((await blogJob(ready.id)).status).toBe('ReadyForPublication');
  });

  const bubbleCalls = async () => (await service.rest(null, 'GET', '/__targets/calls?target=bubble')).body.calls as unknown[];

  it('publishes only the approved version: an edited text is sent back to review and never reaches Bubble', async () => {
    const edited = await makeBlogJob('ReadyForExternalReview');
    const hash = await storedBlogHash(service.app.db, edited.id);
    expect(
      (
        await mutate(DEMO.owner, 'setBlogDeliverableReadyForPublication', 'SetBlogDeliverableReadyForPublicationInput', {
          blogJobId: edited.id,
          expectedContentHash: hash,
        })
      ).errors,
    ).toBeUndefined();
    await mutate(
      DEMO.user,
      'modifyBlogJobContent',
      'ModifyBlogJobContentInput',
      { blogJobId: edited.id, content: '<p>Never approved.</p>', expectedVersion: 1 },
      'version',
    );
    const before = (await bubbleCalls()).length;
    expect(codeOf((await byJob('pushBlogToBubble', DEMO.admin, edited.id)).errors)).toBe('ILLEGAL_TRANSITION');

    // Ready for publication, but the stored text is not the approved one (changed by a write no approval saw), or
    // nothing approved it at all: refused before anything is sent, by every way of publishing.
    const changed = await makeBlogJob('ReadyForPublication');
    await service.app.db.query(`update blog_jobs set content = '<p>Swapped after approval.</p>' where id = $1`, [changed.id]);
    const unapproved = await makeBlogJob('ReadyForPublication');
    await service.app.db.query(`delete from approvals where entity_id = $1`, [unapproved.id]);
    for (const job of [changed, unapproved]) {
      for (const refused of [
        await byJob('pushBlogToBubble', DEMO.admin, job.id),
        await byJob('pushBlogToWordPress', DEMO.admin, job.id),
        await mutate(DEMO.admin, 'saveBlogDeliverableManualBubblePublish', 'SaveBlogDeliverableManualBubblePublishInput', {
          blogJobId: job.id,
          bubbleUrl: 'https://app.example/blog/x',
        }),
      ]) {
        expect(refused.errors![0]!.extensions).toMatchObject({ code: 'ILLEGAL_TRANSITION', reason: 'NOT_APPROVED' });
        expect(refused.errors![0]!.message).toMatch(/not the version the firm approved|has not approved/);
      }
      expect((await blogJob(job.id)).status).toBe('ReadyForPublication');
    }
    expect((await bubbleCalls()).length).toBe(before);
  });
});

describe('WordPress credential', () => {
  const SETTINGS = `query($input: ClientInput!) { clientSettings(input: $input) { wordPressCredential { siteUrl username } connections { platform accountName } } }`;
  const ADD = (user: string, input: Record<string, unknown>) =>
    mutate(user, 'addWordPressCredential', 'AddWordPressCredentialInput', input);

  it('adds and updates the credential and its WordPress connection', async () => {
    const added = await ADD(DEMO.admin, {
      clientId: UNCONNECTED,
      siteUrl: 'https://crescent.example/',
      username: 'editor',
      applicationPassword: 'aaaa bbbb cccc dddd eeee ffff',
    });
    expect(added.errors).toBeUndefined();
    await mutate(DEMO.admin, 'updateWordPressCredential', 'UpdateWordPressCredentialInput', {
      clientId: UNCONNECTED,
      username: 'publisher',
    });
    const settings = (await service.graphql<{ clientSettings: ClientSettings }>(DEMO.admin, SETTINGS, { input: { clientId: UNCONNECTED } }))
      .data!.clientSettings;
    expect(settings.wordPressCredential).toEqual({ siteUrl: 'https://crescent.example', username: 'publisher' });
    expect(settings.connections).toContainEqual({ platform: 'WordPress', accountName: 'crescent.example' });
  });

  it('refuses a site URL that is not http(s), an update without a credential, and roles without settings', async () => {
    const bad = await ADD(DEMO.owner, { clientId: SECOND, siteUrl: 'ftp://files.example', username: 'u', applicationPassword: 'p' });
    expect(bad.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'siteUrl' } });
    const noCredential = await mutate(DEMO.admin, 'updateWordPressCredential', 'UpdateWordPressCredentialInput', {
      clientId: clientIdOf('Bayview Criminal Defense'),
      username: 'x',
    });
    expect(noCredential.errors![0]).toMatchObject({ extensions: { field: 'clientId' } });
    expect(
      codeOf((await ADD(DEMO.user, { clientId: MAIN, siteUrl: 'https://x.example', username: 'u', applicationPassword: 'p' })).errors),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        (await ADD(DEMO.owner, { clientId: UNCONNECTED, siteUrl: 'https://x.example', username: 'u', applicationPassword: 'p' })).errors,
      ),
    ).toBe('FORBIDDEN');
    const [stored] = await service.app.db.query<{ site_url: string }>('select site_url from word_press_credentials where client_id = $1', [
      MAIN,
    ]);
    expect(stored!.site_url).toMatch(/__targets\/wordpress$/);
  });
});

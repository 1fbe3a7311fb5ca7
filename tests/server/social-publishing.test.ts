import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, ClientSettings, PostToSocialMediaPayload, SocialMediaJob } from '../../src/core/api/generated/graphql.ts';
import { approveSocialJobAsStored } from './support/approval-fixtures.ts';
import { codeOf, inputTypeMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// Posting through the social posting provider (the local recording Ayrshare), external review, and
// the social media settings a firm changes itself.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT); // has no Ayrshare profile in the seed

const JOB = `query($input: IdInput!) { socialMediaJob(input: $input) { id status externalReviewDate
  posts { id platform status postId postUrl userId scheduledFor publicationDate } } }`;
const socialJob = async (id: string) =>
  (await service.graphql<{ socialMediaJob: SocialMediaJob }>(DEMO.admin, JOB, { input: { id } })).data!.socialMediaJob;
const mutate = inputTypeMutator(() => service);
const POST = (input: Record<string, unknown>, user: string = DEMO.admin) =>
  mutate<PostToSocialMediaPayload>(
    user,
    'postToSocialMedia',
    'PostToSocialMediaInput',
    input,
    'status validate message posts { id profileTitle postContent postIds { postUrl platform } }',
  );
const byPost = (name: string, socialMediaPostId: string, fields = 'message') =>
  mutate(DEMO.admin, name, 'SocialMediaPostIdInput', { socialMediaPostId }, fields);
const ayrshareCalls = async () =>
  (await service.rest(null, 'GET', '/__targets/calls?target=ayrshare')).body.calls as Array<{
    method: string;
    body: Record<string, unknown>;
    headers: Record<string, string>;
  }>;
const deliverableStatus = async (id: string) =>
  (await service.app.db.query<{ status: string }>('select status from deliverables where id = $1', [id]))[0]!.status;

async function makeSocialJob(status: string, clientId = MAIN, platforms = ['Facebook', 'X']) {
  const db = service.app.db;
  const deliverableId = randomUUID();
  const id = randomUUID();
  await db.query(
    `insert into deliverables (id, client_id, service_name, name, status) values ($1, $2, 'Social Media', 'Fixture social', $3)`,
    [deliverableId, clientId, status],
  );
  await db.query(`insert into social_jobs (id, client_id, deliverable_id, topic, status) values ($1, $2, $3, 'office move', $4)`, [
    id,
    clientId,
    deliverableId,
    status,
  ]);
  for (const platform of platforms) {
    const postId = randomUUID();
    await db.query('insert into social_posts (id, social_job_id, platform, content) values ($1, $2, $3, $4)', [
      postId,
      id,
      platform,
      `We moved (${platform})`,
    ]);
    await db.query(`insert into social_images (id, social_post_id, s3_url) values ($1, $2, 'http://img.example/office.svg')`, [
      randomUUID(),
      postId,
    ]);
  }
  if (status === 'ReadyForPublication' || status === 'Published') await approveSocialJobAsStored(db, id);
  return { id, deliverableId };
}

describe('posting only what the firm approved', () => {
  it('refuses posts changed after the approval, or never approved, before anything reaches Ayrshare', async () => {
    const changed = await makeSocialJob('ReadyForPublication');
    await service.app.db.query(`update social_posts set content = 'Swapped after approval' where social_job_id = $1 and platform = 'X'`, [
      changed.id,
    ]);
    const unapproved = await makeSocialJob('ReadyForPublication');
    await service.app.db.query('delete from social_job_approvals where social_job_id = $1', [unapproved.id]);
    const before = (await ayrshareCalls()).length;
    for (const job of [changed, unapproved]) {
      const refused = await POST({ socialMediaJobId: job.id });
      expect(refused.errors![0]!.extensions).toMatchObject({ code: 'ILLEGAL_TRANSITION', reason: 'NOT_APPROVED' });
      expect(refused.errors![0]!.message).toMatch(/not the version the firm approved|has not approved/);
      expect((await socialJob(job.id)).status).toBe('ReadyForPublication');
    }
    expect((await ayrshareCalls()).length).toBe(before);
  });

  it('an approved job whose post is edited goes back to review and cannot be posted', async () => {
    const job = await makeSocialJob('ReadyForPublication', MAIN, ['LinkedIn']);
    const [post] = (await socialJob(job.id)).posts;
    await mutate(
      DEMO.user,
      'modifySocialMediaPostContent',
      'ModifySocialMediaPostContentInput',
      { socialMediaPostId: post!.id, content: 'Not what the firm approved', expectedVersion: 1 },
      'version',
    );
    expect((await socialJob(job.id)).status).toBe('ReadyForExternalReview');
    expect(codeOf((await POST({ socialMediaJobId: job.id })).errors)).toBe('ILLEGAL_TRANSITION');
  });
});

describe('posting', () => {
  it('posts every waiting post of an approved job, one call per platform, and publishes the job', async () => {
    const job = await makeSocialJob('ReadyForPublication');
    const result = await POST({ socialMediaJobId: job.id });
    expect(result.errors).toBeUndefined();
    const payload = result.data!.postToSocialMedia!;
    expect(payload).toMatchObject({ status: 'success', validate: true });
    expect(payload.posts.map((post) => [post.profileTitle, post.postContent, post.postIds[0]!.platform])).toEqual([
      [MAIN_CLIENT, 'We moved (Facebook)', 'Facebook'],
      [MAIN_CLIENT, 'We moved (X)', 'X'],
    ]);
    const sent = (await ayrshareCalls()).slice(-2);
    expect(sent.map((call) => call.body.platforms)).toEqual([['facebook'], ['twitter']]);
    expect(sent[0]!.headers['profile-key']).toBe('profile-0');
    expect(sent[0]!.body.mediaUrls).toEqual(['http://img.example/office.svg']);

    const stored = await socialJob(job.id);
    expect(stored.status).toBe('Published');
    expect(stored.posts.every((post) => post.status === 'Complete' && post.postId && post.postUrl && post.userId === 'user-admin')).toBe(
      true,
    );
    expect(await deliverableStatus(job.deliverableId)).toBe('Published');
  });

  it('deletes a posted post at the provider and marks it canceled', async () => {
    const job = await makeSocialJob('ReadyForPublication', MAIN, ['LinkedIn']);
    await POST({ socialMediaJobId: job.id });
    const post = (await socialJob(job.id)).posts[0]!;
    const deleted = await byPost('deleteSocialMediaAyrsharePost', post.id, 'action status code id message');
    expect(deleted.data!.deleteSocialMediaAyrsharePost).toMatchObject({ action: 'delete', status: 'success', code: 200, id: post.id });
    expect((await ayrshareCalls()).at(-1)).toMatchObject({ method: 'DELETE', body: { id: post.postId } });
    expect((await socialJob(job.id)).posts[0]!.status).toBe('Canceled');
    expect(codeOf((await byPost('deleteSocialMediaAyrsharePost', post.id)).errors)).toBe('ILLEGAL_TRANSITION');
  });

  it('schedules posts for later; unscheduling one brings it back and reopens the job', async () => {
    const job = await makeSocialJob('ReadyForPublication');
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await POST({ socialMediaJobId: job.id, scheduledFor: later })).errors).toBeUndefined();
    const scheduled = await socialJob(job.id);
    expect(scheduled.posts[0]).toMatchObject({ status: 'Complete', scheduledFor: later });

    expect((await byPost('unscheduleSocialMediaAyrsharePost', scheduled.posts[0]!.id)).errors).toBeUndefined();
    const after = await socialJob(job.id);
    expect(after.status).toBe('ReadyForPublication');
    expect(after.posts[0]).toMatchObject({ status: 'New', postId: null, scheduledFor: null, userId: null });
    expect(await deliverableStatus(job.deliverableId)).toBe('ReadyForPublication');
    // Posting again sends only the post that waits.
    expect((await POST({ socialMediaJobId: job.id })).data!.postToSocialMedia!.posts).toHaveLength(1);
  });

  it('refuses to unschedule a post already out', async () => {
    const job = await makeSocialJob('ReadyForPublication', MAIN, ['Facebook']);
    await POST({ socialMediaJobId: job.id });
    const post = (await socialJob(job.id)).posts[0]!;
    expect(codeOf((await byPost('unscheduleSocialMediaAyrsharePost', post.id)).errors)).toBe('ILLEGAL_TRANSITION');
    expect((await socialJob(job.id)).posts[0]!.status).toBe('Complete');
  });

  it('refuses a job not approved, a past schedule, a client without a profile and client roles', async () => {
    const draft = await makeSocialJob('TaskReady');
    expect(codeOf((await POST({ socialMediaJobId: draft.id })).errors)).toBe('ILLEGAL_TRANSITION');
    const ready = await makeSocialJob('ReadyForPublication');
    const past = await POST({ socialMediaJobId: ready.id, scheduledFor: '2020-01-01T00:00:00Z' });
    expect(past.errors![0]).toMatchObject({ extensions: { field: 'scheduledFor' } });
    const noProfile = await makeSocialJob('ReadyForPublication', SECOND);
    expect((await POST({ socialMediaJobId: noProfile.id })).errors![0]!.message).toMatch(/^Create the client's Ayrshare profile first/);
    for (const user of [DEMO.owner, DEMO.user]) expect(codeOf((await POST({ socialMediaJobId: ready.id }, user)).errors)).toBe('FORBIDDEN');
    expect((await socialJob(ready.id)).status).toBe('ReadyForPublication');
  });

  it('turns a refusal of the provider into PUBLISH_FAILED and changes nothing', async () => {
    const job = await makeSocialJob('ReadyForPublication', MAIN, ['Facebook']);
    await service.rest(null, 'POST', '/__targets/fail-next', { target: 'ayrshare', status: 500, message: 'Facebook is down' });
    const failed = await POST({ socialMediaJobId: job.id });
    expect(failed.errors![0]).toMatchObject({ extensions: { code: 'PUBLISH_FAILED' } });
    expect(failed.errors![0]!.message).toMatch(/Facebook is down/);
    expect(await socialJob(job.id)).toMatchObject({ status: 'ReadyForPublication', posts: [{ status: 'New', postId: null }] });
  });

  it('takes down the posts already sent when a later one is refused', async () => {
    const job = await makeSocialJob('ReadyForPublication', MAIN, ['Facebook', 'Instagram']);
    // Instagram refuses a post without a picture.
    await service.app.db.query(
      `delete from social_images where social_post_id in (select id from social_posts where social_job_id = $1 and platform = 'Instagram')`,
      [job.id],
    );
    // The firm approved the posts as they now are (without the picture), so the provider is what refuses.
    await service.app.db.query('delete from social_job_approvals where social_job_id = $1', [job.id]);
    await approveSocialJobAsStored(service.app.db, job.id);
    const failed = await POST({ socialMediaJobId: job.id });
    expect(failed.errors![0]!.message).toMatch(/Instagram requires an image/);
    const calls = (await ayrshareCalls()).slice(-3);
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST', 'DELETE']);
    expect(await socialJob(job.id)).toMatchObject({ status: 'ReadyForPublication', posts: [{ status: 'New' }, { status: 'New' }] });
  });
});

describe('external review', () => {
  it('sends a job to the firm with a date and takes it back', async () => {
    const job = await makeSocialJob('TaskReady');
    await mutate(DEMO.admin, 'setSocialMediaReadyForExternalReview', 'SetSocialMediaReadyForExternalReviewInput', {
      socialMediaJobId: job.id,
      externalReviewDate: '2031-03-01',
    });
    expect(await socialJob(job.id)).toMatchObject({ status: 'ReadyForExternalReview', externalReviewDate: '2031-03-01' });
    const [deliverable] = await service.app.db.query<{ status: string; external_review_date: string }>(
      'select * from deliverables where id = $1',
      [job.deliverableId],
    );
    expect(deliverable).toMatchObject({ status: 'ReadyForExternalReview', external_review_date: '2031-03-01' });

    await mutate(DEMO.admin, 'unscheduleSocialMediaFromExternalReview', 'SocialMediaJobIdInput', { socialMediaJobId: job.id });
    expect(await socialJob(job.id)).toMatchObject({ status: 'TaskReady', externalReviewDate: null });
    const again = await mutate(DEMO.admin, 'unscheduleSocialMediaFromExternalReview', 'SocialMediaJobIdInput', {
      socialMediaJobId: job.id,
    });
    expect(codeOf(again.errors)).toBe('ILLEGAL_TRANSITION');
    const owner = await mutate(DEMO.owner, 'setSocialMediaReadyForExternalReview', 'SetSocialMediaReadyForExternalReviewInput', {
      socialMediaJobId: job.id,
      externalReviewDate: '2031-03-01',
    });
    expect(codeOf(owner.errors)).toBe('FORBIDDEN');
    expect((await socialJob(job.id)).status).toBe('TaskReady');
  });
});

describe('settings', () => {
  const CLIENT = `query($input: ClientInput!) { client(input: $input) { socialMediaClientConfig { autoPublish } googleBusinessProfileClientConfig { autoPublish } } }`;
  const SETTINGS = `query($input: ClientInput!) { clientSettings(input: $input) { isEnrolledInSocialMedia reportingPreference { id frequency recipients } } }`;
  const FLAG = (name: string, value: boolean, user: string = DEMO.owner, clientId = MAIN) =>
    mutate(user, name, 'ClientBooleanInput', { clientId, value });

  it('changes auto-publish and opt-in values for the owner; others are refused', async () => {
    await FLAG('changeSocialMediaAutopublishValue', true);
    await FLAG('changeGoogleBusinessProfileAutopublishValue', true);
    await FLAG('changeSocialMediaOptInValue', false);
    const client = (await service.graphql<{ client: Client }>(DEMO.user, CLIENT, { input: { clientId: MAIN } })).data!.client;
    expect(client).toEqual({ socialMediaClientConfig: { autoPublish: true }, googleBusinessProfileClientConfig: { autoPublish: true } });
    expect(
      (await service.graphql<{ clientSettings: ClientSettings }>(DEMO.owner, SETTINGS, { input: { clientId: MAIN } })).data!.clientSettings
        .isEnrolledInSocialMedia,
    ).toBe(false);

    expect(codeOf((await FLAG('changeSocialMediaAutopublishValue', false, DEMO.user)).errors)).toBe('FORBIDDEN');
    expect(
      codeOf((await FLAG('changeSocialMediaAutopublishValue', false, DEMO.owner, clientIdOf('Summit Employment Lawyers'))).errors),
    ).toBe('FORBIDDEN');
    expect(
      (await service.graphql<{ client: Client }>(DEMO.user, CLIENT, { input: { clientId: MAIN } })).data!.client.socialMediaClientConfig
        .autoPublish,
    ).toBe(true);
  });

  it('keeps one reporting preference per client, with valid recipients', async () => {
    const PREF = <T = Record<string, unknown>>(name: string, input: Record<string, unknown>, fields = 'message') =>
      mutate<T>(DEMO.owner, name, 'SocialMediaReportingPreferenceInput', { clientId: SECOND, ...input }, fields);
    const noneYet = await PREF('changeSocialMediaReportingPreference', { frequency: 'Week', recipients: ['a@firm.example'] });
    expect(noneYet.errors![0]).toMatchObject({ extensions: { field: 'clientId' } });
    const badEmail = await PREF('addSocialMediaReportingPreference', { frequency: 'Week', recipients: ['a@firm.example', 'not-an-email'] });
    expect(badEmail.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'recipients.1' } });

    const added = await PREF<{ id: string }>(
      'addSocialMediaReportingPreference',
      { frequency: 'Week', recipients: ['A@Firm.example'] },
      'id message',
    );
    expect(added.errors).toBeUndefined();
    const second = await PREF('addSocialMediaReportingPreference', { frequency: 'Month', recipients: ['b@firm.example'] });
    expect(second.errors![0]).toMatchObject({ extensions: { field: 'clientId' } });
    await PREF('changeSocialMediaReportingPreference', { frequency: 'Month', recipients: ['b@firm.example', 'c@firm.example'] });
    const preference = (await service.graphql<{ clientSettings: ClientSettings }>(DEMO.owner, SETTINGS, { input: { clientId: SECOND } }))
      .data!.clientSettings.reportingPreference;
    expect(preference).toEqual({
      id: added.data!.addSocialMediaReportingPreference!.id,
      frequency: 'Month',
      recipients: ['b@firm.example', 'c@firm.example'],
    });
  });
});

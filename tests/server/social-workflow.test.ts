import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientSettings, SocialMediaImage, SocialMediaJob } from '../../src/core/api/generated/graphql.ts';
import { claimingSize, GIF, JPEG, pngOf, WEBP } from '../support/image-files.ts';
import { storedSocialHash } from './support/approval-fixtures.ts';
import { codeOf, inputTypeMutator, type GraphQLErrors } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// Social media and Google Business Profile jobs: queries, generation, review, images and uploads.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);

const JOB = `query($input: IdInput!) { socialMediaJob(input: $input) { id clientId deliverableId parentJobId channel isTest topic status externalReviewDate humanQc
  rejectionReason rejectionComment statusHistory { fromStatus toStatus changedBy } posts { id platform content contentVersion status images { id s3Url originalUrl source humanQc } } } }`;
const socialJob = async (id: string) => {
  const result = await service.graphql<{ socialMediaJob: SocialMediaJob }>(DEMO.admin, JOB, { input: { id } });
  expect(result.errors).toBeUndefined();
  return result.data!.socialMediaJob;
};
const mutate = inputTypeMutator(() => service);

async function currentPeriod(clientId: string) {
  const [period] = await service.app.db.query<{ id: string }>(
    'select id from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date',
    [clientId],
  );
  return period!.id;
}

/** A social job of its own with a deliverable, one post per platform and an image on each post. */
async function makeSocialJob(
  status: string,
  options: { clientId?: string; channel?: string; platforms?: string[]; isTest?: boolean } = {},
) {
  const db = service.app.db;
  const clientId = options.clientId ?? MAIN;
  const channel = options.channel ?? 'SocialMedia';
  const platforms = options.platforms ?? (channel === 'SocialMedia' ? ['Facebook', 'X'] : ['GoogleBusinessProfile']);
  const deliverableId = randomUUID();
  const id = randomUUID();
  const service_ = channel === 'SocialMedia' ? 'Social Media' : 'Google Business Profile';
  await db.query('insert into deliverables (id, client_id, period_id, service_name, name, status) values ($1, $2, $3, $4, $5, $6)', [
    deliverableId,
    clientId,
    await currentPeriod(clientId),
    service_,
    `Fixture ${service_}`,
    status,
  ]);
  await db.query(
    'insert into social_jobs (id, client_id, deliverable_id, channel, is_test, topic, status) values ($1, $2, $3, $4, $5, $6, $7)',
    [id, clientId, options.isTest ? null : deliverableId, channel, options.isTest ?? false, 'holiday office hours', status],
  );
  for (const platform of platforms) {
    const postId = randomUUID();
    await db.query(`insert into social_posts (id, social_job_id, platform, content) values ($1, $2, $3, $4)`, [
      postId,
      id,
      platform,
      `Our ${platform} post`,
    ]);
    await db.query(`insert into social_images (id, social_post_id, s3_url, source) values ($1, $2, $3, 'AI')`, [
      randomUUID(),
      postId,
      `http://img.example/${platform}.svg`,
    ]);
  }
  return { id, deliverableId, clientId, job: await socialJob(id) };
}

describe('queries', () => {
  it('lists a period’s jobs by channel, with posts and images; Google Business Profile posts on their own', async () => {
    const periodId = await currentPeriod(MAIN);
    const LIST = `query($input: SocialMediaJobsInput!) { socialMediaJobs(input: $input) { id channel deliverableId posts { platform images { s3Url } } } }`;
    const social = (
      await service.graphql<{ socialMediaJobs: SocialMediaJob[] }>(DEMO.user, LIST, {
        input: { clientId: MAIN, periodId, channel: 'SocialMedia' },
      })
    ).data!.socialMediaJobs;
    expect(social.length).toBeGreaterThan(0);
    expect(social.every((job) => job.channel === 'SocialMedia')).toBe(true);
    const withPosts = social.find((job) => job.posts.length > 0)!;
    expect(withPosts.posts.map((post: { platform: string }) => post.platform)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'X']);
    expect(withPosts.posts[0]!.images).toHaveLength(1);

    const GBP = `query($input: ClientPeriodInput!) { googleBusinessProfilePosts(input: $input) { channel posts { platform } } }`;
    const gbp = (
      await service.graphql<{ googleBusinessProfilePosts: SocialMediaJob[] }>(DEMO.user, GBP, { input: { clientId: MAIN, periodId } })
    ).data!.googleBusinessProfilePosts;
    expect(gbp.length).toBeGreaterThan(0);
    expect(gbp.every((job) => job.channel === 'GoogleBusinessProfile')).toBe(true);

    expect(codeOf((await service.graphql(DEMO.user, LIST, { input: { clientId: SECOND } })).errors)).toBe('FORBIDDEN');
    expect(codeOf((await service.graphql(DEMO.user, JOB, { input: { id: 'missing' } })).errors)).toBe('NOT_FOUND');
    const other = await makeSocialJob('TaskReady', { clientId: SECOND });
    expect(codeOf((await service.graphql(DEMO.user, JOB, { input: { id: other.id } })).errors)).toBe('FORBIDDEN');
  });
});

describe('profiles, test jobs and starting', () => {
  it('creates an Ayrshare profile once, for staff only', async () => {
    expect(
      codeOf((await mutate(DEMO.owner, 'createClientAyrshareProfile', 'CreateClientAyrshareProfileInput', { clientId: SECOND })).errors),
    ).toBe('FORBIDDEN');
    expect(
      (await mutate(DEMO.admin, 'createClientAyrshareProfile', 'CreateClientAyrshareProfileInput', { clientId: SECOND })).errors,
    ).toBeUndefined();
    const SETTINGS = `query($input: ClientInput!) { clientSettings(input: $input) { hasAyrshareProfile } }`;
    expect(
      (await service.graphql<{ clientSettings: ClientSettings }>(DEMO.owner, SETTINGS, { input: { clientId: SECOND } })).data!
        .clientSettings.hasAyrshareProfile,
    ).toBe(true);
    const again = await mutate(DEMO.admin, 'createClientAyrshareProfile', 'CreateClientAyrshareProfileInput', { clientId: SECOND });
    expect(again.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'clientId' } });
  });

  it('starts a test job with one post per platform and promotes it to this period’s deliverable', async () => {
    const started = await mutate<{ jobId: string }>(
      DEMO.admin,
      'createAndStartSocialMediaTestJob',
      'CreateAndStartSocialMediaTestJobInput',
      { clientId: MAIN, topic: 'Free consultations', platforms: ['Facebook', 'X'] },
      'jobId',
    );
    const jobId = started.data!.createAndStartSocialMediaTestJob!.jobId;
    const job = await socialJob(jobId);
    expect(job).toMatchObject({ isTest: true, status: 'InProgress', deliverableId: null, channel: 'SocialMedia' });
    expect(job.posts.map((post: { platform: string }) => post.platform)).toEqual(['Facebook', 'X']);
    expect(job.statusHistory.at(-1)).toMatchObject({ fromStatus: 'NotStarted', toStatus: 'InProgress' });

    expect(
      (await mutate(DEMO.admin, 'promoteSocialMediaTestJobToDeliverable', 'SocialMediaJobIdInput', { socialMediaJobId: jobId })).errors,
    ).toBeUndefined();
    const promoted = await socialJob(jobId);
    expect(promoted.isTest).toBe(false);
    const [deliverable] = await service.app.db.query<{ service_name: string; period_id: string; status: string }>(
      'select * from deliverables where id = $1',
      [promoted.deliverableId],
    );
    expect(deliverable).toMatchObject({ service_name: 'Social Media', period_id: await currentPeriod(MAIN), status: 'InProgress' });
    const twice = await mutate(DEMO.admin, 'promoteSocialMediaTestJobToDeliverable', 'SocialMediaJobIdInput', { socialMediaJobId: jobId });
    expect(twice.errors![0]!.message).toMatch(/^socialMediaJobId: is not a test job/);
  });

  it('refuses bad platforms, client roles, and a promotion with no deliverable to take it', async () => {
    const gbp = await mutate(DEMO.admin, 'createAndStartSocialMediaTestJob', 'CreateAndStartSocialMediaTestJobInput', {
      clientId: MAIN,
      topic: 'x',
      platforms: ['Facebook'],
      channel: 'GoogleBusinessProfile',
    });
    expect(gbp.errors![0]).toMatchObject({ extensions: { field: 'platforms' } });
    const none = await mutate(DEMO.admin, 'createAndStartSocialMediaTestJob', 'CreateAndStartSocialMediaTestJobInput', {
      clientId: MAIN,
      topic: 'x',
      platforms: [],
    });
    expect(none.errors![0]).toMatchObject({ extensions: { field: 'platforms' } });
    const owner = await mutate(DEMO.owner, 'createAndStartSocialMediaTestJob', 'CreateAndStartSocialMediaTestJobInput', {
      clientId: MAIN,
      topic: 'x',
      platforms: ['X'],
    });
    expect(codeOf(owner.errors)).toBe('FORBIDDEN');

    // Maple Street Family Law has no Social Media service.
    const maple = clientIdOf('Maple Street Family Law');
    const test = await mutate<{ jobId: string }>(
      DEMO.admin,
      'createAndStartSocialMediaTestJob',
      'CreateAndStartSocialMediaTestJobInput',
      { clientId: maple, topic: 'x', platforms: ['X'] },
      'jobId',
    );
    const refused = await mutate(DEMO.admin, 'promoteSocialMediaTestJobToDeliverable', 'SocialMediaJobIdInput', {
      socialMediaJobId: test.data!.createAndStartSocialMediaTestJob!.jobId,
    });
    expect(refused.errors![0]!.message).toMatch(/no Social Media deliverable in the current period/);
  });

  it('starts the job of a deliverable not started; refuses work under way', async () => {
    const [waiting] = await service.app.db.query<{ deliverable_id: string; id: string }>(
      `select j.deliverable_id, j.id from social_jobs j where j.client_id = $1 and j.status = 'NotStarted' and j.channel = 'SocialMedia' limit 1`,
      [MAIN],
    );
    const started = await mutate<{ jobId: string }>(
      DEMO.admin,
      'startSocialMediaDeliverableJob',
      'StartSocialMediaDeliverableJobInput',
      { deliverableId: waiting!.deliverable_id, topic: 'Winter driving', platforms: ['LinkedIn'] },
      'jobId',
    );
    expect(started.data!.startSocialMediaDeliverableJob!.jobId).toBe(waiting!.id);
    expect(await socialJob(waiting!.id)).toMatchObject({
      status: 'InProgress',
      topic: 'Winter driving',
      posts: [{ platform: 'LinkedIn' }],
    });

    const busy = await makeSocialJob('TaskReady');
    const refused = await mutate(DEMO.admin, 'startSocialMediaDeliverableJob', 'StartSocialMediaDeliverableJobInput', {
      deliverableId: busy.deliverableId,
      topic: 'x',
      platforms: ['X'],
    });
    expect(codeOf(refused.errors)).toBe('ILLEGAL_TRANSITION');
  });

  it('starts a batch all together or not at all', async () => {
    const a = await makeSocialJob('NotStarted', { platforms: [] });
    const b = await makeSocialJob('NotStarted', { platforms: [], channel: 'GoogleBusinessProfile' });
    const BATCH = (batch: unknown[]) => mutate(DEMO.admin, 'startSocialMediaBatchJobs', 'StartSocialMediaBatchJobsInput', { batch });
    const bad = await BATCH([
      { deliverableId: a.deliverableId, topic: 'One', platforms: ['Facebook'] },
      { deliverableId: b.deliverableId, topic: 'Two', platforms: ['Facebook'] },
    ]);
    expect(bad.errors![0]).toMatchObject({ extensions: { field: 'batch[1].platforms' } });
    expect((await socialJob(a.id)).status).toBe('NotStarted');
    const owner = await mutate(DEMO.owner, 'startSocialMediaBatchJobs', 'StartSocialMediaBatchJobsInput', {
      batch: [{ deliverableId: a.deliverableId, topic: 'One', platforms: ['X'] }],
    });
    expect(codeOf(owner.errors)).toBe('FORBIDDEN');
    expect(codeOf((await BATCH([])).errors)).toBe('BAD_USER_INPUT');
    const ok = await BATCH([
      { deliverableId: a.deliverableId, topic: 'One', platforms: ['Facebook'] },
      { deliverableId: b.deliverableId, topic: 'Two', platforms: ['GoogleBusinessProfile'] },
    ]);
    expect(ok.errors).toBeUndefined();
    expect((await socialJob(a.id)).status).toBe('InProgress');
    expect((await socialJob(b.id)).posts.map((post: { platform: string }) => post.platform)).toEqual(['GoogleBusinessProfile']);
  });

  it('regenerates into a new job on the same deliverable and platforms', async () => {
    const old = await makeSocialJob('Declined', { platforms: ['Instagram', 'X'] });
    const result = await mutate<{ newJobId: string }>(
      DEMO.admin,
      'regenerateSocialMediaJob',
      'SocialMediaJobIdInput',
      { socialMediaJobId: old.id },
      'newJobId',
    );
    const fresh = await socialJob(result.data!.regenerateSocialMediaJob!.newJobId);
    expect(fresh).toMatchObject({ parentJobId: old.id, deliverableId: old.deliverableId, status: 'InProgress' });
    expect(fresh.posts.map((post: { platform: string }) => post.platform)).toEqual(['Instagram', 'X']);
    expect((await socialJob(old.id)).status).toBe('Canceled');
    const published = await makeSocialJob('Published');
    expect(
      codeOf((await mutate(DEMO.admin, 'regenerateSocialMediaJob', 'SocialMediaJobIdInput', { socialMediaJobId: published.id })).errors),
    ).toBe('ILLEGAL_TRANSITION');
  });
});

describe('review by the firm', () => {
  const QC = (input: Record<string, unknown>, user: string = DEMO.user) =>
    mutate(user, 'modifySocialMediaJobHumanQC', 'ModifySocialMediaJobHumanQCInput', input);

  it('approves on Passed and declines on Failed with a reason', async () => {
    const job = await makeSocialJob('ReadyForExternalReview');
    expect(
      (await QC({ socialMediaJobId: job.id, result: 'Passed', expectedContentHash: await storedSocialHash(service.app.db, job.id) }))
        .errors,
    ).toBeUndefined();
    expect(await socialJob(job.id)).toMatchObject({ status: 'ReadyForPublication', humanQc: 'Passed' });
    const [deliverable] = await service.app.db.query<{ status: string }>('select status from deliverables where id = $1', [
      job.deliverableId,
    ]);
    expect(deliverable!.status).toBe('ReadyForPublication');

    const other = await makeSocialJob('TaskReady');
    const noReason = await QC({ socialMediaJobId: other.id, result: 'Failed' });
    expect(noReason.errors![0]).toMatchObject({ extensions: { field: 'rejectionReason' } });
    await QC({ socialMediaJobId: other.id, result: 'Failed', rejectionReason: 'NotRelevantToPost', comment: 'Off topic' });
    expect(await socialJob(other.id)).toMatchObject({
      status: 'Declined',
      rejectionReason: 'NotRelevantToPost',
      rejectionComment: 'Off topic',
    });
  });

  it('refuses an illegal move and a user of another client, changing nothing', async () => {
    const published = await makeSocialJob('Published');
    expect(codeOf((await QC({ socialMediaJobId: published.id, result: 'Passed' })).errors)).toBe('ILLEGAL_TRANSITION');
    const other = await makeSocialJob('TaskReady', { clientId: SECOND });
    expect(codeOf((await QC({ socialMediaJobId: other.id, result: 'Passed' })).errors)).toBe('FORBIDDEN');
    expect(await socialJob(other.id)).toMatchObject({ status: 'TaskReady', humanQc: 'Unevaluated' });
  });

  it('saves post content with a version, within the platform’s length', async () => {
    const job = await makeSocialJob('TaskReady');
    const x = job.job.posts.find((post) => post.platform === 'X')!;
    const SAVE = (content: string, expectedVersion: number) =>
      mutate<{ version: number }>(
        DEMO.user,
        'modifySocialMediaPostContent',
        'ModifySocialMediaPostContentInput',
        { socialMediaPostId: x.id, content, expectedVersion },
        'version',
      );
    expect((await SAVE('x'.repeat(281), 1)).errors![0]).toMatchObject({ extensions: { field: 'content' } });
    expect((await SAVE('Short and sweet', 1)).data!.modifySocialMediaPostContent!.version).toBe(2);
    expect((await SAVE('Too late', 1)).errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
    expect((await socialJob(job.id)).posts.find((post: { id: string }) => post.id === x.id)).toMatchObject({
      content: 'Short and sweet',
      contentVersion: 2,
    });
  });
});

describe('images', () => {
  const IMAGE_FIELDS = 'socialMediaPostImagesId image { id s3Url originalUrl source humanQc }';

  it('swaps in Shutterstock and BannerBear pictures and reverts to the original', async () => {
    const job = await makeSocialJob('TaskReady');
    const post = job.job.posts[0]!;
    const original = post.images[0]!;
    await mutate(DEMO.user, 'modifySocialMediaImageHumanQC', 'ModifySocialMediaImageHumanQCInput', {
      socialMediaImageId: original.id,
      result: 'Passed',
    });
    const chosen = await mutate(
      DEMO.admin,
      'selectShutterstockSocialMediaImage',
      'SelectShutterstockSocialMediaImageInput',
      { socialMediaPostId: post.id, shutterstockId: '998877' },
      IMAGE_FIELDS,
    );
    expect(chosen.data!.selectShutterstockSocialMediaImage).toMatchObject({
      socialMediaPostImagesId: original.id,
      image: {
        source: 'Shutterstock',
        originalUrl: original.s3Url,
        humanQc: 'Unevaluated',
        s3Url: `${service.url}/demo-images/shutterstock-998877.svg`,
      },
    });
    const branded = await mutate(
      DEMO.admin,
      'updateSocialMediaImageWithBannerBear',
      'UpdateSocialMediaImageWithBannerBearInput',
      { socialMediaImageId: original.id, templateId: 'tpl_1' },
      IMAGE_FIELDS,
    );
    expect(branded.data!.updateSocialMediaImageWithBannerBear!.image).toMatchObject({
      source: 'BannerBear',
      s3Url: `${service.url}/demo-images/shutterstock-998877-bannerbear-tpl_1.svg`,
    });
    const reverted = await mutate(
      DEMO.admin,
      'revertToOriginalSocialMediaImage',
      'RevertToOriginalSocialMediaImageInput',
      { socialMediaImageId: original.id },
      IMAGE_FIELDS,
    );
    expect(reverted.data!.revertToOriginalSocialMediaImage!.image).toMatchObject({
      s3Url: original.s3Url,
      source: 'AI',
      originalUrl: null,
    });
    const again = await mutate(DEMO.admin, 'revertToOriginalSocialMediaImage', 'RevertToOriginalSocialMediaImageInput', {
      socialMediaImageId: original.id,
    });
    expect(codeOf(again.errors)).toBe('ILLEGAL_TRANSITION');
    const owner = await mutate(DEMO.owner, 'selectShutterstockSocialMediaImage', 'SelectShutterstockSocialMediaImageInput', {
      socialMediaPostId: post.id,
      shutterstockId: '1',
    });
    expect(codeOf(owner.errors)).toBe('FORBIDDEN');
  });

  const PNG = pngOf(2);
  async function upload(postId: string, file: Blob, name: string, user: string = DEMO.user) {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: `mutation($input: SocialMediaManualUploadImageInput!) { socialMediaManualUploadImage(input: $input) { ${IMAGE_FIELDS} } }`,
        variables: { input: { socialMediaPostId: postId, file: null } },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.set('0', file, name);
    const response = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await service.tokenFor(user)}`, 'graphql-preflight': '1' },
    });
    return (await response.json()) as { data?: { socialMediaManualUploadImage: { image: SocialMediaImage } }; errors?: GraphQLErrors };
  }

  it('stores an uploaded picture and shows it on the post', async () => {
    const job = await makeSocialJob('TaskReady');
    const post = job.job.posts[0]!;
    const result = await upload(post.id, new Blob([PNG], { type: 'image/png' }), 'office.png');
    expect(result.errors).toBeUndefined();
    const image = result.data!.socialMediaManualUploadImage.image;
    expect(image).toMatchObject({ source: 'Upload', originalUrl: post.images[0]!.s3Url });
    const uploadId = image.s3Url.match(/\/v1\/media\/([\w-]+)$/)![1];
    const [stored] = await service.app.db.query<{ content_type: string; size_bytes: number; client_id: string }>(
      'select * from uploads where id = $1',
      [uploadId],
    );
    expect(stored).toMatchObject({ content_type: 'image/png', size_bytes: PNG.length, client_id: MAIN });
    // The posting provider fetches the picture without a token; private uploads are not served there.
    const fetched = await fetch(image.s3Url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
    await service.app.db.query('update uploads set is_public = false where id = $1', [uploadId]);
    expect((await fetch(image.s3Url)).status).toBe(404);
  });

  it('refuses other file types, content that is not what it claims, files over 5 MiB and other clients', async () => {
    const uploads = async () => (await service.app.db.query<{ n: number }>('select count(*)::int as n from uploads'))[0]!.n;
    const before = await uploads();
    const job = await makeSocialJob('TaskReady');
    const postId = job.job.posts[0]!.id;
    const text = await upload(postId, new Blob(['hello'], { type: 'text/plain' }), 'note.txt');
    expect(text.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'file' } });
    const fake = await upload(postId, new Blob(['<svg/>'], { type: 'image/png' }), 'fake.png');
    expect(fake.errors![0]!.message).toMatch(/^file: claims to be image\/png but its content is not/);
    const big = await upload(postId, new Blob([PNG, Buffer.alloc(5 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    expect(big.errors![0]).toMatchObject({ extensions: { field: 'file' } });
    const other = await makeSocialJob('TaskReady', { clientId: SECOND });
    expect(codeOf((await upload(other.job.posts[0]!.id, new Blob([PNG], { type: 'image/png' }), 'x.png')).errors)).toBe('FORBIDDEN');
    // Nothing refused was kept (the seed's own files, such as backlinks evidence, were there before).
    expect(await uploads()).toBe(before);
  });

  it('takes a JPEG, a GIF and a WebP, and refuses any of the four whose header claims 60000 × 60000 pixels', async () => {
    const job = await makeSocialJob('TaskReady');
    const postId = job.job.posts[0]!.id;
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ] as const) {
      expect((await upload(postId, new Blob([bytes], { type }), 'picture')).errors, type).toBeUndefined();
    }
    const uploads = async () => (await service.app.db.query<{ n: number }>('select count(*)::int as n from uploads'))[0]!.n;
    const before = await uploads();
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const) {
      const bomb = await upload(postId, new Blob([claimingSize(type, 60000, 60000)], { type }), 'huge');
      expect(bomb.errors![0], type).toMatchObject({
        message:
          'file: is 60000 × 60000 pixels; an image may be at most 10000 pixels wide or high and 50 megapixels in all. Make it smaller and upload it again.',
        extensions: { code: 'BAD_USER_INPUT', field: 'file' },
      });
    }
    expect(await uploads()).toBe(before);
  });
});

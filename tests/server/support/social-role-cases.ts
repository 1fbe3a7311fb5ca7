import { storedSocialHash } from './approval-fixtures.ts';
import { expect } from 'vitest';
import { inputTypeMutator } from './graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, type TestService } from './service.ts';
import { makeSocialJob, type SocialFixture } from './social-fixtures.ts';

// The social and Google Business Profile mutations the review pages use, each with a fresh job in the state it
// acts on and the move it makes, for tests/server/social-roles.test.ts to call as every role.

export interface Case {
  capability: 'review' | 'staff';
  inputType: string;
  /** A fresh job in the state the mutation acts on, and the input naming it. */
  prepare(clientId: string): Promise<{ job: SocialFixture; input: Record<string, unknown> }>;
  /** What the allowed call changed. */
  check(job: SocialFixture): Promise<void>;
  upload?: boolean;
}

export function socialCases(service: () => TestService): Record<string, Case> {
  const MAIN = clientIdOf(MAIN_CLIENT);
  const mutate = inputTypeMutator(service);
  const file = {
    get service() {
      return service();
    },
  };
  const one = async <T>(sql: string, params: unknown[]) => (await file.service.app.db.query<T>(sql, params))[0]!;
  const jobRow = (id: string) =>
    one<{ status: string; human_qc: string; rejection_reason: string | null; external_review_date: string | null; topic: string }>(
      'select * from social_jobs where id = $1',
      [id],
    );
  const postRow = (id: string) =>
    one<{ status: string; content: string; content_version: number; scheduled_for: string | null; provider_post_id: string | null }>(
      'select * from social_posts where id = $1',
      [id],
    );
  const imageRow = (id: string) =>
    one<{ s3_url: string; source: string; human_qc: string; original_url: string | null }>('select * from social_images where id = $1', [
      id,
    ]);
  const deliverableStatus = async (job: SocialFixture) =>
    (await one<{ status: string }>('select status from deliverables where id = $1', [job.deliverableId])).status;
  const later = () => new Date(Date.now() + 3 * 86_400_000).toISOString();

  const posted = async (clientId: string, scheduledFor?: string) => {
    const job = await makeSocialJob(file.service, 'ReadyForPublication', { clientId, platforms: ['LinkedIn'] });
    if (clientId === MAIN)
      expect(
        (await mutate(DEMO.admin, 'postToSocialMedia', 'PostToSocialMediaInput', { socialMediaJobId: job.id, scheduledFor }, 'status'))
          .errors,
      ).toBeUndefined();
    // The second client has no Ayrshare profile: its post is marked sent as the provider would have.
    else
      await file.service.app.db.query(
        `update social_posts set status = 'Complete', provider_post_id = 'ayr-1', scheduled_for = $2 where social_job_id = $1`,
        [job.id, scheduledFor ?? null],
      );
    return { job, input: { socialMediaPostId: job.posts[0]!.id } };
  };

  return {
    'modifySocialMediaJobHumanQC (approve)': {
      capability: 'review',
      inputType: 'ModifySocialMediaJobHumanQCInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId });
        return {
          job,
          input: {
            socialMediaJobId: job.id,
            result: 'Passed',
            expectedPostVersions: job.posts.map((post) => ({ postId: post.id, version: 1 })),
            expectedContentHash: await storedSocialHash(file.service.app.db, job.id),
          },
        };
      },
      check: async (job) => {
        expect(await jobRow(job.id)).toMatchObject({ status: 'ReadyForPublication', human_qc: 'Passed' });
        expect(await deliverableStatus(job)).toBe('ReadyForPublication');
        expect(await one('select count(*)::int as n from social_job_approvals where social_job_id = $1', [job.id])).toEqual({ n: 1 });
      },
    },
    'modifySocialMediaJobHumanQC (request changes)': {
      capability: 'review',
      inputType: 'ModifySocialMediaJobHumanQCInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId, channel: 'GoogleBusinessProfile' });
        return {
          job,
          input: { socialMediaJobId: job.id, result: 'Failed', rejectionReason: 'UnProfessional', comment: 'Too casual for us.' },
        };
      },
      check: async (job) => {
        expect(await jobRow(job.id)).toMatchObject({ status: 'Declined', human_qc: 'Failed', rejection_reason: 'UnProfessional' });
        expect(await deliverableStatus(job)).toBe('Declined');
      },
    },
    modifySocialMediaPostContent: {
      capability: 'review',
      inputType: 'ModifySocialMediaPostContentInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId });
        return { job, input: { socialMediaPostId: job.posts[0]!.id, content: 'We moved to Harbor Street.', expectedVersion: 1 } };
      },
      check: async (job) => {
        expect(await postRow(job.posts[0]!.id)).toMatchObject({ content: 'We moved to Harbor Street.', content_version: 2 });
        expect((await jobRow(job.id)).status).toBe('ReadyForExternalReview');
      },
    },
    socialMediaManualUploadImage: {
      capability: 'review',
      inputType: 'SocialMediaManualUploadImageInput',
      upload: true,
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId });
        return { job, input: { socialMediaPostId: job.posts[0]!.id } };
      },
      check: async (job) =>
        expect(await imageRow(job.posts[0]!.imageId)).toMatchObject({
          source: 'Upload',
          human_qc: 'Unevaluated',
          original_url: 'http://img.example/Facebook.svg',
        }),
    },
    selectShutterstockSocialMediaImage: {
      capability: 'staff',
      inputType: 'SelectShutterstockSocialMediaImageInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'TaskReady', { clientId });
        return { job, input: { socialMediaPostId: job.posts[0]!.id, shutterstockId: '123456' } };
      },
      check: async (job) =>
        expect(await imageRow(job.posts[0]!.imageId)).toMatchObject({
          source: 'Shutterstock',
          s3_url: `${file.service.url}/demo-images/shutterstock-123456.svg`,
        }),
    },
    selectShutterStockWithBannerBearSocialMediaImage: {
      capability: 'staff',
      inputType: 'SelectShutterStockWithBannerBearSocialMediaImageInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'TaskReady', { clientId });
        return { job, input: { socialMediaPostId: job.posts[0]!.id, shutterstockId: '123456', templateId: 'wide_banner' } };
      },
      check: async (job) =>
        expect(await imageRow(job.posts[0]!.imageId)).toMatchObject({
          source: 'BannerBear',
          s3_url: `${file.service.url}/demo-images/shutterstock-123456-bannerbear-wide_banner.svg`,
        }),
    },
    revertToOriginalSocialMediaImage: {
      capability: 'staff',
      inputType: 'RevertToOriginalSocialMediaImageInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'TaskReady', { clientId });
        await file.service.app.db.query(
          `update social_images set original_url = s3_url, original_source = 'AI', s3_url = 'http://img.example/chosen.svg', source = 'Shutterstock' where id = $1`,
          [job.posts[0]!.imageId],
        );
        return { job, input: { socialMediaImageId: job.posts[0]!.imageId } };
      },
      check: async (job) =>
        expect(await imageRow(job.posts[0]!.imageId)).toMatchObject({
          s3_url: 'http://img.example/Facebook.svg',
          source: 'AI',
          original_url: null,
        }),
    },
    modifySocialMediaImageHumanQC: {
      capability: 'review',
      inputType: 'ModifySocialMediaImageHumanQCInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId });
        return { job, input: { socialMediaImageId: job.posts[0]!.imageId, result: 'Failed' } };
      },
      check: async (job) => expect((await imageRow(job.posts[0]!.imageId)).human_qc).toBe('Failed'),
    },
    setSocialMediaReadyForExternalReview: {
      capability: 'staff',
      inputType: 'SetSocialMediaReadyForExternalReviewInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'TaskReady', { clientId, channel: 'GoogleBusinessProfile' });
        return { job, input: { socialMediaJobId: job.id, externalReviewDate: '2031-05-20' } };
      },
      check: async (job) => {
        expect(await jobRow(job.id)).toMatchObject({ status: 'ReadyForExternalReview' });
        expect(String((await jobRow(job.id)).external_review_date)).toContain('2031-05-20');
        expect(await deliverableStatus(job)).toBe('ReadyForExternalReview');
      },
    },
    unscheduleSocialMediaFromExternalReview: {
      capability: 'staff',
      inputType: 'SocialMediaJobIdInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId });
        return { job, input: { socialMediaJobId: job.id } };
      },
      check: async (job) => expect(await jobRow(job.id)).toMatchObject({ status: 'TaskReady', external_review_date: null }),
    },
    regenerateSocialMediaJob: {
      capability: 'staff',
      inputType: 'SocialMediaJobIdInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'Declined', { clientId });
        return { job, input: { socialMediaJobId: job.id } };
      },
      check: async (job) => {
        expect((await jobRow(job.id)).status).toBe('Canceled');
        expect(await one('select status from social_jobs where parent_job_id = $1', [job.id])).toEqual({ status: 'InProgress' });
      },
    },
    startSocialMediaDeliverableJob: {
      capability: 'staff',
      inputType: 'StartSocialMediaDeliverableJobInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'NotStarted', { clientId, platforms: [] });
        return { job, input: { deliverableId: job.deliverableId, topic: 'Winter driving', platforms: ['Instagram', 'X'] } };
      },
      check: async (job) => {
        expect(await jobRow(job.id)).toMatchObject({ status: 'InProgress', topic: 'Winter driving' });
        expect(await deliverableStatus(job)).toBe('InProgress');
      },
    },
    postToSocialMedia: {
      capability: 'staff',
      inputType: 'PostToSocialMediaInput',
      prepare: async (clientId) => {
        const job = await makeSocialJob(file.service, 'ReadyForPublication', { clientId });
        return { job, input: { socialMediaJobId: job.id } };
      },
      check: async (job) => {
        expect((await jobRow(job.id)).status).toBe('Published');
        expect(await postRow(job.posts[1]!.id)).toMatchObject({ status: 'Complete', provider_post_id: expect.any(String) });
      },
    },
    unscheduleSocialMediaAyrsharePost: {
      capability: 'staff',
      inputType: 'SocialMediaPostIdInput',
      prepare: (clientId) => posted(clientId, later()),
      check: async (job) => {
        expect(await postRow(job.posts[0]!.id)).toMatchObject({ status: 'New', scheduled_for: null, provider_post_id: null });
        expect((await jobRow(job.id)).status).toBe('ReadyForPublication');
      },
    },
    deleteSocialMediaAyrsharePost: {
      capability: 'staff',
      inputType: 'SocialMediaPostIdInput',
      prepare: (clientId) => posted(clientId),
      check: async (job) => expect((await postRow(job.posts[0]!.id)).status).toBe('Canceled'),
    },
  };
}

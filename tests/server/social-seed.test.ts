import { describe, expect, it } from 'vitest';
import { postRefusal } from '../../demo/server/domain/post-refusal.ts';
import type { SocialMediaJob } from '../../src/core/api/generated/graphql.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, serviceForFile } from './support/service.ts';

// What the demo seed gives the social media and Google Business Profile pages: every status the
// board shows, every platform, links, dates over the month, approval records, disclaimers and profile buttons.
const file = serviceForFile(DEMO.owner);
const MAIN = clientIdOf(MAIN_CLIENT);

const JOBS = `query($input: SocialMediaJobsInput!) { socialMediaJobs(input: $input) { id topic status rejectionReason rejectionComment
  posts { id platform content contentVersion status scheduledFor publicationDate postUrl callToAction callToActionUrl gbpTopicType images { s3Url } }
  approvals { contentHash approvedBy voided voidedReason posts { postId platform content contentVersion imageUrl postUrl } } } }`;

async function currentPeriodJobs(channel: string): Promise<SocialMediaJob[]> {
  const [period] = await file.service.app.db.query<{ id: string }>(
    'select id from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date',
    [MAIN],
  );
  const result = await file.service.graphql<{ socialMediaJobs: SocialMediaJob[] }>(DEMO.owner, JOBS, {
    input: { clientId: MAIN, periodId: period!.id, channel },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.socialMediaJobs;
}

const sha256 = async (text: string) => Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('hex');
const BOARD_STATUSES = ['ReadyForExternalReview', 'ReadyForPublication', 'Published', 'InProgress', 'Declined', 'Failed'];
const month = new Date().toISOString().slice(0, 7);

describe('the seeded social media and profile posts of the main client', () => {
  it.each([
    ['SocialMedia', ['Facebook', 'Instagram', 'LinkedIn', 'X']],
    ['GoogleBusinessProfile', ['GoogleBusinessProfile']],
  ])('%s: every board status, every platform, published links and dates in this month', async (channel, platforms) => {
    const jobs = await currentPeriodJobs(channel);
    for (const status of BOARD_STATUSES)
      expect(
        jobs.map((job) => job.status),
        status,
      ).toContain(status);
    expect(jobs.filter((job) => job.status === 'ReadyForExternalReview')).toHaveLength(1); // the bell's count is unchanged
    // Listed first (by due date), as before: the e2e suites open the first job of each channel.
    expect(jobs[0]).toMatchObject({ status: 'ReadyForExternalReview', topic: 'what to do after a car accident' });
    const posts = jobs.flatMap((job) => job.posts);
    expect(new Set(posts.map((post) => post.platform))).toEqual(new Set(platforms));
    expect(posts.every((post) => post.images.length === 1)).toBe(true);
    const published = jobs.filter((job) => job.status === 'Published').flatMap((job) => job.posts);
    expect(published.length).toBeGreaterThanOrEqual(platforms.length);
    for (const post of published) expect(post.postUrl, post.platform).toMatch(/^https:\/\//);
    const dated = posts.flatMap((post) => [post.scheduledFor, post.publicationDate]).filter(Boolean) as string[];
    expect(dated.filter((instant) => instant.startsWith(month)).length).toBeGreaterThanOrEqual(platforms.length * 2);
    const declined = jobs.filter((job) => job.status === 'Declined' && job.rejectionReason && job.rejectionComment);
    expect(declined.length).toBeGreaterThan(0);
    // Each text fits its network as the service counts it, so every seeded post can be saved again as it is.
    for (const post of posts) expect(postRefusal(post.platform, post.content), `${post.platform}: ${post.content}`).toBeNull();
  });

  it('has links and hashtags, a promise of results and a profile post with a phone number', async () => {
    const social = (await currentPeriodJobs('SocialMedia')).flatMap((job) => job.posts.map((post) => post.content));
    expect(social.some((text) => /https:\/\/\S+/.test(text) && /#\w+/.test(text))).toBe(true);
    expect(social.some((text) => /\bguarantee\b/i.test(text))).toBe(true);
    const gbp = await currentPeriodJobs('GoogleBusinessProfile');
    const phone = gbp.find((job) => job.posts.some((post) => /\(\d{3}\) \d{3}-\d{4}/.test(post.content)))!;
    expect(phone).toMatchObject({ topic: 'workplace injury questions', status: 'Declined' });
    expect(phone.posts[0]).toMatchObject({ callToAction: 'CALL', callToActionUrl: null, gbpTopicType: 'STANDARD' });
  });

  it('gives every profile post a type and a button, and other platforms neither', async () => {
    const gbp = (await currentPeriodJobs('GoogleBusinessProfile')).flatMap((job) => job.posts);
    expect(gbp.every((post) => post.gbpTopicType && post.callToAction)).toBe(true);
    expect(new Set(gbp.map((post) => post.gbpTopicType))).toEqual(new Set(['STANDARD', 'EVENT']));
    expect(gbp.find((post) => post.callToAction === 'BOOK')!.callToActionUrl).toMatch(/^https:\/\/www\.harborvalelaw\.example\//);
    const social = (await currentPeriodJobs('SocialMedia')).flatMap((job) => job.posts);
    expect(social.every((post) => post.callToAction === null && post.gbpTopicType === null && post.callToActionUrl === null)).toBe(true);
  });

  it('records what the firm approved of the scheduled and published jobs, with a hash the browser can recompute', async () => {
    const jobs = [...(await currentPeriodJobs('SocialMedia')), ...(await currentPeriodJobs('GoogleBusinessProfile'))];
    const approved = jobs.filter((job) => job.approvals.length > 0);
    // The showcase's five, and each channel's job every client gets ready for publication.
    expect(approved.map((job) => job.status).sort()).toEqual([
      'Published',
      'Published',
      'Published',
      'ReadyForPublication',
      'ReadyForPublication',
      'ReadyForPublication',
      'ReadyForPublication',
    ]);
    for (const job of approved) {
      const [approval] = job.approvals;
      expect(approval).toMatchObject({ approvedBy: 'owner@demo.test', voided: false, voidedReason: null });
      expect(approval!.posts.map((post) => post.content)).toEqual(
        [...job.posts].sort((a, b) => (a.platform < b.platform ? -1 : 1)).map((post) => post.content),
      );
      expect(approval!.contentHash).toBe(
        await sha256(JSON.stringify(approval!.posts.map((post) => [post.platform, post.content, post.imageUrl]))),
      );
    }
  });
});

describe('Client.advertisingDisclaimer', () => {
  const CLIENT = 'query($input: ClientInput!) { client(input: $input) { name advertisingDisclaimer } }';
  it("is the firm's own text, and null for a firm without one", async () => {
    const main = await file.service.graphql<{ client: { advertisingDisclaimer: string | null } }>(DEMO.owner, CLIENT, {
      input: { clientId: MAIN },
    });
    expect(main.data!.client.advertisingDisclaimer).toBe('Attorney Advertising. This post is general information, not legal advice.');
    const second = await file.service.graphql<{ client: { advertisingDisclaimer: string | null } }>(DEMO.owner, CLIENT, {
      input: { clientId: clientIdOf(SECOND_CLIENT) },
    });
    expect(second.errors).toBeUndefined();
    expect(second.data!.client.advertisingDisclaimer).toBeNull();
    const all = await file.service.graphql<{ allClientIds: Array<{ advertisingDisclaimer: string | null }> }>(
      DEMO.admin,
      'query($input: AllClientIdsInput!) { allClientIds(input: $input) { advertisingDisclaimer } }',
      { input: { today: new Date().toISOString().slice(0, 10) } },
    );
    const values = all.data!.allClientIds.map((client) => client.advertisingDisclaimer);
    expect(values.filter((value) => value === null).length).toBeGreaterThan(0);
    expect(values.filter((value) => value && /^Attorney Advertising|attorney advertising/.test(value)).length).toBeGreaterThan(5);
  });
});

describe('a profile post the service writes', () => {
  it('starts as a standard update without a button; other platforms have no profile fields', async () => {
    const result = await file.service.graphql<{ createAndStartSocialMediaTestJob: { jobId: string } }>(
      DEMO.admin,
      'mutation($input: CreateAndStartSocialMediaTestJobInput!) { createAndStartSocialMediaTestJob(input: $input) { jobId } }',
      { input: { clientId: MAIN, topic: 'Holiday hours', platforms: ['GoogleBusinessProfile'], channel: 'GoogleBusinessProfile' } },
    );
    expect(result.errors).toBeUndefined();
    const job = await file.service.graphql<{ socialMediaJob: SocialMediaJob }>(
      DEMO.admin,
      'query($input: IdInput!) { socialMediaJob(input: $input) { posts { platform gbpTopicType callToAction callToActionUrl } } }',
      {
        input: { id: result.data!.createAndStartSocialMediaTestJob.jobId },
      },
    );
    expect(job.data!.socialMediaJob.posts).toEqual([
      { platform: 'GoogleBusinessProfile', gbpTopicType: 'STANDARD', callToAction: null, callToActionUrl: null },
    ]);
  });
});

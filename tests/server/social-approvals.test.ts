import { describe, expect, it } from 'vitest';
import type { SocialApproval } from '../../src/core/api/generated/graphql.ts';
import { codeOf, inputTypeMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, serviceForFile } from './support/service.ts';
import { storedSocialHash } from './support/approval-fixtures.ts';
import { jobState, makeSocialJob } from './support/social-fixtures.ts';

// The approval record of a social job: the exact posts approved, a hash the browser recomputes, void after
// any later edit of a post's text or image, and no approval of text the reviewer did not read.
const file = serviceForFile(DEMO.user);
const MAIN = clientIdOf(MAIN_CLIENT);
const mutate = inputTypeMutator(() => file.service);

const APPROVALS = `query($input: IdInput!) { socialMediaJob(input: $input) { status humanQc
  contentHash statusHistory { toStatus note }
  approvals { contentHash approvedBy approvedByUserId approvedOn voided voidedOn voidedReason posts { postId platform content contentVersion imageUrl postUrl } } } }`;
const approvalsOf = async (id: string) =>
  (
    await file.service.graphql<{
      socialMediaJob: {
        status: string;
        humanQc: string;
        contentHash: string;
        statusHistory: Array<{ toStatus: string; note: string | null }>;
        approvals: SocialApproval[];
      };
    }>(DEMO.user, APPROVALS, { input: { id } })
  ).data!.socialMediaJob;
/** Approves naming the posts as stored (the hash the page read), unless the test names another. */
const APPROVE = async (input: Record<string, unknown>, user: string = DEMO.user) =>
  mutate(user, 'modifySocialMediaJobHumanQC', 'ModifySocialMediaJobHumanQCInput', {
    result: 'Passed',
    expectedContentHash: await storedSocialHash(file.service.app.db, String(input.socialMediaJobId)),
    ...input,
  });
const SAVE = (socialMediaPostId: string, content: string, expectedVersion: number) =>
  mutate(
    DEMO.user,
    'modifySocialMediaPostContent',
    'ModifySocialMediaPostContentInput',
    { socialMediaPostId, content, expectedVersion },
    'version',
  );

/** The contract's recipe (SocialApproval.contentHash), as a page does it with Web Crypto. */
async function recomputeHash(posts: Array<{ platform: string; content: string; imageUrl?: string | null }>): Promise<string> {
  const sorted = [...posts].sort((a, b) => (a.platform < b.platform ? -1 : a.platform > b.platform ? 1 : 0));
  const bytes = new TextEncoder().encode(JSON.stringify(sorted.map((post) => [post.platform, post.content, post.imageUrl ?? null])));
  return Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('hex');
}

describe('the approval record of a social job', () => {
  it('keeps a snapshot of every post as approved, who approved it and when, and a hash the browser recomputes', async () => {
    const job = await makeSocialJob(file.service, 'ReadyForExternalReview', {
      clientId: MAIN,
      platforms: ['X', 'Facebook', 'Instagram'],
      content: (p) => `Naïve café ☕ on ${p}: "quoted" \\ done`,
    });
    const before = Date.now();
    expect((await APPROVE({ socialMediaJobId: job.id })).errors).toBeUndefined();
    const stored = await approvalsOf(job.id);
    expect(stored.status).toBe('ReadyForPublication');
    expect(stored.approvals).toHaveLength(1);
    const [approval] = stored.approvals;
    expect(approval).toMatchObject({ approvedBy: 'user@demo.test', voided: false, voidedReason: null });
    expect(new Date(approval!.approvedOn).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(approval!.posts.map((post) => post.platform)).toEqual(['Facebook', 'Instagram', 'X']);
    expect(approval!.posts[0]).toEqual({
      postId: job.posts.find((post) => post.platform === 'Facebook')!.id,
      platform: 'Facebook',
      content: 'Naïve café ☕ on Facebook: "quoted" \\ done',
      contentVersion: 1,
      imageUrl: 'http://img.example/Facebook.svg',
      postUrl: null,
    });
    expect(approval!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(approval!.contentHash).toBe(await recomputeHash(approval!.posts));
    expect(approval!.approvedByUserId).toBe(DEMO.user);
  });

  it('refuses an approval that does not name the posts read by their hash, and one naming posts since changed', async () => {
    const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId: MAIN });
    const read = (await approvalsOf(job.id)).contentHash;
    expect(read).toBe(await storedSocialHash(file.service.app.db, job.id));
    const before = await jobState(file.service, job.id);
    const without = await mutate(DEMO.user, 'modifySocialMediaJobHumanQC', 'ModifySocialMediaJobHumanQCInput', {
      socialMediaJobId: job.id,
      result: 'Passed',
    });
    expect(without.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'expectedContentHash' });
    expect(await jobState(file.service, job.id)).toBe(before);

    expect((await SAVE(job.posts[0]!.id, 'Edited in another browser', 1)).errors).toBeUndefined();
    const stale = await APPROVE({ socialMediaJobId: job.id, expectedContentHash: read });
    expect(stale.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 2 });
    expect(await approvalsOf(job.id)).toMatchObject({ status: 'ReadyForExternalReview', approvals: [] });
  });

  it('refuses the firm an approval of posts staff have not sent it yet; staff may approve them', async () => {
    for (const channel of ['SocialMedia', 'GoogleBusinessProfile']) {
      const job = await makeSocialJob(file.service, 'TaskReady', { clientId: MAIN, channel });
      for (const user of [DEMO.owner, DEMO.user]) {
        const refused = await APPROVE({ socialMediaJobId: job.id }, user);
        expect(refused.errors![0]!.extensions).toMatchObject({ code: 'ILLEGAL_TRANSITION', status: 'TaskReady' });
        expect(refused.errors![0]!.message).toMatch(/has not been sent to you for review yet/);
      }
      expect(await approvalsOf(job.id)).toMatchObject({ status: 'TaskReady', approvals: [] });
      expect((await APPROVE({ socialMediaJobId: job.id }, DEMO.admin)).errors).toBeUndefined();
    }
  });

  it('sends approved posts back to review when a text or an image changes, for both channels, keeping the voided approval', async () => {
    for (const channel of ['SocialMedia', 'GoogleBusinessProfile']) {
      const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId: MAIN, channel });
      expect((await APPROVE({ socialMediaJobId: job.id })).errors).toBeUndefined();
      const post = job.posts[0]!;
      expect((await SAVE(post.id, 'Changed after the firm approved it.', 1)).errors).toBeUndefined();
      const edited = await approvalsOf(job.id);
      const reason = `Changed after approval: the ${post.platform} post's text was edited (now version 2).`;
      expect(edited).toMatchObject({
        status: 'ReadyForExternalReview',
        humanQc: 'Unevaluated',
        approvals: [{ voided: true, voidedReason: reason }],
      });
      expect(edited.approvals[0]!.voidedOn).toEqual(expect.any(String));
      expect(edited.statusHistory.at(-1)).toEqual({ toStatus: 'ReadyForExternalReview', note: reason });

      expect((await APPROVE({ socialMediaJobId: job.id })).errors).toBeUndefined();
      await mutate(DEMO.admin, 'selectShutterstockSocialMediaImage', 'SelectShutterstockSocialMediaImageInput', {
        socialMediaPostId: post.id,
        shutterstockId: '777',
      });
      const imaged = await approvalsOf(job.id);
      expect(imaged.status).toBe('ReadyForExternalReview');
      expect(imaged.approvals.at(-1)).toMatchObject({
        voided: true,
        voidedReason: `Changed after approval: the ${post.platform} post's image was changed.`,
      });
    }
  });

  it('names the approver by user id and e-mail as they were, so renaming oneself changes no record', async () => {
    const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId: MAIN });
    expect((await APPROVE({ socialMediaJobId: job.id }, DEMO.owner)).errors).toBeUndefined();
    const before = (await approvalsOf(job.id)).approvals;
    expect(
      (await mutate(DEMO.owner, 'modifyUser', 'ModifyUserInput', { userId: DEMO.owner, name: 'Olivia Renamed' })).errors,
    ).toBeUndefined();
    try {
      expect((await approvalsOf(job.id)).approvals).toEqual(before);
      expect(before[0]).toMatchObject({ approvedBy: 'owner@demo.test', approvedByUserId: DEMO.owner });
    } finally {
      await file.service.app.db.query(`update users set name = 'Olivia Owner' where id = $1`, [DEMO.owner]);
    }
  });

  it("is void once a post's text is edited, and says which post", async () => {
    const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId: MAIN });
    await APPROVE({ socialMediaJobId: job.id });
    const x = job.posts.find((post) => post.platform === 'X')!;
    expect((await SAVE(x.id, 'We moved to Harbor Street.', 1)).errors).toBeUndefined();
    const [approval] = (await approvalsOf(job.id)).approvals;
    expect(approval).toMatchObject({ voided: true, voidedReason: "Changed after approval: the X post's text was edited (now version 2)." });
    // The record still says what was approved.
    expect(approval!.posts.find((post) => post.platform === 'X')).toMatchObject({ content: 'We moved (X)', contentVersion: 1 });
  });

  it("is void once a post's image changes", async () => {
    const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId: MAIN });
    await APPROVE({ socialMediaJobId: job.id });
    const chosen = await mutate(DEMO.admin, 'selectShutterstockSocialMediaImage', 'SelectShutterstockSocialMediaImageInput', {
      socialMediaPostId: job.posts[0]!.id,
      shutterstockId: '4242',
    });
    expect(chosen.errors).toBeUndefined();
    expect((await approvalsOf(job.id)).approvals[0]).toMatchObject({
      voided: true,
      voidedReason: "Changed after approval: the Facebook post's image was changed.",
    });
  });

  it('refuses with CONFLICT an approval of a version the reviewer did not read, and records nothing', async () => {
    const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId: MAIN });
    const [facebook, x] = job.posts;
    expect((await SAVE(x!.id, 'Edited in another browser', 1)).errors).toBeUndefined();
    const before = await jobState(file.service, job.id);
    const stale = await APPROVE({
      socialMediaJobId: job.id,
      expectedPostVersions: [
        { postId: facebook!.id, version: 1 },
        { postId: x!.id, version: 1 },
      ],
    });
    expect(stale.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', currentVersion: 2, postId: x!.id });
    expect(stale.errors![0]!.message).toMatch(/^The X post \(you read version 1\) was changed by someone else/);
    const unread = await APPROVE({ socialMediaJobId: job.id, expectedPostVersions: [{ postId: x!.id, version: 2 }] });
    expect(unread.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', postId: facebook!.id });
    const stranger = await APPROVE({
      socialMediaJobId: job.id,
      expectedPostVersions: [
        { postId: facebook!.id, version: 1 },
        { postId: x!.id, version: 2 },
        { postId: 'not-a-post', version: 1 },
      ],
    });
    expect(stranger.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'expectedPostVersions' });
    expect(await jobState(file.service, job.id)).toBe(before);

    const read = await APPROVE({
      socialMediaJobId: job.id,
      expectedPostVersions: [
        { postId: facebook!.id, version: 1 },
        { postId: x!.id, version: 2 },
      ],
    });
    expect(read.errors).toBeUndefined();
    const [approval] = (await approvalsOf(job.id)).approvals;
    expect(approval!.posts.map((post) => [post.platform, post.contentVersion, post.content])).toEqual([
      ['Facebook', 1, 'We moved (Facebook)'],
      ['X', 2, 'Edited in another browser'],
    ]);
  });

  it('reports an illegal move before a stale version, and a decline records no approval', async () => {
    const published = await makeSocialJob(file.service, 'Published', { clientId: MAIN });
    const moved = await APPROVE({ socialMediaJobId: published.id, expectedPostVersions: [] });
    expect(codeOf(moved.errors)).toBe('ILLEGAL_TRANSITION');
    const declined = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId: MAIN });
    await mutate(DEMO.user, 'modifySocialMediaJobHumanQC', 'ModifySocialMediaJobHumanQCInput', {
      socialMediaJobId: declined.id,
      result: 'Failed',
      rejectionReason: 'OtherReasons',
    });
    expect(await approvalsOf(declined.id)).toMatchObject({ status: 'Declined', approvals: [] });
  });

  it('keeps each approval of a job that was approved, reopened and approved again', async () => {
    const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId: MAIN, platforms: ['LinkedIn'] });
    await APPROVE({ socialMediaJobId: job.id });
    await file.service.app.db.query(`update social_jobs set status = 'ReadyForExternalReview' where id = $1`, [job.id]);
    await SAVE(job.posts[0]!.id, 'Second draft', 1);
    await APPROVE({ socialMediaJobId: job.id, expectedPostVersions: [{ postId: job.posts[0]!.id, version: 2 }] });
    const { approvals } = await approvalsOf(job.id);
    expect(approvals.map((approval) => [approval.voided, approval.posts[0]!.content])).toEqual([
      [true, 'We moved (LinkedIn)'],
      [false, 'Second draft'],
    ]);
    expect(approvals[0]!.contentHash).not.toBe(approvals[1]!.contentHash);
  });
});

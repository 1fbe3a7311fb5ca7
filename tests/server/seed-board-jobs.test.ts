import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSeedArgs, seedDatabase, UsageError } from '../../demo/server/store/seed-cli.ts';
import { openDb } from '../../demo/server/store/db.ts';
import { BOARD_CLIENT, boardTopic, buildBoardRows, MAX_BOARD_JOBS, seedBoardJobs } from '../../demo/server/store/seed/board-jobs.ts';
import { boardSocialPlatforms, buildBoardSocialRows, seedBoardSocialJobs } from '../../demo/server/store/seed/board-social-jobs.ts';
import { clientIdOf, DEMO, startTestService, type TestService } from './support/service.ts';

// `npm run seed -- --board-jobs N`: the blog bench's board of 2,000 jobs, seen through the query the board uses.
const BOARD_JOBS = 120;
const PERIODS = 'query ($input: ClientInput!) { deliverablesByServiceForSidebar(input: $input) { id isCurrentPeriod } }';
const BOARD = `query ($input: BlogJobsInput!) { blogJobs(input: $input) { totalCount items { topic status } } }`;
const ENV = { NODE_ENV: 'test', DATABASE_URL: '' };

describe('--board-jobs', () => {
  it('is read as a whole number up to its limit, and is 0 unless given', () => {
    expect(parseSeedArgs(['--board-jobs', '2000'], ENV)).toMatchObject({ boardJobs: 2000, extraClients: 0 });
    expect(parseSeedArgs(['--board-jobs=2000', '--clients', '5'], ENV)).toMatchObject({ boardJobs: 2000, extraClients: 5 });
    expect(parseSeedArgs([], ENV)).toMatchObject({ boardJobs: 0 });
    expect(() => parseSeedArgs(['--board-jobs', 'many'], ENV)).toThrow(UsageError);
    expect(() => parseSeedArgs(['--board-jobs', '-3'], ENV)).toThrow(UsageError);
    expect(() => parseSeedArgs(['--board-jobs'], ENV)).toThrow('--board-jobs needs a value.');
    expect(() => parseSeedArgs(['--board-jobs', String(MAX_BOARD_JOBS + 1)], ENV)).toThrow(
      `--board-jobs must be a whole number from 0 to ${MAX_BOARD_JOBS}`,
    );
  });

  it('builds the same rows every time: ids come from the client and the job number', () => {
    const period = {
      clientId: 'c',
      clientName: 'Firm',
      periodId: 'p',
      contractId: 'k',
      start: '2026-11-01',
      today: '2026-11-21',
      publicUrl: 'http://x',
    };
    const first = buildBoardRows(period, 8);
    expect(buildBoardRows(period, 8)).toEqual(first);
    expect(new Set(first.blog_jobs!.map((job) => job.id)).size).toBe(8);
    expect(first.blog_jobs!.map((job) => job.topic)).toEqual(Array.from({ length: 8 }, (_, n) => boardTopic(n)));
  });

  it('builds the same social media jobs every time, each with one to four posts, every size in every status', () => {
    const period = {
      clientId: 'c',
      clientName: 'Firm',
      periodId: 'p',
      contractId: 'k',
      start: '2026-11-01',
      today: '2026-11-21',
      publicUrl: 'http://x',
    };
    const first = buildBoardSocialRows(period, 16);
    expect(buildBoardSocialRows(period, 16)).toEqual(first);
    expect(new Set(first.social_jobs!.map((job) => job.id)).size).toBe(16);
    expect(first.social_jobs!.every((job) => job.channel === 'SocialMedia')).toBe(true);
    expect(new Set(first.social_posts!.map((post) => post.id)).size).toBe(first.social_posts!.length);
    expect(first.social_images).toHaveLength(first.social_posts!.length);
    const sizes = new Map<string, Set<number>>();
    first.social_jobs!.forEach((job, n) => {
      const posts = first.social_posts!.filter((post) => post.social_job_id === job.id);
      expect(posts.map((post) => post.platform)).toEqual(boardSocialPlatforms(n));
      sizes.set(String(job.status), (sizes.get(String(job.status)) ?? new Set()).add(posts.length));
    });
    for (const [status, seen] of sizes) expect([...seen].sort(), status).toEqual([1, 2, 3, 4]);
  });
});

describe('a seeded board', () => {
  let service: TestService;
  let currentPeriodId: string;
  beforeAll(async () => {
    service = await startTestService();
    const periods = await service.graphql<{ deliverablesByServiceForSidebar: Array<{ id: string; isCurrentPeriod: boolean }> }>(
      DEMO.owner,
      PERIODS,
      {
        input: { clientId: clientIdOf(BOARD_CLIENT) },
      },
    );
    currentPeriodId = periods.data!.deliverablesByServiceForSidebar.find((period) => period.isCurrentPeriod)!.id;
  });
  afterAll(() => service?.close());

  const board = async (extra: Record<string, unknown> = {}) =>
    (
      await service.graphql<{ blogJobs: { totalCount: number; items: Array<{ topic: string; status: string }> } }>(DEMO.owner, BOARD, {
        input: { clientId: clientIdOf(BOARD_CLIENT), periodId: currentPeriodId, first: 200, ...extra },
      })
    ).data!.blogJobs;

  it("fills the main client's current period up to N jobs, across every group, and no further when run again", async () => {
    const before = await board();
    const added = await seedBoardJobs(service.app.db, { total: BOARD_JOBS, publicUrl: service.url });
    expect(added).toBe(BOARD_JOBS - before.totalCount);
    const after = await board();
    expect(after.totalCount).toBe(BOARD_JOBS);
    // The demo's own jobs stay, beside the generated ones.
    expect(after.items.map((job) => job.topic)).toEqual(expect.arrayContaining(before.items.map((job) => job.topic)));
    expect(after.items.map((job) => job.topic)).toContain(boardTopic(0));
    for (const status of ['ReadyForExternalReview', 'ReadyForPublication', 'InProgress', 'Published']) {
      expect((await board({ statuses: [status] })).totalCount, status).toBeGreaterThan(BOARD_JOBS / 5);
    }
    expect(await seedBoardJobs(service.app.db, { total: BOARD_JOBS, publicUrl: service.url })).toBe(0);
    expect((await board()).totalCount).toBe(BOARD_JOBS);
  });

  it('fills the same period up to N social media jobs, with their posts, and no further when run again', async () => {
    const SOCIAL = `query ($input: SocialMediaJobsInput!) { socialMediaJobs(input: $input) { topic status posts { platform content images { s3Url } } } }`;
    const socialBoard = async () =>
      (
        await service.graphql<{
          socialMediaJobs: Array<{ topic: string; status: string; posts: Array<{ platform: string; content: string; images: unknown[] }> }>;
        }>(DEMO.owner, SOCIAL, { input: { clientId: clientIdOf(BOARD_CLIENT), periodId: currentPeriodId, channel: 'SocialMedia' } })
      ).data!.socialMediaJobs;
    const before = await socialBoard();
    const added = await seedBoardSocialJobs(service.app.db, { total: BOARD_JOBS, publicUrl: service.url });
    expect(added).toBe(BOARD_JOBS - before.length);
    const after = await socialBoard();
    expect(after).toHaveLength(BOARD_JOBS);
    expect(after.map((job) => job.topic)).toEqual(expect.arrayContaining(before.map((job) => job.topic)));
    const generated = after.filter((job) => !before.some((old) => old.topic === job.topic));
    expect(generated.map((job) => job.topic)).toContain(boardTopic(0));
    for (const status of ['ReadyForExternalReview', 'ReadyForPublication', 'InProgress', 'Published']) {
      expect(generated.filter((job) => job.status === status).length, status).toBeGreaterThan(BOARD_JOBS / 5);
    }
    expect(
      generated.every(
        (job) => job.posts.length >= 1 && job.posts.length <= 4 && job.posts.every((post) => post.content && post.images.length === 1),
      ),
    ).toBe(true);
    expect(await seedBoardSocialJobs(service.app.db, { total: BOARD_JOBS, publicUrl: service.url })).toBe(0);
  });

  it('gives a written post what the content page shows: content, a revision and two images', async () => {
    const topic = boardTopic(0); // ReadyForExternalReview: written, waiting for the firm
    const [job] = (await board({ search: topic })).items;
    expect(job).toEqual({ topic, status: 'ReadyForExternalReview' });
    const [row] = await service.app.db.query<{ id: string; content: string }>('select id, content from blog_jobs where topic = $1', [
      topic,
    ]);
    const post = await service.graphql<{
      blogJob: { content: string; revisions: Array<{ version: number }>; images: Array<{ type: string }> };
    }>(DEMO.owner, 'query ($input: IdInput!) { blogJob(input: $input) { content revisions { version } images { type } } }', {
      input: { id: row!.id },
    });
    expect(post.errors).toBeUndefined();
    expect(post.data!.blogJob.content).toContain(`<h2>${topic}: what you need to know</h2>`);
    expect(post.data!.blogJob.revisions).toEqual([{ version: 1 }]);
    expect(post.data!.blogJob.images.map((image) => image.type)).toEqual(['Featured', 'Embedded']);
  });
});

describe('npm run seed -- --board-jobs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-seed-board-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds the demo and then the board, into a fresh database', async () => {
    const report = await seedDatabase({
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:4173',
      extraClients: 2,
      boardJobs: 50,
      reset: false,
    });
    expect(report.counts.clients).toBe(17);
    const db = await openDb({ dataDir, databaseUrl: undefined });
    try {
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from blog_jobs b join deliverables d on d.id = b.deliverable_id join subscription_periods p on p.id = d.period_id
         where b.client_id = $1 and p.start_date <= current_date and p.end_date >= current_date`,
        [clientIdOf(BOARD_CLIENT)],
      );
      expect(row!.count).toBe(50);
      const [social] = await db.query<{ count: number }>(
        `select count(*)::int as count from social_jobs j join deliverables d on d.id = j.deliverable_id join subscription_periods p on p.id = d.period_id
         where j.client_id = $1 and j.channel = 'SocialMedia' and p.start_date <= current_date and p.end_date >= current_date`,
        [clientIdOf(BOARD_CLIENT)],
      );
      expect(social!.count).toBe(50);
    } finally {
      await db.close();
    }
  }, 120_000);
});

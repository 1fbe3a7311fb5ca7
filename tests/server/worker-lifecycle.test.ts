import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../demo/server/store/db.ts';
import { migrate } from '../../demo/server/store/migrate.ts';
import { blogStep } from '../../demo/server/worker/blog-step.ts';
import { createWorker, MAX_JOBS_PER_RUN } from '../../demo/server/worker/worker.ts';

// A small database of its own: these tests need many jobs of one kind, not the whole demo.
const PUBLIC_URL = 'http://portal.test';
const CLIENT = 'client-lifecycle';
let db: Db;
let serial = 0;
let closed = false;

async function addJobs(table: 'blog_jobs' | 'social_jobs', count: number, status = 'InProgress'): Promise<string[]> {
  const ids = Array.from({ length: count }, () => `${table}-${++serial}`);
  await db.query(
    `insert into ${table} (id, client_id, topic, status, is_test) select id, $2, 'slip and fall liability', $3, true from unnest($1::text[]) as id`,
    [ids, CLIENT, status],
  );
  return ids;
}
const countIn = async (table: string, status: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where status = $1`, [status]))[0]!.n;

beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
  await db.query(`insert into clients (id, name) values ($1, 'Lifecycle Law')`, [CLIENT]);
});
afterAll(async () => {
  if (!closed) await db?.close();
});

describe('the worker under load and failure', () => {
  it('advances at most its limit per run, and every kind gets a turn', async () => {
    await addJobs('blog_jobs', MAX_JOBS_PER_RUN + 30);
    const [social] = await addJobs('social_jobs', 1);
    const worker = createWorker({ db, intervalMs: 0, publicUrl: PUBLIC_URL });
    expect(await worker.runOnce()).toBe(MAX_JOBS_PER_RUN);
    expect(await countIn('social_jobs', 'TaskReady')).toBe(1);
    expect(await countIn('blog_jobs', 'Processing')).toBe(MAX_JOBS_PER_RUN - 1);
    expect(await db.query('select count(*)::int as n from social_posts where social_job_id = $1', [social])).toEqual([{ n: 4 }]);
    await db.query(`update blog_jobs set status = 'Canceled'`);
  });

  it('rolls a failing job back and keeps moving the others; the failed one moves once the cause is gone', async () => {
    const [blog] = await addJobs('blog_jobs', 1, 'Processing');
    const [social] = await addJobs('social_jobs', 1);
    const logged: string[] = [];
    const worker = createWorker({ db, intervalMs: 0, publicUrl: PUBLIC_URL, log: (message) => logged.push(message) });
    await db.exec('alter table blog_job_scores rename to blog_job_scores_away');
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      await db.exec('alter table blog_job_scores_away rename to blog_job_scores');
    }
    expect(logged).toEqual([expect.stringContaining(`could not advance blog job ${blog} from Processing`)]);
    const after = await db.query<{ status: string; content: string }>('select status, content from blog_jobs where id = $1', [blog]);
    expect(after).toEqual([{ status: 'Processing', content: '' }]);
    expect(await db.query('select count(*)::int as n from blog_job_revisions where blog_job_id = $1', [blog])).toEqual([{ n: 0 }]);
    expect(await db.query('select status from social_jobs where id = $1', [social])).toEqual([{ status: 'TaskReady' }]);

    expect(await worker.runOnce()).toBe(1);
    expect(await db.query('select status from blog_jobs where id = $1', [blog])).toEqual([{ status: 'TaskReady' }]);
  });

  it('keeps the platforms a social job was started with, giving each post an image', async () => {
    const [social] = await addJobs('social_jobs', 1);
    await db.query(
      `insert into social_posts (id, social_job_id, platform, content) values ('post-chosen', $1, 'LinkedIn', 'Chosen text')`,
      [social],
    );
    await createWorker({ db, intervalMs: 0, publicUrl: PUBLIC_URL }).runOnce();
    const posts = await db.query(
      'select p.platform, p.content, i.s3_url from social_posts p join social_images i on i.social_post_id = p.id where p.social_job_id = $1',
      [social],
    );
    expect(posts).toEqual([
      { platform: 'LinkedIn', content: 'Chosen text', s3_url: `${PUBLIC_URL}/demo-images/slip%20and%20fall%20liability%20LinkedIn.svg` },
    ]);
  });

  it('leaves a job alone that a person moved after it was found', async () => {
    const [blog] = await addJobs('blog_jobs', 1, 'Canceled');
    const moved = await db.transaction((tx) => blogStep.advance(tx, { id: blog!, status: 'InProgress' }, { publicUrl: PUBLIC_URL }));
    expect(moved).toBe(false);
    expect(await db.query('select status from blog_jobs where id = $1', [blog])).toEqual([{ status: 'Canceled' }]);
    expect(await db.query('select count(*)::int as n from status_history where entity_id = $1', [blog])).toEqual([{ n: 0 }]);
  });

  it('ticks by itself at its interval, and stop waits for the run in progress', async () => {
    const [blog] = await addJobs('blog_jobs', 1);
    const worker = createWorker({ db, intervalMs: 20, publicUrl: PUBLIC_URL });
    worker.start();
    const deadline = Date.now() + 5000;
    while ((await db.query<{ status: string }>('select status from blog_jobs where id = $1', [blog]))[0]!.status !== 'TaskReady') {
      if (Date.now() > deadline) throw new Error('the worker did not tick');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await worker.stop();
    expect(await worker.runOnce()).toBe(0);
  });

  it('stays idle with an interval of 0', async () => {
    const [blog] = await addJobs('blog_jobs', 1);
    const worker = createWorker({ db, intervalMs: 0, publicUrl: PUBLIC_URL });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await db.query('select status from blog_jobs where id = $1', [blog])).toEqual([{ status: 'InProgress' }]);
    await worker.stop();
  });

  // Last: it closes the database.
  it('logs a database that is gone and answers 0 instead of crashing', async () => {
    await db.close();
    closed = true;
    const logged: string[] = [];
    const worker = createWorker({ db, intervalMs: 0, publicUrl: PUBLIC_URL, log: (message) => logged.push(message) });
    expect(await worker.runOnce()).toBe(0);
    expect(logged.length).toBe(5);
    expect(logged[0]).toMatch(/^could not look for due blog jobs: .+; trying again next run\.$/);
  });
});

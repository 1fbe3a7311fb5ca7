import { contentHash } from '../../demo/server/domain/approvals.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get as httpGet } from 'node:http';
import { DEFAULT_LIVE_STREAMS_PER_ADDRESS, DEFAULT_LIVE_STREAMS_PER_PERSON } from '../../demo/server/config.ts';
import { ADDRESS_FULL, PERSON_FULL, SHUTTING_DOWN, STREAM_RETRY_AFTER_SECONDS } from '../../demo/server/live/live-updates.ts';
import { SIGNED_OUT, TOKEN_EXPIRED } from '../../demo/server/live/event-stream.ts';
import { schemaMutator } from './support/graphql-helpers.ts';
import { openLiveStream, type LiveEvent, type LiveStream } from './support/live-stream.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// GET /v1/events on the embedded database, one service for the file: who gets what, resuming, expiry and shutdown.
// Two service processes on one PostgreSQL server, and transactions that commit out of order: live-updates-postgres.test.ts.
let service: TestService;
const mutate = schemaMutator(() => service);
const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);
const SECOND_SITE = 'https://www.sterling-injury.example';
const opened: LiveStream[] = [];

// A request timeout of a second (30 s by default): a stream, whose request is read at once, outlives it.
const REQUEST_TIMEOUT_MS = 1000;
beforeAll(async () => {
  service = await startTestService({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await service?.close();
});

async function streamOf(
  userId: string,
  options: { lastEventId?: string; since?: string; origin?: string; expiresInSeconds?: number } = {},
) {
  const { expiresInSeconds, ...rest } = options;
  const stream = await openLiveStream(service.url, { token: await service.tokenFor(userId, { expiresInSeconds }), ...rest });
  opened.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor((event) => event.event === 'ready');
  return stream;
}

async function succeed(user: string, name: string, input: Record<string, unknown>, selection?: string) {
  const outcome = await mutate(user, name, input, selection);
  expect(outcome.errors, `${name}: ${JSON.stringify(outcome.errors)}`).toBeUndefined();
  return outcome.payload;
}

/** A change of the main client no one else makes: the stream that shows it has handled everything before it. */
async function markMain(label: string) {
  const { id } = await succeed(
    DEMO.admin,
    'addClientKeywordList',
    { clientId: MAIN, name: `marker ${label} ${Date.now()}`, keywords: ['marker'] },
    'id',
  );
  return id;
}
const changeOf = (entityId: string) => (event: LiveEvent) =>
  event.event === 'change' && event.data.changes.some((change: { entityId: string }) => change.entityId === entityId);
const row = async <T>(sql: string, params: unknown[] = []) => (await service.app.db.query<T>(sql, params))[0]!;

describe('GET /v1/events', () => {
  it('refuses a request without a token with 401, and a token in the URL with 400, with or without the header', async () => {
    const anonymous = await openLiveStream(service.url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const token = await service.tokenFor(DEMO.user);
    for (const withHeader of [false, true]) {
      const response = await fetch(`${service.url}/v1/events?access_token=${token}`, {
        headers: withHeader ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(400);
      expect((await response.json()).detail).toMatch(/access token in the URL .* refused.*Authorization header/);
    }
    const badCursor = await openLiveStream(service.url, { token, lastEventId: 'yesterday' });
    expect(badCursor.status).toBe(400);
  });

  it('opens with the stream headers, retry and ready', async () => {
    const response = await fetch(`${service.url}/v1/events`, { headers: { authorization: `Bearer ${await service.tokenFor(DEMO.user)}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: ready')) text += (await reader.read()).value;
    expect(text).toBe('retry: 1000\n\nevent: ready\ndata: {"resumed":false}\n\n');
    await reader.cancel();
  });
});

describe('a long stream', () => {
  it('outlives the request timeout, still delivering changes', async () => {
    const stream = await streamOf(DEMO.user);
    await new Promise((resolve) => setTimeout(resolve, 2.5 * REQUEST_TIMEOUT_MS));
    await stream.waitFor(changeOf(await markMain('after the request timeout')));
  });
});

describe('who gets what', () => {
  it("gives a USER of one client nothing of another client's changes, of any kind, while an admin gets them all", async () => {
    const user = await streamOf(DEMO.user); // USER of the main client only
    const admin = await streamOf(DEMO.admin);
    const db = service.app.db;
    const job = await row<{ id: string }>(
      `select id from blog_jobs where client_id = $1 and status not in ('Published', 'Canceled') order by id limit 1`,
      [SECOND],
    );
    const post = await row<{ id: string; content_version: number }>(
      `select p.id, p.content_version from social_posts p join social_jobs j on j.id = p.social_job_id
        where j.client_id = $1 and j.status = 'ReadyForExternalReview' and p.status not in ('Complete', 'Canceled') order by p.id limit 1`,
      [SECOND],
    );
    const commitment = await row<{ id: string; is_opted_out: boolean }>(
      'select id, is_opted_out from commitments where client_id = $1 order by id limit 1',
      [SECOND],
    );
    const period = await row<{ id: string; is_visible: boolean }>(
      'select id, is_visible from subscription_periods where client_id = $1 order by start_date desc limit 1',
      [SECOND],
    );

    await succeed(DEMO.admin, 'addClientKeywordList', { clientId: SECOND, name: 'Live isolation', keywords: ['injury'] }, 'id');
    await succeed(
      DEMO.admin,
      'addClientCompetitor',
      { clientId: SECOND, name: 'Rival Injury Law', websiteUrl: 'https://rival-injury.example' },
      'id',
    );
    await succeed(DEMO.admin, 'modifyClient', { clientId: SECOND, websiteUrl: 'https://www.sterling-injury.example' });
    await succeed(DEMO.admin, 'addWordPressCredential', {
      clientId: SECOND,
      siteUrl: `${SECOND_SITE}/`,
      username: 'portal',
      applicationPassword: 'abcd efgh ijkl mnop qrst uvwx',
    });
    await succeed(DEMO.admin, 'modifyBlogJobPublicationTitle', { blogJobId: job.id, publicationTitle: 'What to do after a crash' });
    await succeed(DEMO.admin, 'modifySocialMediaPostContent', {
      socialMediaPostId: post.id,
      content: 'Hurt on the road? We can help.',
      expectedVersion: post.content_version,
    });
    await succeed(DEMO.admin, 'updateOptOutStatusForClientCommitment', {
      commitmentId: commitment.id,
      isOptedOut: !commitment.is_opted_out,
    });
    await succeed(DEMO.admin, 'updateSubscriptionPeriod', { periodId: period.id, isVisible: period.is_visible });
    await succeed(DEMO.admin, 'associateUserWithClient', { userId: 'user-invited', clientId: SECOND, role: 'USER' });
    // The worker's kind of write, in plain SQL: a deliverable of the second client moves.
    await db.query(
      `update deliverables set updated_on = now() where id = (select id from deliverables where client_id = $1 order by id limit 1)`,
      [SECOND],
    );
    const marker = await markMain('isolation');

    await user.waitFor(changeOf(marker));
    await admin.waitFor(changeOf(marker));
    expect(user.changes().filter((change) => change.clientId !== MAIN)).toEqual([]);
    const adminKinds = new Set(
      admin
        .changes()
        .filter((change) => change.clientId === SECOND)
        .map((change) => change.kind),
    );
    expect([...adminKinds].sort()).toEqual(
      ['blogJob', 'client', 'commitment', 'competitor', 'connection', 'deliverable', 'keywordList', 'period', 'socialPost'].sort(),
    );
    // Someone else's access change goes to them alone, not even to staff.
    expect(admin.changes().filter((change) => change.kind === 'access')).toEqual([]);
    expect(user.changes().filter((change) => change.kind === 'access')).toEqual([]);
  });

  it("brings another person's approval to the client's readers within a second", async () => {
    const job = await row<{ id: string; content_version: number; content: string }>(
      `select id, content_version, content from blog_jobs where client_id = $1 and status = 'ReadyForExternalReview' order by id limit 1`,
      [MAIN],
    );
    const user = await streamOf(DEMO.user);
    const started = performance.now();
    await succeed(DEMO.manager, 'setBlogDeliverableReadyForPublication', {
      blogJobId: job.id,
      expectedVersion: job.content_version,
      expectedContentHash: contentHash(job.content),
    });
    const event = await user.waitFor(changeOf(job.id), 1000);
    expect(event.at - started).toBeLessThan(1000);
    expect(event.data.changes).toEqual(
      expect.arrayContaining([
        { clientId: MAIN, kind: 'blogJob', entityId: job.id },
        { clientId: MAIN, kind: 'approval', entityId: job.id },
        { clientId: MAIN, kind: 'deliverable', entityId: expect.any(String) },
      ]),
    );
  });

  it('sends the stream to a firm site of another origin with its CORS headers', async () => {
    // The isolation test connected SECOND_SITE as the second client's WordPress site.
    const stream = await streamOf(DEMO.owner, { origin: SECOND_SITE });
    expect(stream.headers.get('access-control-allow-origin')).toBe(SECOND_SITE);
    const stranger = await streamOf(DEMO.owner, { origin: 'https://evil.example' });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('resuming', () => {
  it('sends exactly the missed events, in order, after the Last-Event-ID', async () => {
    const witness = await streamOf(DEMO.admin);
    const first = await streamOf(DEMO.admin);
    const before = [await markMain('resume 1'), await markMain('resume 2'), await markMain('resume 3')];
    const lastRead = await first.waitFor(changeOf(before[2]!));
    first.close();
    const missed = [await markMain('resume 4'), await markMain('resume 5')];
    await service.app.db.transaction(async (tx) => {
      // One transaction, two changes: one event.
      await tx.query(`update clients set updated_on = now() where id = $1`, [SECOND]);
      await tx.query(`update clients set updated_on = now() where id = $1`, [MAIN]);
    });
    missed.push(await markMain('resume 6'));
    await witness.waitFor(changeOf(missed[2]!));

    const resumed = await streamOf(DEMO.admin, { lastEventId: lastRead.id });
    expect(resumed.events[0]!.data).toEqual({ resumed: true });
    await resumed.waitFor(changeOf(missed[2]!));
    const changeEvents = (stream: LiveStream) => stream.events.filter((event) => event.event === 'change');
    const witnessed = changeEvents(witness);
    const expected = witnessed.slice(witnessed.findIndex((event) => event.id === lastRead.id) + 1).map(({ id, data }) => ({ id, data }));
    expect(expected).toHaveLength(4);
    expect(expected[2]!.data.changes.map((change: { clientId: string }) => change.clientId).sort()).toEqual([MAIN, SECOND].sort());
    expect(changeEvents(resumed).map(({ id, data }) => ({ id, data }))).toEqual(expected);
  });

  it('replays from `since` on a first connection', async () => {
    const since = (await row<{ now: string }>('select now() as now')).now;
    const id = await markMain('since');
    const stream = await streamOf(DEMO.user, { since });
    expect(stream.events[0]!.data).toEqual({ resumed: true });
    await stream.waitFor(changeOf(id));
  });

  it('sends reset when the resume point is no longer kept', async () => {
    const reader = await streamOf(DEMO.admin);
    const id = await markMain('pruned');
    const event = await reader.waitFor(changeOf(id));
    // What the feed's hourly pruning does: drop a prefix of (tx, id) order that includes the cursor.
    const [tx, rowId] = event.id!.split('.');
    await service.app.db.query('delete from change_events where (tx, id) <= ($1::xid8, $2::bigint)', [tx, rowId]);
    const resumed = await streamOf(DEMO.admin, { lastEventId: event.id });
    const reset = await resumed.waitFor((frame) => frame.event === 'reset');
    expect(resumed.events[0]!.data).toEqual({ resumed: false });
    expect(reset.data).toEqual({ reason: 'history-gone', message: expect.stringMatching(/no longer kept.*refetch everything/) });

    const old = await streamOf(DEMO.admin, { since: new Date(Date.now() - 2 * 3600_000).toISOString() });
    expect((await old.waitFor((frame) => frame.event === 'reset')).data.reason).toBe('history-gone');
  });
});

describe('how many streams may be open', () => {
  const PER_PERSON = DEFAULT_LIVE_STREAMS_PER_PERSON;
  const PER_ADDRESS = DEFAULT_LIVE_STREAMS_PER_ADDRESS;
  const open = async (token: string) => {
    const stream = await openLiveStream(service.url, { token });
    opened.push(stream);
    return stream;
  };
  /** Every stream this file opened closes, and the service lets go of them. */
  const closeAll = async () => {
    for (const stream of opened.splice(0)) stream.close();
    await expect.poll(() => service.app.live.openStreams, { timeout: 5000 }).toBe(0);
  };
  /** A stream from another loopback address, with plain node:http (fetch cannot choose the local address). */
  const statusFrom = (localAddress: string, token: string) =>
    new Promise<{ status: number; close(): void }>((resolve, reject) => {
      const request = httpGet(`${service.url}/v1/events`, { localAddress, headers: { authorization: `Bearer ${token}` } }, (response) =>
        resolve({ status: response.statusCode!, close: () => request.destroy() }),
      );
      request.on('error', reject);
    });

  it(`gives one person ${PER_PERSON} streams, one token or many, then 429 with Retry-After, and a place again when one closes`, async () => {
    await closeAll();
    const token = await service.tokenFor(DEMO.user);
    const streams = [];
    for (let index = 0; index < PER_PERSON; index += 1) streams.push(await open(token));
    expect(streams.map((stream) => stream.status)).toEqual(Array(PER_PERSON).fill(200));
    for (const extra of [token, await service.tokenFor(DEMO.user)]) {
      const refused = await fetch(`${service.url}/v1/events`, { headers: { authorization: `Bearer ${extra}` } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(STREAM_RETRY_AFTER_SECONDS));
      expect((await refused.json()).detail).toBe(PERSON_FULL(PER_PERSON));
    }
    expect((await open(await service.tokenFor(DEMO.owner))).status).toBe(200);

    streams[0]!.close();
    await expect.poll(() => service.app.live.openStreams).toBe(PER_PERSON);
    expect((await open(token)).status).toBe(200);
  });

  it(`gives one address ${PER_ADDRESS} streams of anyone, then 429, while another address still connects`, async () => {
    // Open now: the user's 20 and the owner's 1.
    for (const [user, count] of [
      [DEMO.owner, PER_PERSON - 1],
      [DEMO.admin, PER_ADDRESS - 2 * PER_PERSON],
    ] as const) {
      const token = await service.tokenFor(user);
      for (let index = 0; index < count; index += 1) expect((await open(token)).status).toBe(200);
    }
    expect(service.app.live.openStreams).toBe(PER_ADDRESS);
    const manager = await service.tokenFor(DEMO.manager);
    const refused = await fetch(`${service.url}/v1/events`, { headers: { authorization: `Bearer ${manager}` } });
    expect(refused.status).toBe(429);
    expect((await refused.json()).detail).toBe(ADDRESS_FULL(PER_ADDRESS));
    const elsewhere = await statusFrom('127.0.0.2', manager);
    expect(elsewhere.status).toBe(200);
    elsewhere.close();
    await closeAll();
  });
});

describe('the end of a stream', () => {
  it('ends with token-expired at the token’s exp', async () => {
    const stream = await streamOf(DEMO.user, { expiresInSeconds: 3 });
    const end = await stream.waitFor((event) => event.event === 'end', 8000);
    expect(end.data).toEqual({ reason: 'token-expired', message: TOKEN_EXPIRED });
    await stream.closed;
  });

  it("stops a client's changes once the person is taken off it, and ends with signed-out on deactivation", async () => {
    const manager = await streamOf(DEMO.manager); // USER_MANAGER of the main client only
    await succeed(DEMO.admin, 'disassociateUserFromClient', { userId: DEMO.manager, clientId: MAIN });
    await manager.waitFor(
      (event) => event.event === 'change' && event.data.changes.some((change: { kind: string }) => change.kind === 'access'),
    );
    const unseen = await markMain('after removal');
    // Given back a client, the manager hears of it: every batch before that was handled (and filtered).
    await succeed(DEMO.admin, 'associateUserWithClient', { userId: DEMO.manager, clientId: SECOND, role: 'USER' });
    await manager.waitFor(
      (event) => event.event === 'change' && event.data.changes.some((change: { clientId: string }) => change.clientId === SECOND),
    );
    expect(manager.changes().filter((change) => change.entityId === unseen)).toEqual([]);

    const ppc = await streamOf(DEMO.ppc);
    await succeed(DEMO.admin, 'deactivateUser', { userId: DEMO.ppc });
    expect((await ppc.waitFor((event) => event.event === 'end')).data).toEqual({ reason: 'signed-out', message: SIGNED_OUT });
    await ppc.closed;
  });

  // Last: it stops the file's service.
  it('ends every open stream with shutting-down when the service closes, promptly', async () => {
    const streams = [await streamOf(DEMO.user), await streamOf(DEMO.admin)];
    expect(service.app.live.openStreams).toBeGreaterThanOrEqual(2);
    const started = performance.now();
    await service.app.close();
    expect(performance.now() - started).toBeLessThan(2000);
    for (const stream of streams) {
      await stream.closed;
      expect(stream.events.at(-1)!.data).toEqual({ reason: 'shutting-down', message: SHUTTING_DOWN });
    }
  });
});

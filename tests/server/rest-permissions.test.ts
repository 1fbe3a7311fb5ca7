import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIdOf, DEMO, MAIN_CLIENT, SECOND_CLIENT, startTestService, type TestService } from './support/service.ts';

// Who may do what over REST: the x-capability of each operation, checked for the target's client; a
// refused call changes nothing. Also the version guard of the generic resources.
// The document is walked as plain JSON.

type Schema = Record<string, any>;
const document = JSON.parse(readFileSync('src/core/api/openapi.json', 'utf8')) as Schema;
const staffOperations = Object.entries(document.paths as Record<string, Record<string, Schema>>).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => op['x-capability'] === 'staff')
    .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

let service: TestService;
const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT); // DEMO.user, DEMO.manager and DEMO.ppc are not mapped to it
const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await service.app.db.query<T>(sql, params))[0]!;
const resourceCount = async () => (await one<{ n: number }>('select count(*)::int as n from resources')).n;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

describe('staff-only operations', () => {
  it(`refuse every client role with 403 before reading the input (${staffOperations.length} operations)`, async () => {
    const before = await resourceCount();
    for (const userId of [DEMO.owner, DEMO.manager, DEMO.user, DEMO.ppc]) {
      for (const { path, method } of staffOperations) {
        const response = await service.rest(
          userId,
          method,
          `/v1${path.replace(/\{\w+\}/g, 'anything')}`,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect(response.status, `${userId} ${method} ${path}`).toBe(403);
        expect(response.body).toMatchObject({ status: 403, title: 'Forbidden' });
      }
    }
    expect(await resourceCount()).toBe(before);
  });
});

describe('a user of another client', () => {
  it('cannot read that client’s jobs, settings or configuration', async () => {
    const blogJob = await one<{ id: string }>('select id from blog_jobs where client_id = $1 limit 1', [SECOND]);
    const socialJob = await one<{ id: string }>('select id from social_jobs where client_id = $1 limit 1', [SECOND]);
    const backlinkJob = await one<{ id: string }>('select id from backlink_jobs where client_id = $1 limit 1', [SECOND]);
    for (const path of [
      `/v1/blogs/jobs/${blogJob.id}`,
      `/v1/blogs/jobs/review/${blogJob.id}`,
      `/v1/documents/job/${blogJob.id}`,
      `/v1/blogJobScoresByBlogJobId/${blogJob.id}`,
      `/v1/socialMedia/jobs/${socialJob.id}`,
      `/v1/socialMedia/jobs/getAllByClientId/${SECOND}`,
      `/v1/backlinks/jobs/${backlinkJob.id}/steps`,
      `/v1/clients/${SECOND}`,
      `/v1/clients/${SECOND}/socialMediaConfig`,
      `/v1/clients/${SECOND}/logo`,
    ]) {
      const response = await service.rest(DEMO.user, 'GET', path);
      expect(response.status, path).toBe(403);
    }
  });

  it('sees only their own clients in lists, whatever the filter', async () => {
    const all = await service.rest(DEMO.user, 'GET', '/v1/blogs/jobs?PageSize=500');
    expect(all.body.items.every((job: { clientId: string }) => job.clientId === MAIN)).toBe(true);
    const other = await service.rest(DEMO.user, 'GET', `/v1/competitors?FilterFields=clientId:${SECOND}`);
    expect(other.body).toMatchObject({ items: [], totalCount: 0 });
    const configs = await service.rest(DEMO.user, 'GET', '/v1/clients/socialMediaConfigs');
    expect(configs.body.map((config: { clientId: string }) => config.clientId)).toEqual([MAIN]);
  });

  it('cannot change that client’s content or settings, and nothing changes', async () => {
    const job = await one<{ id: string; content: string; content_version: number }>(
      `select id, content, content_version from blog_jobs where client_id = $1 and status = 'ReadyForExternalReview' limit 1`,
      [SECOND],
    );
    const save = await service.rest(DEMO.user, 'POST', '/v1/blogs/jobs/updateContent', {
      id: job.id,
      content: '<p>Mine now</p>',
      version: job.content_version,
    });
    expect(save.status).toBe(403);
    expect(await one('select content, content_version from blog_jobs where id = $1', [job.id])).toEqual({
      content: job.content,
      content_version: job.content_version,
    });

    const competitor = await one<{ id: string; name: string }>('select id, name from competitors where client_id = $1 limit 1', [SECOND]);
    expect((await service.rest(DEMO.manager, 'PUT', `/v1/competitors/${competitor.id}`, { name: 'Renamed' })).status).toBe(403);
    expect((await service.rest(DEMO.manager, 'DELETE', `/v1/competitors/${competitor.id}`)).status).toBe(403);
    expect(await one('select name from competitors where id = $1', [competitor.id])).toEqual({ name: competitor.name });

    const before = await resourceCount();
    expect((await service.rest(DEMO.owner, 'POST', '/v1/blogSettings', { clientId: SECOND, tone: 'Warm', wordsPerPost: 900 })).status).toBe(
      201,
    );
    expect(
      (await service.rest(DEMO.user, 'POST', '/v1/contacts', { clientId: SECOND, name: 'Ann', type: 'Email', value: 'ann@firm.test' }))
        .status,
    ).toBe(403);
    expect(await resourceCount()).toBe(before + 1);

    const autoPublish = (await one<{ social_auto_publish: boolean }>('select social_auto_publish from clients where id = $1', [SECOND]))
      .social_auto_publish;
    const toggle = await service.rest(DEMO.ppc, 'POST', `/v1/clients/${SECOND}/socialMediaConfig/updateAutoPublish`, {
      autoPublish: !autoPublish,
    });
    expect(toggle.status).toBe(403);
    expect((await one('select social_auto_publish from clients where id = $1', [SECOND])).social_auto_publish).toBe(autoPublish);
  });

  it('cannot move a resource of their own client to another client', async () => {
    const created = await service.rest(DEMO.owner, 'POST', '/v1/contacts', {
      clientId: MAIN,
      name: 'Ann',
      type: 'Email',
      value: 'ann@firm.test',
    });
    expect(created.status).toBe(201);
    const moved = await service.rest(DEMO.owner, 'PUT', `/v1/contacts/${created.body.id}`, {
      version: 1,
      clientId: SECOND,
      name: 'Ann',
      type: 'Email',
      value: 'ann@firm.test',
    });
    expect(moved.body).toMatchObject({ status: 400, field: 'clientId' });
    expect(await one('select client_id, version from resources where id = $1', [created.body.id])).toEqual({ client_id: MAIN, version: 1 });
    expect(
      (await service.rest(DEMO.user, 'POST', '/v1/blogtopic', { clientId: MAIN, topic: 'Estate planning for young families' })).status,
    ).toBe(201);
  });
});

describe('a client role within its capabilities', () => {
  it('PPC_ADMIN reads the client but may not change its settings', async () => {
    expect((await service.rest(DEMO.ppc, 'GET', `/v1/clients/${MAIN}`)).status).toBe(200);
    const refused = await service.rest(DEMO.ppc, 'POST', '/v1/callToActionSettings', {
      clientId: MAIN,
      text: 'Call us',
      url: 'https://firm.test/contact',
    });
    expect(refused.status).toBe(403);
  });
});

describe('a generic resource round trip', () => {
  it('creates, reads, updates at its version, refuses a stale update and deletes', async () => {
    const created = await service.rest(DEMO.owner, 'POST', '/v1/clientLocations', {
      clientId: MAIN,
      name: 'Downtown office',
      city: 'Portland',
      country: 'United_States',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ clientId: MAIN, version: 1, name: 'Downtown office', city: 'Portland' });
    const id = created.body.id as string;

    const read = await service.rest(DEMO.user, 'GET', `/v1/clientLocations/${id}`);
    expect(read.body).toEqual(created.body);

    const update = { version: 1, name: 'Downtown office', city: 'Salem', country: 'United_States' };
    const updated = await service.rest(DEMO.owner, 'PUT', `/v1/clientLocations/${id}`, update);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, city: 'Salem' });

    const stale = await service.rest(DEMO.owner, 'PUT', `/v1/clientLocations/${id}`, { ...update, city: 'Eugene' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ status: 409, title: 'Conflict', currentVersion: 2 });
    expect(await one('select version, data from resources where id = $1', [id])).toMatchObject({ version: 2, data: { city: 'Salem' } });

    const listed = await service.rest(DEMO.user, 'GET', `/v1/clientLocations?FilterFields=city:salem`);
    expect(listed.body.items.map((item: { id: string }) => item.id)).toContain(id);

    expect((await service.rest(DEMO.user, 'DELETE', `/v1/clientLocations/${id}`)).status).toBe(403);
    expect((await service.rest(DEMO.owner, 'DELETE', `/v1/clientLocations/${id}`)).status).toBe(200);
    expect((await service.rest(DEMO.owner, 'GET', `/v1/clientLocations/${id}`)).status).toBe(404);
  });
});

describe('writes that later reads show', () => {
  it('a backlinks step is started, saved with its file, and the last one completes the job', async () => {
    const created = await service.rest(DEMO.admin, 'POST', '/v1/backlinks/jobs', {
      clientId: MAIN,
      targetUrl: 'https://firm.test/injury',
      anchorText: 'injury lawyer',
      steps: ['Outreach', 'Placement'],
    });
    expect(created.body).toMatchObject({ status: 'Initialized', clientId: MAIN });
    const steps = (await service.rest(DEMO.user, 'GET', `/v1/backlinks/jobs/${created.body.id}/steps`)).body as Array<{
      id: string;
      status: string;
    }>;
    expect(steps.map((step) => step.status)).toEqual(['Pending', 'Pending']);
    const token = await service.tokenFor(DEMO.admin);
    const save = (stepId: string) => {
      const form = new FormData();
      form.set('note', 'Placed on partner blog');
      form.set('file', new Blob(['proof'], { type: 'text/plain' }), 'proof.txt');
      return fetch(`${service.url}/v1/backlinks/jobs/step/${stepId}/save`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    expect((await save(steps[0]!.id)).status).toBe(409); // not started yet
    for (const step of steps) {
      expect((await service.rest(DEMO.admin, 'POST', `/v1/backlinks/jobs/step/${step.id}/start`)).body).toMatchObject({
        status: 'Initialized',
      });
      const saved = await save(step.id);
      expect(await saved.json()).toMatchObject({
        status: 'Completed',
        fileName: 'proof.txt',
        fileSize: 5,
        data: { note: 'Placed on partner blog' },
      });
    }
    expect((await service.rest(DEMO.user, 'GET', `/v1/backlinks/jobs/${created.body.id}`)).body.status).toBe('Completed');
    const [first] = (await service.rest(DEMO.user, 'GET', `/v1/backlinks/jobs/${created.body.id}/steps`)).body as Array<{
      data: { uploadId: string };
    }>;
    const file = await fetch(`${service.url}/v1/uploads/${first!.data.uploadId}`, {
      headers: { authorization: `Bearer ${await service.tokenFor(DEMO.user)}` },
    });
    expect(await file.text()).toBe('proof');
  });

  it('blog content is saved at the version read; a stale save is a conflict that overwrites nothing', async () => {
    const job = await one<{ id: string; content_version: number }>(
      `select id, content_version from blog_jobs where client_id = $1 and status = 'TaskReady' limit 1`,
      [MAIN],
    );
    const edit = { id: job.id, content: '<p>Reviewed by the firm</p>', version: job.content_version };
    const saved = await service.rest(DEMO.user, 'POST', '/v1/blogs/jobs/updateContent', edit);
    expect(saved.body).toMatchObject({ contentVersion: job.content_version + 1, content: edit.content });
    const stale = await service.rest(DEMO.user, 'POST', '/v1/blogs/jobs/updateContent', { ...edit, content: '<p>Older edit</p>' });
    expect(stale.body).toMatchObject({ status: 409, currentVersion: job.content_version + 1 });
    const latest = await service.rest(DEMO.user, 'GET', `/v1/blogs/jobs/latestContent/${job.id}`);
    expect(latest.body).toMatchObject({ version: job.content_version + 1, content: edit.content, savedBy: 'user@demo.test' });
  });
});

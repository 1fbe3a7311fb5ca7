import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIdOf, DEMO, MAIN_CLIENT, startTestService, type TestService } from './support/service.ts';

// Bad input to REST: a 400 (or 413) with a problem body that names the parameter or field, never a 500,
// and nothing written.
let service: TestService;
const MAIN = clientIdOf(MAIN_CLIENT);

async function raw(path: string, init: RequestInit & { userId?: string } = {}) {
  const token = await service.tokenFor(init.userId ?? DEMO.admin);
  const response = await fetch(`${service.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  return { status: response.status, body: await response.json() };
}
const competitorCount = async () => (await service.app.db.query<{ n: number }>('select count(*)::int as n from competitors'))[0]!.n;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

describe('list parameters', () => {
  const cases: Array<[string, string, string]> = [
    ['PageSize=0', 'PageSize', 'PageSize must be between 1 and 500.'],
    ['PageSize=501', 'PageSize', 'PageSize must be between 1 and 500.'],
    ['PageSize=many', 'PageSize', 'PageSize must be between 1 and 500.'],
    ['PageNumber=0', 'PageNumber', 'PageNumber must be a whole number of 1 or more.'],
    ['SortColumn=password', 'SortColumn', 'SortColumn must be one of: createdOn, updatedOn, topic, status, dueDate, contentType.'],
    ['SortDirection=UP', 'SortDirection', 'SortDirection must be one of: ASC, DESC.'],
    [
      'FilterFields=status',
      'FilterFields',
      'FilterFields must be field:value pairs separated by commas, e.g. "status:Published,isTest:false".',
    ],
    [
      'FilterFields=content:secret',
      'FilterFields',
      'FilterFields: "content" is not a filterable field; use any of: clientId, deliverableId, status, contentType, isTest, humanQc.',
    ],
    [
      'AdditionalSortingFields=topic,content',
      'AdditionalSortingFields',
      'AdditionalSortingFields: "content" is not a sortable column; use any of: createdOn, updatedOn, topic, status, dueDate, contentType.',
    ],
  ];
  it.each(cases)('?%s is refused naming %s', async (query, parameter, detail) => {
    const response = await service.rest(DEMO.admin, 'GET', `/v1/blogs/jobs?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, title: 'Bad Request', detail, parameter });
  });

  it('pages, sorts and filters within the visible clients', async () => {
    const page = await service.rest(
      DEMO.user,
      'GET',
      `/v1/blogs/jobs?PageSize=3&PageNumber=2&SortColumn=topic&SortDirection=DESC&FilterFields=status:Published&AdditionalSortingFields=createdOn`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ pageNumber: 2, pageSize: 3 });
    expect(page.body.items).toHaveLength(3);
    expect(page.body.items.every((job: { clientId: string; status: string }) => job.clientId === MAIN && job.status === 'Published')).toBe(
      true,
    );
    const topics = page.body.items.map((job: { topic: string }) => job.topic);
    expect(topics).toEqual([...topics].sort().reverse());
    const [stored] = await service.app.db.query<{ n: number }>(
      `select count(*)::int as n from blog_jobs where client_id = $1 and status = 'Published'`,
      [MAIN],
    );
    expect(page.body.totalCount).toBe(stored!.n);

    // Past the last page: no items, and still the whole count.
    const beyond = await service.rest(DEMO.user, 'GET', `/v1/blogs/jobs?PageSize=3&PageNumber=999&FilterFields=status:Published`);
    expect(beyond.body).toMatchObject({ items: [], totalCount: stored!.n, pageNumber: 999 });
  });

  it('refuses a date range that ends before it starts, naming the end', async () => {
    const response = await service.rest(DEMO.admin, 'GET', '/v1/backlinks/jobs?StartDate=2026-05-01&EndDate=2026-04-01');
    expect(response.body).toMatchObject({ status: 400, parameter: 'EndDate' });
    const malformed = await service.rest(DEMO.admin, 'GET', '/v1/backlinks/jobs?StartDate=May');
    expect(malformed.body).toEqual({
      status: 400,
      title: 'Bad Request',
      detail: 'StartDate must be a date (YYYY-MM-DD).',
      parameter: 'StartDate',
    });
  });
});

describe('bodies', () => {
  const competitor = { clientId: MAIN, name: 'Rival', websiteUrl: 'https://rival.test' };

  it('refuses an unknown field by name and writes nothing', async () => {
    const before = await competitorCount();
    const response = await service.rest(DEMO.owner, 'POST', '/v1/competitors', { ...competitor, foo: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, title: 'Bad Request', detail: 'Unknown field "foo" in body', field: 'foo' });
    expect(await competitorCount()).toBe(before);
  });

  it('names a field of the wrong type, a missing one and a blank one', async () => {
    const wrongType = await service.rest(DEMO.owner, 'POST', '/v1/competitors', { ...competitor, name: 42 });
    expect(wrongType.body).toMatchObject({ status: 400, detail: 'body/name must be string', field: 'name' });
    const missing = await service.rest(DEMO.owner, 'POST', '/v1/competitors', { clientId: MAIN, name: 'Rival' });
    expect(missing.body).toMatchObject({ status: 400, detail: "body must have required property 'websiteUrl'", field: 'websiteUrl' });
    const blank = await service.rest(DEMO.owner, 'POST', '/v1/competitors', { ...competitor, name: '   ' });
    expect(blank.body).toMatchObject({ status: 400, detail: 'body/name must not be blank', field: 'name' });
    const badUrl = await service.rest(DEMO.owner, 'POST', '/v1/competitors', { ...competitor, websiteUrl: 'rival' });
    expect(badUrl.body).toMatchObject({ status: 400, field: 'websiteUrl' });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await raw('/v1/competitors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"clientId": ',
    });
    expect(response).toEqual({ status: 400, body: { status: 400, title: 'Bad Request', detail: 'The body is not valid JSON.' } });
  });

  it('refuses a body over the limit with 413', async () => {
    const huge = JSON.stringify({ ...competitor, name: 'x'.repeat(service.app.config.bodyLimitBytes + 10) });
    const response = await raw('/v1/competitors', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 413, title: 'Payload Too Large' });
  });

  it('refuses a nested unknown field and a date out of order', async () => {
    const nested = await service.rest(DEMO.admin, 'POST', '/v1/blogs/jobs/updateContents', {
      items: [{ id: 'x', content: 'y', version: 1, extra: true }],
    });
    expect(nested.body).toMatchObject({ status: 400, detail: 'Unknown field "extra" in body/items/0', field: 'items/0/extra' });
    const contract = await service.rest(DEMO.admin, 'POST', '/v1/contracts', {
      clientId: MAIN,
      startDate: '2026-06-01',
      endDate: '2026-05-01',
    });
    expect(contract.body).toMatchObject({ status: 400, field: 'endDate' });
  });

  it('answers 404 for an unknown id and for a reference to nothing', async () => {
    const unknown = await service.rest(DEMO.admin, 'GET', '/v1/blogs/jobs/no-such-job');
    expect(unknown.body).toEqual({ status: 404, title: 'Not Found', detail: 'No blog job with id "no-such-job".' });
    const client = await service.rest(DEMO.admin, 'POST', '/v1/competitors', { ...competitor, clientId: 'no-such-client' });
    expect(client.status).toBe(404);
  });

  it('refuses a multipart call sent as JSON, and an upload without a file', async () => {
    const [step] = await service.app.db.query<{ id: string }>(
      `select s.id from backlink_steps s join backlink_jobs j on j.id = s.job_id where j.client_id = $1 and s.status = 'Pending' limit 1`,
      [MAIN],
    );
    const json = await service.rest(DEMO.admin, 'POST', `/v1/backlinks/jobs/step/${step!.id}/save`, { file: 'x' });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.set('note', 'no file');
    const noFile = await raw(`/v1/backlinks/jobs/step/${step!.id}/save`, { method: 'POST', body: form });
    expect(noFile.body).toMatchObject({ status: 400, field: 'file' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLINK_EVIDENCE_TYPES } from '../../src/shared/backlinks/backlink-rules.ts';
import { claimingSize, JPEG } from '../support/image-files.ts';
import { clientIdOf, DEMO, MAIN_CLIENT, SECOND_CLIENT, startTestService, type TestService } from './support/service.ts';

// The backlinks area over REST: the seeded period as the portal lists it, who may edit, start and save a step (and
// that a refusal changes nothing), the times a step keeps, the referring site and live link an edit carries, the
// evidence file's limits, and GET /v1/documents/job/{jobId} for a step's file and the job's report.

type Job = {
  id: string;
  clientId: string;
  status: string;
  anchorText: string;
  referringSite: string | null;
  liveUrl: string | null;
  stepCount: number;
  completedSteps: number;
  currentStep: string | null;
  startDate: string | null;
};
type Step = {
  id: string;
  jobId: string;
  kind: string;
  status: string;
  data: Record<string, unknown>;
  fileName: string | null;
  startedOn: string | null;
  completedOn: string | null;
};

let service: TestService;
const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const one = async <T>(sql: string, params: unknown[] = []) => (await service.app.db.query<T>(sql, params))[0]!;
const jobRow = (id: string) =>
  one<Record<string, unknown>>('select status, referring_site, live_url, updated_on from backlink_jobs where id = $1', [id]);
const stepRow = (id: string) =>
  one<Record<string, unknown>>('select status, data, file_name, started_on, completed_on from backlink_steps where id = $1', [id]);
const stepsOf = async (userId: string, jobId: string) =>
  (await service.rest(userId, 'GET', `/v1/backlinks/jobs/${jobId}/steps`)).body as Step[];

async function newJob(clientId = MAIN, anchorText = 'car accident lawyer'): Promise<{ job: Job; steps: Step[] }> {
  const created = await service.rest(DEMO.admin, 'POST', '/v1/backlinks/jobs', {
    clientId,
    targetUrl: 'https://www.harborvale.example/car-accidents',
    anchorText,
  });
  expect(created.status).toBe(201);
  return { job: created.body as Job, steps: await stepsOf(DEMO.admin, created.body.id) };
}

async function save(userId: string, stepId: string, file: { body: BlobPart; type: string; name: string }, note?: string) {
  const form = new FormData();
  if (note) form.set('note', note);
  form.set('file', new Blob([file.body], { type: file.type }), file.name);
  const response = await fetch(`${service.url}/v1/backlinks/jobs/step/${stepId}/save`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await service.tokenFor(userId)}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function document(userId: string, jobId: string, stepId?: string) {
  const query = stepId ? `?StepId=${stepId}` : '';
  const response = await fetch(`${service.url}/v1/documents/job/${jobId}${query}`, {
    headers: { authorization: `Bearer ${await service.tokenFor(userId)}` },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('the seeded backlinks of the main firm’s current period', () => {
  it('hold every state, with progress, referring sites, live links, step times and files', async () => {
    const period = await one<{ start: string; end: string }>(
      `select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date`,
      [MAIN],
    );
    const list = await service.rest(
      DEMO.owner,
      'GET',
      `/v1/backlinks/jobs?StartDate=${period.start}&EndDate=${period.end}&PageSize=200&FilterFields=clientId:${MAIN}&SortColumn=startDate`,
    );
    expect(list.status).toBe(200);
    const jobs = list.body.items as Job[];
    expect(new Set(jobs.map((job) => job.status))).toEqual(new Set(['Completed', 'Pending', 'Initialized', 'Failed', 'Unknown']));
    expect(new Set(jobs.filter((job) => job.status === 'Pending').map((job) => job.completedSteps))).toEqual(new Set([0, 1, 2, 3]));
    for (const job of jobs) {
      expect(job.stepCount).toBe(4);
      expect(job.startDate! >= period.start && job.startDate! <= period.end).toBe(true);
      if (job.status === 'Completed') {
        expect([job.completedSteps, job.currentStep]).toEqual([4, null]);
        expect(job.liveUrl).toMatch(/^https:\/\/[a-z.-]+\/\S+$/);
      }
      if (job.status === 'Initialized') expect([job.completedSteps, job.referringSite, job.liveUrl]).toEqual([0, null, null]);
      if (job.completedSteps >= 1) expect(job.referringSite).toMatch(/^[a-z0-9.-]+\.[a-z]+$/);
    }
    const placed = jobs.find((job) => job.status === 'Completed')!;
    const steps = await stepsOf(DEMO.user, placed.id);
    expect(steps.map((step) => [step.kind, step.status])).toEqual([
      ['Prospecting', 'Completed'],
      ['Outreach', 'Completed'],
      ['Placement', 'Completed'],
      ['Verification', 'Completed'],
    ]);
    for (const step of steps) {
      expect(Date.parse(step.startedOn!)).toBeLessThan(Date.parse(step.completedOn!));
      expect(Date.parse(step.completedOn!)).toBeLessThan(Date.now());
      const file = await document(DEMO.user, placed.id, step.id);
      expect([file.status, file.bytes.length]).toEqual([
        200,
        (await one<{ n: number }>('select file_size as n from backlink_steps where id = $1', [step.id])).n,
      ]);
    }
    const picture = await document(DEMO.user, placed.id, steps[3]!.id);
    expect([
      picture.headers.get('content-type'),
      picture.headers.get('content-disposition'),
      picture.bytes.subarray(1, 4).toString(),
    ]).toEqual(['image/png', null, 'PNG']);
    const pdf = await document(DEMO.user, placed.id, steps[2]!.id);
    expect([pdf.headers.get('content-disposition'), pdf.bytes.subarray(0, 5).toString()]).toEqual([
      'attachment; filename="placement-confirmation.pdf"',
      '%PDF-',
    ]);
  });
});

describe('who may do what', () => {
  it('staff edit, start and save a step; the job follows its steps', async () => {
    const { job, steps } = await newJob();
    const edited = await service.rest(DEMO.admin, 'PUT', `/v1/backlinks/jobs/${job.id}/steps/${steps[0]!.id}`, {
      data: { note: 'Shortlisted the county bar blog', referringSite: 'blog.harborcountybar.org' },
    });
    expect(edited.status).toBe(200);
    // The link is the job's, kept there alone: the step holds its notes.
    expect(edited.body.data).toEqual({ note: 'Shortlisted the county bar blog' });
    expect((await service.rest(DEMO.admin, 'POST', `/v1/backlinks/jobs/step/${steps[0]!.id}/start`)).body.status).toBe('Initialized');
    expect((await service.rest(DEMO.owner, 'GET', `/v1/backlinks/jobs/${job.id}`)).body).toMatchObject({
      status: 'Pending',
      referringSite: 'blog.harborcountybar.org',
      completedSteps: 0,
      currentStep: 'Prospecting',
    });
    const saved = await save(
      DEMO.admin,
      steps[0]!.id,
      { body: 'site,rating\nblog.harborcountybar.org,61\n', type: 'text/csv', name: 'prospects.csv' },
      'Two prospects',
    );
    expect(saved).toMatchObject({ status: 200, body: { status: 'Completed', fileName: 'prospects.csv', data: { note: 'Two prospects' } } });
    expect((await service.rest(DEMO.user, 'GET', `/v1/backlinks/jobs/${job.id}`)).body).toMatchObject({
      completedSteps: 1,
      currentStep: 'Outreach',
    });
  });

  it('ACCOUNT_OWNER and USER read the job, its steps and documents, and are refused every change, which changes nothing', async () => {
    const { job, steps } = await newJob();
    await service.rest(DEMO.admin, 'POST', `/v1/backlinks/jobs/step/${steps[1]!.id}/start`);
    const before = [await jobRow(job.id), ...(await Promise.all(steps.map((step) => stepRow(step.id))))];
    for (const userId of [DEMO.owner, DEMO.user]) {
      expect((await service.rest(userId, 'GET', `/v1/backlinks/jobs/${job.id}`)).status).toBe(200);
      expect((await stepsOf(userId, job.id)).length).toBe(4);
      expect((await document(userId, job.id)).status).toBe(200);
      const refused = [
        await service.rest(userId, 'PUT', `/v1/backlinks/jobs/${job.id}/steps/${steps[0]!.id}`, {
          data: { note: 'mine', liveUrl: 'https://news.example.com/a' },
        }),
        await service.rest(userId, 'POST', `/v1/backlinks/jobs/step/${steps[0]!.id}/start`),
        await save(userId, steps[1]!.id, { body: 'proof', type: 'text/plain', name: 'proof.txt' }),
      ];
      expect(refused.map((answer) => [answer.status, answer.body.title])).toEqual([
        [403, 'Forbidden'],
        [403, 'Forbidden'],
        [403, 'Forbidden'],
      ]);
    }
    expect([await jobRow(job.id), ...(await Promise.all(steps.map((step) => stepRow(step.id))))]).toEqual(before);
  });

  it('a user of another client reads nothing of its jobs and changes nothing', async () => {
    const { job, steps } = await newJob(SECOND);
    const before = [await jobRow(job.id), ...(await Promise.all(steps.map((step) => stepRow(step.id))))];
    for (const [method, path] of [
      ['GET', `/v1/backlinks/jobs/${job.id}`],
      ['GET', `/v1/backlinks/jobs/${job.id}/steps`],
      ['GET', `/v1/documents/job/${job.id}`],
      ['GET', `/v1/documents/job/${job.id}?StepId=${steps[0]!.id}`],
    ]) {
      expect((await service.rest(DEMO.user, method!, path!)).status, path).toBe(403);
    }
    const list = await service.rest(DEMO.user, 'GET', `/v1/backlinks/jobs?PageSize=200&FilterFields=clientId:${SECOND}`);
    expect(list.body).toMatchObject({ items: [], totalCount: 0 });
    expect(
      (await service.rest(DEMO.user, 'PUT', `/v1/backlinks/jobs/${job.id}/steps/${steps[0]!.id}`, { data: { note: 'x' } })).status,
    ).toBe(403);
    expect((await service.rest(DEMO.user, 'POST', `/v1/backlinks/jobs/step/${steps[0]!.id}/start`)).status).toBe(403);
    expect([await jobRow(job.id), ...(await Promise.all(steps.map((step) => stepRow(step.id))))]).toEqual(before);
  });
});

describe('a step’s times', () => {
  it('are kept when it starts and when it is saved', async () => {
    const { steps } = await newJob();
    const [step] = steps;
    expect([step!.startedOn, step!.completedOn]).toEqual([null, null]);
    const beforeStart = Date.now() - 1000;
    const started = (await service.rest(DEMO.admin, 'POST', `/v1/backlinks/jobs/step/${step!.id}/start`)).body as Step;
    expect(Date.parse(started.startedOn!)).toBeGreaterThanOrEqual(beforeStart);
    expect(started.completedOn).toBeNull();
    const saved = (await save(DEMO.admin, step!.id, { body: PNG, type: 'image/png', name: 'live.png' })).body as unknown as Step;
    expect(saved.startedOn).toBe(started.startedOn);
    expect(Date.parse(saved.completedOn!)).toBeGreaterThanOrEqual(Date.parse(started.startedOn!));
    expect(Date.parse(saved.completedOn!)).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('the referring site and live link an edit carries', () => {
  it('are checked, naming the field; a refusal keeps the step and the job as they were', async () => {
    const { job, steps } = await newJob();
    const stepPath = `/v1/backlinks/jobs/${job.id}/steps/${steps[2]!.id}`;
    const before = [await jobRow(job.id), await stepRow(steps[2]!.id)];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ liveUrl: 'javascript:alert(1)' }, 'data/liveUrl'],
      [{ liveUrl: 'ftp://files.example.com/a' }, 'data/liveUrl'],
      [{ liveUrl: 'news.example.com/article' }, 'data/liveUrl'],
      [{ liveUrl: 'https://localhost/a' }, 'data/liveUrl'],
      [{ liveUrl: 42 }, 'data/liveUrl'],
      [{ referringSite: 'not a site' }, 'data/referringSite'],
      [{ referringSite: 'data:text/html,<script>alert(1)</script>' }, 'data/referringSite'],
      [{ note: 'ok', referringSite: 'lawyers.justia.com', liveUrl: `https://a.example.com/${'x'.repeat(2000)}` }, 'data/liveUrl'],
    ];
    for (const [data, field] of cases) {
      const answer = await service.rest(DEMO.admin, 'PUT', stepPath, { data });
      expect([answer.status, answer.body.field], JSON.stringify(data)).toEqual([400, field]);
      expect(answer.body.detail).toMatch(new RegExp(`^body/${field} must`));
    }
    expect([await jobRow(job.id), await stepRow(steps[2]!.id)]).toEqual(before);
  });

  it('set the job’s referring site and live link (a domain or an address; empty clears)', async () => {
    const { job, steps } = await newJob();
    const put = (data: Record<string, unknown>) =>
      service.rest(DEMO.admin, 'PUT', `/v1/backlinks/jobs/${job.id}/steps/${steps[2]!.id}`, { data });
    expect(
      (
        await put({
          note: 'Accepted',
          referringSite: 'https://www.harborcityherald.com/',
          liveUrl: ' https://www.harborcityherald.com/community/injury-clinic ',
        })
      ).status,
    ).toBe(200);
    expect((await service.rest(DEMO.owner, 'GET', `/v1/backlinks/jobs/${job.id}`)).body).toMatchObject({
      referringSite: 'https://www.harborcityherald.com/',
      liveUrl: 'https://www.harborcityherald.com/community/injury-clinic',
    });
    expect((await put({ note: 'Moved', liveUrl: '' })).status).toBe(200);
    expect((await service.rest(DEMO.owner, 'GET', `/v1/backlinks/jobs/${job.id}`)).body).toMatchObject({
      referringSite: 'https://www.harborcityherald.com/',
      liveUrl: null,
    });
    expect((await put({ note: 'Only a note' })).status).toBe(200);
    expect((await service.rest(DEMO.owner, 'GET', `/v1/backlinks/jobs/${job.id}`)).body.referringSite).toBe(
      'https://www.harborcityherald.com/',
    );
  });

  it('can still be put right through a completed step, whose notes stay as saved', async () => {
    const { job, steps } = await newJob();
    const step = steps[0]!;
    await service.rest(DEMO.admin, 'POST', `/v1/backlinks/jobs/step/${step.id}/start`);
    await save(DEMO.admin, step.id, { body: 'site\nlawyers.justia.com\n', type: 'text/csv', name: 'prospects.csv' }, 'One prospect');
    const put = (data: Record<string, unknown>) =>
      service.rest(DEMO.admin, 'PUT', `/v1/backlinks/jobs/${job.id}/steps/${step.id}`, { data });
    const before = await stepRow(step.id);
    const notes = await put({ note: 'Rewritten', liveUrl: 'https://lawyers.justia.com/firm/harbor-vale' });
    expect([notes.status, notes.body.code ?? notes.body.title]).toEqual([409, expect.anything()]);
    expect((await service.rest(DEMO.owner, 'GET', `/v1/backlinks/jobs/${job.id}`)).body.liveUrl).toBeNull();
    const links = await put({ liveUrl: 'https://lawyers.justia.com/firm/harbor-vale' });
    expect(links.status).toBe(200);
    expect((await service.rest(DEMO.owner, 'GET', `/v1/backlinks/jobs/${job.id}`)).body.liveUrl).toBe(
      'https://lawyers.justia.com/firm/harbor-vale',
    );
    expect(await stepRow(step.id)).toEqual(before);
  });
});

describe('the evidence file', () => {
  it('takes the types the portal offers, and refuses a file too big or of another type, changing nothing', async () => {
    expect([...BACKLINK_EVIDENCE_TYPES].sort()).toEqual([
      'application/pdf',
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/webp',
      'text/csv',
      'text/plain',
    ]);
    const { job, steps } = await newJob();
    const step = steps[0]!;
    await service.rest(DEMO.admin, 'POST', `/v1/backlinks/jobs/step/${step.id}/start`);
    const before = [await jobRow(job.id), await stepRow(step.id), await one<{ n: number }>('select count(*)::int as n from uploads')];
    const tooBig = await save(DEMO.admin, step.id, {
      body: new Uint8Array(service.app.config.bodyLimitBytes + 1),
      type: 'application/pdf',
      name: 'big.pdf',
    });
    expect([tooBig.status, tooBig.body.detail]).toEqual([
      413,
      `The body is larger than the ${service.app.config.bodyLimitBytes} bytes this service accepts.`,
    ]);
    for (const [type, name] of [
      ['text/html', 'page.html'],
      ['image/svg+xml', 'logo.svg'],
      ['application/x-msdownload', 'setup.exe'],
      ['application/zip', 'files.zip'],
    ]) {
      const wrong = await save(DEMO.admin, step.id, { body: 'content', type: type!, name: name! });
      expect([wrong.status, wrong.body.field], type).toEqual([400, 'file']);
      expect(wrong.body.detail).toContain(`is of type ${type}, which a step does not take`);
    }
    expect([await jobRow(job.id), await stepRow(step.id), await one<{ n: number }>('select count(*)::int as n from uploads')]).toEqual(
      before,
    );
    // The largest file the portal lets through (areas/backlinks/model/backlink-files.ts) is the limit itself, with the multipart wrapping on top.
    const right = await save(DEMO.admin, step.id, {
      body: new Uint8Array(service.app.config.bodyLimitBytes),
      type: 'application/pdf',
      name: 'just-fits.pdf',
    });
    expect(right.status).toBe(200);
  });
});

describe('an evidence picture', () => {
  it('is a real picture of its type, within the pixel limits, or it is refused and nothing changes', async () => {
    const { job, steps } = await newJob();
    const step = steps[0]!;
    await service.rest(DEMO.admin, 'POST', `/v1/backlinks/jobs/step/${step.id}/start`);
    const before = [await jobRow(job.id), await stepRow(step.id), await one<{ n: number }>('select count(*)::int as n from uploads')];
    const fake = await save(DEMO.admin, step.id, { body: '<html><script>alert(1)</script></html>', type: 'image/png', name: 'live.png' });
    expect([fake.status, fake.body.field, fake.body.detail]).toEqual([
      400,
      'file',
      'body/file claims to be image/png but its content is not; choose a real PNG, JPEG, WebP or GIF image.',
    ]);
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const) {
      const bomb = await save(DEMO.admin, step.id, { body: claimingSize(type, 60000, 60000), type, name: 'live' });
      expect([bomb.status, bomb.body.field, bomb.body.detail], type).toEqual([
        400,
        'file',
        expect.stringContaining('is 60000 × 60000 pixels; an image may be at most 10000 pixels wide or high'),
      ]);
    }
    expect([await jobRow(job.id), await stepRow(step.id), await one<{ n: number }>('select count(*)::int as n from uploads')]).toEqual(
      before,
    );
    expect((await save(DEMO.admin, step.id, { body: JPEG, type: 'image/jpeg', name: 'live.jpg' })).status).toBe(200);
  });
});

describe('GET /v1/documents/job/{jobId}', () => {
  it('answers a step’s file: raster images inline, anything else as an attachment', async () => {
    const { job, steps } = await newJob();
    for (const step of steps.slice(0, 2)) await service.rest(DEMO.admin, 'POST', `/v1/backlinks/jobs/step/${step.id}/start`);
    await save(DEMO.admin, steps[0]!.id, { body: PNG, type: 'image/png', name: 'live link.png' });
    await save(DEMO.admin, steps[1]!.id, { body: 'Dear editor,', type: 'text/plain', name: 'email.txt' });
    const image = await document(DEMO.owner, job.id, steps[0]!.id);
    expect([image.status, image.headers.get('content-type'), image.headers.get('content-disposition'), image.bytes.equals(PNG)]).toEqual([
      200,
      'image/png',
      null,
      true,
    ]);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await document(DEMO.user, job.id, steps[1]!.id);
    expect([text.status, text.headers.get('content-disposition'), text.bytes.toString()]).toEqual([
      200,
      'attachment; filename="email.txt"',
      'Dear editor,',
    ]);
    const none = await document(DEMO.owner, job.id, steps[2]!.id);
    expect(none.status).toBe(409);
    expect(JSON.parse(none.bytes.toString()).detail).toBe('The Placement step has no file yet; it gets one when it is saved.');
    const other = await newJob();
    expect((await document(DEMO.owner, job.id, other.steps[0]!.id)).status).toBe(404);
  });

  it('answers the job’s report: escaped text, safe links only, no script', async () => {
    const anchor = '<img src=x onerror=alert(1)> "injury" & <script>alert(2)</script>';
    const { job, steps } = await newJob(MAIN, anchor);
    await service.rest(DEMO.admin, 'PUT', `/v1/backlinks/jobs/${job.id}/steps/${steps[0]!.id}`, {
      data: { referringSite: 'lawyers.justia.com', liveUrl: 'https://lawyers.justia.com/firm/harbor-vale?a=1&b="2"' },
    });
    await service.rest(DEMO.admin, 'POST', `/v1/backlinks/jobs/step/${steps[0]!.id}/start`);
    await save(DEMO.admin, steps[0]!.id, { body: 'a,b', type: 'text/csv', name: '<b>prospects.csv' });
    const report = await document(DEMO.user, job.id);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(report.headers.get('content-disposition')).toMatch(
      /^attachment; filename="img-src-x-onerror-alert-1-injury-script-alert-2-script-backlink-report\.html"$/,
    );
    expect(report.headers.get('content-security-policy')).toContain('sandbox');
    const html = report.bytes.toString();
    expect(html).not.toMatch(/<script|<img|<iframe|javascript:/i);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#34;injury&#34; &#38; &#60;script&#62;');
    expect(html).toContain('<meta http-equiv="Content-Security-Policy" content="default-src \'none\'');
    expect(html).toContain('<a href="https://lawyers.justia.com/firm/harbor-vale?a=1&#38;b=%222%22" rel="noopener noreferrer">');
    expect(html).toContain('<a href="https://www.harborvale.example/car-accidents"');
    expect(html).toContain('1 of 4 steps');
    expect(html).toMatch(
      /<td>1\. Prospecting<\/td><td>Completed<\/td><td>\d{4}-\d\d-\d\d \d\d:\d\d UTC<\/td><td>\d{4}-\d\d-\d\d \d\d:\d\d UTC<\/td><td>&#60;b&#62;prospects\.csv<\/td>/,
    );
    expect(html).toMatch(/<td>2\. Outreach<\/td><td>Not started<\/td><td>—<\/td><td>—<\/td><td>—<\/td>/);
  });

  it('keeps serving a blog job’s document, which has no steps', async () => {
    const blog = await one<{ id: string }>(`select id from blog_jobs where client_id = $1 and content <> '' limit 1`, [MAIN]);
    const answer = await document(DEMO.owner, blog.id);
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(answer.bytes.toString()).toContain('<article>');
    const withStep = await service.rest(DEMO.owner, 'GET', `/v1/documents/job/${blog.id}?StepId=anything`);
    expect([withStep.status, withStep.body.parameter]).toEqual([400, 'StepId']);
    expect((await service.rest(DEMO.owner, 'GET', '/v1/documents/job/no-such-job')).status).toBe(404);
  });
});

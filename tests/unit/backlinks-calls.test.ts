import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestApiError } from '../../src/core/api/rest-error.ts';
import { attachmentName } from '../../src/core/api/rest-client.ts';
import { downloadJobDocument, editStep, saveStep, startStep } from '../../src/areas/backlinks/api/backlink-calls.ts';
import { callProblem } from '../../src/core/api/rest-problem.ts';
import { fileRefusal } from '../../src/areas/backlinks/model/backlink-errors.ts';
import {
  BACKLINK_JOBS_FAILED_MESSAGE,
  BACKLINK_PAGE_SIZE,
  backlinkJobsQueryOptions,
} from '../../src/areas/backlinks/api/backlink-jobs-query.ts';
import { backlinkKeys } from '../../src/areas/backlinks/api/backlink-keys.ts';
import { backlinkJobQueryOptions, backlinkStepsQueryOptions } from '../../src/areas/backlinks/api/backlink-steps-query.ts';
import { createSession } from '../../src/core/session/session.ts';
import { FakeRequest } from './fake-xhr.ts';
import { fakeAuthClient, memoryRuntime, testConfig } from './session-fakes.ts';

// The backlinks area's calls, each through the page's one REST client, against a fake service that records what it
// was asked: the period's jobs (every page, with the list parameters), a job and its steps, the staff's edit, start
// and save (multipart, its progress reported, Cancel stopping it), and the documents.

interface Asked {
  method: string;
  url: URL;
  body: unknown;
  authorization: string | null;
}
type Answer = (asked: Asked) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PERIOD = { startDate: '2026-11-01', endDate: '2026-11-30' };

function sessionAnswering(answer: Answer) {
  const runtime = memoryRuntime();
  runtime.stores.user.getState().setToken('stored-token');
  const asked: Asked[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      body: init?.body,
      authorization: new Headers(init?.headers).get('authorization'),
    };
    asked.push(request);
    return answer(request);
  });
  const session = createSession(runtime, testConfig(), {
    fetch: fetch as unknown as typeof globalThis.fetch,
    createAuthClient: async () => fakeAuthClient(),
  });
  return { session, asked };
}

const jobs = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: `j${from + index}` }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('query keys', () => {
  it('carry the client, and the list’s the period, so Reporting can read the same cache entry', () => {
    const { session } = sessionAnswering(() => json({}));
    const list = backlinkJobsQueryOptions(session, 'c1', PERIOD).queryKey;
    expect(list).toEqual(['backlinks', 'c1', 'jobs', '2026-11-01', '2026-11-30']);
    expect(list).toEqual(backlinkKeys.jobs('c1', PERIOD));
    for (const key of [
      list,
      backlinkJobQueryOptions(session, 'c1', 'j1').queryKey,
      backlinkStepsQueryOptions(session, 'c1', 'j1').queryKey,
    ])
      expect(key.slice(0, 2)).toEqual(backlinkKeys.client('c1'));
    expect(backlinkJobsQueryOptions(session, 'c2', PERIOD).queryKey).not.toEqual(list);
    expect(backlinkJobsQueryOptions(session, 'c1', { ...PERIOD, endDate: '2026-11-29' }).queryKey).not.toEqual(list);
  });
});

describe('the period’s jobs', () => {
  it('are every page of the REST list, asked with the period, the client filter and the list parameters', async () => {
    const total = 2 * BACKLINK_PAGE_SIZE + 17;
    const { session, asked } = sessionAnswering(({ url }) => {
      const page = Number(url.searchParams.get('PageNumber'));
      const from = (page - 1) * BACKLINK_PAGE_SIZE;
      return json({
        items: jobs(from, Math.min(BACKLINK_PAGE_SIZE, total - from)),
        totalCount: total,
        pageNumber: page,
        pageSize: BACKLINK_PAGE_SIZE,
      });
    });
    const listed = await backlinkJobsQueryOptions(session, 'c1', PERIOD).queryFn({});
    expect(listed.map((job) => job.id)).toEqual(jobs(0, total).map((job) => job.id));
    expect(asked.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual(Array(3).fill('GET /v1/backlinks/jobs'));
    expect(asked.map(({ url }) => Object.fromEntries(url.searchParams))).toEqual(
      [1, 2, 3].map((page) => ({
        PageSize: String(BACKLINK_PAGE_SIZE),
        PageNumber: String(page),
        SortColumn: 'startDate',
        SortDirection: 'ASC',
        FilterFields: 'clientId:c1',
        StartDate: '2026-11-01',
        EndDate: '2026-11-30',
      })),
    );
    expect(asked.every((request) => request.authorization === 'Bearer stored-token')).toBe(true);
  });

  it('asks once for a period that fits a page, and logs then rethrows a failure', async () => {
    const small = sessionAnswering(() => json({ items: jobs(0, 3), totalCount: 3, pageNumber: 1, pageSize: BACKLINK_PAGE_SIZE }));
    expect(await backlinkJobsQueryOptions(small.session, 'c1', PERIOD).queryFn({})).toHaveLength(3);
    expect(small.asked).toHaveLength(1);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = sessionAnswering(() =>
      json({ status: 403, title: 'Forbidden', detail: 'You do not have access to client "c1".' }, 403),
    );
    await expect(backlinkJobsQueryOptions(failing.session, 'c1', PERIOD).queryFn({})).rejects.toThrow('Forbidden');
    expect(logged).toHaveBeenCalledWith(BACKLINK_JOBS_FAILED_MESSAGE, 'c1', PERIOD, expect.any(RestApiError));
  });

  it('reads one job and its steps by id', async () => {
    const { session, asked } = sessionAnswering(({ url }) => json(url.pathname.endsWith('/steps') ? [{ id: 's1' }] : { id: 'j1' }));
    expect(await backlinkJobQueryOptions(session, 'c1', 'j/1').queryFn({})).toEqual({ id: 'j1' });
    expect(await backlinkStepsQueryOptions(session, 'c1', 'j1').queryFn({})).toEqual([{ id: 's1' }]);
    expect(asked.map(({ url }) => url.pathname)).toEqual(['/v1/backlinks/jobs/j%2F1', '/v1/backlinks/jobs/j1/steps']);
  });
});

describe('staff’s calls on a step', () => {
  it('edits: the step’s data sent back whole with the note trimmed, and only the job’s links that changed', async () => {
    const { session, asked } = sessionAnswering(() => json({ id: 's1' }));
    const job = { referringSite: 'www.avvo.com', liveUrl: null };
    await editStep(
      session,
      { id: 's1', jobId: 'j1', status: 'Initialized', data: { note: 'old', uploadId: 'u1', liveUrl: 'stale' } as never },
      { note: ' Pitched the editor ', referringSite: ' lawyers.justia.com ', liveUrl: '' },
      job,
    );
    expect([asked[0]!.method, asked[0]!.url.pathname]).toEqual(['PUT', '/v1/backlinks/jobs/j1/steps/s1']);
    expect(JSON.parse(String(asked[0]!.body))).toEqual({
      data: { note: 'Pitched the editor', uploadId: 'u1', referringSite: 'lawyers.justia.com' },
    });
    // A colleague's links stay as they are when only the notes change.
    await editStep(
      session,
      { id: 's1', jobId: 'j1', status: 'Initialized', data: {} as never },
      { note: 'More', referringSite: 'www.avvo.com', liveUrl: '' },
      job,
    );
    expect(JSON.parse(String(asked[1]!.body))).toEqual({ data: { note: 'More' } });
    // A completed step keeps its notes: only the corrected link is sent.
    await editStep(
      session,
      { id: 's1', jobId: 'j1', status: 'Completed', data: { note: 'Done' } as never },
      { note: 'ignored', referringSite: 'www.avvo.com', liveUrl: 'https://www.avvo.com/a' },
      job,
    );
    expect(JSON.parse(String(asked[2]!.body))).toEqual({ data: { liveUrl: 'https://www.avvo.com/a' } });
  });

  it('starts a step', async () => {
    const { session, asked } = sessionAnswering(() => json({ id: 's1', status: 'Initialized' }));
    await expect(startStep(session, 's1')).resolves.toMatchObject({ status: 'Initialized' });
    expect([asked[0]!.method, asked[0]!.url.pathname]).toEqual(['POST', '/v1/backlinks/jobs/step/s1/start']);
  });

  it('saves a step with its file and note as multipart', async () => {
    const { session, asked } = sessionAnswering(() => json({ id: 's1', status: 'Completed' }));
    await saveStep(session, { stepId: 's1', file: new File(['proof'], 'proof.pdf', { type: 'application/pdf' }), note: ' Placed ' });
    expect([asked[0]!.method, asked[0]!.url.pathname]).toEqual(['POST', '/v1/backlinks/jobs/step/s1/save']);
    const form = asked[0]!.body as FormData;
    expect(form.get('note')).toBe('Placed');
    expect([(form.get('file') as File).name, (form.get('file') as File).type]).toEqual(['proof.pdf', 'application/pdf']);
    await saveStep(session, { stepId: 's1', file: new File(['proof'], 'proof.pdf', { type: 'application/pdf' }), note: '  ' });
    expect((asked[1]!.body as FormData).has('note')).toBe(false);
  });

  it('reports the upload’s progress through XMLHttpRequest, and Cancel stops it with "Request aborted"', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { session, asked } = sessionAnswering(() => json({}));
    const steps: number[] = [];
    const file = new File([new Uint8Array(4096)], 'live.png', { type: 'image/png' });
    const saved = saveStep(session, { stepId: 's1', file, onProgress: ({ loaded, total }) => steps.push(loaded / total) });
    await vi.waitFor(() => expect(FakeRequest.last).toBeDefined());
    const request = FakeRequest.last!;
    expect([request.method, request.url]).toEqual(['POST', 'http://api.test/v1/backlinks/jobs/step/s1/save']);
    expect(request.headers).toMatchObject({ authorization: 'Bearer stored-token' });
    expect(((request.body as FormData).get('file') as File).name).toBe('live.png');
    request.progress(1024, 4096);
    request.progress(4096, 4096);
    request.answer(200, { id: 's1', status: 'Completed' });
    await expect(saved).resolves.toEqual({ id: 's1', status: 'Completed' });
    expect(steps).toEqual([0.25, 1]);
    expect(asked).toHaveLength(0);

    FakeRequest.last = undefined;
    const controller = new AbortController();
    const cancelled = saveStep(session, { stepId: 's1', file, onProgress: () => {}, signal: controller.signal });
    await vi.waitFor(() => expect(FakeRequest.last).toBeDefined());
    controller.abort();
    expect(FakeRequest.last!.aborted).toBe(true);
    const error = await cancelled.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RestApiError);
    expect([(error as RestApiError).message, (error as RestApiError).aborted, callProblem(error).aborted]).toEqual([
      'Request aborted',
      true,
      true,
    ]);
  });
});

describe('documents', () => {
  it('download a step’s file with its type and attachment name, and the job’s report without a step', async () => {
    const { session, asked } = sessionAnswering(({ url }) =>
      url.searchParams.has('StepId')
        ? new Response('a,b', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="prospects.csv"' } })
        : new Response('<!doctype html>', {
            headers: { 'content-type': 'text/html; charset=utf-8', 'content-disposition': 'attachment; filename="a-backlink-report.html"' },
          }),
    );
    const file = await downloadJobDocument(session, 'j1', 's1');
    expect([file.contentType, file.fileName, await file.blob.text()]).toEqual(['text/csv', 'prospects.csv', 'a,b']);
    const report = await downloadJobDocument(session, 'j1');
    expect([report.contentType, report.fileName, await report.blob.text()]).toEqual([
      'text/html; charset=utf-8',
      'a-backlink-report.html',
      '<!doctype html>',
    ]);
    expect(asked.map(({ url }) => `${url.pathname}${url.search}`)).toEqual(['/v1/documents/job/j1?StepId=s1', '/v1/documents/job/j1']);
  });

  it('reads a picture shown inline as having no file name, and a refusal as the service’s problem', async () => {
    const { session } = sessionAnswering(({ url }) =>
      url.searchParams.get('StepId') === 'png'
        ? new Response(new Uint8Array([137, 80]), { headers: { 'content-type': 'image/png' } })
        : json({ status: 409, title: 'Conflict', detail: 'The Outreach step has no file yet.' }, 409),
    );
    expect((await downloadJobDocument(session, 'j1', 'png')).fileName).toBeNull();
    const error = await downloadJobDocument(session, 'j1', 'none').catch((caught: unknown) => caught);
    expect(callProblem(error)).toEqual({ status: 409, detail: 'The Outreach step has no file yet.', field: null, aborted: false });
  });

  it('names the attachment from either form of Content-Disposition', () => {
    expect(attachmentName('attachment; filename="live-link.png"')).toBe('live-link.png');
    expect(attachmentName("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
    expect(attachmentName('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(attachmentName('inline')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});

describe('what a refusal says', () => {
  const refused = (status: number, body: unknown) =>
    new RestApiError('Bad Request', { method: 'POST', url: 'http://api.test/v1/x', status, body });
  it('is the service’s detail and the field it names; a file too big or of the wrong kind is told apart', () => {
    expect(
      callProblem(refused(400, { status: 400, detail: 'body/data/liveUrl must be an http or https address', field: 'data/liveUrl' })),
    ).toEqual({
      status: 400,
      detail: 'body/data/liveUrl must be an http or https address',
      field: 'data/liveUrl',
      aborted: false,
    });
    expect(fileRefusal(refused(413, { status: 413, detail: 'The body is larger than the 1048576 bytes this service accepts.' }))).toBe(
      'tooLarge',
    );
    expect(fileRefusal(refused(400, { status: 400, detail: 'body/file is of type text/html…', field: 'file' }))).toBe('type');
    expect(fileRefusal(refused(400, { status: 400, detail: 'body/note …', field: 'note' }))).toBeNull();
    expect(callProblem(refused(502, 'gateway down')).detail).toBe('Bad Request');
    expect(callProblem(new Error('offline'))).toEqual({ status: null, detail: 'offline', field: null, aborted: false });
  });
});

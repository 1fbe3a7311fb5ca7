import { createServer, STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HTTP_REASON_PHRASES } from '../../src/core/api/http-reasons.ts';
import { createRestClient, type RestClientOptions } from '../../src/core/api/rest-client.ts';
import { RestApiError, restErrorMessage } from '../../src/core/api/rest-error.ts';

// The REST client against a small local HTTP server: real requests, answers chosen per test.
type Answer = { status?: number; statusText?: string; type?: string; body?: unknown; delayMs?: number };
const received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> = [];
let answer: Answer;
const server = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  received.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() });
  if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
  const headers = answer.body === undefined ? {} : { 'content-type': answer.type ?? 'application/json' };
  response.writeHead(answer.status ?? 200, answer.statusText ?? STATUS_CODES[answer.status ?? 200] ?? 'Odd', headers);
  response.end(answer.body === undefined ? undefined : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
});
let origin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = { body: { items: [], totalCount: 0, pageNumber: 1, pageSize: 50 } };
});

const restWith = (overrides: Partial<RestClientOptions> = {}) =>
  createRestClient({ pageUrl: `${origin}/portal/home`, getAccessToken: async () => 'token-1', ...overrides });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call should fail'),
    (error: unknown) => error as RestApiError,
  );
const CLIENT = { id: 'c1', name: 'Acme Law' };

describe('a REST call (spec section 7)', () => {
  it('goes under /v1 of the page origin with the bearer token, and answers the JSON', async () => {
    answer = { body: CLIENT };
    const client = await restWith().get('/clients/{id}', { path: { id: 'c 1/x' } });
    expect(client.name).toBe('Acme Law');
    expect(received[0]).toMatchObject({ method: 'GET', url: '/v1/clients/c%201%2Fx' });
    expect(received[0]!.headers.authorization).toBe('Bearer token-1');
  });

  it('sends bodies as JSON', async () => {
    answer = { status: 201, body: CLIENT };
    await restWith().post('/clients', { body: { name: 'Acme Law' } as never });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v1/clients', body: '{"name":"Acme Law"}' });
    expect(received[0]!.headers['content-type']).toBe('application/json');
  });

  it('takes another base URL, and answers undefined for an empty answer', async () => {
    answer = { status: 204 };
    expect(await restWith({ baseUrl: `${origin}/api/v1/` }).delete('/clients/{id}', { path: { id: 'c1' } })).toBeUndefined();
    expect(received[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/clients/c1' });
  });

  it('sends the list parameters in the query string and answers the typed page', async () => {
    answer = { body: { items: [CLIENT], totalCount: 41, pageNumber: 3, pageSize: 20 } };
    const page = await restWith().list('/clients', {
      SortDirection: 'DESC',
      PageNumber: 3,
      PageSize: 20,
      SortColumn: 'name',
      FilterFields: { isReady: true, name: 'Acme Law' },
      AdditionalSortingFields: ['createdOn', 'updatedOn'],
    });
    expect(page).toEqual({ items: [CLIENT], totalCount: 41, pageNumber: 3, pageSize: 20 });
    expect(page.items[0]!.name).toBe('Acme Law');
    expect(received[0]!.url).toBe(
      '/v1/clients?PageSize=20&PageNumber=3&SortColumn=name&SortDirection=DESC&FilterFields=isReady%3Atrue%2Cname%3AAcme+Law&AdditionalSortingFields=createdOn%2CupdatedOn',
    );
    // @ts-expect-error 'topic' is not a sort column of the clients list
    await restWith().list('/clients', { SortColumn: 'topic' });
  });

  it('refuses a call without an access token before sending it', async () => {
    const error = await failureOf(restWith({ getAccessToken: async () => undefined }).list('/clients'));
    expect(error.message).toBe('REST client requires an access token to be provided: sign in first.');
    expect(received).toHaveLength(0);
  });
});

describe('REST errors (spec section 8)', () => {
  const table = Object.entries(HTTP_REASON_PHRASES).map(([status, text]) => [Number(status), text] as const);

  it('know the standard reason text of every registered status from 400 to 511, spelt as Node spells it', () => {
    const registered = Object.keys(STATUS_CODES)
      .map(Number)
      .filter((status) => status >= 400 && status <= 511 && status !== 509);
    expect(table.map(([status]) => status)).toEqual(registered);
    for (const [status, text] of table) expect(text).toBe(STATUS_CODES[status]);
  });

  // fetch itself fails on a 407 (it is the proxy's to answer, in Node as in browsers), so it is checked without a server.
  it.each(table.filter(([status]) => status !== 407))('raise the reason text for %i: %s', async (status, text) => {
    answer = { status, statusText: 'Whatever the server says', body: { status, title: text, detail: 'why' } };
    const error = await failureOf(restWith().list('/clients'));
    expect(error).toBeInstanceOf(RestApiError);
    expect(error.message).toBe(text);
    expect(error).toMatchObject({ status, statusText: 'Whatever the server says', body: { detail: 'why' }, method: 'GET', aborted: false });
  });

  it('give 407 its reason text too', () => expect(restErrorMessage(407, 'x', undefined)).toBe('Proxy Authentication Required'));

  it.each([
    [
      599,
      'Network Connect Timeout',
      { problem: 'slow' },
      'Generic Error: status: 599; status text: Network Connect Timeout; body: {\n  "problem": "slow"\n}',
    ],
    [509, 'Bandwidth Limit Exceeded', 'too much', 'Generic Error: status: 509; status text: Bandwidth Limit Exceeded; body: "too much"'],
    [419, 'Page Expired', undefined, 'Generic Error: status: 419; status text: Page Expired; body: undefined'],
  ])('raise the generic error with status, status text and body for any other status (%i)', async (status, statusText, body, message) => {
    answer = { status, statusText, body, type: typeof body === 'string' ? 'text/plain' : 'application/json' };
    const error = await failureOf(restWith().list('/clients'));
    expect(error.message).toBe(message);
    expect(error).toMatchObject({ status, statusText });
  });

  it("raise 'Request aborted' for a call cancelled while under way", async () => {
    answer = { delayMs: 300, body: CLIENT };
    const controller = new AbortController();
    const pending = restWith().get('/clients/{id}', { path: { id: 'c1' }, signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await failureOf(pending);
    expect(error.message).toBe('Request aborted');
    expect(error.aborted).toBe(true);
  });

  it("raise 'Request aborted' for a call cancelled before it starts, without sending it", async () => {
    const error = await failureOf(restWith().list('/clients', {}, { signal: AbortSignal.abort() }));
    expect(error.message).toBe('Request aborted');
    expect(received).toHaveLength(0);
  });
});

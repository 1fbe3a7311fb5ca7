import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalApiError } from '../../src/core/api/api-error.ts';
import { GetAllClientIdsDocument, GetClientNotificationDataDocument, MeDocument } from '../../src/core/api/generated/operations.ts';
import { createGraphQLClient, type GraphQLClientOptions } from '../../src/core/api/graphql-client.ts';

// The GraphQL client against a small local HTTP server: real requests, answers chosen per test.
type Answer = { status?: number; type?: string; body: unknown; delayMs?: number };
const received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: any }> = [];
let answer: Answer;
const server = createServer(async (request, response: ServerResponse) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  received.push({
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
  });
  if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
  response.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' });
  response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
});
let origin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const redirectToLogin = vi.fn<(returnTo: string, error: PortalApiError) => void>();
const logger = { error: vi.fn() };
beforeEach(() => {
  received.length = 0;
  redirectToLogin.mockReset();
  logger.error.mockReset();
  answer = { body: { data: { me: { email: 'owner@example.com' } } } };
});

const clientWith = (overrides: Partial<GraphQLClientOptions> = {}) =>
  createGraphQLClient({
    graphql: {},
    baseUrl: `${origin}/portal/`,
    getAccessToken: async () => 'token-1',
    redirectToLogin,
    currentPath: () => '/blog-management?status=Draft',
    logger,
    ...overrides,
  });
const today = { input: { today: '2026-11-21' } };
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call should fail'),
    (error: unknown) => error as PortalApiError,
  );

describe('a GraphQL call (spec section 7)', () => {
  it('POSTs query, variables and operationName as JSON to /graphql with the bearer token, and answers the data', async () => {
    answer = { body: { data: { allClientIds: [{ id: 'c1', name: 'Acme' }] } } };
    const data = await clientWith().request(GetAllClientIdsDocument, today);
    expect(data.allClientIds[0]!.name).toBe('Acme');
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({
      method: 'POST',
      url: '/graphql',
      body: { query: GetAllClientIdsDocument, variables: today, operationName: 'GetAllClientIds' },
    });
    expect(call!.headers.authorization).toBe('Bearer token-1');
    expect(call!.headers['content-type']).toMatch(/^application\/json/);
  });

  it('goes to the configured endpoint, relative to the page or absolute', async () => {
    await clientWith({ graphql: { endpoint: 'api/graphql' } }).request(MeDocument);
    await clientWith({ graphql: { endpoint: `${origin}/other/graphql` } }).request(MeDocument);
    expect(received.map((call) => call.url)).toEqual(['/portal/api/graphql', '/other/graphql']);
  });

  it('asks for the token on every call', async () => {
    const tokens = ['first', 'second'];
    const client = clientWith({ getAccessToken: async () => tokens.shift() });
    await client.request(MeDocument);
    await client.request(MeDocument);
    expect(received.map((call) => call.headers.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });
});

describe('a refused session sends the user to sign in (spec section 8)', () => {
  it.each(['FORBIDDEN', 'UNAUTHORIZED', 'AUTH_NOT_AUTHORIZED'])(
    'on the code %s: back to the current path, "Redirecting to login..."',
    async (code) => {
      answer = { body: { data: null, errors: [{ message: 'You do not have access to that client.', extensions: { code } }] } };
      const error = await failureOf(clientWith().request(GetClientNotificationDataDocument, { input: { clientId: 'c9' } }));
      expect(error).toBeInstanceOf(PortalApiError);
      expect(error.message).toBe('Redirecting to login...');
      expect(error).toMatchObject({ code, redirectingToLogin: true, operationName: 'GetClientNotificationData' });
      expect(redirectToLogin).toHaveBeenCalledTimes(1);
      expect(redirectToLogin).toHaveBeenCalledWith('/blog-management?status=Draft', expect.any(PortalApiError));
    },
  );

  it.each([401, 403])('on HTTP %i, even without a code or a JSON body', async (status) => {
    answer = { status, type: 'text/plain', body: 'no' };
    const error = await failureOf(clientWith().request(MeDocument));
    expect(error.message).toBe('Redirecting to login...');
    expect(error.status).toBe(status);
    expect(redirectToLogin).toHaveBeenCalledWith('/blog-management?status=Draft', expect.any(PortalApiError));
  });

  it('returns to the page path, query and hash by default', async () => {
    vi.stubGlobal('location', { pathname: '/settings', search: '?tab=users', hash: '#top', href: `${origin}/settings` });
    try {
      answer = { status: 401, body: { errors: [{ message: 'Sign in again: token expired', extensions: { code: 'UNAUTHORIZED' } }] } };
      await failureOf(clientWith({ currentPath: undefined }).request(MeDocument));
      expect(redirectToLogin).toHaveBeenCalledWith('/settings?tab=users#top', expect.any(PortalApiError));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('other failures (spec section 8)', () => {
  it('raise the first error message, without a redirect', async () => {
    answer = {
      body: {
        data: null,
        errors: [{ message: 'input.today: must be YYYY-MM-DD', extensions: { code: 'BAD_USER_INPUT' } }, { message: 'second' }],
      },
    };
    const error = await failureOf(clientWith().request(GetAllClientIdsDocument, today));
    expect(error.message).toBe('input.today: must be YYYY-MM-DD');
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', status: 200, redirectingToLogin: false });
    expect(error.errors).toHaveLength(2);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it("add the first error's extensions.message when it says more", async () => {
    answer = {
      body: { errors: [{ message: 'Publishing failed', extensions: { code: 'PUBLISH_FAILED', message: 'WordPress answered 502' } }] },
    };
    expect((await failureOf(clientWith().request(MeDocument))).message).toBe('Publishing failed: WordPress answered 502');
    answer = { body: { errors: [{ message: 'Same', extensions: { message: 'Same' } }] } };
    expect((await failureOf(clientWith().request(MeDocument))).message).toBe('Same');
  });

  it("fall back to 'An unknown error occurred' when the error has no message", async () => {
    answer = { body: { data: null, errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
    expect((await failureOf(clientWith().request(MeDocument))).message).toBe('An unknown error occurred');
  });

  it.each([
    ['a non-OK status with no errors', { status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' }, 'GraphQL Error (Code: 502)'],
    ['a non-OK status with an empty JSON body', { status: 500, body: {} }, 'GraphQL Error (Code: 500)'],
    ['an OK answer with null data', { body: { data: null } }, 'GraphQL Error (Code: 200)'],
    ['an OK answer without data', { body: {} }, 'GraphQL Error (Code: 200)'],
  ])("raise 'GraphQL Error (Code: status)' for %s", async (_case, reply, message) => {
    answer = reply as Answer;
    const error = await failureOf(clientWith().request(MeDocument));
    expect(error.message).toBe(message);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('are logged with the operation name and rethrown, and not retried', async () => {
    answer = { status: 500, body: { errors: [{ message: 'Something broke.' }] } };
    const error = await failureOf(clientWith().request(GetAllClientIdsDocument, today));
    expect(received).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('GraphQL GetAllClientIds failed: Something broke.', error);
  });

  it('raise what went wrong when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failureOf(clientWith({ graphql: { endpoint: `http://127.0.0.1:${port}/graphql` } }).request(MeDocument));
    expect(error).toBeInstanceOf(PortalApiError);
    expect(error.message).toBe('fetch failed');
    expect(logger.error).toHaveBeenCalledWith('GraphQL Me failed: fetch failed', error);
  });

  it('let a cancelled call end with its abort error, neither mapped nor logged', async () => {
    answer = { delayMs: 200, body: { data: { me: { email: 'late@example.com' } } } };
    const controller = new AbortController();
    const pending = clientWith().request(MeDocument, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failureOf(pending);
    expect(error).not.toBeInstanceOf(PortalApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('configuration errors (spec sections 5 and 8)', () => {
  it('without GraphQL configuration every call fails, and nothing is sent', async () => {
    const error = await failureOf(clientWith({ graphql: undefined }).request(MeDocument));
    expect(error.message).toBe('GraphQL client not initialized. Please provide graphql configuration when creating the client.');
    expect(error.code).toBe('NOT_INITIALIZED');
    expect(received).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledWith(
      'GraphQL Me failed: GraphQL client not initialized. Please provide graphql configuration when creating the client.',
      error,
    );
  });

  it.each([undefined, ''])('with GraphQL configured but no access token (%j) the call fails, and nothing is sent', async (token) => {
    const error = await failureOf(clientWith({ getAccessToken: async () => token }).request(MeDocument));
    expect(error.message).toBe('GraphQL client requires an access token to be provided');
    expect(error.code).toBe('MISSING_ACCESS_TOKEN');
    expect(received).toHaveLength(0);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('a relative endpoint with no page to resolve it against is refused when the client is made', () => {
    expect(() => createGraphQLClient({ graphql: {}, getAccessToken: async () => 't', redirectToLogin })).toThrow(
      /"\/graphql" is not a URL.*give an absolute endpoint or a baseUrl/,
    );
  });
});

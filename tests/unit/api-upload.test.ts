import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalApiError } from '../../src/core/api/api-error.ts';
import { SocialMediaManualUploadImageDocument } from '../../src/core/api/generated/operations.ts';
import { createGraphQLClient, type GraphQLClientOptions } from '../../src/core/api/graphql-client.ts';
import { extractFiles } from '../../src/core/api/upload.ts';

// Uploads as GraphQL multipart requests, against a small local HTTP server that parses what it gets.
type Answer = { status?: number; type?: string; body: unknown };
const received: Array<{ headers: IncomingHttpHeaders; form: FormData }> = [];
let answer: Answer;
const server = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const parsed = new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: Buffer.concat(chunks),
  });
  received.push({ headers: request.headers, form: await parsed.formData() });
  response.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' });
  response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
});
let origin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const UPLOADED = {
  socialMediaManualUploadImage: {
    message: 'Uploaded office.png for the Facebook post.',
    socialMediaPostImagesId: 'i1',
    image: { id: 'i1', socialMediaPostId: 'p1', s3Url: 'http://media/1' },
  },
};
const notifyError = vi.fn<(message: string) => void>();
const redirectToLogin = vi.fn<(returnTo: string, error: PortalApiError) => void>();
const logger = { error: vi.fn() };
beforeEach(() => {
  received.length = 0;
  [notifyError, redirectToLogin, logger.error].forEach((mock) => mock.mockReset());
  answer = { body: { data: UPLOADED } };
});

const clientWith = (overrides: Partial<GraphQLClientOptions> = {}) =>
  createGraphQLClient({
    graphql: { endpoint: `${origin}/graphql` },
    getAccessToken: async () => 'token-1',
    redirectToLogin,
    notifyError,
    currentPath: () => '/social-media-post/j1',
    logger,
    ...overrides,
  });
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'office.png', { type: 'image/png' });
const uploadPhoto = (client = clientWith()) =>
  client.upload(SocialMediaManualUploadImageDocument, { input: { socialMediaPostId: 'p1', file: photo() } });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the upload should fail'),
    (error: unknown) => error as PortalApiError,
  );

describe('a multipart upload (spec section 7)', () => {
  it('sends operations with the file nulled, the map and the file part, with GraphQL-Preflight and the bearer token', async () => {
    const data = await uploadPhoto();
    expect(data.socialMediaManualUploadImage.image.s3Url).toBe('http://media/1');
    const [{ headers, form }] = received as [(typeof received)[number]];
    expect(headers['graphql-preflight']).toBe('1');
    expect(headers.authorization).toBe('Bearer token-1');
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      query: SocialMediaManualUploadImageDocument,
      variables: { input: { socialMediaPostId: 'p1', file: null } },
      operationName: 'SocialMediaManualUploadImage',
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.file'] });
    const file = form.get('0') as File;
    expect(file.name).toBe('office.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
  });

  it('finds files in lists and nested inputs, and sends a file used twice once', () => {
    const shared = new Blob(['a']);
    const other = new Blob(['b']);
    const { variables, files } = extractFiles({ input: { files: [shared, other], cover: shared, note: 'keep', at: new Date(0) } });
    expect(variables).toEqual({ input: { files: [null, null], cover: null, note: 'keep', at: new Date(0) } });
    expect([...files.values()]).toEqual([['variables.input.files.0', 'variables.input.cover'], ['variables.input.files.1']]);
  });
});

describe('a failed upload shows an error toast and fails (spec section 8)', () => {
  it('with the first error message, logged with the operation name', async () => {
    answer = {
      body: {
        data: null,
        errors: [{ message: 'file: claims to be image/png but its content is not', extensions: { code: 'BAD_USER_INPUT' } }],
      },
    };
    const error = await failureOf(uploadPhoto());
    expect(error).toBeInstanceOf(PortalApiError);
    expect(error.message).toBe('file: claims to be image/png but its content is not');
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('file: claims to be image/png but its content is not');
    expect(logger.error).toHaveBeenCalledWith(
      'GraphQL SocialMediaManualUploadImage failed: file: claims to be image/png but its content is not',
      error,
    );
  });

  it("with 'GraphQL Error (Code: status)' when the answer is not OK and names no error", async () => {
    answer = { status: 413, type: 'text/html', body: '<h1>Too large</h1>' };
    const error = await failureOf(uploadPhoto());
    expect(error.message).toBe('GraphQL Error (Code: 413)');
    expect(notifyError).toHaveBeenCalledWith('GraphQL Error (Code: 413)');
  });

  it('when the client is not configured or has no token, before anything is sent', async () => {
    await failureOf(uploadPhoto(clientWith({ graphql: undefined })));
    await failureOf(uploadPhoto(clientWith({ getAccessToken: async () => undefined })));
    expect(notifyError.mock.calls).toEqual([
      ['GraphQL client not initialized. Please provide graphql configuration when creating the client.'],
      ['GraphQL client requires an access token to be provided'],
    ]);
    expect(received).toHaveLength(0);
  });

  it('but a refused session redirects to login instead of showing a toast', async () => {
    answer = { body: { data: null, errors: [{ message: 'You do not have access to that post.', extensions: { code: 'FORBIDDEN' } }] } };
    const error = await failureOf(uploadPhoto());
    expect(error.message).toBe('Redirecting to login...');
    expect(redirectToLogin).toHaveBeenCalledWith('/social-media-post/j1', error);
    expect(notifyError).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { SocialMediaManualUploadImageDocument } from '../../src/core/api/generated/operations.ts';
import { createGraphQLClient } from '../../src/core/api/graphql-client.ts';
import { FakeRequest } from './fake-xhr.ts';

const fetchSpy = vi.fn<typeof fetch>();
const notifyError = vi.fn();
const client = () =>
  createGraphQLClient({
    graphql: { endpoint: 'https://api.example.test/graphql' },
    getAccessToken: async () => 'token-1',
    redirectToLogin: vi.fn(),
    notifyError,
    fetch: fetchSpy,
    logger: { error: vi.fn() },
  });
const file = () => new File([new Uint8Array(2048)], 'office.png', { type: 'image/png' });
const UPLOADED = {
  socialMediaManualUploadImage: {
    message: 'Uploaded office.png.',
    socialMediaPostImagesId: 'i1',
    image: { id: 'i1', socialMediaPostId: 'p1', s3Url: 'https://media/1' },
  },
};
const sent = async () => {
  await vi.waitFor(() => expect(FakeRequest.last).toBeDefined());
  return FakeRequest.last!;
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.last = undefined;
  fetchSpy.mockReset();
  notifyError.mockReset();
});

describe('an upload that reports its progress', () => {
  it('sends the same multipart request by XMLHttpRequest and reports each step of the bytes going out', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const steps: number[] = [];
    const done = client().upload(
      SocialMediaManualUploadImageDocument,
      { input: { socialMediaPostId: 'p1', file: file() } },
      { onProgress: ({ loaded, total }) => steps.push(loaded / total) },
    );
    const request = await sent();
    expect([request.method, request.url]).toEqual(['POST', 'https://api.example.test/graphql']);
    expect(request.headers).toMatchObject({ authorization: 'Bearer token-1', 'graphql-preflight': '1' });
    const form = request.body as FormData;
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.file'] });
    request.progress(1024, 4096);
    request.progress(4096, 4096);
    request.answer(200, { data: UPLOADED });
    await expect(done).resolves.toEqual(UPLOADED);
    expect(steps).toEqual([0.25, 1]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fails as any upload fails: the service’s message, with the error toast', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const done = client().upload(
      SocialMediaManualUploadImageDocument,
      { input: { socialMediaPostId: 'p1', file: file() } },
      { onProgress: () => {} },
    );
    (await sent()).answer(200, {
      data: null,
      errors: [{ message: 'file: is 6.0 MiB; images may be at most 5 MiB.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    await expect(done).rejects.toThrow('file: is 6.0 MiB; images may be at most 5 MiB.');
    expect(notifyError).toHaveBeenCalledWith('file: is 6.0 MiB; images may be at most 5 MiB.');
  });

  it('stops sending when its signal aborts, without a toast', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const controller = new AbortController();
    const done = client().upload(
      SocialMediaManualUploadImageDocument,
      { input: { socialMediaPostId: 'p1', file: file() } },
      { onProgress: () => {}, signal: controller.signal },
    );
    const request = await sent();
    controller.abort();
    await expect(done).rejects.toBeDefined();
    expect(request.aborted).toBe(true);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('goes by fetch when no one asks for progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ data: UPLOADED }), { headers: { 'content-type': 'application/json' } }));
    await client().upload(SocialMediaManualUploadImageDocument, { input: { socialMediaPostId: 'p1', file: file() } });
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(FakeRequest.last).toBeUndefined();
  });
});

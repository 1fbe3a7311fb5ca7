import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '../../demo/server/outbound/outbound.ts';
import { createPublishers } from '../../demo/server/publishers/index.ts';
import { PublishError, type Article } from '../../demo/server/publishers/publishers.ts';

// A real HTTP server in the test: each path prefix answers as a target would in one situation, for what a real
// WordPress cannot be made to do on purpose (redirect, hang, answer a proxy error page); the rest of publishing runs
// against a real site (blog-word-press-publishing.test.ts, publishers-targets.test.ts).
const PASSWORD = 'abcd efgh ijkl mnop qrst uvwx';
const ARTICLE: Article = {
  title: 'Car accidents',
  html: '<p>First steps</p>',
  excerpt: 'What to do',
  status: 'future',
  date: '2030-01-02T10:00:00',
};
const seen: Array<{ method: string; url: string; authorization?: string; body: unknown }> = [];
let server: Server;
let base: string;

function answer(request: IncomingMessage, response: ServerResponse, body: string) {
  seen.push({
    method: request.method!,
    url: request.url!,
    authorization: request.headers.authorization,
    body: body ? JSON.parse(body) : undefined,
  });
  const json = (status: number, value: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  const [, scenario] = request.url!.split('/');
  if (scenario === 'slow') return; // never answers
  if (scenario === 'ok') {
    const expected = `Basic ${Buffer.from(`portal:${PASSWORD}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return json(401, {
        code: 'incorrect_password',
        message: 'The provided password is an invalid application password.',
        data: { status: 401 },
      });
    return json(201, { id: 7, link: `${base}/ok/?p=7`, status: 'future' });
  }
  if (scenario === 'wperror')
    return json(400, { code: 'rest_invalid_param', message: 'Invalid parameter(s): date', data: { status: 400 } });
  if (scenario === 'html') return response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>');
  if (scenario === 'noid') return json(200, { link: 'x' });
  if (scenario === 'moved') return response.writeHead(301, { location: 'https://www.firm.example/wp-json/wp/v2/posts' }).end();
  if (scenario === 'bubble') return json(400, { statusCode: 400, body: { status: 'INVALID_DATA', message: 'Unrecognized field: colour' } });
  if (scenario === 'ayrshare')
    return json(400, { status: 'error', code: 110, message: 'Duplicate post: the same text was posted in the last 48 hours.' });
  json(404, { message: 'no such scenario' });
}

const site = (scenario: string, password = PASSWORD) => ({
  siteUrl: `${base}/${scenario}`,
  username: 'portal',
  applicationPassword: password,
});
// The test's server is on this machine: named as ALLOW_LOCAL_SITES would name it.
const publishers = (timeoutMs = 2000) =>
  createPublishers(
    { bubbleUrl: `${base}/bubble`, ayrshareUrl: `${base}/ayrshare` },
    { timeoutMs, outbound: createOutbound({ allowLocalSites: [base], log: () => undefined }) },
  );
/** What the person reads whenever the site did not answer as WordPress. */
const unreachable = (siteUrl: string) =>
  `Could not reach your WordPress site at ${siteUrl}. Check that the site is up and that the site URL in Settings is its home address on the internet (often with https:// or www.), with the WordPress REST API on, then try again.`;

async function failure(promise: Promise<unknown>): Promise<PublishError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => answer(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('WordPress adapter over HTTP', () => {
  it('posts the article with application-password auth and answers the post id and link', async () => {
    const post = await publishers().wordPress.publish(site('ok'), ARTICLE);
    expect(post).toEqual({ postId: '7', postUrl: `${base}/ok/?p=7`, media: null });
    const call = seen.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', url: '/ok/wp-json/wp/v2/posts' });
    expect(call.body).toEqual({
      title: 'Car accidents',
      content: '<p>First steps</p>',
      excerpt: 'What to do',
      status: 'future',
      date: '2030-01-02T10:00:00',
    });
    // The password travels with its spaces, as WordPress shows it.
    expect(Buffer.from(call.authorization!.replace('Basic ', ''), 'base64').toString()).toBe(`portal:${PASSWORD}`);
  });

  it('updates by id and deletes for good', async () => {
    await publishers().wordPress.update(site('ok'), '7', ARTICLE);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/ok/wp-json/wp/v2/posts/7' });
    await expect(publishers().wordPress.remove(site('wperror'), '7')).rejects.toBeInstanceOf(PublishError);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/wperror/wp-json/wp/v2/posts/7?force=true', body: undefined });
  });

  it('says WordPress refused the post, in our words, keeping its status and code for the caller', async () => {
    const error = await failure(publishers().wordPress.publish(site('wperror'), ARTICLE));
    expect(error.status).toBe(400);
    expect(error.target).toBe('WordPress');
    expect(error.message).toBe(
      `Your WordPress site at ${base}/wperror refused the post. Try again later; if it keeps failing, the site's administrator will find the cause in its error log.`,
    );
    expect(error.code).toBe('rest_invalid_param');
  });

  it('reports a wrong application password as the site’s 401', async () => {
    const error = await failure(publishers().wordPress.publish(site('ok', 'wrong pass word'), ARTICLE));
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/did not accept the application password of "portal"/);
  });

  it('tells a web page, an answer without a post id, a redirect and a timeout apart by nothing: none is WordPress answering', async () => {
    const started = Date.now();
    for (const scenario of ['html', 'noid', 'moved', 'slow']) {
      const error = await failure(publishers(300).wordPress.publish(site(scenario), ARTICLE));
      expect(error.message, scenario).toBe(unreachable(`${base}/${scenario}`));
      // No status either: the person cannot tell an open port from a closed one.
      expect(error.status, scenario).toBeUndefined();
    }
    // The redirect was not followed (it would turn the post into a GET, or lead anywhere).
    expect(seen.filter((call) => call.url.startsWith('/wp-json'))).toEqual([]);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('says a site that refuses connections could not be reached, in the same words', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const siteUrl = `http://127.0.0.1:${port}`;
    const allowed = createPublishers(
      { bubbleUrl: `${base}/bubble`, ayrshareUrl: `${base}/ayrshare` },
      { outbound: createOutbound({ allowLocalSites: [siteUrl], log: () => undefined }) },
    );
    const error = await failure(allowed.wordPress.publish({ ...site('ok'), siteUrl }, ARTICLE));
    expect(error.message).toBe(unreachable(siteUrl));
    expect(error.status).toBeUndefined();
  });

  it('refuses a site URL that is not http(s) before calling anything', async () => {
    const before = seen.length;
    const error = await failure(publishers().wordPress.publish({ ...site('ok'), siteUrl: 'ftp://firm.example' }, ARTICLE));
    expect(error.message).toContain('must start with http:// or https://');
    expect(seen.length).toBe(before);
  });
});

describe('Bubble and Ayrshare adapters over HTTP', () => {
  it('say a firm’s Bubble app refused the post, in our words', async () => {
    const error = await failure(publishers().bubble.publish({ appUrl: `${base}/bubble` }, ARTICLE));
    expect(error).toMatchObject({ target: 'Bubble', status: 400, code: 'INVALID_DATA' });
    expect(error.message).toBe(
      `The Bubble app at ${base}/bubble refused the post. Check that its Data API is on and that its blogpost type has the fields title, content, status, excerpt and date.`,
    );
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/bubble/api/1.1/obj/blogpost' });
  });

  it('surface the configured Ayrshare’s error message', async () => {
    const error = await failure(
      publishers().ayrshare.publish({ profileKey: 'profile-0' }, { text: 'Hello', platforms: ['Facebook'], mediaUrls: [] }),
    );
    expect(error).toMatchObject({ target: 'Ayrshare', status: 400 });
    expect(error.message).toContain('Duplicate post');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/ayrshare/api/post', authorization: 'Bearer demo-ayrshare-key' });
  });
});

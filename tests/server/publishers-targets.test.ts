import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPublishers } from '../../demo/server/publishers/index.ts';
import type { RecordedCall } from '../../demo/server/publishers/local-target-kit.ts';
import { PublishError, type Article, type Publishers } from '../../demo/server/publishers/publishers.ts';
import { startTestService, type TestService } from './support/service.ts';

const ARTICLE: Article = { title: 'Child custody', html: '<h2>Child custody</h2><p>How courts decide.</p>', excerpt: 'How courts decide', status: 'publish' };
let service: TestService;
let publishers: Publishers;
let targets: string;

const calls = async (target: string) => (await service.rest(null, 'GET', `/__targets/calls?target=${target}`)).body.calls as Array<RecordedCall & { body: Record<string, unknown> }>;
const failNext = (target: string, status: number, message: string) => service.rest(null, 'POST', '/__targets/fail-next', { target, status, message });
async function failure(promise: Promise<unknown>): Promise<PublishError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

beforeAll(async () => {
  service = await startTestService();
  publishers = createPublishers(service.app.config.publishers);
  targets = `${service.url}/__targets`;
});
afterAll(() => service?.close());
beforeEach(async () => {
  expect((await service.rest(null, 'DELETE', '/__targets/calls')).status).toBe(200);
});

describe('the local WordPress', () => {
  const site = () => ({ siteUrl: `${targets}/wordpress`, username: 'portal', applicationPassword: 'abcd efgh ijkl mnop qrst uvwx' });

  it('publishes, updates and deletes a post, recording every call without the password', async () => {
    const post = await publishers.wordPress.publish(site(), ARTICLE);
    expect(post.postUrl).toBe(`${targets}/wordpress/?p=${post.postId}`);
    const page = await fetch(post.postUrl);
    expect(await page.text()).toContain('<h2>Child custody</h2>');
    expect(page.headers.get('content-security-policy')).toContain('sandbox');

    expect(await publishers.wordPress.update(site(), post.postId, { ...ARTICLE, title: 'Custody, updated' })).toEqual(post);
    await publishers.wordPress.remove(site(), post.postId);

    const recorded = await calls('wordpress');
    expect(recorded.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /__targets/wordpress/wp-json/wp/v2/posts',
      `POST /__targets/wordpress/wp-json/wp/v2/posts/${post.postId}`,
      `DELETE /__targets/wordpress/wp-json/wp/v2/posts/${post.postId}`,
    ]);
    expect(recorded[0]!.body).toEqual({ title: 'Child custody', content: ARTICLE.html, excerpt: 'How courts decide', status: 'publish' });
    expect(recorded[1]!.body.title).toBe('Custody, updated');
    expect(recorded[2]!.query).toEqual({ force: 'true' });
    expect(recorded[0]!.auth).toEqual({ scheme: 'Basic', username: 'portal' });
    expect(JSON.stringify(recorded)).not.toMatch(/authorization|abcd efgh/i);

    const gone = await failure(publishers.wordPress.update(site(), post.postId, ARTICLE));
    expect(gone.status).toBe(404);
    expect(gone.message).toContain('Invalid post ID.');
  });

  it('refuses a wrong application password as WordPress does', async () => {
    const error = await failure(publishers.wordPress.publish({ ...site(), applicationPassword: 'wxyz wxyz wxyz wxyz wxyz wxyz' }, ARTICLE));
    expect(error.status).toBe(401);
    expect(error.message).toContain('The provided password is an invalid application password.');
    const response = await fetch(`${targets}/wordpress/wp-json/wp/v2/posts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'rest_not_logged_in' });
  });

  it('answers a scheduled post without a date with WordPress’s invalid-parameter error', async () => {
    const error = await failure(publishers.wordPress.publish(site(), { ...ARTICLE, status: 'future' }));
    expect(error.status).toBe(400);
    expect(error.message).toContain('Invalid parameter(s): date');
  });

  it('fails the next call when a test asks, then works again', async () => {
    expect((await failNext('wordpress', 503, 'Maintenance mode: back in a minute.')).status).toBe(200);
    const error = await failure(publishers.wordPress.publish(site(), ARTICLE));
    expect(error.status).toBe(503);
    expect(error.message).toContain('Maintenance mode: back in a minute.');
    await expect(publishers.wordPress.publish(site(), ARTICLE)).resolves.toMatchObject({ postId: expect.any(String) });
    expect(await calls('wordpress')).toHaveLength(2);
  });

  it('checks what a test asks to fail', async () => {
    expect((await failNext('myspace', 500, 'x')).status).toBe(400);
    expect((await failNext('wordpress', 200, 'x')).status).toBe(400);
    expect((await service.rest(null, 'GET', '/__targets/calls?target=myspace')).status).toBe(400);
  });
});

describe('the local Bubble app', () => {
  it('creates, modifies and deletes a blog post thing; a client without an app uses the configured one', async () => {
    const appUrl = `${targets}/bubble`;
    const post = await publishers.bubble.publish({ appUrl }, ARTICLE);
    expect(post.postUrl).toBe(`${appUrl}/blog/${post.postId}`);
    expect(await (await fetch(post.postUrl)).text()).toContain('How courts decide.');
    await publishers.bubble.update({ appUrl: '' }, post.postId, { ...ARTICLE, title: 'Renamed' });
    await publishers.bubble.remove({ appUrl }, post.postId);
    const recorded = await calls('bubble');
    expect(recorded.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /__targets/bubble/api/1.1/obj/blogpost',
      `PATCH /__targets/bubble/api/1.1/obj/blogpost/${post.postId}`,
      `DELETE /__targets/bubble/api/1.1/obj/blogpost/${post.postId}`,
    ]);
    expect(recorded[1]!.body.title).toBe('Renamed');
    expect(recorded[0]!.auth).toEqual({ scheme: 'Bearer' });
    const error = await failure(publishers.bubble.remove({ appUrl }, post.postId));
    expect(error).toMatchObject({ status: 404 });
    expect(error.message).toContain('does not exist');
  });
});

describe('the local Ayrshare', () => {
  const post = { text: 'Questions about custody? Call us.', platforms: ['Facebook', 'X', 'GoogleBusinessProfile'], mediaUrls: ['https://img.example/1.png'] };

  it('posts to the profile with Ayrshare’s platform names and answers the first post link', async () => {
    const published = await publishers.ayrshare.publish({ profileKey: 'profile-0' }, post);
    expect(published.postUrl).toBe(`${targets}/ayrshare/p/${published.postId}/facebook`);
    const [call] = await calls('ayrshare');
    expect(call!.headers['profile-key']).toBe('profile-0');
    expect(call!.auth).toEqual({ scheme: 'Bearer' });
    expect(call!.body).toEqual({ post: post.text, platforms: ['facebook', 'twitter', 'gmb'], mediaUrls: post.mediaUrls });
    await publishers.ayrshare.remove({ profileKey: 'profile-0' }, published.postId);
    expect((await calls('ayrshare'))[1]).toMatchObject({ method: 'DELETE', path: '/__targets/ayrshare/api/post', body: { id: published.postId } });
  });

  it('has no link yet for a post scheduled for later', async () => {
    const scheduled = await publishers.ayrshare.publish({ profileKey: 'profile-0' }, { ...post, scheduleDate: '2099-01-01T09:00:00Z' });
    expect(scheduled).toEqual({ postId: expect.any(String), postUrl: '' });
    expect((await calls('ayrshare'))[0]!.body.scheduleDate).toBe('2099-01-01T09:00:00Z');
  });

  it('surfaces the provider’s refusal and refuses what it cannot send without calling', async () => {
    const error = await failure(publishers.ayrshare.publish({ profileKey: 'profile-0' }, { ...post, platforms: ['Instagram'], mediaUrls: [] }));
    expect(error.message).toContain('Instagram requires an image or video');
    await expect(publishers.ayrshare.publish({ profileKey: 'profile-0' }, { ...post, platforms: ['MySpace'] })).rejects.toThrow('cannot post to "MySpace"');
    await expect(publishers.ayrshare.publish({ profileKey: '' }, post)).rejects.toThrow('no Ayrshare profile');
    expect(await calls('ayrshare')).toHaveLength(1);
  });
});

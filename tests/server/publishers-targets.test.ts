import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutbound } from '../../demo/server/outbound/outbound.ts';
import { createPublishers } from '../../demo/server/publishers/index.ts';
import type { RecordedCall } from '../../demo/server/publishers/local-target-kit.ts';
import { PublishError, type Article, type Publishers } from '../../demo/server/publishers/publishers.ts';
import { startWordPressSite, type WordPressSite } from '../../scripts/wordpress/site.ts';
import { startTestService, type TestService } from './support/service.ts';
import { restGet, restGetAsAdmin } from './support/wordpress-site.ts';

const ARTICLE: Article = {
  title: 'Child custody',
  html: '<h2>Child custody</h2><p>How courts decide.</p>',
  excerpt: 'How courts decide',
  status: 'publish',
};
let service: TestService;
let site: WordPressSite;
let publishers: Publishers;
let targets: string;

const calls = async (target: string) =>
  (await service.rest(null, 'GET', `/__targets/calls?target=${target}`)).body.calls as Array<
    RecordedCall & { body: Record<string, unknown> }
  >;
const failNext = (target: string, status: number, message: string) =>
  service.rest(null, 'POST', '/__targets/fail-next', { target, status, message });
async function failure(promise: Promise<unknown>): Promise<PublishError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

beforeAll(async () => {
  [service, site] = await Promise.all([startTestService(), startWordPressSite()]);
  // The WordPress and the stand-ins are on this machine: named as ALLOW_LOCAL_SITES would name them.
  const outbound = createOutbound({ allowLocalSites: [site.url, `${service.url}/__targets`], log: () => undefined });
  publishers = createPublishers(service.app.config.publishers, { outbound, ownOrigin: service.url });
  targets = `${service.url}/__targets`;
});
afterAll(async () => {
  await Promise.all([service?.close(), site?.stop()]);
});
beforeEach(async () => {
  expect((await service.rest(null, 'DELETE', '/__targets/calls')).status).toBe(200);
});

describe('WordPress (a real site)', () => {
  const wp = () => ({ siteUrl: site.url, username: site.admin.username, applicationPassword: site.admin.applicationPassword });
  const image = (name: string) => ({ url: `${service.url}/demo-images/${encodeURIComponent(name)}.svg`, name });

  it('publishes with a featured image, updates and deletes post and image', async () => {
    const post = await publishers.wordPress.publish(wp(), { ...ARTICLE, featuredImage: image('Child custody') });
    expect(await (await fetch(post.postUrl)).text()).toContain('<h2>Child custody</h2>');
    expect(post.media).toEqual({ id: expect.any(String), url: expect.stringMatching(/\/child-custody(-\d+)?\.png$/) });
    expect((await restGet(site, `posts/${post.postId}`)).body.featured_media).toBe(Number(post.media!.id));

    const updated = await publishers.wordPress.update(wp(), post.postId, {
      ...ARTICLE,
      title: 'Custody, updated',
      featuredImage: { ...image('Child custody'), mediaId: post.media!.id },
    });
    expect(updated).toEqual({ postId: post.postId, postUrl: expect.any(String), media: { id: post.media!.id, url: '' } });
    expect((await restGet(site, `posts/${post.postId}`)).body.title.rendered).toBe('Custody, updated');

    await publishers.wordPress.remove(wp(), post.postId, post.media!.id);
    expect((await restGet(site, `posts/${post.postId}`)).status).toBe(404);
    expect((await restGetAsAdmin(site, `media/${post.media!.id}`)).status).toBe(404);
    const gone = await failure(publishers.wordPress.update(wp(), post.postId, ARTICLE));
    expect(gone).toMatchObject({ status: 404, code: 'rest_post_invalid_id' });
    expect(gone.message).toContain('is no longer on WordPress');
  });

  it('refuses a wrong application password in words that say what to do', async () => {
    const error = await failure(publishers.wordPress.publish({ ...wp(), applicationPassword: 'wxyz wxyz wxyz wxyz wxyz wxyz' }, ARTICLE));
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/did not accept the user name "admin" with the application password saved in Settings/);
  });

  it('refuses an image WordPress would refuse (SVG) before uploading anything', async () => {
    const before = (await restGetAsAdmin<unknown[]>(site, 'media?per_page=100')).body.length;
    const svg = { url: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', name: 'Logo' };
    const error = await failure(publishers.wordPress.publish(wp(), { ...ARTICLE, featuredImage: svg }));
    expect(error.message).toBe(
      'The featured image "Logo" is of type image/svg+xml, which WordPress does not accept (JPEG, PNG, GIF or WebP only). Choose another featured image, then publish again.',
    );
    expect((await restGetAsAdmin<unknown[]>(site, 'media?per_page=100')).body).toHaveLength(before);
  });
});

describe('the recording targets', () => {
  it('fail the next call when a test asks, then work again', async () => {
    expect((await failNext('bubble', 503, 'Maintenance mode: back in a minute.')).status).toBe(200);
    const error = await failure(publishers.bubble.publish({ appUrl: `${targets}/bubble` }, ARTICLE));
    expect(error.status).toBe(503);
    // A firm's app: told in our words, not the app's.
    expect(error.message).toBe(
      `The Bubble app at ${targets}/bubble refused the post. Check that its Data API is on and that its blogpost type has the fields title, content, status, excerpt and date.`,
    );
    await expect(publishers.bubble.publish({ appUrl: `${targets}/bubble` }, ARTICLE)).resolves.toMatchObject({
      postId: expect.any(String),
    });
    expect(await calls('bubble')).toHaveLength(2);
  });

  it('check what a test asks to fail', async () => {
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
    expect(error.message).toContain('refused the post');
  });
});

describe('the local Ayrshare', () => {
  const post = {
    text: 'Questions about custody? Call us.',
    platforms: ['Facebook', 'X', 'GoogleBusinessProfile'],
    mediaUrls: ['https://img.example/1.png'],
  };

  it('posts to the profile with Ayrshare’s platform names and answers the first post link', async () => {
    const published = await publishers.ayrshare.publish({ profileKey: 'profile-0' }, post);
    expect(published.postUrl).toBe(`${targets}/ayrshare/p/${published.postId}/facebook`);
    const [call] = await calls('ayrshare');
    expect(call!.headers['profile-key']).toBe('profile-0');
    expect(call!.auth).toEqual({ scheme: 'Bearer' });
    expect(call!.body).toEqual({ post: post.text, platforms: ['facebook', 'twitter', 'gmb'], mediaUrls: post.mediaUrls });
    await publishers.ayrshare.remove({ profileKey: 'profile-0' }, published.postId);
    expect((await calls('ayrshare'))[1]).toMatchObject({
      method: 'DELETE',
      path: '/__targets/ayrshare/api/post',
      body: { id: published.postId },
    });
  });

  it('has no link yet for a post scheduled for later', async () => {
    const scheduled = await publishers.ayrshare.publish({ profileKey: 'profile-0' }, { ...post, scheduleDate: '2099-01-01T09:00:00Z' });
    expect(scheduled).toEqual({ postId: expect.any(String), postUrl: '' });
    expect((await calls('ayrshare'))[0]!.body.scheduleDate).toBe('2099-01-01T09:00:00Z');
  });

  it('surfaces the provider’s refusal and refuses what it cannot send without calling', async () => {
    const error = await failure(
      publishers.ayrshare.publish({ profileKey: 'profile-0' }, { ...post, platforms: ['Instagram'], mediaUrls: [] }),
    );
    expect(error.message).toContain('Instagram requires an image or video');
    await expect(publishers.ayrshare.publish({ profileKey: 'profile-0' }, { ...post, platforms: ['MySpace'] })).rejects.toThrow(
      'cannot post to "MySpace"',
    );
    await expect(publishers.ayrshare.publish({ profileKey: '' }, post)).rejects.toThrow('no Ayrshare profile');
    expect(await calls('ayrshare')).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogJob } from '../../src/core/api/generated/graphql.ts';
import type { WordPressSite } from '../../scripts/wordpress/site.ts';
import { approveBlogJobAsStored } from './support/approval-fixtures.ts';
import { codeOf, inputTypeMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, type TestService } from './support/service.ts';
import {
  closedSiteUrl,
  connectWordPress,
  restGet,
  restGetAsAdmin,
  startServiceWithWordPress,
  userWithApplicationPassword,
} from './support/wordpress-site.ts';

// Publishing blog jobs to a real WordPress (scripts/wordpress/site.ts): what the contract promises is checked on the
// site itself, over its own HTTP: the post, its excerpt and featured image, the update, the delete, and what the
// person reads when WordPress refuses or cannot be reached.
let service: TestService;
let site: WordPressSite;
let stop: (() => Promise<void>) | undefined;
/** A site on this machine that is not WordPress: /moved redirects inside, /page answers a web page, /proxy a proxy's 502. */
let impostor: Server;
let impostorUrl: string;
let closedUrl: string;
beforeAll(async () => {
  impostor = createServer((request, response) => {
    const [, scenario] = request.url!.split('/');
    if (scenario === 'moved') return response.writeHead(302, { location: `${service.url}/__targets/wordpress/wp-json/wp/v2/posts` }).end();
    if (scenario === 'page')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Welcome to nginx!</body></html>');
    response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
  });
  await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
  impostorUrl = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
  closedUrl = await closedSiteUrl();
  // Only these local sites are allowed (beside the WordPress): not the service's own stand-in under /__targets.
  ({ service, site, stop } = await startServiceWithWordPress(MAIN, (serviceUrl) => [
    impostorUrl,
    closedUrl,
    `${serviceUrl}/no-wordpress-here`,
  ]));
});
afterAll(async () => {
  impostor?.closeAllConnections();
  await new Promise((resolve) => impostor?.close(resolve));
  await stop?.();
});

const MAIN = clientIdOf(MAIN_CLIENT);
type Published = { postId: string; postUrl: string; message: string };
const mutate = inputTypeMutator(() => service);
const byJob = (name: string, blogJobId: string, fields = 'message') =>
  mutate<Published>(DEMO.admin, name, 'BlogJobIdInput', { blogJobId }, fields);
const updatePost = (blogJobId: string) => mutate<Published>(DEMO.admin, 'updateWordPressPost', 'UpdateWordPressPostInput', { blogJobId });
const BLOG_JOB = `query($input: IdInput!) { blogJob(input: $input) { status wordPressPostId wordPressUrl wordPressError images { type publishedUrl } } }`;
const blogJob = async (id: string) => (await service.graphql<{ blogJob: BlogJob }>(DEMO.admin, BLOG_JOB, { input: { id } })).data!.blogJob;

/** An approved job with content, an excerpt and a Featured image (served by the service as SVG, or PNG to the publisher). */
async function approvedJob(clientId = MAIN) {
  const db = service.app.db;
  const id = randomUUID();
  const deliverableId = randomUUID();
  await db.query(
    `insert into deliverables (id, client_id, service_name, name, status) values ($1, $2, 'Blog', 'WordPress fixture', 'ReadyForPublication')`,
    [deliverableId, clientId],
  );
  await db.query(
    `insert into blog_jobs (id, client_id, deliverable_id, topic, status, title, publication_title, meta_description, content)
     values ($1, $2, $3, 'tenant rights', 'ReadyForPublication', 'Tenant rights', $4, 'What tenants should know.', '<p>Tenants have rights.</p>')`,
    [id, clientId, deliverableId, `Know your tenant rights ${id.slice(0, 6)}`],
  );
  await chooseFeaturedImage(id, 'Tenant rights');
  await approveBlogJobAsStored(db, id);
  return id;
}

/** Replaces the job's Featured image, as choosing another one does (blog-images.ts). */
async function chooseFeaturedImage(jobId: string, name: string) {
  await service.app.db.query(`delete from blog_images where blog_job_id = $1 and type = 'Featured'`, [jobId]);
  await service.app.db.query(
    `insert into blog_images (id, blog_job_id, name, image_id, preview_url, type, image_provider) values ($1, $2, $3, $4, $5, 'Featured', 'AI')`,
    [randomUUID(), jobId, name, `ai-${name}`, `${service.url}/demo-images/${encodeURIComponent(name)}.svg`],
  );
}

const publicationsOf = (id: string) =>
  service.app.db.query<{ succeeded: boolean }>('select succeeded from publications where entity_id = $1', [id]);
const mediaIds = async () => (await restGetAsAdmin<Array<{ id: number }>>(site, 'media?per_page=100')).body.map((item) => item.id);
const setCredential = (clientId: string, input: Record<string, unknown>) =>
  mutate(DEMO.admin, 'updateWordPressCredential', 'UpdateWordPressCredentialInput', { clientId, ...input });

describe('pushing, updating and deleting a post on WordPress', () => {
  it('publishes title, content, excerpt and featured image; updates them; deletes post and image', async () => {
    const id = await approvedJob();
    const pushed = await byJob('pushBlogToWordPress', id, 'postId postUrl message');
    expect(pushed.errors).toBeUndefined();
    const { postId, postUrl } = pushed.data!.pushBlogToWordPress!;

    const page = await fetch(postUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Know your tenant rights');
    expect(html).toContain('Tenants have rights.');
    const post = (await restGet(site, `posts/${postId}?_embed`)).body;
    expect(post).toMatchObject({
      link: postUrl,
      status: 'publish',
      excerpt: { rendered: expect.stringContaining('What tenants should know.') },
    });
    const featured = post._embedded['wp:featuredmedia'][0];
    expect(featured).toMatchObject({ id: post.featured_media, mime_type: 'image/png' });
    expect((await fetch(featured.source_url)).headers.get('content-type')).toBe('image/png');
    expect(await blogJob(id)).toEqual({
      status: 'Published',
      wordPressPostId: postId,
      wordPressUrl: postUrl,
      wordPressError: null,
      images: [{ type: 'Featured', publishedUrl: featured.source_url }],
    });

    // The same image is not uploaded again; another one replaces it.
    await service.app.db.query('update blog_jobs set publication_title = $2, content = $3 where id = $1', [
      id,
      'Tenant rights, updated',
      '<p>Now with a checklist.</p>',
    ]);
    // An edit made in SQL voids nothing by itself: the firm approves the new text before it goes out.
    expect(codeOf((await updatePost(id)).errors)).toBe('ILLEGAL_TRANSITION');
    await approveBlogJobAsStored(service.app.db, id);
    const mediaBefore = await mediaIds();
    expect((await updatePost(id)).errors).toBeUndefined();
    const updated = (await restGet(site, `posts/${postId}`)).body;
    expect(updated).toMatchObject({
      title: { rendered: 'Tenant rights, updated' },
      content: { rendered: expect.stringContaining('Now with a checklist.') },
      featured_media: post.featured_media,
    });
    expect(await mediaIds()).toEqual(mediaBefore);
    await chooseFeaturedImage(id, 'A calm courtroom');
    expect((await updatePost(id)).errors).toBeUndefined();
    const replaced = (await restGet(site, `posts/${postId}`)).body.featured_media;
    expect(replaced).not.toBe(post.featured_media);

    const removed = await byJob('deleteWordPressBlog', id, 'link message');
    expect(removed.errors).toBeUndefined();
    expect((await restGet(site, `posts/${postId}`)).status).toBe(404);
    expect((await restGetAsAdmin(site, `media/${replaced}`)).status).toBe(404);
    expect(await blogJob(id)).toMatchObject({
      status: 'ReadyForPublication',
      wordPressPostId: null,
      wordPressUrl: null,
      images: [{ publishedUrl: null }],
    });
  });

  it('says a post deleted on WordPress is gone; deleting it in the portal then succeeds', async () => {
    const id = await approvedJob();
    const { postId } = (await byJob('pushBlogToWordPress', id, 'postId')).data!.pushBlogToWordPress!;
    await site.php(`wp_delete_post(${Number(postId)}, true);`);
    const update = await updatePost(id);
    expect(codeOf(update.errors)).toBe('PUBLISH_FAILED');
    expect(update.errors![0]!.message).toBe(
      `The post ${postId} is no longer on WordPress at ${site.url}: it was deleted there. Delete the WordPress post in the portal, then push the blog again.`,
    );
    expect(await blogJob(id)).toMatchObject({ status: 'Published', wordPressError: update.errors![0]!.message });
    expect((await byJob('deleteWordPressBlog', id)).errors).toBeUndefined();
    expect(await blogJob(id)).toMatchObject({ status: 'ReadyForPublication', wordPressPostId: null, wordPressError: null });
  });
});

describe('when WordPress refuses or is not there', () => {
  const OTHER = clientIdOf('Oakridge Estate Planning');

  it('a wrong application password fails with a clear message, publishes nothing and is kept on the job until a push succeeds', async () => {
    await connectWordPress(service, OTHER, site, 'aaaa bbbb cccc dddd eeee ffff');
    const id = await approvedJob(OTHER);
    const postsBefore = (await restGetAsAdmin<unknown[]>(site, 'posts?status=any&per_page=100')).body.length;
    const failed = await byJob('pushBlogToWordPress', id);
    expect(codeOf(failed.errors)).toBe('PUBLISH_FAILED');
    const message = failed.errors![0]!.message;
    expect(message).toMatch(
      new RegExp(
        `^WordPress at ${site.url} did not accept the user name "admin" with the application password saved in Settings\\. Create a new application password`,
      ),
    );
    expect(await blogJob(id)).toMatchObject({
      status: 'ReadyForPublication',
      wordPressPostId: null,
      wordPressUrl: null,
      wordPressError: message,
    });
    expect((await restGetAsAdmin<unknown[]>(site, 'posts?status=any&per_page=100')).body).toHaveLength(postsBefore);
    expect(await publicationsOf(id)).toEqual([]);

    await setCredential(OTHER, { applicationPassword: site.admin.applicationPassword });
    expect((await byJob('pushBlogToWordPress', id)).errors).toBeUndefined();
    expect(await blogJob(id)).toMatchObject({ status: 'Published', wordPressError: null });
  });

  it('a user without the rights to publish is told which role it needs', async () => {
    const subscriber = await userWithApplicationPassword(site, 'reader', 'subscriber');
    await setCredential(OTHER, { username: subscriber.username, applicationPassword: subscriber.applicationPassword });
    const id = await approvedJob(OTHER);
    const failed = await byJob('pushBlogToWordPress', id);
    // The featured image goes up first, so the refusal is of the upload.
    expect(failed.errors![0]!.message).toBe(
      `The WordPress user "reader" may not upload images on ${site.url}. Give that user the Editor or Administrator role in WordPress, or connect a user who has it.`,
    );
    expect((await blogJob(id)).status).toBe('ReadyForPublication');
  });

  it('a site that is down could not be reached, and the job says so', async () => {
    await setCredential(OTHER, { siteUrl: closedUrl, username: 'admin', applicationPassword: site.admin.applicationPassword });
    const id = await approvedJob(OTHER);
    const failed = await byJob('pushBlogToWordPress', id);
    expect(codeOf(failed.errors)).toBe('PUBLISH_FAILED');
    expect(failed.errors![0]!.message).toBe(unreachable(closedUrl));
    expect(await blogJob(id)).toMatchObject({
      status: 'ReadyForPublication',
      wordPressPostId: null,
      wordPressError: failed.errors![0]!.message,
    });
  });

  it('an address without WordPress’s REST API could not be reached either', async () => {
    await setCredential(OTHER, {
      siteUrl: `${service.url}/no-wordpress-here`,
      username: 'admin',
      applicationPassword: site.admin.applicationPassword,
    });
    const failed = await byJob('pushBlogToWordPress', await approvedJob(OTHER));
    expect(failed.errors![0]!.message).toBe(unreachable(`${service.url}/no-wordpress-here`));
  });
});

/** What the person reads whenever the site did not answer as WordPress. */
const unreachable = (siteUrl: string) =>
  `Could not reach your WordPress site at ${siteUrl}. Check that the site is up and that the site URL in Settings is its home address on the internet (often with https:// or www.), with the WordPress REST API on, then try again.`;

describe('only sites on the internet: no request to this server or a private network', () => {
  const OTHER = clientIdOf('Oakridge Estate Planning');
  const port = () => new URL(service.url).port;
  /** Every way of writing an inside address; each must be refused. */
  const insideAddresses = () => [
    `http://127.0.0.1:${port()}`,
    `http://127.1:${port()}`,
    `http://2130706433:${port()}`,
    `http://0x7f.0.0.1:${port()}`,
    `http://017700000001:${port()}`,
    `http://[::ffff:127.0.0.1]:${port()}`,
    `http://[::ffff:7f00:1]:${port()}`,
    `http://[::1]:${port()}`,
    `http://[::]:${port()}`,
    `http://0.0.0.0:${port()}`,
    `http://localhost:${port()}`,
    `http://wordpress.localhost:${port()}`,
    'http://10.0.0.5',
    'http://172.16.8.1',
    'http://192.168.1.20',
    'http://169.254.169.254',
    'http://100.64.0.1',
    'http://[fd00::5]',
    'http://[fe80::1]',
    'http://[::7f00:1]',
    // The demo's own stand-in is inside too, and ALLOW_LOCAL_SITES does not name it here.
    `${service.url}/__targets/wordpress`,
  ];
  const credentialOf = async (clientId: string) =>
    (await service.app.db.query<{ site_url: string }>('select site_url from word_press_credentials where client_id = $1', [clientId]))[0]
      ?.site_url;
  const standInCalls = async () => (await service.rest(null, 'GET', '/__targets/calls?target=wordpress')).body.calls as unknown[];

  it('refuses every spelling of an inside address when it is saved, naming the field', async () => {
    await connectWordPress(service, OTHER, site);
    for (const siteUrl of insideAddresses()) {
      const added = await mutate(DEMO.admin, 'addWordPressCredential', 'AddWordPressCredentialInput', {
        clientId: OTHER,
        siteUrl,
        username: 'admin',
        applicationPassword: site.admin.applicationPassword,
      });
      expect(added.errors?.[0]?.extensions, siteUrl).toMatchObject({ code: 'BAD_USER_INPUT', field: 'siteUrl' });
      expect(added.errors![0]!.message).toMatch(
        /^siteUrl: Enter your WordPress site's address on the internet, such as https:\/\/www\.yourfirm\.com: .+ leads to this server or a private network/,
      );
      const updated = await setCredential(OTHER, { siteUrl });
      expect(updated.errors?.[0]?.extensions, siteUrl).toMatchObject({ code: 'BAD_USER_INPUT', field: 'siteUrl' });
    }
    expect(await credentialOf(OTHER)).toBe(site.url);
    // Staff's Bubble app address of a firm is called the same way.
    const bubble = await mutate(DEMO.admin, 'modifyClient', 'ModifyClientInput', {
      clientId: OTHER,
      bubbleAppUrl: `http://127.1:${port()}/__targets/bubble`,
    });
    expect(bubble.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'bubbleAppUrl' });
  });

  it('refuses a name that resolves to this machine when it is saved', async () => {
    // `localhost` resolves to 127.0.0.1 through /etc/hosts (a dotted name resolving inside is the unit test's, tests/unit/outbound.test.ts).
    const added = await mutate(DEMO.admin, 'addWordPressCredential', 'AddWordPressCredentialInput', {
      clientId: OTHER,
      siteUrl: `http://localhost:${port()}/`,
      username: 'admin',
      applicationPassword: site.admin.applicationPassword,
    });
    expect(added.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'siteUrl' });
    expect(added.errors![0]!.message).toContain('localhost');
  });

  it('refuses them again when connecting, whatever was stored, with the words of a site that could not be reached', async () => {
    const before = (await standInCalls()).length;
    for (const siteUrl of insideAddresses()) {
      // As if stored before these checks, or by a name that resolved elsewhere when it was saved.
      await service.app.db.query('update word_press_credentials set site_url = $2 where client_id = $1', [
        OTHER,
        new URL(siteUrl).toString().replace(/\/$/, ''),
      ]);
      const stored = (await credentialOf(OTHER))!;
      const pushed = await byJob('pushBlogToWordPress', await approvedJob(OTHER));
      expect(pushed.errors?.[0]?.extensions, siteUrl).toMatchObject({ code: 'PUBLISH_FAILED', status: null });
      expect(pushed.errors![0]!.message, siteUrl).toBe(unreachable(stored));
      const tested = await mutate(DEMO.admin, 'publishWordPressTestPost', 'PublishWordPressTestPostInput', { clientId: OTHER }, 'postId');
      expect(tested.errors![0]!.message, siteUrl).toBe(unreachable(stored));
    }
    // The stand-in and the service itself were never called.
    expect((await standInCalls()).length).toBe(before);
  });

  it('the seeded firms’ stand-in is refused while ALLOW_LOCAL_SITES does not name it', async () => {
    const standIn = clientIdOf('Sterling Injury Attorneys');
    expect(await credentialOf(standIn)).toBe(`${service.url}/__targets/wordpress`);
    const pushed = await byJob('pushBlogToWordPress', await approvedJob(standIn));
    expect(pushed.errors![0]!.message).toBe(unreachable(`${service.url}/__targets/wordpress`));
    expect(await standInCalls()).toEqual([]);
  });

  it('does not follow a redirect to an inside address', async () => {
    await setCredential(OTHER, { siteUrl: `${impostorUrl}/moved`, username: 'admin', applicationPassword: site.admin.applicationPassword });
    const pushed = await byJob('pushBlogToWordPress', await approvedJob(OTHER));
    expect(pushed.errors?.[0]?.extensions).toMatchObject({ code: 'PUBLISH_FAILED', status: null });
    expect(pushed.errors![0]!.message).toBe(unreachable(`${impostorUrl}/moved`));
    expect(await standInCalls()).toEqual([]);
  });

  it('tells an open port from a closed one by nothing: closed, refused, a web page and a proxy error read the same', async () => {
    const answers: Array<{ message: string; extensions: unknown }> = [];
    const sites = [
      closedUrl,
      `http://127.0.0.1:${port()}`,
      `${impostorUrl}/page`,
      `${impostorUrl}/proxy`,
      `${service.url}/no-wordpress-here`,
    ];
    for (const siteUrl of sites) {
      await service.app.db.query('update word_press_credentials set site_url = $2 where client_id = $1', [OTHER, siteUrl]);
      const pushed = await byJob('pushBlogToWordPress', await approvedJob(OTHER));
      answers.push({ message: pushed.errors![0]!.message.replace(siteUrl, 'SITE'), extensions: pushed.errors![0]!.extensions });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ message: unreachable('SITE'), extensions: { code: 'PUBLISH_FAILED', target: 'WordPress', status: null } });
  });
});

describe('the connection test', () => {
  it('publishes a draft on the site and deletes only such test posts', async () => {
    const test = await mutate<Published>(
      DEMO.admin,
      'publishWordPressTestPost',
      'PublishWordPressTestPostInput',
      { clientId: MAIN },
      'postId postUrl',
    );
    expect(test.errors).toBeUndefined();
    const postId = test.data!.publishWordPressTestPost!.postId;
    expect((await restGetAsAdmin(site, `posts/${postId}?context=edit`)).body).toMatchObject({
      status: 'draft',
      title: { raw: expect.stringContaining('Connection test') },
    });
    expect((await restGet(site, `posts/${postId}`)).status).toBe(401);

    const DELETE = (id: string) => mutate(DEMO.admin, 'deleteWordPressTest', 'DeleteWordPressTestInput', { clientId: MAIN, postId: id });
    expect(codeOf((await DELETE('999999')).errors)).toBe('NOT_FOUND');
    expect((await DELETE(postId)).errors).toBeUndefined();
    expect((await restGetAsAdmin(site, `posts/${postId}`)).status).toBe(404);
    expect(codeOf((await DELETE(postId)).errors)).toBe('NOT_FOUND');
  });
});

// The FirmPilot plugin in a real WordPress (Debian's 6.1, PHP's server, MariaDB; scripts/wordpress/site.ts): the
// queue in wp-admin with sign-in through the identity provider, the actions reaching the service, who sees what,
// the settings page, and staff publishing to that same site over its REST API (from the portal: the plugin signs in
// only the firm's own people).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  approveOnBoard,
  backToBoard,
  boardElement,
  chooseAction,
  expectInGroup,
  jobCard,
  waitForBoard,
  wordPressAdminUrl,
} from './support/blog-board.ts';
import {
  blogPost,
  currentPeriodId,
  jobIn,
  MAIN_CLIENT_ID,
  mutate,
  PEOPLE,
  periodBlogJobs,
  type BoardJob,
} from './support/blog-expected.ts';
import { sendToFirm } from './support/blog-setup.ts';
import { submitCredentials } from './support/intranet.ts';
import { SETTLE } from './support/portal.ts';
import {
  connectFirm,
  logIntoWordPress,
  QUEUE_PAGE,
  SETTINGS_PAGE,
  signInFromSite,
  useWordPressHarness,
  whatThePageSays,
} from './support/wordpress-harness.ts';

/** Where the test leaves its screenshot of the board inside wp-admin, for a person to look at. */
const SCREENSHOTS = 'test-results/wordpress';

describe('the FirmPilot plugin in a real WordPress', () => {
  const harness = useWordPressHarness();
  let seeded: BoardJob[];
  /** An editor of the site, signed in to FirmPilot as the firm's owner by the first test; later tests go on with it. */
  let editor: Page;

  beforeAll(async () => {
    seeded = await periodBlogJobs(harness.service, PEOPLE.owner.id, await currentPeriodId(harness.service, PEOPLE.owner.id));
  });

  const openQueue = async (page: Page) => {
    await page.goto(`${harness.site.url}${QUEUE_PAGE}`);
    const board = boardElement(page);
    await waitForBoard(board);
    return board;
  };

  it("shows an editor the firm's queue: from wp-admin's menu, signed in through the identity provider, back on the same admin page", async () => {
    const context = await harness.newContext({ viewport: { width: 1280, height: 900 } });
    editor = await context.newPage();
    await logIntoWordPress(editor, harness.site, await harness.site.addUser('editor', 'editor'));
    await editor.locator('#adminmenu').getByRole('link', { name: 'FirmPilot', exact: true }).click();
    await editor.getByRole('heading', { level: 1, name: 'Blog queue' }).waitFor(SETTLE);

    await boardElement(editor).locator('[data-slot="sign-in-button"]').click();
    await signInFromSite(editor, PEOPLE.owner.email);

    const board = boardElement(editor);
    await waitForBoard(board);
    await expectInGroup(board, jobIn(seeded, 'ReadyForExternalReview').topic, 'Waiting for your review');
    await expectInGroup(board, jobIn(seeded, 'Published').topic, 'Published');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await editor.screenshot({ path: `${SCREENSHOTS}/blog-queue.png` });
    // Signed in on the queue page, the page fetched the site's secret and WordPress keeps it for the plugin's reports.
    const issued = (await harness.service.rest(PEOPLE.owner.id, 'GET', `/wordpress-plugin/site-secret?clientId=${MAIN_CLIENT_ID}`)).body
      .siteSecret;
    await expect
      .poll(async () => JSON.parse(await harness.site.php("echo json_encode(get_option('firmpilot_portal_site_secret', ''));")), SETTLE)
      .toBe(issued);
  });

  it('approves a post in wp-admin: the service has it scheduled', async () => {
    const job = jobIn(seeded, 'ReadyForExternalReview');
    const board = await openQueue(editor);
    await approveOnBoard(board, job.topic);
    await expectInGroup(board, job.topic, 'Scheduled');
    expect((await blogPost(harness.service, PEOPLE.owner.id, job.id)).status).toBe('ReadyForPublication');
  });

  it("lets only the site's own pages frame the queue page, as WordPress does for every admin page", async () => {
    const answer = await editor.context().request.get(`${harness.site.url}${QUEUE_PAGE}`);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('<fp-blog-board');
    expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('opens a post inside the board and comes back, staying on the admin page', async () => {
    const job = jobIn(seeded, 'Published');
    const post = await blogPost(harness.service, PEOPLE.owner.id, job.id);
    const board = await openQueue(editor);
    await jobCard(board, job.topic).getByRole('link', { name: job.topic }).click();
    await board.getByRole('heading', { level: 1, name: post.title ?? job.topic }).waitFor(SETTLE);
    expect(`${new URL(editor.url()).pathname}${new URL(editor.url()).search}`).toBe(QUEUE_PAGE);
    await backToBoard(board).click();
    await waitForBoard(board);
  });

  it('puts the notification bell in the admin bar, and what waits for the firm on the dashboard', async () => {
    const waiting = jobIn(seeded, 'TaskReady');
    await sendToFirm(harness.service, waiting.id);
    await editor.goto(`${harness.site.url}/wp-admin/`);
    const bell = editor.locator('#wpadminbar fp-notifications').getByRole('button', { name: /Notifications$/ });
    await bell.waitFor(SETTLE);
    // The bell is the admin bar's height, inside it: nothing of it hangs below the bar.
    // The bell's button is drawn again once its count arrives: measure it once it stands still on the page.
    // Measured in one go, and again until it holds: between two reads the button may be drawn anew (no box).
    const placement = async () => {
      const [bellBox, barBox] = await Promise.all([bell.boundingBox(), editor.locator('#wpadminbar').boundingBox()]);
      if (!bellBox || !barBox) return 'not drawn';
      const inside = bellBox.y >= barBox.y && bellBox.y + bellBox.height <= barBox.y + barBox.height;
      return inside ? 'inside the bar' : `bell ${bellBox.y}..${bellBox.y + bellBox.height}, bar ${barBox.y}..${barBox.y + barBox.height}`;
    };
    await expect.poll(placement, SETTLE).toBe('inside the bar');
    const widget = editor.locator('#firmpilot_portal_blog_queue');
    await widget.getByRole('heading', { name: /FirmPilot/ }).waitFor(SETTLE);
    const list = widget.locator('fp-blog-board');
    await list.getByRole('link', { name: waiting.topic }).waitFor(SETTLE);
    // Only what waits for review: the published post of the period is not in it.
    expect(await list.getByText(jobIn(seeded, 'Published').topic).count()).toBe(0);
  });

  it('shows a WordPress user who cannot edit posts no queue, no bell and no settings', async () => {
    const page = await (await harness.newContext()).newPage();
    await logIntoWordPress(page, harness.site, await harness.site.addUser('reader', 'subscriber'));
    await expect(page.locator('#adminmenu').getByRole('link', { name: 'FirmPilot', exact: true }).count()).resolves.toBe(0);
    expect(await page.locator('fp-notifications').count()).toBe(0);
    for (const path of [QUEUE_PAGE, SETTINGS_PAGE]) {
      await page.goto(`${harness.site.url}${path}`);
      await page.getByText('Sorry, you are not allowed to access this page.').waitFor(SETTLE);
      expect(await page.locator('fp-blog-board').count()).toBe(0);
    }
  });

  it('refuses bad settings with a clear message and keeps the previous values', async () => {
    const page = await (await harness.newContext()).newPage();
    await logIntoWordPress(page, harness.site, harness.site.admin);
    await page.goto(`${harness.site.url}${SETTINGS_PAGE}`);
    // The label ends in a star for required fields, hidden from screen readers.
    const apiUrl = page.getByLabel(/^API URL/);
    const before = await apiUrl.inputValue();
    // A URL the browser's own check lets through (type="url" takes any scheme): the plugin's check refuses it.
    await apiUrl.fill('ftp://files.example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(/API URL must be an absolute http\(s\) URL/).waitFor(SETTLE);
    await expect(page.getByLabel(/^API URL/).inputValue()).resolves.toBe(before);
    const saved = JSON.parse(await harness.site.php("echo json_encode(get_option('firmpilot_portal_settings'));")) as Record<
      string,
      string
    >;
    expect(saved.api_url).toBe(before);
  });

  describe('staff publishing from the portal to this same WordPress', () => {
    let staff: Page;
    /** Staff work in the portal (here the service's own demo page with the board), never through a firm's site. */
    const openQueue = async (page: Page) => {
      await page.goto(wordPressAdminUrl(harness.service.url));
      const board = boardElement(page);
      // Staff see every firm: the board names the one whose site this is, as the plugin's board does.
      await board.evaluate((element, clientId) => element.setAttribute('client-id', clientId), MAIN_CLIENT_ID);
      await waitForBoard(board);
      return board;
    };
    const wp = <T>(path: string, init: RequestInit = {}) => {
      const { username, applicationPassword } = harness.site.admin;
      const authorization = `Basic ${Buffer.from(`${username}:${applicationPassword}`).toString('base64')}`;
      return fetch(`${harness.site.url}/wp-json/wp/v2${path}`, { ...init, headers: { authorization, ...init.headers } }).then(
        async (answer) => ({ status: answer.status, body: (await answer.json()) as T }),
      );
    };
    const postCount = async () => (await wp<unknown[]>('/posts?status=publish,future,draft&per_page=100')).body.length;

    beforeAll(async () => {
      staff = await (await harness.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await staff.goto(wordPressAdminUrl(harness.service.url));
      await boardElement(staff).locator('[data-slot="sign-in-button"]').click();
      await staff.waitForURL((url) => url.pathname.startsWith('/interaction/'), SETTLE);
      await submitCredentials(staff, PEOPLE.admin.email);
      await staff.waitForURL(
        (url) => url.pathname === new URL(wordPressAdminUrl(harness.service.url)).pathname && !url.searchParams.has('code'),
        SETTLE,
      );
    });

    it("gets agency staff no sign-in on the firm's site: its plugin signs in only the firm's people", async () => {
      const page = await (await harness.newContext()).newPage();
      await logIntoWordPress(page, harness.site, harness.site.admin);
      await page.goto(`${harness.site.url}${QUEUE_PAGE}`);
      await boardElement(page).locator('[data-slot="sign-in-button"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/interaction/'), SETTLE);
      await submitCredentials(page, PEOPLE.admin.email);
      await page.getByRole('heading', { level: 1, name: 'Not for this account' }).waitFor(SETTLE);
      expect(page.url()).not.toContain('code=');
      await page.close();
    });

    it('a push creates a real post at its permalink with its featured image; an update changes it; a delete removes it', async () => {
      const job = jobIn(seeded, 'ReadyForPublication');
      const board = await openQueue(staff);
      await chooseAction(board, job.topic, 'Push to WordPress');
      const link = jobCard(board, job.topic).getByRole('link', { name: 'View on WordPress' });
      await link.waitFor(SETTLE);
      const permalink = (await link.getAttribute('href'))!;
      const published = await blogPost(harness.service, PEOPLE.admin.id, job.id);
      expect(published.status).toBe('Published');
      expect(published.wordPressUrl).toBe(permalink);

      const page = await fetch(permalink);
      expect(page.status).toBe(200);
      const title = published.publicationTitle || published.title || job.topic;
      expect(await page.text()).toContain(title);
      const post = await wp<{ featured_media: number; link: string }>(`/posts/${published.wordPressPostId}`);
      expect(post.body.link).toBe(permalink);
      const media = await wp<{ source_url: string; mime_type: string }>(`/media/${post.body.featured_media}`);
      expect(media.body.mime_type).toBe('image/png');
      expect((await fetch(media.body.source_url)).headers.get('content-type')).toBe('image/png');

      // A published job is frozen in the portal; an update puts what the firm approved back over an edit made on the site.
      const titleOnSite = async () =>
        (await wp<{ title: { raw?: string; rendered: string } }>(`/posts/${published.wordPressPostId}?context=edit`)).body.title.raw;
      await wp(`/posts/${published.wordPressPostId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Edited on the site' }),
      });
      expect(await titleOnSite()).toBe('Edited on the site');
      await mutate(
        harness.service,
        PEOPLE.admin.id,
        'mutation ($input: UpdateWordPressPostInput!) { updateWordPressPost(input: $input) { postUrl } }',
        { blogJobId: job.id },
      );
      expect(await titleOnSite()).toBe(title);

      await openQueue(staff);
      await chooseAction(board, job.topic, 'Delete WordPress post');
      const dialog = board.getByRole('dialog', { name: 'Delete WordPress post' });
      await dialog.getByRole('button', { name: 'Delete post', exact: true }).click();
      await dialog.waitFor({ state: 'hidden', ...SETTLE });
      await expect.poll(async () => (await wp(`/posts/${published.wordPressPostId}`)).status, SETTLE).toBe(404);
      expect((await fetch(permalink)).status).toBe(404);
    });

    it('a wrong application password gives a clear message on the board and publishes nothing', async () => {
      const job = jobIn(seeded, 'ReadyForExternalReview'); // approved by the editor above: ReadyForPublication now
      expect((await blogPost(harness.service, PEOPLE.admin.id, job.id)).status).toBe('ReadyForPublication');
      const postsBefore = await postCount();
      await connectFirm(harness.service, harness.site, 'abcd efgh ijkl mnop qrst uvwx');
      try {
        const board = await openQueue(staff);
        await chooseAction(board, job.topic, 'Push to WordPress');
        const problem = jobCard(board, job.topic).locator('[data-slot="word-press-error"]');
        await problem.waitFor(SETTLE);
        expect(await problem.textContent()).toMatch(
          /^WordPress: WordPress at .+ did not accept the user name "admin" with the application password saved in Settings\./,
        );
        const after = await blogPost(harness.service, PEOPLE.admin.id, job.id);
        expect({ status: after.status, postId: after.wordPressPostId ?? null }).toEqual({ status: 'ReadyForPublication', postId: null });
        expect(await postCount()).toBe(postsBefore);
      } finally {
        await connectFirm(harness.service, harness.site);
      }
    });
  });

  it('refuses an update whose zip was changed on the way, or signed by another key, saying so, and installs nothing', async () => {
    const pluginDir = join(harness.site.pluginsDir, 'firmpilot-portal');
    const main = join(pluginDir, 'firmpilot-portal.php');
    const mainText = readFileSync(main, 'utf8');
    writeFileSync(main, mainText.replace(/(Version:\s*)\S+/, '$11.9.0'));
    // The plugin's own download, changed after it arrived (as a proxy on the way would), or checked against another key.
    const upgrade = (before: string) =>
      harness.site.php(`
foreach (['file', 'misc', 'plugin', 'class-wp-upgrader'] as $admin_file) require_once ABSPATH . "wp-admin/includes/$admin_file.php";
delete_site_transient('update_plugins'); delete_transient('firmpilot_portal_release'); wp_update_plugins();
${before}
$skin = new Automatic_Upgrader_Skin();
$result = (new Plugin_Upgrader($skin))->upgrade('firmpilot-portal/firmpilot-portal.php');
// A failed download leaves the upgrader without a result: what it says is in the skin's messages.
echo json_encode(['result' => $result, 'messages' => $skin->get_upgrade_messages()]);`);
    const refusal =
      "The FirmPilot Portal update was refused and nothing was installed: its signature does not match FirmPilot's release key, so the package was changed on the way or signed by someone else.";
    const tamper = `add_filter('http_response', function ($response, $args, $url) {
    if (!empty($args['filename']) && str_ends_with($url, '/v1/wordpress-plugin/download')) file_put_contents($args['filename'], 'x', FILE_APPEND);
    return $response;
}, 10, 3);`;
    const keyFile = join(pluginDir, 'includes', 'release-key.php');
    const ownKey = readFileSync(keyFile, 'utf8');
    try {
      const changed = JSON.parse(await upgrade(tamper));
      expect(changed).toEqual({ result: null, messages: expect.arrayContaining([refusal]) });
      writeFileSync(keyFile, ownKey.replace(/'[A-Za-z0-9+/=]{44}'/, `'${randomBytes(32).toString('base64')}'`));
      const otherKey = JSON.parse(await upgrade(''));
      expect(otherKey).toEqual({ result: null, messages: expect.arrayContaining([refusal]) });
      expect(/Version:\s*(\S+)/.exec(readFileSync(main, 'utf8'))![1]).toBe('1.9.0');
    } finally {
      writeFileSync(keyFile, ownKey);
      writeFileSync(main, mainText);
    }
    // The plugin no longer lets every request WordPress makes reach the API's local host: only its own calls go there.
    const apiUrl = JSON.parse(await harness.site.php("echo json_encode(firmpilot_portal_settings()['api_url']);")) as string;
    expect(JSON.parse(await harness.site.php(`echo json_encode(wp_http_validate_url(${JSON.stringify(`${apiUrl}/anything`)}));`))).toBe(
      false,
    );
  });

  it('refuses the http API of this site without FIRMPILOT_ALLOW_HTTP_API in wp-config: no update check, no download, saying what to set', async () => {
    const config = join(harness.site.pluginsDir, '..', '..', 'wp-config.php');
    const withSetting = readFileSync(config, 'utf8');
    try {
      writeFileSync(config, withSetting.replace(/^define\('FIRMPILOT_ALLOW_HTTP_API', true\);$/m, ''));
      const answer = JSON.parse(
        await harness.site.php(`delete_transient('firmpilot_portal_release');
$asked = [];
add_filter('pre_http_request', function ($answer, $args, $url) use (&$asked) { $asked[] = $url; return $answer; }, 10, 3);
$release = firmpilot_portal_release();
$package = firmpilot_portal_fetch_checked_package(firmpilot_portal_api_path('download'));
echo json_encode(['release' => $release->get_error_message(), 'package' => $package->get_error_message(), 'asked' => $asked]);`),
      );
      expect(answer.release).toMatch(
        /^The API URL http:\/\/\S+ is not https: FirmPilot Portal calls the service and installs its updates over https only\. .*define\('FIRMPILOT_ALLOW_HTTP_API', true\); to wp-config\.php\.$/,
      );
      expect(answer.package).toBe(answer.release);
      expect(answer.asked).toEqual([]);
    } finally {
      writeFileSync(config, withSetting);
      await harness.site.php("delete_transient('firmpilot_portal_release');");
    }
  });

  it("offers a newer release on WordPress's own plugin screen and installs it from the service", async () => {
    // The site runs an older release: its header says 1.9.0, the service offers the repository's.
    const main = join(harness.site.pluginsDir, 'firmpilot-portal', 'firmpilot-portal.php');
    const offered = /Version:\s*(\S+)/.exec(readFileSync(main, 'utf8'))![1]!;
    writeFileSync(main, readFileSync(main, 'utf8').replace(/(Version:\s*)\S+/, '$11.9.0'));
    await harness.site.php("delete_site_transient('update_plugins'); delete_transient('firmpilot_portal_release'); wp_update_plugins();");

    const page = await (await harness.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIntoWordPress(page, harness.site, harness.site.admin);
    await page.goto(`${harness.site.url}/wp-admin/plugins.php`);
    const notice = page.locator('tr.plugin-update-tr[data-slug="firmpilot-portal"]');
    await expect(notice.innerText()).resolves.toMatch(
      new RegExp(
        `There is a new version of FirmPilot Portal available\\. View version ${offered.replace(/\./g, '\\.')} details or update now\\.`,
      ),
    );
    // WordPress names the link for screen readers: "Update FirmPilot Portal now".
    await pluginScreenScriptReady(page);
    await notice.getByRole('link', { name: 'Update FirmPilot Portal now' }).click();
    await notice.getByText('Updated!').waitFor({ timeout: 60_000 });

    expect(/Version:\s*(\S+)/.exec(readFileSync(main, 'utf8'))![1]).toBe(offered);
    const active = JSON.parse(
      await harness.site.php("echo json_encode(in_array('firmpilot-portal/firmpilot-portal.php', get_option('active_plugins'), true));"),
    ) as boolean;
    expect(active).toBe(true);
    // The bundle came with it: the queue still shows the board.
    await page.goto(`${harness.site.url}${QUEUE_PAGE}`);
    await boardElement(page).locator('[data-slot="sign-in-button"]').waitFor(SETTLE);
  });

  it("deletes cleanly from WordPress's plugin screen: its settings and cached release go with it", async () => {
    const stored =
      "echo json_encode([get_option('firmpilot_portal_settings', null) !== null, get_transient('firmpilot_portal_release') !== false]);";
    await harness.site.php("delete_transient('firmpilot_portal_release'); wp_update_plugins();");
    expect(JSON.parse(await harness.site.php(stored))).toEqual([true, true]);

    const page = await (await harness.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIntoWordPress(page, harness.site, harness.site.admin);
    await page.goto(`${harness.site.url}/wp-admin/plugins.php`);
    await page.getByRole('link', { name: 'Deactivate FirmPilot Portal' }).click();
    await page.getByText('Plugin deactivated.').waitFor(SETTLE);
    await pluginScreenScriptReady(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Delete FirmPilot Portal' }).click();
    await page
      .getByText('FirmPilot Portal was successfully deleted.')
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        throw new Error(`WordPress did not say the plugin was deleted: ${await whatThePageSays(page)}`, { cause: error });
      });

    expect(JSON.parse(await harness.site.php(stored))).toEqual([false, false]);
    expect(existsSync(join(harness.site.pluginsDir, 'firmpilot-portal'))).toBe(false);
  });
});

/**
 * The plugin screen updates and deletes in place once WordPress's updates script has bound its links; a click
 * before that (a loaded machine) follows the link to another page, where the in-place messages never come.
 */
async function pluginScreenScriptReady(page: Page): Promise<void> {
  const ready = () =>
    document.readyState === 'complete' &&
    typeof (window as { wp?: { updates?: { deletePlugin?: unknown } } }).wp?.updates?.deletePlugin === 'function';
  await page.waitForFunction(ready, undefined, SETTLE);
}

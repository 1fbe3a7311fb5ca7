// A real WordPress (scripts/wordpress/site.ts) with the FirmPilot plugin as its zip would install it, pointing at a
// service of its own (blog-service.ts, on a fresh database), and one Chromium; once per file. Harbor & Vale Law is
// connected to the site as its owner would do it in Settings and the site verified by staff, so the service publishes
// there, takes the plugin's page as a sign-in callback of the plugin's client and answers the site's origin.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { writePluginFiles } from '../../../demo/server/wordpress-plugin/plugin-files.ts';
import { freePort } from '../../../scripts/free-port.ts';
import { CONNECT_WORDPRESS, VERIFY_WORDPRESS_SITE, wordPressConnection } from '../../../scripts/wordpress/connect-firm.ts';
import { PLUGIN_OPTION, pluginSettingsFor, releaseKeyOf } from '../../../scripts/wordpress/plugin-settings.ts';
import { startWordPressSite, type WordPressSite, type WordPressUser } from '../../../scripts/wordpress/site.ts';
import { launchChromium } from '../../support/browser.ts';
import { MAIN_CLIENT_ID, mutate, PEOPLE } from './blog-expected.ts';
import { submitCredentials } from './intranet.ts';
import { startBlogService, type BlogService, type RunningBlogService } from './blog-service.ts';
import { SETTLE } from './portal.ts';

export const QUEUE_PAGE = '/wp-admin/admin.php?page=firmpilot-blog-queue';
export const SETTINGS_PAGE = '/wp-admin/options-general.php?page=firmpilot-portal-settings';

export interface WordPressHarness {
  readonly service: BlogService & Pick<RunningBlogService, 'restart'>;
  readonly site: WordPressSite;
  /** A fresh browser context (its own cookies and storage), closed with the harness. */
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
}

/**
 * Stores the site's secret in the plugin's option, as the queue page does once someone signs in there
 * (includes/site-secret.php; the plugin's e2e test checks that page does it): reports without a token need it.
 */
export async function storeSiteSecret(service: BlogService, site: WordPressSite): Promise<string> {
  const answer = await service.rest(PEOPLE.owner.id, 'GET', `/wordpress-plugin/site-secret?clientId=${MAIN_CLIENT_ID}`);
  if (answer.status !== 200) throw new Error(`The service gave no site secret: ${JSON.stringify(answer.body)}`);
  await site.php(`update_option('firmpilot_portal_site_secret', ${JSON.stringify(answer.body.siteSecret)}, false);`);
  return answer.body.siteSecret as string;
}

/**
 * Connects Harbor & Vale Law to the site with these credentials, as its owner would in Settings → Connections, and
 * verifies the site as staff would (saving the URL unverifies it, and only a verified site's plugin signs in).
 */
export async function connectFirm(
  service: BlogService,
  site: WordPressSite,
  applicationPassword = site.admin.applicationPassword,
): Promise<void> {
  await mutate(service, PEOPLE.owner.id, CONNECT_WORDPRESS, wordPressConnection(MAIN_CLIENT_ID, site, applicationPassword));
  await mutate(service, PEOPLE.admin.id, VERIFY_WORDPRESS_SITE, { clientId: MAIN_CLIENT_ID });
}

export function useWordPressHarness(): WordPressHarness {
  let service: RunningBlogService | undefined;
  let site: WordPressSite | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // The site is on this machine: the service is told its address (ALLOW_LOCAL_SITES) before either starts.
    const sitePort = await freePort();
    const [started, launched] = await Promise.allSettled([startBlogService(undefined, [`http://127.0.0.1:${sitePort}`]), launchChromium()]);
    if (started.status === 'fulfilled') service = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
    const [settings, releaseKey] = await Promise.all([pluginSettingsFor(service!.url, MAIN_CLIENT_ID), releaseKeyOf(service!.url)]);
    if (!settings || !releaseKey) throw new Error(`The service at ${service!.url} gave no /demo-config.json or no release key.`);
    site = await startWordPressSite({
      port: sitePort,
      plugins: { 'firmpilot-portal': (folder) => writePluginFiles(folder, { releaseKey }) },
      options: { [PLUGIN_OPTION]: settings },
    });
    await connectFirm(service!, site);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await service?.stop();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The WordPress harness has no ${what}: beforeAll failed.`);
    return value;
  };
  return {
    get service() {
      return need(service, 'service');
    },
    get site() {
      return need(site, 'WordPress site');
    },
    newContext: (options) => need(browser, 'browser').newContext(options),
  };
}

/**
 * Signs in to FirmPilot from the plugin's page as a person of the firm: the sign-in form, then the provider's
 * consent page for the site (the plugin's client asks every time), back on the queue page.
 */
export async function signInFromSite(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'), SETTLE);
  await submitCredentials(page, email);
  await page.getByRole('heading', { level: 1, name: /^Allow / }).waitFor(SETTLE);
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === QUEUE_PAGE, SETTLE);
}

/**
 * Logs into wp-admin with WordPress's own form. wp-login.php focuses and selects a field 200 ms after load (and
 * empties the password when it shows a user name it knows), which on a loaded machine came after the test's fill
 * and sent an empty password: fill once the page has focused a field, check the values held before sending, and
 * fill and send again once if they did not or WordPress still saw no password.
 */
export async function logIntoWordPress(page: Page, site: WordPressSite, user: WordPressUser): Promise<void> {
  await page.goto(`${site.url}/wp-login.php`);
  for (let attempt = 1; ; attempt++) {
    const name = page.locator('#user_login');
    const password = page.locator('#user_pass');
    // The page's own script has run once it has focused one of the two fields: filling after it is safe.
    await page.waitForFunction(() => ['user_login', 'user_pass'].includes(document.activeElement?.id ?? ''), undefined, SETTLE);
    await name.fill(user.username);
    await password.fill(user.password);
    // Read back (not expect.poll: a file's beforeAll logs in too, outside any test).
    const held = (await name.inputValue()) === user.username && (await password.inputValue()) === user.password;
    if (!held) {
      if (attempt === 2) throw new Error(`The WordPress login form did not keep what was filled in: ${await whatThePageSays(page)}`);
      continue;
    }
    await page.getByRole('button', { name: 'Log In' }).click();
    // Neither wait rejects: whichever comes first says how the attempt went.
    const outcome = await Promise.race([
      page
        .waitForURL((url) => url.pathname.startsWith('/wp-admin'), SETTLE)
        .then(
          () => 'in' as const,
          () => 'no answer' as const,
        ),
      page
        .locator('#login_error')
        .waitFor(SETTLE)
        .then(
          () => 'refused' as const,
          () => 'no answer' as const,
        ),
    ]);
    if (outcome === 'in') return;
    const emptied = outcome === 'refused' && /password field is empty/i.test(await page.locator('#login_error').innerText());
    if (!emptied || attempt === 2) throw new Error(`WordPress did not let ${user.username} in: ${await whatThePageSays(page)}`);
  }
}

/** Where a page is and what it says (its first lines), for a failure's message. */
export async function whatThePageSays(page: Page): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch(() => '(no text)');
  return `${page.url()}: ${text.replace(/\s+/g, ' ').slice(0, 400)}`;
}

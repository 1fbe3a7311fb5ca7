// The FirmPilot plugin in a real WordPress reports its failures to the service (POST /v1/wordpress-plugin/log, no
// token): a failed update check from PHP, a bundle that did not load from the browser. The service takes both
// because they name the site the firm connected, exactly as WordPress gives its home URL.
import { beforeAll, describe, expect, it } from 'vitest';
import { SETTLE } from './support/portal.ts';
import { logIntoWordPress, storeSiteSecret, useWordPressHarness } from './support/wordpress-harness.ts';

/**
 * Runs one update check against a service answering 502 (WordPress's pre_http_request filter stands in for it),
 * after an empty cache. The report goes out as the plugin sends it; only here is it made to wait for the answer,
 * so the test can read what the service said.
 */
const FAILED_UPDATE_CHECK = `
delete_transient(FIRMPILOT_PORTAL_RELEASE_TRANSIENT);
$sent = [];
add_filter('pre_http_request', function ($answer, $args, $url) {
    return str_ends_with($url, '/v1/wordpress-plugin/info') ? ['headers' => [], 'body' => 'Bad gateway', 'response' => ['code' => 502, 'message' => 'Bad Gateway'], 'cookies' => []] : $answer;
}, 10, 3);
add_filter('http_request_args', function ($args, $url) use (&$sent) {
    if (!str_ends_with($url, '/v1/wordpress-plugin/log')) return $args;
    $sent[] = ['blocking' => $args['blocking'], 'timeout' => $args['timeout'], 'body' => json_decode($args['body'], true)];
    return array_merge($args, ['blocking' => true]);
}, 10, 2);
$answers = [];
add_action('http_api_debug', function ($response, $context, $class, $args, $url) use (&$answers) {
    if (str_ends_with($url, '/v1/wordpress-plugin/log')) $answers[] = ['status' => wp_remote_retrieve_response_code($response), 'body' => json_decode(wp_remote_retrieve_body($response), true)];
}, 10, 5);
firmpilot_portal_release();
firmpilot_portal_release();
echo json_encode(['sent' => $sent, 'answers' => $answers, 'home' => home_url()]);
`;

describe('the FirmPilot plugin reports its failures', () => {
  const harness = useWordPressHarness();
  let siteSecret: string;
  beforeAll(async () => {
    siteSecret = await storeSiteSecret(harness.service, harness.site);
  });

  it('reports a failed update check once, from PHP, without waiting, and the service records it for the connected site', async () => {
    const { sent, answers, home } = JSON.parse(await harness.site.php(FAILED_UPDATE_CHECK));
    expect(home).toBe(harness.site.url);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      blocking: false,
      timeout: 3,
      body: {
        level: 'error',
        siteUrl: harness.site.url,
        siteSecret,
        pluginVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        context: { event: 'update-check', status: 502 },
      },
    });
    expect(sent[0].body.message).toMatch(/answered HTTP 502/);
    expect(answers).toEqual([{ status: 201, body: expect.objectContaining({ kind: 'wordPressPluginLog', createdBy: harness.site.url }) }]);
  });

  it('reports a bundle that did not load, from the browser cross-origin, beside the notice on the page', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await logIntoWordPress(page, harness.site, harness.site.admin);
    await page.route('**/firmpilot-portal/dist/fp-portal.js*', (route) => route.abort());
    const reported = page.waitForResponse(
      (response) => response.url().endsWith('/v1/wordpress-plugin/log') && response.request().method() === 'POST',
      SETTLE,
    );
    // A query with a nonce in it, as wp-admin URLs have: the report names the page without it.
    await page.goto(`${harness.site.url}/wp-admin/index.php?_wpnonce=0123abcd#top`);
    await page.locator('#firmpilot-portal-load-error').waitFor(SETTLE);
    const response = await reported;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({
      kind: 'wordPressPluginLog',
      createdBy: harness.site.url,
      data: { level: 'error', context: { event: 'bundle-load' } },
    });
    expect(response.request().postDataJSON()).toMatchObject({
      siteUrl: harness.site.url,
      siteSecret,
      context: { page: '/wp-admin/index.php' },
    });
    expect(response.request().postData()).not.toContain('_wpnonce');
  });
});

import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// The WordPress plugin's PHP, under the PHP command line (.ci/run installs php-cli): every file parses, and the
// settings, element, dashboard widget, script-tag and report functions do what the plugin relies on (with a few
// WordPress functions stubbed: tests/unit/wordpress-plugin/wordpress-stubs.php).
const PLUGIN = fileURLToPath(new URL('../../wordpress-plugin/firmpilot-portal/', import.meta.url));
const RUNNER = fileURLToPath(new URL('./wordpress-plugin/plugin-functions.php', import.meta.url));
const REPORT_RUNNER = fileURLToPath(new URL('./wordpress-plugin/report-functions.php', import.meta.url));
const PACKAGE_RUNNER = fileURLToPath(new URL('./wordpress-plugin/package-functions.php', import.meta.url));
const phpFiles = readdirSync(PLUGIN, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.php'))
  .sort();

describe('the plugin PHP', () => {
  it.each(phpFiles)('%s parses (php -l)', (file) => {
    expect(execFileSync('php', ['-l', join(PLUGIN, file)], { encoding: 'utf8' })).toMatch(/^No syntax errors detected/);
  });

  it('has the main file, the uninstall script and the includes the main file loads', () => {
    expect(phpFiles).toEqual(
      expect.arrayContaining(['firmpilot-portal.php', 'uninstall.php', join('includes', 'settings.php'), join('includes', 'updates.php')]),
    );
  });
});

describe('the plugin functions', () => {
  const results = JSON.parse(execFileSync('php', [RUNNER, PLUGIN], { encoding: 'utf8' }));

  it('is not configured until every required field is set, and names the missing ones', () => {
    expect(results.unconfigured).toEqual({
      configured: false,
      missing: ['Portal URL', 'API URL', 'Identity domain', 'Identity audience', 'Client ID'],
    });
    expect(results.configured).toBe(true);
  });

  it('refuses bad values with a message each and keeps the previous value', () => {
    expect(results.badValues).toMatchObject({
      portal_url: 'https://portal.example.com',
      api_url: 'https://api.example.com',
      client_id: '6f1c2a4e-8d0b-4c55-9a7e-2b3d4f5a6b7c',
      open_in: 'board',
      logs_url: '',
    });
    expect(Object.keys(results.errors).sort()).toEqual([
      'firmpilot-portal-api_url',
      'firmpilot-portal-client_id',
      'firmpilot-portal-logs_url',
      'firmpilot-portal-open_in',
      'firmpilot-portal-portal_url',
    ]);
    expect(results.errors['firmpilot-portal-portal_url']).toBe(
      'Portal URL must be an absolute http(s) URL such as https://example.com; "javascript:alert(1)" was not saved and the previous value is kept.',
    );
  });

  it('saves good values trimmed, URLs without a trailing slash (a local service too)', () => {
    expect(results.goodErrors).toEqual([]);
    expect(results.goodValues).toMatchObject({ portal_url: 'http://127.0.0.1:4173', open_in: 'portal', auth_client_id: 'spa' });
  });

  it('prints the elements with every setting as an escaped attribute, the sign-in return URL, and the widget with the posts waiting for review and the queue link', () => {
    expect(results.board).toBe(
      '<fp-blog-board api-url="https://api.example.com" auth-domain="https://login.example.com" auth-client-id="spa" auth-audience="a&quot;b&lt;c&gt;"' +
        ' auth-redirect-uri="http://wp.test/wp-admin/admin.php?page=firmpilot-blog-queue" portal-url="https://portal.example.com"' +
        ' client-id="6f1c2a4e-8d0b-4c55-9a7e-2b3d4f5a6b7c" open-in="portal"></fp-blog-board>',
    );
    expect(results.widget).toBe(
      results.board.replace('></fp-blog-board>', ' show="review"></fp-blog-board>') +
        '<p><a href="http://wp.test/wp-admin/admin.php?page=firmpilot-blog-queue">Open the blog queue</a></p>',
    );
    expect(results.widget).not.toContain('view=');
  });

  it('makes the bundle tag a module and leaves the inline script before it and other scripts classic', () => {
    expect(results.moduleTag).toBe(
      "<script id='firmpilot-portal-js-before'>\nvar a = 1;\n</script>\n<script type=\"module\" src='http://wp.test/dist/fp-portal.js?ver=2.0.0' id='firmpilot-portal-js'></script>\n",
    );
    expect(results.moduleTagTyped).toBe("<script type=\"module\" src='http://wp.test/x.js' id='firmpilot-portal-js'></script>\n");
    expect(results.otherTag).toBe("<script src='http://wp.test/jquery.js' id='jquery-js'></script>\n");
  });
});

/** Runs the load-failure script with just enough of a page: fires `error` for `target` and answers what it did. */
function runLoadFailureScript(script: string, target: { id: string; src: string }) {
  const listeners: Array<(event: unknown) => void> = [];
  const posts: Array<{ url: string; init: RequestInit & { body: string } }> = [];
  const inserted: unknown[] = [];
  const element = () => ({ setAttribute() {}, appendChild() {} });
  const place = { querySelector: () => null, firstChild: null, insertBefore: (node: unknown) => inserted.push(node) };
  let noticeShown = false;
  const document = {
    createElement: element,
    querySelector: () => place,
    getElementById: (id: string) => (id === 'firmpilot-portal-load-error' && noticeShown ? {} : null),
  };
  runInNewContext(script, {
    window: { addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener) },
    document,
    location: { pathname: '/firm/wp-admin/index.php', search: '?page=firmpilot-blog-queue&_wpnonce=0123abcd', hash: '#top' },
    navigator: { userAgent: 'test' },
    console,
    fetch: (url: string, init: RequestInit & { body: string }) => (posts.push({ url, init }), Promise.resolve({ ok: true })),
  });
  for (const event of [{ target: { id: 'jquery-js', src: 'x' } }, { target }, { target }]) {
    listeners.forEach((listener) => listener(event));
    noticeShown = inserted.length > 0;
  }
  return { inserted: inserted.length, posts };
}

describe('the reports to FirmPilot', () => {
  const results = JSON.parse(execFileSync('php', [REPORT_RUNNER, PLUGIN], { encoding: 'utf8' }));
  const site = {
    clientId: '6f1c2a4e-8d0b-4c55-9a7e-2b3d4f5a6b7c',
    siteUrl: 'http://wp.test/firm',
    pluginVersion: '2.0.0',
    siteSecret: 'a1'.repeat(32),
  };

  it('reports a failed update check once, without waiting for the answer, naming this site as the firm connects it', () => {
    expect(results.unconfiguredPosts).toBe(0);
    expect(results.cached).toBe(results.failed);
    expect(results.badAnswerPosts).toEqual([
      {
        url: 'https://api.example.com/v1/wordpress-plugin/log',
        args: { blocking: false, timeout: 3, headers: { 'Content-Type': 'application/json' } },
        body: {
          clientId: site.clientId,
          level: 'error',
          message: results.failed,
          siteUrl: site.siteUrl,
          pluginVersion: site.pluginVersion,
          siteSecret: site.siteSecret,
          context: { event: 'update-check', url: 'https://api.example.com/v1/wordpress-plugin/info', status: 502 },
        },
      },
    ]);
    expect(results.unreachableBody).toMatchObject({
      level: 'warning',
      message: 'The update check could not reach https://api.example.com/v1/wordpress-plugin/info: cURL error 7: Failed to connect',
      context: { event: 'update-check', error: 'cURL error 7: Failed to connect' },
    });
  });

  it('keeps a report within what the service takes: the message clipped to 2000 characters, context always an object', () => {
    expect(results.clipped).toEqual({ length: 2000, context: '{}' });
  });

  it('never reports a URL with its query: the context keeps the address only (wp-admin queries carry nonces)', () => {
    expect(results.queryless).toEqual({ event: 'update-check', url: 'https://api.example.com/v1/wordpress-plugin/info' });
  });

  it('makes the page report a bundle that did not load, once, with the same fields, without the page query or hash', () => {
    const { inserted, posts } = runLoadFailureScript(results.loadFailureScript, {
      id: 'firmpilot-portal-js',
      src: 'http://wp.test/firm/wp-content/plugins/firmpilot-portal/dist/fp-portal.js?ver=2.0.0',
    });
    expect(inserted).toBe(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('https://api.example.com/v1/wordpress-plugin/log');
    expect(posts[0]!.init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    expect(posts[0]!.init.body).not.toContain('_wpnonce');
    expect(JSON.parse(posts[0]!.init.body)).toEqual({
      ...site,
      level: 'error',
      message: "The FirmPilot portal's bundle did not load in the browser on a wp-admin screen.",
      context: {
        event: 'bundle-load',
        scriptUrl: 'http://wp.test/firm/wp-content/plugins/firmpilot-portal/dist/fp-portal.js',
        page: '/firm/wp-admin/index.php',
        userAgent: 'test',
      },
    });
  });
});

describe('the update checks', () => {
  const results = JSON.parse(execFileSync('php', [PACKAGE_RUNNER, PLUGIN], { encoding: 'utf8' }));
  const refused = 'The FirmPilot Portal update was refused and nothing was installed: ';

  it("installs only a zip signed by the release key packed into the plugin: a changed zip, another key's signature or none are refused", () => {
    expect(results.signature).toEqual({
      signed: true,
      tampered: `${refused}its signature does not match FirmPilot's release key, so the package was changed on the way or signed by someone else.`,
      otherKey: `${refused}its signature does not match FirmPilot's release key, so the package was changed on the way or signed by someone else.`,
      unsigned: `${refused}the package came without a FirmPilot signature.`,
    });
    expect(results.noKey).toMatch(
      /^The FirmPilot Portal update was refused and nothing was installed: this copy of the plugin has no FirmPilot release key/,
    );
  });

  it("downloads its package only over https from the API's own host and port, and checks only its own packages", () => {
    expect(results.packageUrls.api).toBeNull();
    for (const url of ['otherHost', 'otherPort', 'plainHttp'])
      expect(results.packageUrls[url]).toMatch(
        /^The FirmPilot Portal update was refused: its package .+ is not on the API https:\/\/api\.example\.com over https\.$/,
      );
    expect(results.ownPackage).toEqual({ update: true, apiPath: true, otherPlugin: false });
  });

  it("escapes what the service wrote in the plugin's details popup: the name and requirements as text, the changelog to a few plain tags", () => {
    expect(results.details).toEqual({
      name: 'FirmPilot &lt;img src=x onerror=alert(1)&gt;',
      requires: '6.1&lt;script&gt;alert(2)&lt;/script&gt;',
      changelog: '<h4>2.1.0</h4><ul><li>Faster board</li></ul>',
    });
  });

  it('refuses an http API URL without the development setting: not saved, no update check, no download, no report', () => {
    expect(results.httpSetting).toBe('https://api.example.com');
    expect(results.httpSettingErrors['firmpilot-portal-api_url']).toMatch(
      /^The API URL http:\/\/api\.example\.com is not https: .+FIRMPILOT_ALLOW_HTTP_API.+ The previous value is kept\.$/,
    );
    expect(results.httpRelease).toMatch(/^The API URL http:\/\/api\.example\.com is not https/);
    expect(results.httpPackage).toMatch(/^The API URL http:\/\/api\.example\.com is not https/);
    expect(results.httpRequests).toEqual({ gets: 0, posts: 0 });
  });
});

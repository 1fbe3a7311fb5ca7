import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestService, type TestService } from './support/service.ts';
import { CSP_REPORTS_PER_MINUTE } from '../../demo/server/csp-reports.ts';

// The portal owns its page's path (routing="path"): a reload or a shared link of any portal page gets the
// portal's page; files and the APIs keep their own answers.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const get = async (path: string, accept = 'text/html') => {
  const answer = await fetch(`${service.url}${path}`, { headers: { accept } });
  return { status: answer.status, body: await answer.text() };
};

describe('the portal page', () => {
  it('answers the site root and every portal path, known or not, with the portal', async () => {
    for (const path of ['/', '/reporting', '/blog-content/42', '/settings?tab=users', '/no/such/page']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('<fp-portal routing="path">');
    }
  });

  it('leaves files, the APIs and non-page requests alone', async () => {
    expect((await get('/intranet.html')).body).toContain('<fp-notifications');
    expect((await get('/dist/missing.js')).status).toBe(404);
    expect((await get('/reporting', 'application/json')).status).toBe(404);
    const rest = await get('/v1/no-such-call');
    expect(rest.status).not.toBe(200);
    expect(rest.body).not.toContain('<fp-portal');
  });
});

// What every answer tells the browser about itself: the portal's pages run under a policy that allows only what the
// portal uses and lets no other site frame them; the APIs' answers may load and frame nothing; none may be
// sniffed into another type; and no page leaks its full address to another site.
describe('the security headers', () => {
  const headersOf = async (path: string, init: RequestInit = {}) =>
    (await fetch(`${service.url}${path}`, { redirect: 'manual', ...init })).headers;
  const directives = (policy: string | null) =>
    new Map(
      (policy ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name!, values]),
    );

  it("gives the portal's pages and the demo host pages a policy the portal works under, framed by the service's own pages only", async () => {
    for (const path of ['/', '/reporting', '/intranet.html', '/wordpress-admin.html', '/sign-in-check.html']) {
      const headers = await headersOf(path, { headers: { accept: 'text/html' } });
      const policy = directives(headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect(policy.get('script-src'), path).toContain("'self'");
      expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src'), path).not.toContain("'unsafe-eval'");
      expect(policy.get('style-src'), path).not.toContain("'unsafe-inline'");
      // The API, flags, logs and sign-in are on the origin; Google Analytics when a page gives the portal an analytics id.
      expect(policy.get('connect-src'), path).toEqual([
        "'self'",
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]);
      expect(policy.get('script-src'), path).toContain('https://www.googletagmanager.com/gtag/');
      expect(policy.get('script-src'), path).not.toContain('https://www.googletagmanager.com');
      expect(policy.get('img-src'), path).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(policy.get('report-uri'), path).toEqual(['/csp-reports']);
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("lets each demo page's own inline script and style run by their hash, and nothing else inline", async () => {
    const page = await (await fetch(`${service.url}/`, { headers: { accept: 'text/html' } })).text();
    const policy = directives((await headersOf('/')).get('content-security-policy'));
    const { createHash } = await import('node:crypto');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(page)![1]!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
    expect(policy.get('script-src')).toContain(hash(script));
    expect(policy.get('style-src')).toContain(hash(style));
    expect(policy.get('script-src')).not.toContain(hash(`${script} `));
  });

  it('gives the assets the same headers as the pages', async () => {
    for (const path of ['/configure-elements.js', '/vendor/auth0/auth0-spa-js.production.esm.js', '/demo-images/blog-1.svg']) {
      const headers = await headersOf(path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(directives(headers.get('content-security-policy')).get('frame-ancestors'), path).toEqual(["'self'"]);
    }
  });

  it('gives every API answer a policy that loads and frames nothing, and sends no referrer', async () => {
    const token = await service.tokenFor('user-owner');
    const answers = [
      await headersOf('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{"query":"{ me { id } }"}',
      }),
      await headersOf('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { id } }"}' }),
      await headersOf('/v1/clients', { headers: { authorization: `Bearer ${token}` } }),
      await headersOf('/v1/no-such-call'),
      await headersOf('/v1/openapi.json'),
    ];
    for (const headers of answers) {
      expect(Object.fromEntries(directives(headers.get('content-security-policy')))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it("keeps the identity provider's own policy on its pages, and gives all its answers nosniff and no referrer", async () => {
    const query = new URLSearchParams({
      client_id: 'fp-portal-demo',
      redirect_uri: `${service.url}/`,
      response_type: 'code',
      scope: 'openid',
      state: 'state-1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGrSg1zI-4',
      code_challenge_method: 'S256',
      audience: 'https://api.firmpilot.test',
    });
    const authorize = await fetch(`${service.url}/authorize?${query}`, { redirect: 'manual' });
    expect(authorize.status).toBe(303);
    expect(authorize.headers.get('x-content-type-options')).toBe('nosniff');
    expect(authorize.headers.get('referrer-policy')).toBe('no-referrer');
    const cookie = authorize.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const signInPage = await headersOf(authorize.headers.get('location')!, { headers: { cookie } });
    const policy = directives(signInPage.get('content-security-policy'));
    expect(policy.get('form-action')).toContain("'self'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(signInPage.get('x-content-type-options')).toBe('nosniff');
    expect(signInPage.get('referrer-policy')).toBe('no-referrer');
    for (const path of ['/.well-known/openid-configuration', '/v2/logout', '/authorize?client_id=nobody']) {
      const headers = await headersOf(path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('takes violation reports at /csp-reports, logging each as one warning, and refuses what is not one', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const report = {
        'csp-report': {
          'document-uri': `${service.url}/`,
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
          'source-file': `${service.url}/`,
          'line-number': 3,
        },
      };
      const sent = await fetch(`${service.url}/csp-reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify(report),
      });
      expect(sent.status).toBe(204);
      const batch = [
        {
          type: 'csp-violation',
          url: `${service.url}/`,
          body: { documentURL: `${service.url}/reporting`, effectiveDirective: 'img-src', blockedURL: 'https://evil.example/p.png' },
        },
        { type: 'deprecation', url: `${service.url}/`, body: { id: 'something-old' } },
      ];
      expect(
        (
          await fetch(`${service.url}/csp-reports`, {
            method: 'POST',
            headers: { 'content-type': 'application/reports+json' },
            body: JSON.stringify(batch),
          })
        ).status,
      ).toBe(204);
      expect(warnings.mock.calls.map(([line]) => line)).toEqual([
        `[csp] ${service.url}/ blocked by script-src-elem: https://evil.example/x.js (${service.url}/:3)`,
        `[csp] ${service.url}/reporting blocked by img-src: https://evil.example/p.png`,
      ]);
      const wrong = await fetch(`${service.url}/csp-reports`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
      expect(wrong.status).toBe(415);
      const malformed = await fetch(`${service.url}/csp-reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: '{',
      });
      expect(malformed.status).toBe(400);
      const deep = await fetch(`${service.url}/csp-reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: `${'['.repeat(100)}${']'.repeat(100)}`,
      });
      expect(deep.status).toBe(400);
      expect(warnings).toHaveBeenCalledTimes(2);
    } finally {
      warnings.mockRestore();
    }
  });

  it(`takes ${CSP_REPORTS_PER_MINUTE} reports a minute from one address, then answers 429 with Retry-After and logs nothing more`, async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const report = JSON.stringify({
        'csp-report': { 'document-uri': `${service.url}/`, 'violated-directive': 'img-src', 'blocked-uri': 'https://flood.example/p.png' },
      });
      const send = () =>
        fetch(`${service.url}/csp-reports`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: report });
      // The test above spent a few of this address's reports.
      const statuses: number[] = [];
      for (let sent = 0; sent < CSP_REPORTS_PER_MINUTE + 10; sent += 1) statuses.push((await send()).status);
      expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(CSP_REPORTS_PER_MINUTE);
      expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const flooded = warnings.mock.calls.filter(([line]) => String(line).includes('flood.example'));
      expect(flooded.length).toBe(statuses.filter((status) => status === 204).length);
    } finally {
      warnings.mockRestore();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './support/service.ts';

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

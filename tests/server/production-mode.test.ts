import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIdOf, DEMO, MAIN_CLIENT, startTestService, type TestService } from './support/service.ts';

// NODE_ENV=production: no introspection, no demo logins shown, no local publish targets, no local sites, no reading the log intake.
let service: TestService;
beforeAll(async () => {
  // ALLOW_LOCAL_SITES is set, as a careless deployment might leave it: production ignores it.
  service = await startTestService({ production: true, allowLocalSites: (url) => [url, 'http://127.0.0.1:8091'] });
});
afterAll(() => service?.close());

describe('in production', () => {
  it('refuses introspection but answers queries', async () => {
    const introspection = await service.graphql(DEMO.admin, '{ __schema { queryType { name } } }');
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const me = await service.graphql<{ me: { email: string } }>(DEMO.admin, '{ me { email } }');
    expect(me.data?.me.email).toBe('admin@demo.test');
  });

  it('lists no demo logins on the pages', async () => {
    const config = (await (await fetch(`${service.url}/demo-config.json`)).json()) as { users: unknown[] };
    expect(config.users).toEqual([]);
  });

  it('ignores ALLOW_LOCAL_SITES: a firm’s site on this machine is refused even when the setting names it', async () => {
    const connect = (siteUrl: string) =>
      service.graphql(DEMO.admin, 'mutation ($input: AddWordPressCredentialInput!) { addWordPressCredential(input: $input) { message } }', {
        input: { clientId: clientIdOf(MAIN_CLIENT), siteUrl, username: 'admin', applicationPassword: 'abcd efgh ijkl mnop qrst uvwx' },
      });
    for (const siteUrl of ['http://127.0.0.1:8091', `${service.url}/wordpress`]) {
      expect((await connect(siteUrl)).errors?.[0]?.extensions, siteUrl).toMatchObject({ code: 'BAD_USER_INPUT', field: 'siteUrl' });
    }
  });

  it('serves no local publish targets', async () => {
    expect((await fetch(`${service.url}/__targets/calls`)).status).toBe(404);
  });

  it('does not serve what pages logged, not even to staff, while it still takes their logs', async () => {
    const read = await fetch(`${service.url}/intake/logs/recent`, {
      headers: { authorization: `Bearer ${await service.tokenFor(DEMO.admin)}` },
    });
    expect(read.status).toBe(404);
    const write = await fetch(`${service.url}/intake/logs`, {
      method: 'POST',
      body: '{"message":"hello"}',
      headers: { origin: new URL(service.url).origin },
    });
    expect(write.status).toBe(202);
  });
});

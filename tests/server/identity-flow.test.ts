import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Auth0Client, User } from '@auth0/auth0-spa-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_ID, CLAIM_ROLES, CLAIM_USER_CLIENT_MAPPING, type UserClientMapping } from '../../demo/server/identity/claims.ts';
import { hashPassword } from '../../demo/server/identity/passwords.ts';
import { createIdentity, DEFAULT_AUDIENCE, DEFAULT_CLIENT_ID, type Identity } from '../../demo/server/identity/provider.ts';
import { openDb, type Db } from '../../demo/server/store/db.ts';
import { migrate } from '../../demo/server/store/migrate.ts';
import { launchChromium } from '../support/browser.ts';

const SDK = readFileSync(new URL('../../node_modules/@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js', import.meta.url));
const SDK_PATH = '/node_modules/@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js';

// The portal's configuration of auth0-spa-js, as the README describes it.
const APP_HTML = `<!doctype html><meta charset="utf-8"><title>app</title><script type="module">
import { createAuth0Client } from '${SDK_PATH}';
window.auth0 = await createAuth0Client({
  domain: location.origin, clientId: '${DEFAULT_CLIENT_ID}', cacheLocation: 'localstorage', useRefreshTokens: false,
  authorizationParams: { audience: '${DEFAULT_AUDIENCE}', scope: 'openid profile email read:admin', redirect_uri: location.origin + '/' },
});
if (location.search.includes('code=')) { await window.auth0.handleRedirectCallback(); history.replaceState(null, '', '/'); }
window.appReady = true;
</script>`;

type AppWindow = Window & { auth0: Auth0Client; appReady?: boolean };

let db: Db;
let server: Server;
let identity: Identity;
let browser: Browser;
let page: Page;
let origin: string;
let dataDir: string;

async function seed(db: Db) {
  const hash = await hashPassword('demo');
  await db.exec(`
    insert into roles (id, name) values ('r-user', 'USER'), ('r-owner', 'ACCOUNT_OWNER');
    insert into clients (id, name, is_auto_publish) values ('c-1', 'Smith & Lee LLP', true);
    insert into contracts (id, client_id, start_date, end_date) values ('k-1', 'c-1', '2024-01-01', null);`);
  await db.query(
    `insert into users (id, sub, email, name, password_hash, is_active) values
       ('u-1', 'auth0|u-1', 'ana@firm.test', 'Ana Smith', $1, true),
       ('u-2', 'auth0|u-2', 'gone@firm.test', 'Gone User', $1, false)`,
    [hash],
  );
  await db.exec(`
    insert into user_roles (id, user_id, role_id, client_id) values ('ur-1', 'u-1', 'r-user', null), ('ur-2', 'u-1', 'r-owner', 'c-1');
    insert into user_clients (user_id, client_id) values ('u-1', 'c-1');`);
}

const waitForApp = () => page.waitForFunction(() => (window as unknown as AppWindow).appReady === true);
const app = <T>(work: (auth0: Auth0Client) => Promise<T>) => page.evaluate(`(${work.toString()})(window.auth0)`) as Promise<T>;

async function submitSignIn(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
  await seed(db);
  dataDir = mkdtempSync(join(tmpdir(), 'identity-flow-'));
  server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', origin);
    if (identity.handles(pathname)) return identity.handle(req, res);
    if (pathname === SDK_PATH) return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(SDK);
    if (pathname === '/') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(APP_HTML);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  identity = await createIdentity({ db, dataDir, issuer: origin, redirectUris: [`${origin}/`], production: false });
  browser = await launchChromium();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('auth0-spa-js against the identity provider', () => {
  it('shows the sign-in page and refuses wrong or inactive logins', async () => {
    await page.goto(`${origin}/`);
    await waitForApp();
    const started = performance.now();
    await app((auth0) => auth0.loginWithRedirect().then(() => undefined));
    await page.waitForURL(/\/interaction\//);
    await page.getByLabel('Email').waitFor();
    console.info(`loginWithRedirect to sign-in page: ${Math.round(performance.now() - started)} ms`);
    await expect(page.locator('.brand').textContent()).resolves.toContain('FirmPilot');
    await expect(page.getByRole('region', { name: 'Demo logins' }).textContent()).resolves.toContain('ana@firm.test');

    const wrong = page.waitForResponse((response) => response.request().method() === 'POST');
    await submitSignIn('<b>ana</b>@firm.test', 'nope');
    expect((await wrong).status()).toBe(401);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Wrong email or password.');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('<b>ana</b>@firm.test');

    await submitSignIn('gone@firm.test', 'demo');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Wrong email or password.');
  });

  it('signs in and returns the custom claims and an API access token', async () => {
    const started = performance.now();
    await submitSignIn('ANA@firm.test', 'demo');
    await page.waitForURL(`${origin}/`);
    await waitForApp();
    console.info(`sign-in submit to app ready: ${Math.round(performance.now() - started)} ms`);

    const user = (await app((auth0) => auth0.getUser())) as User;
    expect(user.sub).toBe('auth0|u-1');
    expect(user.email).toBe('ana@firm.test');
    expect(user[CLAIM_ID]).toBe('u-1');
    expect(user[CLAIM_ROLES]).toEqual(['ACCOUNT_OWNER', 'USER']);
    const mapping = user[CLAIM_USER_CLIENT_MAPPING] as UserClientMapping;
    expect(mapping.globalRoles).toEqual([{ name: 'USER' }]);
    expect(mapping.userClients).toEqual([
      {
        client: expect.objectContaining({ clientId: 'c-1', name: 'Smith & Lee LLP', isAutoPublish: true, isChurned: false }),
        roles: [{ name: 'ACCOUNT_OWNER' }],
      },
    ]);

    const token = await app((auth0) => auth0.getTokenSilently());
    const claims = await identity.verifier.verify(token);
    expect(claims).toMatchObject({ sub: 'auth0|u-1', aud: DEFAULT_AUDIENCE, iss: `${origin}/`, [CLAIM_ID]: 'u-1' });
    expect(claims[CLAIM_ROLES]).toEqual(['ACCOUNT_OWNER', 'USER']);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.scope ?? '').not.toContain('read:admin'); // requested, but not an admin
  });

  it('refreshes silently in the hidden iframe, with the current roles', async () => {
    await db.exec(
      "insert into roles (id, name) values ('r-admin', 'FIRM_PILOT_ADMIN'); insert into user_roles (id, user_id, role_id) values ('ur-3', 'u-1', 'r-admin')",
    );
    const before = await app((auth0) => auth0.getTokenSilently());
    const started = performance.now();
    const after = await app((auth0) => auth0.getTokenSilently({ cacheMode: 'off' }));
    console.info(`silent refresh: ${Math.round(performance.now() - started)} ms`);
    expect(after).not.toBe(before);
    const claims = await identity.verifier.verify(after);
    expect(claims).toMatchObject({ sub: 'auth0|u-1', scope: 'read:admin' });
    expect(claims[CLAIM_ROLES]).toEqual(['ACCOUNT_OWNER', 'FIRM_PILOT_ADMIN', 'USER']);
    const stored = await db.query<{ model: string }>("select distinct model from oidc_payloads where model in ('Session', 'Grant')");
    expect(stored.map((row) => row.model).sort()).toEqual(['Grant', 'Session']);
  });

  it('keeps the session across a restart (state in the database, key on disk)', async () => {
    const old = identity;
    identity = await createIdentity({ db, dataDir, issuer: origin, redirectUris: [`${origin}/`], production: false });
    const token = await app((auth0) => auth0.getTokenSilently({ cacheMode: 'off' }));
    await expect(old.verifier.verify(token)).resolves.toMatchObject({ sub: 'auth0|u-1' });
  });

  it('stops silent sign-in for a user made inactive', async () => {
    await db.query('update users set is_active = false where id = $1', ['u-1']);
    const silent = () =>
      app((auth0) =>
        auth0.getTokenSilently({ cacheMode: 'off' }).then(
          () => 'token',
          (error: { error?: string }) => error.error ?? String(error),
        ),
      );
    await expect(silent()).resolves.toBe('login_required');
    await db.query('update users set is_active = true where id = $1', ['u-1']);
    await expect(silent()).resolves.toBe('token');
  });

  it('signs out at the provider too', async () => {
    const started = performance.now();
    await app((auth0) => auth0.logout({ logoutParams: { returnTo: location.origin } }).then(() => undefined));
    await page.waitForURL(`${origin}/`);
    await waitForApp();
    console.info(`sign-out round trip: ${Math.round(performance.now() - started)} ms`);
    await expect(app((auth0) => auth0.isAuthenticated())).resolves.toBe(false);
    const silent = await app((auth0) =>
      auth0.getTokenSilently({ cacheMode: 'off' }).then(
        () => 'token',
        (error: { error?: string }) => error.error ?? String(error),
      ),
    );
    expect(silent).toBe('login_required');
  });
});

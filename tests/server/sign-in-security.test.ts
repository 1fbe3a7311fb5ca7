import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORDPRESS_PLUGIN_CLIENT_ID, WORDPRESS_QUEUE_PAGE } from '../../demo/server/identity/firm-sites.ts';
import { DEFAULT_CLIENT_ID } from '../../demo/server/identity/provider.ts';
import { codeOf as graphqlCodeOf, schemaMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';
import { codeOf, formAction, signInBrowser, type SignInBrowser } from './support/sign-in-http.ts';

// Sign-in driven over HTTP as a browser would: the firms' sites get a client of their own that staff must
// verify them for, guessing passwords is slowed down, and signing out ends the tokens of the session.
const SITE = 'https://www.harborvale-law.example';
const CALLBACK = `${SITE}${WORDPRESS_QUEUE_PAGE}`;
const OTHER_SITE = 'https://sterling-injury.example';
const OTHER_CALLBACK = `${OTHER_SITE}${WORDPRESS_QUEUE_PAGE}`;

let service: TestService;
const mutate = schemaMutator(() => service);
const connect = (user: string, client: string, siteUrl: string) =>
  mutate(user, 'addWordPressCredential', {
    clientId: clientIdOf(client),
    siteUrl,
    username: 'portal',
    applicationPassword: 'abcd efgh ijkl mnop qrst uvwx',
  });
const verify = (user: string, client: string) => mutate(user, 'verifyWordPressSite', { clientId: clientIdOf(client) });

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

/** Signs in on the page an authorization led to; the answer after the provider's redirects. */
async function signIn(browser: SignInBrowser, page: Response, email: string, password = 'demo'): Promise<Response> {
  return browser.follow(await browser.request(await formAction(page), { form: { email, password } }));
}

async function exchange(code: string, verifier: string, clientId: string, redirectUri: string, origin?: string) {
  const answer = await fetch(`${service.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: clientId,
      redirect_uri: redirectUri,
    }),
  });
  return { answer, body: (await answer.json()) as { access_token?: string; error?: string } };
}

/** The CORS answer of the token endpoint to a code exchange from this origin for this client (the code is made up). */
const tokenCors = async (origin: string, clientId = WORDPRESS_PLUGIN_CLIENT_ID) => {
  const { answer, body } = await exchange('made-up', 'x'.repeat(43), clientId, `${origin}${WORDPRESS_QUEUE_PAGE}`, origin);
  expect(body.error).toMatch(/^invalid_/);
  return answer.headers.get('access-control-allow-origin');
};

const me = (token: string) =>
  fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{"query":"{ me { email } }"}',
  });

describe("a firm's WordPress site at sign-in", () => {
  it("is never a callback of the portal's own client, connected or verified", async () => {
    expect((await connect(DEMO.owner, MAIN_CLIENT, `${SITE}/`)).errors).toBeUndefined();
    const browser = signInBrowser(service.url);
    const { answer } = await browser.authorize({ clientId: DEFAULT_CLIENT_ID, redirectUri: CALLBACK });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/redirect_uri/);
    expect(await tokenCors(SITE, DEFAULT_CLIENT_ID)).toBeNull();

    expect((await verify(DEMO.admin, MAIN_CLIENT)).errors).toBeUndefined();
    expect((await browser.authorize({ clientId: DEFAULT_CLIENT_ID, redirectUri: CALLBACK })).answer.status).toBe(400);
    expect(await tokenCors(SITE, DEFAULT_CLIENT_ID)).toBeNull();
    expect(await tokenCors(SITE)).toBe(SITE);
  });

  it('is a callback of the plugin client only once staff verify it, and a changed URL needs verifying again', async () => {
    expect((await connect(DEMO.owner, SECOND_CLIENT, `${OTHER_SITE}/`)).errors).toBeUndefined();
    const browser = signInBrowser(service.url);
    expect((await browser.authorize({ clientId: WORDPRESS_PLUGIN_CLIENT_ID, redirectUri: OTHER_CALLBACK })).answer.status).toBe(400);
    expect(await tokenCors(OTHER_SITE)).toBeNull();
    // The firm's owner may not verify its own site: only agency staff.
    expect(graphqlCodeOf(await verify(DEMO.owner, SECOND_CLIENT))).toBe('FORBIDDEN');
    expect((await verify(DEMO.admin, SECOND_CLIENT)).errors).toBeUndefined();
    expect((await browser.authorize({ clientId: WORDPRESS_PLUGIN_CLIENT_ID, redirectUri: OTHER_CALLBACK })).answer.status).toBe(200);
    expect(await tokenCors(OTHER_SITE)).toBe(OTHER_SITE);

    const moved = await mutate(DEMO.owner, 'updateWordPressCredential', {
      clientId: clientIdOf(SECOND_CLIENT),
      siteUrl: 'https://elsewhere.example/',
    });
    expect(moved.errors).toBeUndefined();
    expect(
      (
        await browser.authorize({
          clientId: WORDPRESS_PLUGIN_CLIENT_ID,
          redirectUri: 'https://elsewhere.example/wp-admin/admin.php?page=firmpilot-blog-queue',
        })
      ).answer.status,
    ).toBe(400);
    expect(await tokenCors(OTHER_SITE)).toBeNull();
    // Back at the verified address, re-saved: unverified again.
    await mutate(DEMO.owner, 'updateWordPressCredential', { clientId: clientIdOf(SECOND_CLIENT), siteUrl: `${OTHER_SITE}/` });
    expect((await browser.authorize({ clientId: WORDPRESS_PLUGIN_CLIENT_ID, redirectUri: OTHER_CALLBACK })).answer.status).toBe(400);
    expect((await verify(DEMO.admin, SECOND_CLIENT)).errors).toBeUndefined();
  });

  it('gives agency staff no code from the plugin client, nor a person of another firm', async () => {
    for (const [email, callback] of [
      ['admin@demo.test', CALLBACK],
      ['user@demo.test', OTHER_CALLBACK],
    ] as const) {
      const browser = signInBrowser(service.url);
      const { answer } = await browser.authorize({ clientId: WORDPRESS_PLUGIN_CLIENT_ID, redirectUri: callback });
      const after = await signIn(browser, answer, email);
      expect(codeOf(after, callback), email).toBeUndefined();
      expect(after.status, email).toBe(403);
      expect(await after.text()).toContain('only for the people of the firm');
    }
  });

  it("gives a person of the site's firm a code after they consent, and the site may trade it for a token", async () => {
    const browser = signInBrowser(service.url);
    const { answer, verifier } = await browser.authorize({ clientId: WORDPRESS_PLUGIN_CLIENT_ID, redirectUri: CALLBACK });
    const consent = await signIn(browser, answer, 'user@demo.test');
    expect(codeOf(consent, CALLBACK)).toBeUndefined();
    expect(consent.status).toBe(200);
    const page = await consent.clone().text();
    expect(page).toContain(new URL(SITE).host);
    expect(page).toContain(MAIN_CLIENT.replace('&', '&amp;'));
    const back = await browser.follow(await browser.request(await formAction(consent), { form: { decision: 'allow' } }));
    const code = codeOf(back, CALLBACK);
    expect(code).toBeDefined();
    const { answer: tokenAnswer, body } = await exchange(code!, verifier, WORDPRESS_PLUGIN_CLIENT_ID, CALLBACK, SITE);
    expect(tokenAnswer.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(body.access_token).toBeDefined();
    expect((await me(body.access_token!)).status).toBe(200);
  });

  it('gives no code when the person declines', async () => {
    const browser = signInBrowser(service.url);
    const { answer } = await browser.authorize({ clientId: WORDPRESS_PLUGIN_CLIENT_ID, redirectUri: CALLBACK });
    const consent = await signIn(browser, answer, 'user@demo.test');
    const back = await browser.follow(await browser.request(await formAction(consent), { form: { decision: 'deny' } }));
    expect(codeOf(back, CALLBACK)).toBeUndefined();
    expect(new URL(back.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
  });
});

describe('guessing passwords', () => {
  it('answers 40 wrong passwords sent at once mostly with 429 and Retry-After', async () => {
    const browser = signInBrowser(service.url);
    const { answer } = await browser.authorize({ clientId: DEFAULT_CLIENT_ID, redirectUri: `${service.url}/` });
    const action = await formAction(answer);
    // Sent at once: the five free attempts reach the password check, then one per doubling delay (1 s, 2 s, …)
    // while the rest queue at the embedded database.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => browser.request(action, { form: { email: 'Manager@demo.test', password: 'guess' } })),
    );
    const statuses = answers.map((one) => one.status);
    const refused = answers.filter((one) => one.status === 429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(8);
    expect(refused.length).toBeGreaterThanOrEqual(32);
    for (const one of refused) expect(Number(one.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused[0]!.text()).toMatch(/Too many attempts\. Try again in \d+ seconds?\./);
    // The right password is refused too while the delay runs.
    expect((await browser.request(action, { form: { email: 'manager@demo.test', password: 'demo' } })).status).toBe(429);
  });

  it('does not count successful sign-ins, and a success starts the count again', async () => {
    for (let round = 0; round < 3; round += 1) {
      const browser = signInBrowser(service.url);
      const { answer } = await browser.authorize({ clientId: DEFAULT_CLIENT_ID, redirectUri: `${service.url}/` });
      const action = await formAction(answer);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await browser.request(action, { form: { email: 'ppc@demo.test', password: 'wrong' } })).status).toBe(401);
      }
      const done = await browser.follow(await browser.request(action, { form: { email: 'ppc@demo.test', password: 'demo' } }));
      expect(codeOf(done, `${service.url}/`)).toBeDefined();
    }
  });
});

describe('signing out', () => {
  it('ends the session at the service: a token taken before is refused after /v2/logout', async () => {
    const browser = signInBrowser(service.url);
    const redirectUri = `${service.url}/`;
    const { answer, verifier } = await browser.authorize({ clientId: DEFAULT_CLIENT_ID, redirectUri });
    const code = codeOf(await signIn(browser, answer, 'owner@demo.test'), redirectUri);
    const { body } = await exchange(code!, verifier, DEFAULT_CLIENT_ID, redirectUri);
    const token = body.access_token!;
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200); // now in the verifier's cache

    const logout = await browser.request(`/v2/logout?${new URLSearchParams({ returnTo: redirectUri, client_id: DEFAULT_CLIENT_ID })}`);
    const html = await logout.clone().text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const done = await browser.request(await formAction(logout), { form: { xsrf: xsrf!, logout: 'yes' } });
    expect(done.headers.get('location')).toBe(redirectUri);

    const refused = await me(token);
    expect(refused.status).toBe(401);
    expect(JSON.stringify(await refused.json())).toMatch(/signed out/);
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { startTestService, type TestService } from './support/service.ts';

// The demo home page, as `npm start` serves it: @auth0/auth0-spa-js signs in through the service's
// identity provider, then calls the GraphQL API with the access token.
let service: TestService;
let browser: Browser;
beforeAll(async () => {
  service = await startTestService();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

describe('the demo sign-in page', () => {
  it('lists the demo logins, signs in as the account owner and shows what the API says', async () => {
    const page = await browser.newPage();
    await page.goto(`${service.url}/sign-in-check.html`);
    // The page lists the logins once its script has asked the service for them: wait for the list, then count.
    const ownerLogin = page.getByRole('listitem').filter({ hasText: 'owner@demo.test' });
    await ownerLogin.first().waitFor();
    await expect(ownerLogin.count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password').fill('demo');
    await page.getByLabel('Password').press('Enter');
    await page.getByText('Signed in as owner@demo.test.').waitFor();
    await expect(page.locator('#api-me').textContent()).resolves.toBe('owner@demo.test (ACCOUNT_OWNER; 2 clients)');
    const claims = JSON.parse((await page.locator('#claims').textContent()) ?? '{}');
    expect(claims.sub).toBe('auth0|user-owner');
    expect(claims.aud).toContain('https://api.firmpilot.test');
    // The session is kept in local storage, as the spec asks.
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.some((key) => key.startsWith('@@auth0spajs@@'))).toBe(true);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('You are not signed in.').waitFor();
    await expect(page.getByRole('button', { name: 'Sign in' }).count()).resolves.toBe(1);
    await page.close();
  });

  it('lets an element on a demo page come back to that page after sign-in, and no page the demo does not serve', async () => {
    const authorize = async (page: string) => {
      const url = new URL('/authorize', service.url);
      url.search = new URLSearchParams({
        client_id: 'fp-portal-demo',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: `${service.url}${page}`,
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
        state: 's',
      }).toString();
      const answer = await fetch(url, { redirect: 'manual' });
      return { status: answer.status, body: answer.status === 400 ? await answer.text() : '' };
    };
    // The provider answers an allowed redirect_uri with its sign-in interaction (a redirect), a refused one with 400.
    await expect(authorize('/intranet.html')).resolves.toMatchObject({ status: 303 });
    await expect(authorize('/')).resolves.toMatchObject({ status: 303 });
    const refused = await authorize('/elsewhere.html');
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('redirect_uri');
  });
});

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
    await page.goto(service.url);
    await expect(page.getByRole('listitem').filter({ hasText: 'owner@demo.test' }).count()).resolves.toBe(1);
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
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect(page.getByText('You are not signed in.').count()).resolves.toBe(1);
    await page.close();
  });
});

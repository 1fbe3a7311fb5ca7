// One service of its own (blog-service.ts) and one Chromium per file; a signed-in storage state per demo role,
// made once per file through the real sign-in (the portal's /login, the provider's page, and back). The state
// is the origin's storage and the provider's cookie, so it signs the person in on every demo page of the
// origin: the portal at `/` and the WordPress admin page alike.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { MAIN_CLIENT } from '../../../demo/server/store/seed/demo-users.ts';
import { launchChromium } from '../../support/browser.ts';
import { startBlogService, type BlogService, type RunningBlogService } from './blog-service.ts';
import { ACCOUNT_SETUP_TEXT, DESKTOP_VIEWPORT, portal, SETTLE, signInFromRoot, userMenuButton, waitForPath } from './portal.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BlogHarness {
  readonly service: BlogService;
  /** A page in a new context with nobody signed in. */
  signedOutPage(options?: BrowserContextOptions): Promise<Page>;
  /** A page in a new context holding what a real sign-in as `email` left (the admin then chose the main client). */
  signedInPage(email: string, options?: BrowserContextOptions): Promise<Page>;
}

export function useBlogHarness(): BlogHarness {
  let service: RunningBlogService | undefined;
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  const states = new Map<string, Promise<StorageState>>();

  beforeAll(async () => {
    [service, browser] = await Promise.all([startBlogService(), launchChromium()]);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await service?.stop();
  });

  const ready = () => {
    if (!service || !browser) throw new Error('The blog harness is not ready: use it inside a test.');
    return { service, browser };
  };
  const newPage = async (options: BrowserContextOptions = {}) => {
    const context = await ready().browser.newContext({ viewport: DESKTOP_VIEWPORT, ...options });
    open.push(context);
    return context.newPage();
  };
  const stateOf = (email: string) => {
    let state = states.get(email);
    if (!state) {
      state = signIn(ready().browser, ready().service.url, email);
      // A failed sign-in is not remembered: the next test tries again and reports its own failure.
      state.catch(() => states.delete(email));
      states.set(email, state);
    }
    return state;
  };

  return {
    get service() {
      return ready().service;
    },
    signedOutPage: (options) => newPage(options),
    signedInPage: async (email, options = {}) => newPage({ ...options, storageState: await stateOf(email) }),
  };
}

async function signIn(browser: Browser, origin: string, email: string): Promise<StorageState> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  try {
    const page = await context.newPage();
    await signInFromRoot(page, origin, email);
    const setUpScreen = portal(page).getByRole('heading', { name: ACCOUNT_SETUP_TEXT });
    await userMenuButton(page).or(setUpScreen).waitFor(SETTLE);
    // The admin's first client by name is still in set-up: choose the main demo client, as a person would there.
    if (await setUpScreen.isVisible()) {
      await portal(page).getByRole('button', { name: MAIN_CLIENT, exact: true }).click();
      await waitForPath(page, '/');
    }
    await userMenuButton(page).waitFor(SETTLE);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

// One Chromium per file and a signed-in storage state per demo role, made once per file through the real
// sign-in (the portal's /login, the provider's page, and back), so a file pays for each role's sign-in once.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../../support/browser.ts';
import { connectToService, startE2eService, type E2eService, type RunningService } from './e2e-service.ts';
import { SETUP_CLIENT } from '../../../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT } from '../../../demo/server/store/seed/demo-users.ts';
import {
  ACCOUNT_SETUP_TEXT,
  DESKTOP_VIEWPORT,
  pickPortalClient,
  portal,
  selectedClientName,
  SETTLE,
  signInFromRoot,
  userMenuButton,
  waitForPath,
} from './portal.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A service and the pages of one Chromium on it, signed out or signed in as a demo role. */
export interface SignedInHarness<Service extends E2eService> {
  readonly service: Service;
  /** A page in a new context with nobody signed in. */
  signedOutPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * A page in a new context that holds what a sign-in as `email` left in the browser (the portal's stored
   * user, token and client, and the provider's session cookie). The first call per role signs in for real;
   * a person whose first client is still in set-up (the admin) then chooses the main demo client.
   */
  signedInPage(email: string, options?: BrowserContextOptions): Promise<Page>;
  /**
   * Forgets what the sign-in as `email` left: after a test logs out, the service refuses that session's tokens, so
   * the next signedInPage signs in for real again.
   */
  forgetSignIn(email: string): void;
}

export type PortalHarness = SignedInHarness<E2eService>;

function sharedService(): E2eService {
  const provided = inject('e2eService');
  if ('error' in provided) throw new Error(`The shared e2e service did not start: ${provided.error}`);
  return connectToService(provided);
}

/**
 * Contexts opened during a test are closed after it; the storage states live for the file. `own`: a service of the
 * file's own (as the shared one, on a fresh database) for a file that changes the demo's data for a while, which
 * files running beside it on the shared service would otherwise see.
 */
export function usePortalHarness({ service: which = 'shared' }: { service?: 'shared' | 'own' } = {}): PortalHarness {
  let service: E2eService | undefined;
  let own: RunningService | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    if (which === 'shared') service = sharedService();
    // Both at once; what did start is kept even when the other failed, so afterAll stops it.
    const [started, launched] = await Promise.allSettled([which === 'own' ? startE2eService() : undefined, launchChromium()]);
    if (started.status === 'fulfilled' && started.value) service = own = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });

  return useSignedInPages('portal', () => ({ service, browser }));
}

/**
 * The pages of a harness whose own hooks start (and stop) its service and browser: `parts` reads them, unset
 * until its beforeAll has run. Contexts opened during a test are closed after it; the storage state of each
 * role's sign-in lives for the file.
 */
export function useSignedInPages<Service extends E2eService>(
  harness: string,
  parts: () => { service: Service | undefined; browser: Browser | undefined },
): SignedInHarness<Service> {
  const open: BrowserContext[] = [];
  const states = new Map<string, Promise<StorageState>>();

  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });

  const ready = () => {
    const { service, browser } = parts();
    if (!service || !browser) throw new Error(`The ${harness} harness is not ready: use it inside a test.`);
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
    forgetSignIn: (email) => void states.delete(email),
  };
}

/** Signs in as `email` from the portal at `origin` in a context of its own, and returns what it left. */
async function signIn(browser: Browser, origin: string, email: string): Promise<StorageState> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  try {
    const page = await context.newPage();
    await signInFromRoot(page, origin, email);
    // The guard settles on home, or, for a firm's user, on the set-up screen when their first client is not ready yet.
    const setUpScreen = portal(page).getByRole('heading', { name: ACCOUNT_SETUP_TEXT });
    await userMenuButton(page).or(setUpScreen).waitFor(SETTLE);
    if (await setUpScreen.isVisible()) {
      await portal(page).getByRole('button', { name: MAIN_CLIENT, exact: true }).click();
      await waitForPath(page, '/');
    }
    // The shell shows the signed-in user once the sign-in has stored everything it keeps.
    await userMenuButton(page).waitFor(SETTLE);
    // The admin's first client by name is the one in set-up, which staff work on in the shell: the tests start
    // from the main demo client, so choose it as a person would.
    if ((await selectedClientName(page)) === SETUP_CLIENT) {
      await pickPortalClient(page, MAIN_CLIENT);
      await expect.poll(() => selectedClientName(page), SETTLE).toBe(MAIN_CLIENT);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

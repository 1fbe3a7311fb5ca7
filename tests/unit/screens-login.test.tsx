// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../../src/composers/auth-screens/login-page.tsx';
import { returnPathFrom } from '../../src/composers/auth-screens/return-path.ts';
import { featureSession } from './support/features.ts';
import { allByRole, byRole, cleanup, click, flush, hasText } from './support/render.tsx';
import { renderScreens } from './screens-support.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const signInButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('[data-slot="login-button"]')!;

describe('the login page', () => {
  it('shows the brand and a Sign in button', async () => {
    const { root } = await renderScreens({ '/login': LoginPage }, '/login');
    expect(root.querySelector('[data-slot="brand"]')?.textContent).toBe('FirmPilot');
    expect(root.querySelector('h1')?.textContent).toBe('Sign in to FirmPilot');
    expect(allByRole(root, 'button').map((button) => button.textContent)).toEqual(['Sign in']);
  });

  it('signs in coming back to the path in `redirect`', async () => {
    const { session, auth } = featureSession();
    const { root } = await renderScreens({ '/login': LoginPage }, '/login?redirect=%2Fblog-content%2F42%3Ftab%3Dimages', { session });
    click(signInButton(root));
    await flush();
    expect(auth.loginWithRedirect).toHaveBeenCalledExactlyOnceWith({ appState: { returnTo: '/blog-content/42?tab=images' } });
  });

  it('signs in coming back home without `redirect`', async () => {
    const { session, auth } = featureSession();
    const { root } = await renderScreens({ '/login': LoginPage }, '/login', { session });
    click(signInButton(root));
    await flush();
    expect(auth.loginWithRedirect).toHaveBeenCalledExactlyOnceWith({ appState: { returnTo: '/' } });
  });

  it("says 'Redirecting to login...' while the browser leaves, and ignores a second press", async () => {
    const { session, auth } = featureSession();
    auth.loginWithRedirect.mockReturnValue(new Promise<void>(() => {}));
    const { root } = await renderScreens({ '/login': LoginPage }, '/login', { session });
    click(signInButton(root));
    await flush();
    expect(byRole(root, 'status', 'Redirecting to login...')).toBeTruthy();
    expect(signInButton(root).getAttribute('aria-disabled')).toBe('true');
    click(signInButton(root));
    await flush();
    expect(auth.loginWithRedirect).toHaveBeenCalledOnce();
  });

  it('says so when the sign-in page cannot be opened, and the button tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session, auth } = featureSession();
    auth.loginWithRedirect.mockRejectedValueOnce(new Error('Failed to fetch'));
    const { root } = await renderScreens({ '/login': LoginPage }, '/login', { session });
    click(signInButton(root));
    await flush();
    expect(byRole(root, 'alert').textContent).toBe('Could not open the sign-in page. Check your connection, then try again.');
    expect(signInButton(root).textContent).toBe('Sign in');

    click(signInButton(root));
    await flush();
    expect(auth.loginWithRedirect).toHaveBeenCalledTimes(2);
    expect(hasText(root, 'Redirecting to login...')).toBe(true);
  });
});

describe('returnPathFrom (the `redirect` parameter)', () => {
  it('keeps a portal path with its query and hash', () => {
    expect(returnPathFrom('/reporting')).toBe('/reporting');
    expect(returnPathFrom('/blog-content/42?tab=images#top')).toBe('/blog-content/42?tab=images#top');
  });

  it('goes home for anything that is not a portal path, or that is the login page', () => {
    for (const redirect of [
      undefined,
      '',
      42,
      'reporting',
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      '/login',
      '/login/',
      '/login?redirect=/x',
    ]) {
      expect(returnPathFrom(redirect), String(redirect)).toBe('/');
    }
  });
});

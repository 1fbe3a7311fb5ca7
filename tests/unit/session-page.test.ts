// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from './session-fakes.ts';

// The session over the page's real runtime (browser storage, the global runtime key).
describe('the session of a page', () => {
  it('is shared by every element and by a second copy of the bundle', async () => {
    const { getRuntime } = await import('../../src/core/runtime.ts');
    const { getSession } = await import('../../src/core/session/session.ts');
    const first = getSession(getRuntime(), testConfig());
    expect(getSession(getRuntime(), testConfig())).toBe(first);
    vi.resetModules();
    const secondCopy = await import('../../src/core/session/session.ts');
    const secondRuntime = (await import('../../src/core/runtime.ts')).getRuntime();
    expect(secondCopy.getSession(secondRuntime, testConfig()).queryClient).toBe(first.queryClient);
  });

  it('reads the return path from the page location', async () => {
    const { createSession } = await import('../../src/core/session/session.ts');
    const { getRuntime } = await import('../../src/core/runtime.ts');
    history.replaceState(null, '', '/intranet/news?tab=2#top');
    expect(createSession(getRuntime(), testConfig()).currentPath()).toBe('/intranet/news?tab=2#top');
  });

  it('removes the callback parameters from the address bar after completing a sign-in', async () => {
    const { createSession } = await import('../../src/core/session/session.ts');
    const { startAuth } = await import('../../src/core/session/start-auth.ts');
    const { getRuntime } = await import('../../src/core/runtime.ts');
    const { fakeAuthClient } = await import('./session-fakes.ts');
    history.replaceState(null, '', '/intranet?code=abc&state=xyz&tab=2');
    const session = createSession(getRuntime(), testConfig(), { createAuthClient: async () => fakeAuthClient() });
    await expect(startAuth(session)).resolves.toEqual({ returnTo: '/blog-management' });
    expect(`${location.pathname}${location.search}`).toBe('/intranet?tab=2');
    expect(JSON.parse(localStorage.getItem('user-storage')!).state.accessToken).toBe('token-1');
  });
});

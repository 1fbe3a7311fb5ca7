import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_SCOPE, createAuthClient } from '../../src/core/auth/auth-client.ts';
import {
  completeLoginRedirect,
  currentReturnPath,
  isLoginCallback,
  isLoginRequiredError,
  redirectToLogin,
} from '../../src/core/auth/login.ts';

const sdk = vi.hoisted(() => ({ createAuth0Client: vi.fn(async (options: unknown) => ({ options })) }));
vi.mock('@auth0/auth0-spa-js', () => sdk);

const CONFIG = {
  domain: 'http://localhost:4173',
  clientId: 'fp-portal-demo',
  audience: 'https://api.firmpilot.test',
  redirectUri: 'http://localhost:4173/login',
};

describe('createAuthClient (spec section 7, Identity provider)', () => {
  it('asks for the product API audience and the scopes openid offline_access read:admin profile email', () => {
    expect(AUTH_SCOPE).toBe('openid offline_access read:admin profile email');
  });

  it('keeps the session in local storage and uses no refresh tokens', async () => {
    await createAuthClient(CONFIG);
    expect(sdk.createAuth0Client).toHaveBeenCalledWith({
      domain: 'http://localhost:4173',
      clientId: 'fp-portal-demo',
      authorizationParams: {
        audience: 'https://api.firmpilot.test',
        scope: 'openid offline_access read:admin profile email',
        redirect_uri: 'http://localhost:4173/login',
      },
      cacheLocation: 'localstorage',
      useRefreshTokens: false,
    });
  });

  it('loads the SDK only on demand, so it is not in the first-paint bundle', () => {
    const source = readFileSync(new URL('../../src/core/auth/auth-client.ts', import.meta.url), 'utf8');
    const staticImports = source.match(/^import (?!type ).*from '@auth0\/auth0-spa-js';$/gm);
    expect(staticImports).toBeNull();
    expect(source).toContain("await import('@auth0/auth0-spa-js')");
  });
});

describe('login redirects', () => {
  it('sends the user to login carrying the return path', async () => {
    const client = { loginWithRedirect: vi.fn(async () => {}) };
    await redirectToLogin(client, '/reporting');
    expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/reporting' } });
  });

  it('takes path, query and hash as the return path', () => {
    expect(currentReturnPath({ pathname: '/blog-management', search: '?page=2', hash: '#top' })).toBe('/blog-management?page=2#top');
  });

  it('recognises the redirect back from the identity provider', () => {
    expect(isLoginCallback('http://localhost:4173/login?code=abc&state=xyz')).toBe(true);
    expect(isLoginCallback('http://localhost:4173/login?error=access_denied&state=xyz')).toBe(true);
    expect(isLoginCallback('http://localhost:4173/reporting?code=abc')).toBe(false);
    expect(isLoginCallback('http://localhost:4173/reporting')).toBe(false);
  });

  it('finishes the redirect and returns where the user was going', async () => {
    const client = { handleRedirectCallback: vi.fn(async () => ({ appState: { returnTo: '/settings' } })) };
    await expect(completeLoginRedirect(client, 'http://x.test/login?code=a&state=b')).resolves.toBe('/settings');
    expect(client.handleRedirectCallback).toHaveBeenCalledWith('http://x.test/login?code=a&state=b');
    await expect(completeLoginRedirect({ handleRedirectCallback: async () => ({}) }, 'http://x.test/')).resolves.toBeUndefined();
  });

  it('knows which silent-refresh errors need a fresh sign-in', () => {
    expect(isLoginRequiredError({ error: 'login_required' })).toBe(true);
    expect(isLoginRequiredError({ error: 'timeout' })).toBe(false);
    expect(isLoginRequiredError(new Error('login_required'))).toBe(false);
    expect(isLoginRequiredError(null)).toBe(false);
  });
});

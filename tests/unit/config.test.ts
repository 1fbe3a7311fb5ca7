import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readAttributeSettings, resetConfigureForTests, resolveConfig } from '../../src/core/config.ts';
import { configure } from '../../src/core/page-configure.ts';

const PAGE = 'https://intranet.firm.test/home';
const AUTH = { authDomain: 'http://localhost:4173', authClientId: 'fp-portal-demo', authAudience: 'https://api.firmpilot.test' };
afterEach(resetConfigureForTests);

describe('resolveConfig', () => {
  it('derives the GraphQL and REST endpoints from api-url, defaulting to the page origin', () => {
    expect(resolveConfig({ ...AUTH }, PAGE)).toMatchObject({
      graphqlUrl: 'https://intranet.firm.test/graphql',
      restUrl: 'https://intranet.firm.test/v1',
      brand: 'FirmPilot',
    });
    expect(resolveConfig({ ...AUTH, apiUrl: 'http://localhost:4173/' }, PAGE).graphqlUrl).toBe('http://localhost:4173/graphql');
  });

  it('keeps the auth domain without a trailing slash', () => {
    expect(resolveConfig({ ...AUTH, authDomain: 'http://localhost:4173/' }, PAGE).auth.domain).toBe('http://localhost:4173');
  });

  it('keeps the sign-in callback exactly as given, query included, and refuses one that is not http(s)', () => {
    const queuePage = 'https://harborvale.example/wp-admin/admin.php?page=firmpilot-blog-queue';
    expect(resolveConfig({ ...AUTH, authRedirectUri: queuePage }, PAGE).auth.redirectUri).toBe(queuePage);
    expect(resolveConfig({ ...AUTH }, PAGE).auth.redirectUri).toBeUndefined();
    expect(() => resolveConfig({ ...AUTH, authRedirectUri: 'javascript:alert(1)' }, PAGE)).toThrow(
      /auth-redirect-uri must be an http\(s\) URL/,
    );
  });

  it('lets attributes win over configure()', () => {
    configure({ ...AUTH, brand: 'Page brand' });
    expect(resolveConfig({ brand: 'Element brand' }, PAGE).brand).toBe('Element brand');
    expect(resolveConfig({}, PAGE).brand).toBe('Page brand');
  });

  it('turns flags on only with a flags client id', () => {
    expect(resolveConfig({ ...AUTH }, PAGE).flags).toBeUndefined();
    expect(resolveConfig({ ...AUTH, flagsClientId: 'env', flagsUrl: '/flags' }, PAGE).flags).toEqual({
      clientId: 'env',
      baseUrl: 'https://intranet.firm.test/flags',
    });
  });

  it('names every missing or invalid setting and how to set it', () => {
    try {
      resolveConfig({ authDomain: 'ftp://nope', portalUrl: 'http://[bad' }, PAGE);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'auth-client-id is missing: set the auth-client-id attribute or call configure({ authClientId }).',
        'auth-audience is missing: set the auth-audience attribute or call configure({ authAudience }).',
        'auth-domain must be an http(s) URL, got "ftp://nope".',
        'portal-url must be an http(s) URL, got "http://[bad".',
      ]);
    }
  });
});

describe('readAttributeSettings', () => {
  it('reads the kebab-case attributes and ignores blank ones', () => {
    const attributes: Record<string, string> = { 'auth-domain': ' http://localhost:4173 ', 'portal-url': '', brand: 'Harbor' };
    expect(readAttributeSettings({ getAttribute: (name) => attributes[name] ?? null })).toEqual({
      authDomain: 'http://localhost:4173',
      brand: 'Harbor',
    });
  });
});

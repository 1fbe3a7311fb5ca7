import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/core/config.ts';
import { portalPageUrl } from '../../src/elements/portal-url.ts';

const AUTH = { authDomain: 'https://id.test', authClientId: 'portal', authAudience: 'https://api.test/' };
const configWith = (portalUrl?: string) =>
  resolveConfig({ ...AUTH, ...(portalUrl ? { portalUrl } : {}) }, 'https://intranet.firm.test/news/today');

describe('portalPageUrl: where fp-navigate sends people', () => {
  it('is portal-url + path, the portal at the root or under a folder, with or without a trailing slash', () => {
    expect(portalPageUrl('/blog-content/42', configWith('https://portal.firm.test'))).toBe('https://portal.firm.test/blog-content/42');
    expect(portalPageUrl('/settings', configWith('https://firm.test/portal/'))).toBe('https://firm.test/portal/settings');
    expect(portalPageUrl('/settings', configWith('https://firm.test/portal'))).toBe('https://firm.test/portal/settings');
  });

  it('reads a relative portal-url against the host page, and falls back to its origin', () => {
    expect(portalPageUrl('/settings', configWith('/'))).toBe('https://intranet.firm.test/settings');
    expect(portalPageUrl('/settings', configWith('/client-portal'))).toBe('https://intranet.firm.test/client-portal/settings');
    expect(portalPageUrl('/settings', configWith(), 'https://intranet.firm.test')).toBe('https://intranet.firm.test/settings');
  });
});

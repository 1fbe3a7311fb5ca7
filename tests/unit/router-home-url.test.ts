import { describe, expect, it } from 'vitest';
import { portalHomeUrl } from '../../src/composers/router/portal-home-url.ts';

const page = { origin: 'https://firm.example', pathname: '/intranet/news', search: '?tab=2' };

describe('the portal home URL (the sign-in and logout return address to register)', () => {
  it('is the portal root in path routing, under its base path', () => {
    expect(portalHomeUrl('path', '', page)).toBe('https://firm.example/');
    expect(portalHomeUrl('path', '/portal', page)).toBe('https://firm.example/portal/');
  });

  it('is the host page itself when the portal is embedded', () => {
    expect(portalHomeUrl('hash', '', page)).toBe('https://firm.example/intranet/news?tab=2');
    expect(portalHomeUrl('memory', '', page)).toBe('https://firm.example/intranet/news?tab=2');
  });
});

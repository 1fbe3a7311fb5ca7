import { describe, expect, it } from 'vitest';
import { CONNECTIONS_SETTINGS_PATH } from '../../src/core/notifications/notification-paths.ts';
import { pathLocation } from '../../src/core/navigation/path-location.ts';

describe('pathLocation: a portal path as the router takes it', () => {
  it('splits the search part off the pathname (the connection notices open Settings at Connections)', () => {
    expect(CONNECTIONS_SETTINGS_PATH).toBe('/settings?section=connections');
    expect(pathLocation(CONNECTIONS_SETTINGS_PATH)).toEqual({ to: '/settings', search: { section: 'connections' } });
  });

  it('leaves a path without a search part as it is', () => {
    expect(pathLocation('/blog-content/blog-1')).toEqual({ to: '/blog-content/blog-1', search: {} });
  });

  it('decodes the search values', () => {
    expect(pathLocation('/settings?section=team&note=a%20b')).toEqual({ to: '/settings', search: { section: 'team', note: 'a b' } });
  });
});

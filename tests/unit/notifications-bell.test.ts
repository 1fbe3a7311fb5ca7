import { describe, expect, it } from 'vitest';
import type { RoleName } from '../../src/core/api/generated/graphql.ts';
import { showsNotificationBell } from '../../src/core/notifications/notification-bell.ts';

describe('showsNotificationBell (spec sections 2 and 6: hidden for plain USER)', () => {
  it.each<[RoleName, boolean]>([
    ['USER', false],
    ['ACCOUNT_OWNER', true],
    ['FIRM_PILOT_ADMIN', true],
    ['PPC_ADMIN', true],
    ['USER_MANAGER', true],
  ])('%s on the selected client: %s', (role, shown) => {
    expect(showsNotificationBell(role)).toBe(shown);
    expect(showsNotificationBell([role])).toBe(shown);
  });

  it('shows for a user holding USER and another role', () => {
    expect(showsNotificationBell(['USER', 'USER_MANAGER'])).toBe(true);
  });

  it('stays hidden while no role is known', () => {
    expect(showsNotificationBell([])).toBe(false);
    expect(showsNotificationBell(null)).toBe(false);
    expect(showsNotificationBell(undefined)).toBe(false);
  });
});

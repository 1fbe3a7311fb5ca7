import { describe, expect, it } from 'vitest';
import { ROLE_CAPABILITIES } from '../../demo/server/auth/permissions.ts';
import { PortalApiError } from '../../src/core/api/api-error.ts';
import type { RoleName } from '../../src/core/api/generated/graphql.ts';
import { refusalOf } from '../../src/core/api/refusal.ts';
import { grantableRoles, SETTINGS_CAPABILITIES, settingsAbilities } from '../../src/areas/settings/model/settings-capabilities.ts';

// The page's table is written out from the service (src/ may not import demo/server); this holds it against the
// service's own, so a capability changed on one side only fails here.
describe('what each role may change in Settings', () => {
  it('gives each role exactly the settings, users and staff capabilities of the service', () => {
    for (const role of Object.keys(ROLE_CAPABILITIES) as RoleName[]) {
      const fromService = ROLE_CAPABILITIES[role].filter((capability) => ['settings', 'users', 'staff'].includes(capability));
      expect([...SETTINGS_CAPABILITIES[role]].sort(), role).toEqual([...fromService].sort());
    }
  });

  it('lets an owner change settings and the team, a user manager only the team, a USER nothing', () => {
    expect(settingsAbilities([{ name: 'ACCOUNT_OWNER' }])).toEqual({ settings: true, users: true, staff: false });
    expect(settingsAbilities(['USER_MANAGER'])).toEqual({ settings: false, users: true, staff: false });
    expect(settingsAbilities(['USER'])).toEqual({ settings: false, users: false, staff: false });
    expect(settingsAbilities(['FIRM_PILOT_ADMIN'])).toEqual({ settings: true, users: true, staff: true });
  });

  it("offers the firm's roles to its managers and every role to staff", () => {
    expect(grantableRoles(settingsAbilities(['USER_MANAGER']))).toEqual(['ACCOUNT_OWNER', 'USER_MANAGER', 'USER']);
    expect(grantableRoles(settingsAbilities(['USER']))).toEqual([]);
    expect(grantableRoles(settingsAbilities(['FIRM_PILOT_ADMIN']))).toContain('PPC_ADMIN');
  });
});

describe('a refused save, as a form shows it', () => {
  it('puts a BAD_USER_INPUT under the field it names, without the field name in front', () => {
    const error = new PortalApiError('websiteUrl: Enter a web address such as https://www.example.com.', {
      code: 'BAD_USER_INPUT',
      errors: [
        {
          message: 'websiteUrl: Enter a web address such as https://www.example.com.',
          extensions: { code: 'BAD_USER_INPUT', field: 'websiteUrl' },
        },
      ],
    });
    expect(refusalOf(error)).toEqual({
      field: 'websiteUrl',
      message: 'Enter a web address such as https://www.example.com.',
      code: 'BAD_USER_INPUT',
    });
  });

  it('keeps a refusal that names no field for the whole form', () => {
    expect(
      refusalOf(new PortalApiError('Cannot do that now.', { code: 'ILLEGAL_TRANSITION', errors: [{ message: 'Cannot do that now.' }] })),
    ).toEqual({
      field: null,
      message: 'Cannot do that now.',
      code: 'ILLEGAL_TRANSITION',
    });
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ field: null, message: 'Failed to fetch', code: null });
  });
});

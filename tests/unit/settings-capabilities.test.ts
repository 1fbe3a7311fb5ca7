import { describe, expect, it } from 'vitest';
import { PortalApiError } from '../../src/core/api/api-error.ts';
import { refusalOf } from '../../src/core/api/refusal.ts';
import { grantableRoles, settingsAbilities } from '../../src/areas/settings/model/settings-capabilities.ts';

describe('what each role may change in Settings', () => {
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

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { roleForm } from '../../src/core/forms/role-form.ts';
import { settingsAbilities } from '../../src/areas/settings/model/settings-capabilities.ts';
import { personActions, type TeamPerson } from '../../src/areas/settings/model/team-rules.ts';

const owner = settingsAbilities(['ACCOUNT_OWNER']);
const manager = settingsAbilities(['USER_MANAGER']);
const staff = settingsAbilities(['FIRM_PILOT_ADMIN']);
const user = settingsAbilities(['USER']);

const person = (userId: string, roles: TeamPerson['roles'][number]['role'][], isActive = true): TeamPerson => ({
  userId,
  isActive,
  roles: roles.map((role, index) => ({ userRoleId: `${userId}-role-${index}`, role })),
});

describe('personActions: what the Team section offers on a row', () => {
  it('lets an owner change the role of and remove a colleague holding a firm role, but not deactivate or make them admin', () => {
    expect(personActions(person('uma', ['USER']), 'olivia', owner)).toEqual({
      changeableRoleIds: ['uma-role-0'],
      remove: true,
      deactivate: false,
      upgrade: false,
    });
  });

  it('never offers a change of one’s own access or role, to staff either', () => {
    const none = { changeableRoleIds: [], remove: false, deactivate: false, upgrade: false };
    expect(personActions(person('olivia', ['ACCOUNT_OWNER']), 'olivia', owner)).toEqual(none);
    expect(personActions(person('avery', ['USER']), 'avery', staff)).toEqual(none);
  });

  it('still offers removing the last account owner: the service explains why it refuses', () => {
    expect(personActions(person('olivia', ['ACCOUNT_OWNER']), 'miles', manager).remove).toBe(true);
  });

  it('leaves the agency’s roles to staff: an owner neither changes a PPC_ADMIN role nor removes its holder', () => {
    const ppc = person('parker', ['PPC_ADMIN', 'USER']);
    expect(personActions(ppc, 'olivia', owner)).toMatchObject({ changeableRoleIds: ['parker-role-1'], remove: false });
    expect(personActions(ppc, 'avery', staff)).toMatchObject({ changeableRoleIds: ['parker-role-0', 'parker-role-1'], remove: true });
  });

  it('offers staff deactivating and upgrading an active person only', () => {
    expect(personActions(person('uma', ['USER']), 'avery', staff)).toMatchObject({ deactivate: true, upgrade: true });
    expect(personActions(person('uma', ['USER'], false), 'avery', staff)).toMatchObject({ deactivate: false, upgrade: false });
  });

  it('offers nothing to someone without the users capability', () => {
    expect(personActions(person('miles', ['USER_MANAGER']), 'uma', user)).toEqual({
      changeableRoleIds: [],
      remove: false,
      deactivate: false,
      upgrade: false,
    });
  });
});

describe('roleForm', () => {
  it('takes a role the changer may grant and refuses another in plain words', () => {
    const form = roleForm(['ACCOUNT_OWNER', 'USER_MANAGER', 'USER']);
    expect(v.parse(form, { role: 'USER_MANAGER' })).toEqual({ role: 'USER_MANAGER' });
    const refused = v.safeParse(form, { role: 'FIRM_PILOT_ADMIN' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('Choose a role.');
  });
});

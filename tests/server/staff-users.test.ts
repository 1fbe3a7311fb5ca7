import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffUser } from '../../src/core/api/generated/graphql.ts';
import { codeOf, errorOf } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// The agency's staff, whom a client may be assigned to (staffUsers, staff only), and a client's assignee by name
// (clientAssignee, anyone who may read the client): the Firm settings' assignee picker and its read-only line.
const main = clientIdOf(MAIN_CLIENT);
const summit = clientIdOf('Summit Employment Lawyers'); // the owner is not mapped to it
const STAFF = 'userId name email picture';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const staffUsers = (user: string) => service.graphql<{ staffUsers: StaffUser[] }>(user, `{ staffUsers { ${STAFF} } }`);
const assigneeOf = (user: string, clientId = main) =>
  service.graphql<{ clientAssignee: StaffUser | null }>(
    user,
    `query ($clientId: ID!) { clientAssignee(input: { clientId: $clientId }) { ${STAFF} } }`,
    { clientId },
  );
const assign = (assigneeUserId: string | null) =>
  service.graphql(DEMO.admin, 'mutation ($input: ModifyClientAssigneeInput!) { modifyClientAssignee(input: $input) { message } }', {
    input: { clientId: main, assigneeUserId },
  });

async function addStaffMember(id: string, name: string, isActive = true) {
  await service.app.db.query('insert into users (id, name, email, is_active) values ($1, $2, $3, $4)', [
    id,
    name,
    `${id}@agency.test`,
    isActive,
  ]);
  await service.app.db.query(
    "insert into user_roles (id, user_id, role_id, client_id) select $1, $2, r.id, null from roles r where r.name = 'FIRM_PILOT_ADMIN'",
    [`role-${id}`, id],
  );
}

describe('the agency’s staff', () => {
  it('lists every active user holding the staff role globally, by name, and no one else', async () => {
    await addStaffMember('user-zed', 'Zed Staff');
    await addStaffMember('user-bea', 'bea Staff');
    await addStaffMember('user-gone', 'Gone Staff', false);
    const result = await staffUsers(DEMO.admin);
    expect(result.errors).toBeUndefined();
    expect(result.data!.staffUsers.map((user) => user.userId)).toEqual(['user-admin', 'user-bea', 'user-zed']);
    expect(result.data!.staffUsers[0]).toEqual({ userId: 'user-admin', name: 'Avery Admin', email: 'admin@demo.test', picture: null });
  });

  it('is the staff’s alone', async () => {
    for (const user of [DEMO.owner, DEMO.manager, DEMO.user, DEMO.ppc]) expect(codeOf(await staffUsers(user)), user).toBe('FORBIDDEN');
  });

  it('are exactly whom a client may be assigned to', async () => {
    const [candidate] = (await staffUsers(DEMO.admin)).data!.staffUsers.filter((user) => user.userId === 'user-zed');
    expect((await assign(candidate!.userId)).errors).toBeUndefined();
    expect(errorOf(await assign('user-gone')).field).toBe('assigneeUserId');
    expect(errorOf(await assign(DEMO.owner)).field).toBe('assigneeUserId');
  });
});

describe('a client’s assignee', () => {
  it('is shown by name to anyone who may read the client', async () => {
    expect((await assign('user-bea')).errors).toBeUndefined();
    for (const user of [DEMO.admin, DEMO.owner, DEMO.user, DEMO.ppc]) {
      const result = await assigneeOf(user);
      expect(result.errors, user).toBeUndefined();
      expect(result.data!.clientAssignee, user).toEqual({
        userId: 'user-bea',
        name: 'bea Staff',
        email: 'user-bea@agency.test',
        picture: null,
      });
    }
  });

  it('is none when nobody is assigned or the assignee has left the staff', async () => {
    await service.app.db.query("update users set is_active = false where id = 'user-bea'");
    expect((await assigneeOf(DEMO.owner)).data!.clientAssignee).toBeNull();
    expect((await assign(null)).errors).toBeUndefined();
    expect((await assigneeOf(DEMO.owner)).data!.clientAssignee).toBeNull();
  });

  it('is refused for a client the person may not read', async () => {
    expect(codeOf(await assigneeOf(DEMO.owner, summit))).toBe('FORBIDDEN');
  });
});

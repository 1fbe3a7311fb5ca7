import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededId } from '../../demo/server/store/seed/ids.ts';
import { databaseDigest } from './support/bad-input.ts';
import { codeOf, schemaMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, STAND_INS, startTestService, type TestService } from './support/service.ts';
import { addMember, TEAM } from './support/team-fixtures.ts';

// Every mutation of the Settings page (the firm's settings, its team, its subscription), called on the main
// firm by each role and by an account owner of another firm: the roles without the capability, and the owner
// of the other firm, are refused FORBIDDEN and the database stays exactly as it was; the others succeed.
const main = clientIdOf(MAIN_CLIENT);
const seeded = (what: string) => seededId(`${main}:${what}`);
const ROLES = {
  admin: DEMO.admin,
  owner: DEMO.owner,
  manager: DEMO.manager,
  user: DEMO.user,
  ppc: DEMO.ppc,
  ownerOfAnotherFirm: TEAM.sterlingOwner,
} as const;
type Role = keyof typeof ROLES;
const ALLOWED: Record<'settings' | 'users' | 'staff', Role[]> = {
  settings: ['admin', 'owner'],
  users: ['admin', 'owner', 'manager'],
  staff: ['admin'],
};
// The local WordPress target's credential: the test post needs it to stay working.
const PASSWORD = 'abcd efgh ijkl mnop qrst uvwx';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ allowLocalSites: STAND_INS });
});
afterAll(() => service?.close());

const mutate = schemaMutator(() => service);
const db = () => service.app.db;
let n = 0;
const next = () => (n += 1);

/** A WordPress test draft of the main firm, published by staff; the id deleteWordPressTest takes. */
async function testPost(): Promise<string> {
  const published = await mutate(DEMO.admin, 'publishWordPressTestPost', { clientId: main }, 'postId');
  expect(published.errors).toBeUndefined();
  return (published.payload as unknown as { postId: string }).postId;
}

interface Case {
  name: string;
  mutation: string;
  capability: keyof typeof ALLOWED;
  /** A fresh input each call: the allowed roles each change something of their own. */
  input: () => Promise<Record<string, unknown>> | Record<string, unknown>;
}

const SETTINGS: Case[] = [
  {
    name: 'modifyClient (the firm’s fields)',
    mutation: 'modifyClient',
    capability: 'settings',
    input: () => ({ clientId: main, websiteUrl: 'www.harborvalelaw.example', advertisingDisclaimer: `Attorney Advertising ${next()}.` }),
  },
  {
    name: 'changeWordPressAutopublishValue',
    mutation: 'changeWordPressAutopublishValue',
    capability: 'settings',
    input: () => ({ clientId: main, value: next() % 2 === 0 }),
  },
  {
    name: 'addClientKeywordList',
    mutation: 'addClientKeywordList',
    capability: 'settings',
    input: () => ({ clientId: main, name: `List ${next()}`, keywords: ['divorce lawyer'] }),
  },
  {
    name: 'updateClientKeywordList',
    mutation: 'updateClientKeywordList',
    capability: 'settings',
    input: () => ({ keywordListId: seeded('keywords:local'), keywords: [`keyword ${next()}`] }),
  },
  {
    name: 'deleteClientKeywordList',
    mutation: 'deleteClientKeywordList',
    capability: 'settings',
    input: async () => {
      const id = randomUUID();
      await db().query(`insert into keyword_lists (id, client_id, name, keywords) values ($1, $2, $3, '["a"]')`, [
        id,
        main,
        `Doomed ${next()}`,
      ]);
      return { keywordListId: id };
    },
  },
  {
    name: 'addClientCompetitor',
    mutation: 'addClientCompetitor',
    capability: 'settings',
    input: () => ({ clientId: main, name: `Rival ${next()}`, websiteUrl: `rival-${n}.example` }),
  },
  {
    name: 'updateClientCompetitor',
    mutation: 'updateClientCompetitor',
    capability: 'settings',
    input: () => ({ competitorId: seeded('competitor:1'), name: `Rival & Partners ${next()}` }),
  },
  {
    name: 'changeEnableAutomatedCompetitorRetrieval',
    mutation: 'changeEnableAutomatedCompetitorRetrieval',
    capability: 'settings',
    input: () => ({ clientId: main, enabled: next() % 2 === 0 }),
  },
  {
    name: 'addIdentifier',
    mutation: 'addIdentifier',
    capability: 'settings',
    input: () => ({ clientId: main, name: `Identifier ${next()}`, value: 'X-1' }),
  },
  {
    name: 'changeIdentifierValue',
    mutation: 'changeIdentifierValue',
    capability: 'settings',
    input: () => ({ identifierId: seeded('identifier:bar'), value: `CA-${next()}` }),
  },
  {
    name: 'addWordPressCredential',
    mutation: 'addWordPressCredential',
    capability: 'settings',
    input: async () => {
      const [current] = await db().query<{ site_url: string }>('select site_url from word_press_credentials where client_id = $1', [main]);
      return { clientId: main, siteUrl: current!.site_url, username: 'portal', applicationPassword: PASSWORD };
    },
  },
  {
    name: 'updateWordPressCredential',
    mutation: 'updateWordPressCredential',
    capability: 'settings',
    input: () => ({ clientId: main, applicationPassword: next() % 2 ? PASSWORD : PASSWORD.replace(/ /g, '') }),
  },
  { name: 'publishWordPressTestPost', mutation: 'publishWordPressTestPost', capability: 'settings', input: () => ({ clientId: main }) },
  {
    name: 'deleteWordPressTest',
    mutation: 'deleteWordPressTest',
    capability: 'settings',
    input: async () => ({ clientId: main, postId: await testPost() }),
  },
  {
    name: 'addSocialMediaReportingPreference',
    mutation: 'addSocialMediaReportingPreference',
    capability: 'settings',
    input: async () => {
      // A client has one preference: retire the current one so each allowed call can add its own.
      await db().query("update resources set is_active = false where kind = 'socialMediaReportingPreference' and client_id = $1", [main]);
      return { clientId: main, frequency: 'Week', recipients: [`partner${next()}@firm.test`] };
    },
  },
  {
    name: 'changeSocialMediaReportingPreference',
    mutation: 'changeSocialMediaReportingPreference',
    capability: 'settings',
    input: () => ({ clientId: main, frequency: 'Month', recipients: [`r${next()}@firm.test`] }),
  },
  {
    name: 'updateOptOutStatusForClientCommitment',
    mutation: 'updateOptOutStatusForClientCommitment',
    capability: 'settings',
    input: () => ({ commitmentId: seeded('commitment:gbp'), isOptedOut: next() % 2 === 0 }),
  },
];

const TEAM_CASES: Case[] = [
  {
    name: 'registerUser',
    mutation: 'registerUser',
    capability: 'users',
    input: () => ({ email: `invitee${next()}@harbor.test`, name: 'Invitee', clientId: main, role: 'USER' }),
  },
  {
    name: 'associateUserWithClient',
    mutation: 'associateUserWithClient',
    capability: 'users',
    input: async () => ({ userId: (await addMember(db(), null)).userId, clientId: main, role: 'USER' }),
  },
  {
    name: 'disassociateUserFromClient',
    mutation: 'disassociateUserFromClient',
    capability: 'users',
    input: async () => ({ userId: (await addMember(db(), main)).userId, clientId: main }),
  },
  {
    name: 'grantUserRole',
    mutation: 'grantUserRole',
    capability: 'users',
    input: async () => ({ userId: (await addMember(db(), main)).userId, clientId: main, role: 'USER_MANAGER' }),
  },
  {
    name: 'changeExistingUserRole',
    mutation: 'changeExistingUserRole',
    capability: 'users',
    input: async () => ({ userRoleId: (await addMember(db(), main)).userRoleId, role: 'USER_MANAGER' }),
  },
  {
    name: 'reassignUserRole',
    mutation: 'reassignUserRole',
    capability: 'users',
    input: async () => ({ userRoleId: (await addMember(db(), main)).userRoleId, userId: (await addMember(db(), main)).userId }),
  },
  {
    name: 'unassignRole',
    mutation: 'unassignRole',
    capability: 'users',
    input: async () => ({ userRoleId: (await addMember(db(), main)).userRoleId }),
  },
  {
    name: 'deactivateUser',
    mutation: 'deactivateUser',
    capability: 'staff',
    input: async () => ({ userId: (await addMember(db(), main)).userId }),
  },
];

const STAFF_CASES: Case[] = [
  { name: 'modifyClient (isReady)', mutation: 'modifyClient', capability: 'staff', input: () => ({ clientId: main, isReady: true }) },
  {
    name: 'modifyClient (bubbleAppUrl)',
    mutation: 'modifyClient',
    capability: 'staff',
    input: () => ({ clientId: main, name: 'Harbor & Vale Law', bubbleAppUrl: `${service.url}/__targets/bubble` }),
  },
  {
    name: 'updateSubscriptionPeriod',
    mutation: 'updateSubscriptionPeriod',
    capability: 'staff',
    input: () => ({ periodId: seeded('period:hidden'), isVisible: false }),
  },
  {
    name: 'handleDeliverablesCancellationToEndContract',
    mutation: 'handleDeliverablesCancellationToEndContract',
    capability: 'staff',
    input: async () => {
      // A contract of its own, so ending it leaves the firm's real contract alone.
      const contractId = randomUUID();
      await db().query("insert into contracts (id, client_id, start_date) values ($1, $2, '2020-01-01')", [contractId, main]);
      return { contractId, endDate: '2020-12-31' };
    },
  },
];

describe('settings, team and subscription mutations by role', () => {
  it.each([...SETTINGS, ...TEAM_CASES, ...STAFF_CASES])(
    '$name: refused to the others, changing nothing; done for $capability',
    async ({ mutation, capability, input }) => {
      const allowed = ALLOWED[capability];
      const refused = (Object.keys(ROLES) as Role[]).filter((role) => !allowed.includes(role));
      const shared = await input();
      const before = await databaseDigest(db());
      for (const role of refused)
        expect(codeOf((await mutate(ROLES[role], mutation, shared)).errors), `${mutation} as ${role}`).toBe('FORBIDDEN');
      expect(await databaseDigest(db())).toEqual(before);
      for (const role of allowed) {
        const result = await mutate(ROLES[role], mutation, await input());
        expect(result.errors, `${mutation} as ${role}: ${JSON.stringify(result.errors)}`).toBeUndefined();
      }
    },
  );

  it('names the staff field a firm owner may not change', async () => {
    const refused = await mutate(DEMO.owner, 'modifyClient', { clientId: main, name: 'Harbor & Vale Law', isReady: false });
    expect(refused.errors![0]).toMatchObject({
      message: 'You do not have access to change isReady of this client.',
      extensions: { code: 'FORBIDDEN', field: 'isReady' },
    });
  });
});

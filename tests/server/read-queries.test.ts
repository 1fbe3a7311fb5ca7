import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdsCampaign, ClientUser, JobConfig, LandingPageJob, RoleDefinition } from '../../src/core/api/generated/graphql.ts';
import { codeOf } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type GraphQLResult, type TestService } from './support/service.ts';

// The reads behind the configuration, Google Ads and people screens: each shows what its mutations stored.
const main = clientIdOf(MAIN_CLIENT);
const second = clientIdOf(SECOND_CLIENT);
const summit = clientIdOf('Summit Employment Lawyers'); // the owner is not mapped to it
const CONFIG = 'id clientId name prompt model refreshKind isDefault updatedOn';
const HISTORY = 'statusHistory { fromStatus toStatus changedBy note changedOn }';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

async function mutate(name: string, type: string, input: Record<string, unknown>, selection = 'message'): Promise<Record<string, string>> {
  const result = await service.graphql<Record<string, Record<string, string>>>(
    DEMO.admin,
    `mutation ($input: ${type}!) { ${name}(input: $input) { ${selection} } }`,
    { input },
  );
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
}

async function read<T>(user: string, field: string, selection: string, clientId = main): Promise<GraphQLResult<Record<string, T>>> {
  return service.graphql<Record<string, T>>(user, `query ($clientId: ID!) { ${field}(input: { clientId: $clientId }) { ${selection} } }`, {
    clientId,
  });
}
async function list<T>(user: string, field: string, selection: string, clientId = main): Promise<T[]> {
  const result = await read<T[]>(user, field, selection, clientId);
  expect(result.errors).toBeUndefined();
  return result.data![field]!;
}

describe('job configuration lists', () => {
  it('shows the client its own SEO content refresh configurations and the global ones', async () => {
    const own = await mutate(
      'addSeoContentRefreshJobConfig',
      'AddSeoContentRefreshJobConfigInput',
      {
        clientId: main,
        name: 'Practice pages',
        prompt: 'Refresh the practice pages.',
        refreshKind: 'ContentRefresh',
        model: 'Claude4Sonnet',
      },
      'id',
    );
    const global = await mutate(
      'addSeoContentRefreshJobConfig',
      'AddSeoContentRefreshJobConfigInput',
      { name: 'House style', prompt: 'Keep it plain.', refreshKind: 'Manual' },
      'id',
    );
    await mutate('setSeoContentRefreshJobConfigPromptAsDefault', 'ConfigIdInput', { configId: own.id });
    await mutate('updateSeoContentRefreshJobConfig', 'UpdateSeoContentRefreshJobConfigInput', {
      configId: global.id,
      name: 'House style v2',
    });

    const configs = await list<JobConfig>(DEMO.user, 'seoContentRefreshJobConfigs', CONFIG);
    expect(configs.map((config) => config.id)).toEqual([own.id, global.id]);
    expect(configs[0]).toMatchObject({
      clientId: main,
      name: 'Practice pages',
      prompt: 'Refresh the practice pages.',
      model: 'Claude4Sonnet',
      refreshKind: 'ContentRefresh',
      isDefault: true,
    });
    expect(configs[1]).toMatchObject({ clientId: null, name: 'House style v2', model: null, refreshKind: 'Manual', isDefault: false });

    // Another client sees the global configuration but not this client's.
    expect((await list<JobConfig>(DEMO.owner, 'seoContentRefreshJobConfigs', CONFIG, second)).map((config) => config.id)).toEqual([
      global.id,
    ]);
    await mutate('deleteSeoContentRefreshJobConfig', 'ConfigIdInput', { configId: own.id });
    expect((await list<JobConfig>(DEMO.user, 'seoContentRefreshJobConfigs', 'id')).map((config) => config.id)).toEqual([global.id]);
  });

  it('shows landing page configurations the same way, global ones in every client', async () => {
    const own = await mutate(
      'addGoogleAdsLandingPageConfig',
      'AddGoogleAdsLandingPageConfigInput',
      { clientId: main, name: 'Injury pages', prompt: 'Write for injured readers.' },
      'id',
    );
    const global = await mutate(
      'addGoogleAdsLandingPageConfig',
      'AddGoogleAdsLandingPageConfigInput',
      { name: 'Standard page', prompt: 'One offer per page.', model: 'Gpt41' },
      'id',
    );
    await mutate('modifyGoogleAdsLandingPageConfig', 'ModifyGoogleAdsLandingPageConfigInput', {
      configId: own.id,
      prompt: 'Write for people hurt at work.',
    });
    await mutate('setGoogleAdsLandingPageConfigAsDefault', 'ConfigIdInput', { configId: global.id });

    const configs = await list<JobConfig>(DEMO.ppc, 'googleAdsLandingPageConfigs', CONFIG);
    expect(configs).toEqual([
      expect.objectContaining({
        id: own.id,
        clientId: main,
        prompt: 'Write for people hurt at work.',
        refreshKind: null,
        isDefault: false,
      }),
      expect.objectContaining({ id: global.id, clientId: null, name: 'Standard page', model: 'Gpt41', isDefault: true }),
    ]);
    for (const [user, clientId] of [
      [DEMO.owner, second],
      [DEMO.ppc, summit],
    ] as const) {
      expect((await list<JobConfig>(user, 'googleAdsLandingPageConfigs', 'id', clientId)).map((config) => config.id)).toEqual([global.id]);
    }
  });

  it('refuses a user of another client and names an unknown client', async () => {
    expect(codeOf(await read(DEMO.user, 'seoContentRefreshJobConfigs', 'id', second))).toBe('FORBIDDEN');
    expect(codeOf(await read(DEMO.owner, 'googleAdsLandingPageConfigs', 'id', summit))).toBe('FORBIDDEN');
    expect(codeOf(await read(DEMO.admin, 'googleAdsLandingPageConfigs', 'id', 'no-such-client'))).toBe('NOT_FOUND');
  });
});

describe('Google Ads work', () => {
  it('lists campaigns newest first with their history', async () => {
    const first = await mutate(
      'startGoogleAdsCampaignCreation',
      'StartGoogleAdsCampaignCreationInput',
      {
        clientId: main,
        campaignName: 'Car accidents',
        dailyBudget: 45.5,
        keywords: ['car accident lawyer', 'crash attorney'],
      },
      'jobId',
    );
    const latest = await mutate(
      'startGoogleAdsCampaignCreation',
      'StartGoogleAdsCampaignCreationInput',
      { clientId: main, campaignName: 'Slip and fall', dailyBudget: 20, keywords: ['slip and fall'] },
      'jobId',
    );

    const campaigns = await list<AdsCampaign>(
      DEMO.user,
      'googleAdsCampaigns',
      `id clientId campaignName dailyBudget keywords status createdOn ${HISTORY}`,
    );
    expect(campaigns.map((campaign) => campaign.id)).toEqual([latest.jobId, first.jobId]);
    expect(campaigns[1]).toMatchObject({
      clientId: main,
      campaignName: 'Car accidents',
      dailyBudget: 45.5,
      keywords: ['car accident lawyer', 'crash attorney'],
      status: 'Pending',
    });
    expect(campaigns[1]!.statusHistory).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'Pending',
        changedBy: 'admin@demo.test',
        note: 'Campaign "Car accidents" requested',
      }),
    ]);
    expect(await list(DEMO.owner, 'googleAdsCampaigns', 'id', second)).toEqual([]);
    expect(codeOf(await read(DEMO.owner, 'googleAdsCampaigns', 'id', summit))).toBe('FORBIDDEN');
  });

  it('lists landing page jobs with their QC verdict and history oldest first', async () => {
    const config = await mutate(
      'addGoogleAdsLandingPageConfig',
      'AddGoogleAdsLandingPageConfigInput',
      { name: 'Firm-wide page', prompt: 'Short and clear.' },
      'id',
    );
    const older = await mutate(
      'startLandingPageJob',
      'StartLandingPageJobInput',
      { clientId: main, topic: 'Free consultation', configId: config.id },
      'jobId',
    );
    const newer = await mutate('startLandingPageJob', 'StartLandingPageJobInput', { clientId: main, topic: 'Truck accidents' }, 'jobId');
    await mutate('qcLandingPageJob', 'QcLandingPageJobInput', { jobId: older.jobId, result: 'Failed', comment: 'Add the phone number.' });

    const jobs = await list<LandingPageJob>(
      DEMO.user,
      'landingPageJobs',
      `id clientId topic configId status qcResult qcComment createdOn ${HISTORY}`,
    );
    expect(jobs.map((job) => job.id)).toEqual([newer.jobId, older.jobId]);
    expect(jobs[0]).toMatchObject({ topic: 'Truck accidents', configId: null, status: 'InProgress', qcResult: null, qcComment: null });
    expect(jobs[1]).toMatchObject({
      clientId: main,
      topic: 'Free consultation',
      configId: config.id,
      status: 'Draft',
      qcResult: 'Failed',
      qcComment: 'Add the phone number.',
    });
    expect(jobs[1]!.statusHistory.map((change) => [change.fromStatus, change.toStatus, change.note])).toEqual([
      [null, 'InProgress', 'Landing page job started'],
      ['InProgress', 'Draft', 'Add the phone number.'],
    ]);
    expect(codeOf(await read(DEMO.user, 'landingPageJobs', 'id', second))).toBe('FORBIDDEN');
  });
});

describe('role definitions', () => {
  it('shows the staff every role with its stored metadata', async () => {
    await mutate('updateRoleMetadata', 'UpdateRoleMetadataInput', { roleId: 'PPC_ADMIN', metadata: { description: 'Runs paid search' } });
    const result = await service.graphql<{ roles: RoleDefinition[] }>(DEMO.admin, '{ roles { id name isActive metadata } }');
    expect(result.errors).toBeUndefined();
    expect(result.data!.roles.map((role) => role.name)).toEqual(['ACCOUNT_OWNER', 'FIRM_PILOT_ADMIN', 'PPC_ADMIN', 'USER', 'USER_MANAGER']);
    expect(result.data!.roles.find((role) => role.name === 'PPC_ADMIN')).toMatchObject({
      isActive: true,
      metadata: { description: 'Runs paid search' },
    });
  });

  it('refuses client roles', async () => {
    for (const user of [DEMO.owner, DEMO.manager, DEMO.user])
      expect(codeOf(await service.graphql(user, '{ roles { id } }'))).toBe('FORBIDDEN');
  });
});

describe("a client's users", () => {
  const USERS = 'userId name email isActive roles { userRoleId role }';
  const rolesOf = (users: ClientUser[], userId: string) => users.find((user) => user.userId === userId)?.roles.map((entry) => entry.role);

  it('lists everyone mapped to the client by name with their roles on it', async () => {
    const users = await list<ClientUser>(DEMO.manager, 'clientUsers', USERS);
    expect(users.map((user) => user.name)).toEqual(['Dana Reyes', 'Miles Manager', 'Olivia Owner', 'Parker Price', 'Uma User']);
    expect(users.find((user) => user.userId === DEMO.user)).toMatchObject({
      email: 'user@demo.test',
      isActive: true,
      roles: [{ role: 'USER' }],
    });
    expect(rolesOf(users, DEMO.owner)).toEqual(['ACCOUNT_OWNER']);
  });

  it('follows associations, grants and unassignments', async () => {
    await mutate('associateUserWithClient', 'AssociateUserWithClientInput', { userId: DEMO.user, clientId: second, role: 'USER' });
    expect(rolesOf(await list<ClientUser>(DEMO.owner, 'clientUsers', USERS, second), DEMO.user)).toEqual(['USER']);

    const granted = await mutate('grantUserRole', 'GrantUserRoleInput', { userId: DEMO.user, clientId: main, role: 'USER_MANAGER' }, 'id');
    const after = await list<ClientUser>(DEMO.owner, 'clientUsers', USERS);
    expect(after.find((user) => user.userId === DEMO.user)!.roles).toContainEqual({ userRoleId: granted.id, role: 'USER_MANAGER' });
    // A role on another client never shows here.
    expect(rolesOf(after, DEMO.user)).toEqual(['USER', 'USER_MANAGER']);

    await mutate('unassignRole', 'UnassignRoleInput', { userRoleId: granted.id });
    expect(rolesOf(await list<ClientUser>(DEMO.owner, 'clientUsers', USERS), DEMO.user)).toEqual(['USER']);
    await mutate('disassociateUserFromClient', 'DisassociateUserFromClientInput', { userId: DEMO.user, clientId: second });
    expect(rolesOf(await list<ClientUser>(DEMO.owner, 'clientUsers', USERS, second), DEMO.user)).toBeUndefined();
  });

  it('drops a deactivated role from everyone', async () => {
    await mutate('deactivateRole', 'DeactivateRoleInput', { roleId: 'PPC_ADMIN' });
    expect(rolesOf(await list<ClientUser>(DEMO.admin, 'clientUsers', USERS), DEMO.ppc)).toEqual([]);
  });

  it('needs the users capability on that client', async () => {
    expect(codeOf(await read(DEMO.user, 'clientUsers', 'userId'))).toBe('FORBIDDEN');
    expect(codeOf(await read(DEMO.ppc, 'clientUsers', 'userId'))).toBe('FORBIDDEN');
    expect(codeOf(await read(DEMO.owner, 'clientUsers', 'userId', summit))).toBe('FORBIDDEN');
    expect(codeOf(await read(DEMO.manager, 'clientUsers', 'userId', 'no-such-client'))).toBe('NOT_FOUND');
  });
});

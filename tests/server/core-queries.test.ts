import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHURNED_CLIENT,
  DEMO,
  DEMO_CLIENT_NAMES,
  MAIN_CLIENT,
  SECOND_CLIENT,
  clientIdOf,
  startTestService,
  type TestService,
} from './support/service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const today = new Date().toISOString().slice(0, 10);
const ALL_CLIENTS = `query GetAllClientIds($input: AllClientIdsInput!) { allClientIds(input: $input) {
  id name isAutoPublish isChurned socialMediaClientConfig { autoPublish } googleBusinessProfileClientConfig { autoPublish } contracts { id startDate endDate } } }`;
const SIDEBAR = `query GetDeliverablesByServiceForSidebar($input: ClientInput!) { deliverablesByServiceForSidebar(input: $input) {
  id startDate endDate isCurrentPeriod deliverablesByService { serviceName deliverables { id status } } } }`;
const NOTIFICATIONS = `query GetClientNotificationData($input: ClientInput!) { clientNotificationData(input: $input) {
  id socialMediaAutoPublish wordPressAutoPublish wordPressConnected isEnrolledInSocialMedia isEnrolledInGbp isConnectedInGsc connectedPlatforms
  actionItems { externalReviewDate deliverableId serviceName status blogJobs { id topic } socialMediaJobs { id platform posts { id } } } } }`;

describe('GetAllClientIds', () => {
  it('gives an admin every client, ordered by name, with churn judged against the given date', async () => {
    const result = await service.graphql<{ allClientIds: Array<{ name: string; isChurned: boolean }> }>(DEMO.admin, ALL_CLIENTS, {
      input: { today },
    });
    expect(result.errors).toBeUndefined();
    const names = result.data!.allClientIds.map((client) => client.name);
    expect(names).toEqual([...DEMO_CLIENT_NAMES].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(result.data!.allClientIds.filter((client) => client.isChurned).map((client) => client.name)).toEqual([CHURNED_CLIENT]);
  });

  it("answers each listed client's own contracts when asked (read for the whole list at once), in step with its churn", async () => {
    type Listed = { id: string; isChurned: boolean; contracts: Array<{ id: string; endDate: string | null }> };
    const result = await service.graphql<{ allClientIds: Listed[] }>(DEMO.admin, ALL_CLIENTS, { input: { today } });
    const listed = result.data!.allClientIds;
    expect(listed.every((client) => client.contracts.length > 0)).toBe(true);
    expect(new Set(listed.flatMap((client) => client.contracts.map((contract) => contract.id))).size).toBe(
      listed.flatMap((client) => client.contracts).length,
    );
    const running = (client: Listed) => client.contracts.some((contract) => contract.endDate === null || contract.endDate >= today);
    expect(listed.filter((client) => !running(client)).map((client) => client.id)).toEqual(
      listed.filter((client) => client.isChurned).map((client) => client.id),
    );
    const single = await service.graphql<{ client: Listed }>(
      DEMO.admin,
      'query($input: ClientInput!) { client(input: $input) { contracts { id startDate endDate } } }',
      {
        input: { clientId: listed[0]!.id },
      },
    );
    expect(single.data!.client.contracts).toEqual(listed[0]!.contracts);
  });

  it('gives an account owner only the clients mapped to them', async () => {
    const result = await service.graphql<{ allClientIds: Array<{ name: string }> }>(DEMO.owner, ALL_CLIENTS, { input: { today } });
    expect(result.data!.allClientIds.map((client) => client.name)).toEqual([MAIN_CLIENT, SECOND_CLIENT]);
  });

  it('refuses a date that is not YYYY-MM-DD, naming the problem', async () => {
    const result = await service.graphql(DEMO.admin, ALL_CLIENTS, { input: { today: '21/11/2026' } });
    expect(result.errors?.[0]?.message).toMatch(/YYYY-MM-DD/);
  });
});

describe('GetDeliverablesByServiceForSidebar', () => {
  it('lists the visible periods with exactly one current period and deliverables grouped by service', async () => {
    const result = await service.graphql<{
      deliverablesByServiceForSidebar: Array<{
        isCurrentPeriod: boolean;
        startDate: string;
        endDate: string;
        deliverablesByService: Array<{ serviceName: string }>;
      }>;
    }>(DEMO.user, SIDEBAR, { input: { clientId: clientIdOf(MAIN_CLIENT) } });
    expect(result.errors).toBeUndefined();
    const periods = result.data!.deliverablesByServiceForSidebar;
    // A named demo firm has a year of periods: eleven past months, the current one and the next (store/seed/client-rows.ts).
    expect(periods.length).toBe(13);
    const current = periods.filter((period) => period.isCurrentPeriod);
    expect(current).toHaveLength(1);
    expect(current[0]!.startDate <= today && today <= current[0]!.endDate).toBe(true);
    expect(current[0]!.deliverablesByService.map((group) => group.serviceName).sort()).toEqual([
      'Backlink',
      'Blog',
      'Google Business Profile',
      'SEO',
      'Social Media',
    ]);
  });

  it('hides a period made invisible', async () => {
    const [period] = await service.app.db.query<{ id: string }>(
      'select id from subscription_periods where client_id = $1 order by start_date limit 1',
      [clientIdOf(SECOND_CLIENT)],
    );
    await service.app.db.query('update subscription_periods set is_visible = false where id = $1', [period!.id]);
    const result = await service.graphql<{ deliverablesByServiceForSidebar: Array<{ id: string }> }>(DEMO.owner, SIDEBAR, {
      input: { clientId: clientIdOf(SECOND_CLIENT) },
    });
    expect(result.data!.deliverablesByServiceForSidebar.map((p) => p.id)).not.toContain(period!.id);
  });

  it('answers FORBIDDEN to a user of another client', async () => {
    const result = await service.graphql(DEMO.user, SIDEBAR, { input: { clientId: clientIdOf(SECOND_CLIENT) } });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.data).toBeNull();
  });
});

describe('GetClientNotificationData', () => {
  it('lists what waits for the firm and the connections it has', async () => {
    const result = await service.graphql<{
      clientNotificationData: {
        wordPressConnected: boolean;
        connectedPlatforms: string[];
        actionItems: Array<{
          status: string;
          blogJobs: Array<{ topic: string }>;
          socialMediaJobs: Array<{ platform: string; posts: unknown[] }>;
        }>;
      };
    }>(DEMO.owner, NOTIFICATIONS, { input: { clientId: clientIdOf(MAIN_CLIENT) } });
    expect(result.errors).toBeUndefined();
    const data = result.data!.clientNotificationData;
    expect(data.wordPressConnected).toBe(true);
    expect(data.connectedPlatforms).toEqual(['Facebook']);
    expect(data.actionItems.length).toBeGreaterThan(0);
    expect(data.actionItems.every((item) => item.status === 'ReadyForExternalReview')).toBe(true);
    expect(data.actionItems.flatMap((item) => item.blogJobs).length).toBeGreaterThan(0);
    const platforms = new Set(data.actionItems.flatMap((item) => item.socialMediaJobs.map((job) => job.platform)));
    expect([...platforms].sort()).toEqual(['Facebook', 'GoogleBusinessProfile', 'Instagram', 'LinkedIn', 'X']);
  });

  it('answers NOT_FOUND for an unknown client', async () => {
    const result = await service.graphql(DEMO.admin, NOTIFICATIONS, { input: { clientId: 'no-such-client' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('me', () => {
  it("answers each person's own mapping: staff's global role without every client (that list is allClientIds), a user's clients with their role", async () => {
    const query =
      'query Me { me { email roles userClientMapping { globalRoles { name } userClients { client { name isChurned } roles { name } } } } }';
    type MeAnswer = {
      me: {
        roles: string[];
        userClientMapping: { globalRoles: Array<{ name: string }>; userClients: Array<{ roles: Array<{ name: string }> }> };
      };
    };
    const admin = await service.graphql<MeAnswer>(DEMO.admin, query);
    expect(admin.data!.me.roles).toEqual(['FIRM_PILOT_ADMIN']);
    expect(admin.data!.me.userClientMapping.globalRoles).toEqual([{ name: 'FIRM_PILOT_ADMIN' }]);
    expect(admin.data!.me.userClientMapping.userClients).toEqual([]);
    const user = await service.graphql<{
      me: { roles: string[]; userClientMapping: { userClients: Array<{ client: { name: string } }> } };
    }>(DEMO.user, query);
    expect(user.data!.me.roles).toEqual(['USER']);
    expect(user.data!.me.userClientMapping.userClients.map((entry) => entry.client.name)).toEqual([MAIN_CLIENT]);
  });
});

describe('who may call', () => {
  it('answers 401 UNAUTHORIZED without a token, with an expired token and with a wrong audience', async () => {
    const query = '{ me { email } }';
    const anonymous = await service.graphql(null, query);
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    for (const token of [
      await service.tokenFor(DEMO.admin, { expiresInSeconds: -120 }),
      await service.tokenFor(DEMO.admin, { audience: 'https://other.api' }),
    ]) {
      const response = await fetch(`${service.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      expect(response.status).toBe(401);
    }
  });

  it('refuses a multipart request without the GraphQL-Preflight header', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ me { email } }' }));
    form.append('map', '{}');
    const response = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await service.tokenFor(DEMO.admin)}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/GraphQL-Preflight/);
  });

  it('refuses a query deeper than the limit', async () => {
    const deep = `{ me { userClientMapping { userClients { client { name } roles { name } } } } }`;
    expect((await service.graphql(DEMO.admin, deep)).errors).toBeUndefined();
    const nested = `query { __schema { types { fields { type ${'{ ofType '.repeat(10)}{ name }${' }'.repeat(10)} } } } }`;
    const result = await service.graphql(DEMO.admin, nested);
    expect(result.errors?.[0]?.message).toMatch(/depth limit of 12 exceeded/i);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, SubscriptionPeriod } from '../../src/core/api/generated/graphql.ts';
import { errorOf, schemaMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// Clients, contracts and subscription periods: registration, changes, assignees, and ending a contract,
// which cancels the deliverables (and their open jobs) of the periods after the end.
const main = clientIdOf(MAIN_CLIENT);
const other = clientIdOf(SECOND_CLIENT);
const CLIENT = 'id name websiteUrl isReady isChurned contracts { id startDate endDate }';
const PERIODS = 'id startDate endDate isCurrentPeriod deliverablesByService { serviceName deliverables { id status } }';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const mutate = schemaMutator(() => service);
const client = async (clientId: string) =>
  (
    await service.graphql<{ client: Client }>(DEMO.admin, `query ($id: ID!) { client(input: { clientId: $id }) { ${CLIENT} } }`, {
      id: clientId,
    })
  ).data!.client;
const periods = async (clientId: string) =>
  (
    await service.graphql<{ deliverablesByServiceForSidebar: SubscriptionPeriod[] }>(
      DEMO.admin,
      `query ($id: ID!) { deliverablesByServiceForSidebar(input: { clientId: $id }) { ${PERIODS} } }`,
      { id: clientId },
    )
  ).data!.deliverablesByServiceForSidebar;

describe('registering and changing clients', () => {
  let clientId: string;

  it('registers a client in setup with its contract and first monthly period', async () => {
    const result = await mutate(
      DEMO.admin,
      'registerClient',
      { name: 'Brookside Family Law', websiteUrl: 'https://brookside.example', contractStartDate: '2026-03-10' },
      'id message',
    );
    expect(result.errors).toBeUndefined();
    clientId = result.payload.id;
    expect(await client(clientId)).toMatchObject({
      name: 'Brookside Family Law',
      isReady: false,
      isChurned: false,
      contracts: [{ startDate: '2026-03-10', endDate: null }],
    });
    expect(await periods(clientId)).toMatchObject([{ startDate: '2026-03-10', endDate: '2026-03-31' }]);
  });

  it('refuses bad dates, a taken name and client roles', async () => {
    const input = { name: 'Lakeview Law', contractStartDate: '2026-03-10', contractEndDate: '2026-03-01' };
    expect(errorOf(await mutate(DEMO.admin, 'registerClient', input, 'id'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'contractEndDate',
    });
    expect(
      errorOf(await mutate(DEMO.admin, 'registerClient', { name: 'harbor & vale law', contractStartDate: '2026-03-10' }, 'id')).code,
    ).toBe('CONFLICT');
    expect(errorOf(await mutate(DEMO.owner, 'registerClient', { name: 'Owner Firm', contractStartDate: '2026-03-10' }, 'id')).code).toBe(
      'FORBIDDEN',
    );
    const [count] = await service.app.db.query<{ n: number }>(
      "select count(*)::int as n from clients where name in ('Lakeview Law', 'Owner Firm')",
    );
    expect(count!.n).toBe(0);
  });

  it('changes a client and marks it ready; the firm may change its details but not whether it is ready', async () => {
    expect(errorOf(await mutate(DEMO.admin, 'modifyClient', { clientId })).field).toBe('input');
    expect(errorOf(await mutate(DEMO.admin, 'modifyClient', { clientId, websiteUrl: 'ftp://brookside' })).field).toBe('websiteUrl');
    expect(errorOf(await mutate(DEMO.owner, 'modifyClient', { clientId: main, isReady: false })).code).toBe('FORBIDDEN');
    expect(errorOf(await mutate(DEMO.owner, 'modifyClient', { clientId, name: 'Renamed' })).code).toBe('FORBIDDEN');
    await mutate(DEMO.admin, 'modifyClient', { clientId, name: 'Brookside Law', isReady: true, websiteUrl: 'brookside-law.example' });
    expect(await client(clientId)).toMatchObject({ name: 'Brookside Law', isReady: true, websiteUrl: 'https://brookside-law.example/' });
    expect((await client(main)).isReady).toBe(true);
  });

  it('assigns only admins to look after a client', async () => {
    await mutate(DEMO.admin, 'modifyClientAssignee', { clientId, assigneeUserId: DEMO.admin });
    const assigned = async () =>
      (
        await service.app.db.query<{ assignee_user_id: string | null }>('select assignee_user_id from clients where id = $1', [clientId])
      )[0]!.assignee_user_id;
    expect(await assigned()).toBe(DEMO.admin);
    expect(errorOf(await mutate(DEMO.admin, 'modifyClientAssignee', { clientId, assigneeUserId: DEMO.owner })).field).toBe(
      'assigneeUserId',
    );
    expect(await assigned()).toBe(DEMO.admin);
    await mutate(DEMO.admin, 'modifyClientAssignee', { clientId, assigneeUserId: null });
    expect(await assigned()).toBeNull();
  });
});

describe('subscription periods', () => {
  it('changes dates and visibility, refusing reversed or overlapping periods', async () => {
    const list = await periods(other);
    const first = list[0]!;
    expect(errorOf(await mutate(DEMO.admin, 'updateSubscriptionPeriod', { periodId: first.id, startDate: '2099-01-01' })).field).toBe(
      'endDate',
    );
    expect(errorOf(await mutate(DEMO.admin, 'updateSubscriptionPeriod', { periodId: first.id, endDate: list[1]!.startDate })).field).toBe(
      'endDate',
    );
    expect(errorOf(await mutate(DEMO.owner, 'updateSubscriptionPeriod', { periodId: first.id, isVisible: false })).code).toBe('FORBIDDEN');
    expect(await periods(other)).toEqual(list);
    await mutate(DEMO.admin, 'updateSubscriptionPeriod', { periodId: first.id, isVisible: false });
    expect((await periods(other)).map((period) => period.id)).not.toContain(first.id);
  });
});

describe('ending a contract', () => {
  it('cancels the deliverables and open jobs of the periods after the end date', async () => {
    const [contract] = await service.app.db.query<{ id: string }>('select id from contracts where client_id = $1', [main]);
    const before = await periods(main);
    const current = before.find((period) => period.isCurrentPeriod)!;
    const next = before.find((period) => period.startDate > current.endDate)!;
    const input = { contractId: contract!.id, endDate: current.endDate };

    expect(errorOf(await mutate(DEMO.owner, 'handleDeliverablesCancellationToEndContract', input)).code).toBe('FORBIDDEN');
    expect(errorOf(await mutate(DEMO.user, 'handleDeliverablesCancellationToEndContract', input)).code).toBe('FORBIDDEN');
    expect(
      errorOf(await mutate(DEMO.admin, 'handleDeliverablesCancellationToEndContract', { ...input, endDate: '2000-01-01' })).field,
    ).toBe('endDate');
    expect(await periods(main)).toEqual(before);

    const result = await mutate(DEMO.admin, 'handleDeliverablesCancellationToEndContract', input);
    const futureDeliverables = next.deliverablesByService.flatMap((byService) => byService.deliverables);
    expect(result.payload.message).toContain(`${futureDeliverables.length} deliverables`);
    expect((await client(main)).contracts[0]!.endDate).toBe(current.endDate);

    const after = await periods(main);
    const statuses = (list: SubscriptionPeriod[], id: string) =>
      list.find((period) => period.id === id)!.deliverablesByService.flatMap((s) => s.deliverables.map((d) => d.status));
    expect(new Set(statuses(after, next.id))).toEqual(new Set(['Canceled']));
    expect(statuses(after, current.id)).toEqual(statuses(before, current.id));

    const ids = futureDeliverables.map((deliverable) => deliverable.id);
    const jobs = await service.app.db.query<{ status: string }>(
      `select status from blog_jobs where deliverable_id = any($1) union all select status from social_jobs where deliverable_id = any($1)
       union all select status from seo_jobs where deliverable_id = any($1)`,
      [ids],
    );
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs.map((job) => job.status))).toEqual(new Set(['Canceled']));
    const [history] = await service.app.db.query<{ n: number }>(
      "select count(*)::int as n from status_history where entity_kind = 'deliverable' and entity_id = any($1) and to_status = 'Canceled'",
      [ids],
    );
    expect(history!.n).toBe(ids.length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractDetails, Deliverable } from '../../src/core/api/generated/graphql.ts';
import { todayIso } from '../../demo/server/domain/dates.ts';
import { seededId } from '../../demo/server/store/seed/ids.ts';
import { databaseDigest } from './support/bad-input.ts';
import { codeOf, errorOf, schemaMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// The subscription section of the Settings page: a client's contracts with their periods (those hidden from
// the firm for staff only), and the preview of what ending a contract cancels, which must be exactly what
// the ending then cancels.
const main = clientIdOf(MAIN_CLIENT);
const other = clientIdOf(SECOND_CLIENT);
const hiddenPeriod = seededId(`${main}:period:hidden`);
const CONTRACTS = `query ($clientId: ID!) { clientContracts(input: { clientId: $clientId }) {
  id startDate endDate isActive periods { id startDate endDate isVisible isCurrentPeriod deliverableCount } } }`;
const PREVIEW = `query ($input: ContractEndInput!) { contractCancellationPreview(input: $input) { id clientId periodId serviceName name status } }`;

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const mutate = schemaMutator(() => service);
const contractsOf = (user: string, clientId = main) =>
  service.graphql<{ clientContracts: ContractDetails[] }>(user, CONTRACTS, { clientId });
const preview = (user: string, input: Record<string, unknown>) =>
  service.graphql<{ contractCancellationPreview: Deliverable[] }>(user, PREVIEW, { input });
const mainContract = async () =>
  (await service.app.db.query<{ id: string }>('select id from contracts where client_id = $1', [main]))[0]!.id;

describe('clientContracts', () => {
  it('lists the contract with its periods by start date, the current one marked and the deliverables counted', async () => {
    const result = await contractsOf(DEMO.admin);
    expect(result.errors).toBeUndefined();
    const [contract, ...more] = result.data!.clientContracts;
    expect(more).toEqual([]);
    expect(contract).toMatchObject({ id: await mainContract(), endDate: null, isActive: true });
    const starts = contract!.periods.map((period) => period.startDate);
    expect(starts).toEqual([...starts].sort());
    // Eleven past months, the current one, the next, and the one after it hidden from the firm (store/seed/client-rows.ts).
    expect(contract!.periods).toHaveLength(14);
    const today = todayIso();
    expect(
      contract!.periods.filter((period) => period.isCurrentPeriod).map((period) => period.startDate <= today && today <= period.endDate),
    ).toEqual([true]);
    const counts = await service.app.db.query<{ period_id: string; n: number }>(
      'select period_id, count(*)::int as n from deliverables where client_id = $1 group by period_id',
      [main],
    );
    for (const period of contract!.periods)
      expect(period.deliverableCount, period.startDate).toBe(counts.find((row) => row.period_id === period.id)?.n ?? 0);
  });

  it('shows the period hidden from the firm to staff only', async () => {
    const staff = (await contractsOf(DEMO.admin)).data!.clientContracts[0]!.periods;
    expect(staff.find((period) => period.id === hiddenPeriod)).toMatchObject({
      isVisible: false,
      isCurrentPeriod: false,
      deliverableCount: 0,
    });
    for (const user of [DEMO.owner, DEMO.manager, DEMO.user, DEMO.ppc]) {
      const periods = (await contractsOf(user)).data!.clientContracts[0]!.periods;
      expect(
        periods.map((period) => period.id),
        user,
      ).toEqual(staff.filter((period) => period.isVisible).map((period) => period.id));
    }
  });

  it('lists contracts newest first and says which have ended', async () => {
    await service.app.db.query(
      "insert into contracts (id, client_id, start_date, end_date) values ('old-contract', $1, '2019-01-01', '2019-12-31')",
      [other],
    );
    const contracts = (await contractsOf(DEMO.owner, other)).data!.clientContracts;
    expect(contracts.at(-1)).toMatchObject({ id: 'old-contract', isActive: false, periods: [] });
    const starts = contracts.map((contract) => contract.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('is refused to a user of another client and names an unknown client', async () => {
    expect(codeOf(await contractsOf(DEMO.user, other))).toBe('FORBIDDEN');
    expect(codeOf(await contractsOf(DEMO.manager, 'no-such-client'))).toBe('NOT_FOUND');
  });
});

describe('contractCancellationPreview', () => {
  it('is the staff’s, checks the end date and names an unknown contract', async () => {
    const input = { contractId: await mainContract(), endDate: todayIso() };
    for (const user of [DEMO.owner, DEMO.manager, DEMO.user, DEMO.ppc]) expect(codeOf(await preview(user, input)), user).toBe('FORBIDDEN');
    expect(errorOf(await preview(DEMO.admin, { ...input, endDate: '2000-01-01' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'endDate',
    });
    expect(errorOf(await preview(DEMO.admin, { ...input, contractId: 'no-such-contract' }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'contractId',
    });
  });

  it('names exactly the deliverables the ending then cancels, and changes nothing itself', async () => {
    const contractId = await mainContract();
    const current = (await contractsOf(DEMO.admin)).data!.clientContracts[0]!.periods.find((period) => period.isCurrentPeriod)!;
    // One deliverable of the next period already finished: neither the preview nor the ending touches it.
    const [finished] = await service.app.db.query<{ id: string }>(
      `update deliverables set status = 'Complete' where id = (select d.id from deliverables d join subscription_periods p on p.id = d.period_id
        where d.client_id = $1 and p.start_date > $2::date order by d.id limit 1) returning id`,
      [main, current.endDate],
    );
    const input = { contractId, endDate: current.endDate };
    const before = await databaseDigest(service.app.db);
    const previewed = await preview(DEMO.admin, input);
    expect(previewed.errors).toBeUndefined();
    expect(await databaseDigest(service.app.db)).toEqual(before);
    const named = previewed.data!.contractCancellationPreview;
    expect(named.length).toBeGreaterThan(0);
    expect(named.map((deliverable) => deliverable.id)).not.toContain(finished!.id);
    expect(new Set(named.map((deliverable) => deliverable.clientId))).toEqual(new Set([main]));

    const ended = await mutate(DEMO.admin, 'handleDeliverablesCancellationToEndContract', input);
    expect(ended.errors).toBeUndefined();
    expect(ended.payload.message).toContain(`${named.length} deliverables`);
    const canceled = await service.app.db.query<{ entity_id: string }>(
      "select entity_id from status_history where entity_kind = 'deliverable' and to_status = 'Canceled' and note = $1",
      [`Contract ends on ${current.endDate}`],
    );
    expect(canceled.map((row) => row.entity_id).sort()).toEqual(named.map((deliverable) => deliverable.id).sort());
    // Once ended, nothing is left to cancel for that date.
    expect((await preview(DEMO.admin, input)).data!.contractCancellationPreview).toEqual([]);
  });
});

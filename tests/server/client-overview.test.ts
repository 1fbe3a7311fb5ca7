import { describe, expect, it } from 'vitest';
import type { ClientOverviewRow } from '../../src/core/api/generated/graphql.ts';
import { addDays, todayIso } from '../../demo/server/domain/dates.ts';
import { codeOf } from './support/graphql-helpers.ts';
import { expectedRow, overviewCalls } from './support/overview-fixtures.ts';
import { CHURNED_CLIENT, DEMO, MAIN_CLIENT, SECOND_CLIENT, SETUP_CLIENT, clientIdOf, serviceForFile } from './support/service.ts';

// The staff overview's rows: who may see it, and each figure of each client against the test's own count, before and
// after the test changes the client's work.
const today = todayIso();
const file = serviceForFile(DEMO.admin);
const { overview, everyRow } = overviewCalls(() => file.service, today);
const rowOf = async (name: string): Promise<ClientOverviewRow> => (await everyRow({ search: name })).find((row) => row.name === name)!;
const expectRowCounted = async (name: string) => {
  const row = await rowOf(name);
  expect(row, name).toMatchObject(await expectedRow(file.service, clientIdOf(name), today));
  return row;
};

describe('clientOverview', () => {
  it('shows the staff every client, counted', async () => {
    const result = await overview(DEMO.admin, { first: 500 });
    expect(result.errors).toBeUndefined();
    const clients = await file.service.app.db.query<{ id: string }>('select id from clients');
    expect(result.data!.clientOverview.total).toBe(clients.length);
    expect(result.data!.clientOverview.rows.map((row) => row.clientId).sort()).toEqual(clients.map((client) => client.id).sort());
  });

  it('is the staff’s alone', async () => {
    for (const user of [DEMO.owner, DEMO.manager, DEMO.user, DEMO.ppc]) expect(codeOf(await overview(user)), user).toBe('FORBIDDEN');
    expect(codeOf(await overview(null))).toBe('UNAUTHORIZED');
  });

  it('gives every client the figures the test counts on its own', async () => {
    const rows = await everyRow();
    for (const row of rows) expect(row, row.name).toMatchObject(await expectedRow(file.service, row.clientId, today));
    const churned = await file.service.graphql<{ allClientIds: Array<{ id: string; isChurned: boolean }> }>(
      DEMO.admin,
      'query ($today: Date!) { allClientIds(input: { today: $today }) { id isChurned } }',
      { today },
    );
    const churnedIds = churned.data!.allClientIds.filter((client) => client.isChurned).map((client) => client.id);
    expect(rows.filter((row) => row.isChurned).map((row) => row.clientId)).toEqual(churnedIds);
  });

  it('shows the main, churned and set-up demo clients sensibly', async () => {
    const main = await rowOf(MAIN_CLIENT);
    expect(main).toMatchObject({ isReady: true, isChurned: false });
    expect(main.waitingForReview).toBeGreaterThan(0);
    expect(main.waitingSince! <= today).toBe(true);
    expect(main.periodTotal).toBeGreaterThan(main.periodDone);
    expect(await rowOf(CHURNED_CLIENT)).toMatchObject({
      isChurned: true,
      waitingForReview: 0,
      waitingSince: null,
      overdue: 0,
      periodTotal: 0,
    });
    expect(await rowOf(SETUP_CLIENT)).toMatchObject({
      isReady: false,
      isChurned: false,
      waitingForReview: 0,
      waitingSince: null,
      overdue: 0,
      periodDone: 0,
      periodTotal: 0,
      lastActivity: null,
      missingConnections: ['WordPress', 'GoogleSearchConsole', 'Facebook'],
    });
  });
});

describe('clientOverview as the work changes', () => {
  const client = clientIdOf(SECOND_CLIENT);

  it('counts a blog post sent for the firm’s review, since its review date', async () => {
    const before = await expectRowCounted(SECOND_CLIENT);
    const [job] = await file.service.app.db.query<{ id: string }>(
      `select b.id from blog_jobs b where b.client_id = $1 and b.status = 'Published' and b.deliverable_id is not null order by b.id limit 1`,
      [client],
    );
    const since = addDays(today, -40);
    await file.service.app.db.query(
      `update blog_jobs set status = 'ReadyForExternalReview', external_review_date = $2, updated_on = now() where id = $1`,
      [job!.id, since],
    );
    const after = await expectRowCounted(SECOND_CLIENT);
    expect(after.waitingForReview).toBe(before.waitingForReview + 1);
    expect(after.waitingSince).toBe(since);
    expect(after.lastActivity! > before.lastActivity!).toBe(true);
  });

  it('counts a deliverable whose due date passes, and leaves it out once opted out', async () => {
    const before = await expectRowCounted(SECOND_CLIENT);
    const [deliverable] = await file.service.app.db.query<{ id: string }>(
      `select d.id from deliverables d where d.client_id = $1 and d.status = 'NotStarted' and d.due_date >= $2::date order by d.id limit 1`,
      [client, today],
    );
    await file.service.app.db.query('update deliverables set due_date = $2, updated_on = now() where id = $1', [
      deliverable!.id,
      addDays(today, -1),
    ]);
    expect((await expectRowCounted(SECOND_CLIENT)).overdue).toBe(before.overdue + 1);
    await file.service.app.db.query('update deliverables set is_opted_out = true where id = $1', [deliverable!.id]);
    expect((await expectRowCounted(SECOND_CLIENT)).overdue).toBe(before.overdue);
  });

  it('follows the current period’s progress as deliverables are done or canceled', async () => {
    const before = await expectRowCounted(MAIN_CLIENT);
    const [open] = await file.service.app.db.query<{ id: string }>(
      `select d.id from deliverables d join subscription_periods p on p.id = d.period_id where d.client_id = $1 and p.start_date <= $2::date
          and p.end_date >= $2::date and d.status = 'InProgress' and not d.is_opted_out order by d.id limit 2`,
      [clientIdOf(MAIN_CLIENT), today],
    );
    await file.service.app.db.query(`update deliverables set status = 'Complete' where id = $1`, [open!.id]);
    expect(await expectRowCounted(MAIN_CLIENT)).toMatchObject({ periodDone: before.periodDone + 1, periodTotal: before.periodTotal });
    await file.service.app.db.query(`update deliverables set status = 'Canceled' where id = $1`, [open!.id]);
    expect(await expectRowCounted(MAIN_CLIENT)).toMatchObject({ periodDone: before.periodDone, periodTotal: before.periodTotal - 1 });
  });

  it('stops naming WordPress once it is connected', async () => {
    const setUp = clientIdOf(SETUP_CLIENT);
    await file.service.app.db.query(
      `insert into connections (client_id, platform, account_name) values ($1, 'WordPress', 'Aspen WordPress')`,
      [setUp],
    );
    expect((await expectRowCounted(SETUP_CLIENT)).missingConnections).toEqual(['GoogleSearchConsole', 'Facebook']);
  });
});

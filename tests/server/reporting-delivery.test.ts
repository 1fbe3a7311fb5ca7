import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DeliveryPeriod } from '../../src/core/api/generated/graphql.ts';
import { todayIso } from '../../demo/server/domain/dates.ts';
import { seededId } from '../../demo/server/store/seed/ids.ts';
import { codeOf, errorOf, schemaMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, serviceForFile } from './support/service.ts';

// deliveryReport: each figure checked against rows this file makes or changes itself, and who may see which period.
const file = serviceForFile(DEMO.admin);
const MAIN = clientIdOf(MAIN_CLIENT);
const SECOND = clientIdOf(SECOND_CLIENT);
const DELIVERY = `query ($input: ReportingInput!) { deliveryReport(input: $input) { periodId startDate endDate isCurrentPeriod
  services { serviceName contracted done onTime } blogPostsPublished socialPostsPublished profilePostsPublished seoChangesApplied backlinksPlaced } }`;

const db = () => file.service.app.db;
const mutate = schemaMutator(() => file.service);
const call = (user: string, clientId: string, periodId: string) =>
  file.service.graphql<{ deliveryReport: DeliveryPeriod[] }>(user, DELIVERY, { input: { clientId, periodId } });

interface Period {
  id: string;
  start_date: string;
  end_date: string;
  is_visible: boolean;
}
const periodsOf = (clientId: string) =>
  db().query<Period>('select id, start_date, end_date, is_visible from subscription_periods where client_id = $1 order by start_date, id', [
    clientId,
  ]);
/** A finished period of Sterling Injury Attorneys (the owner demo user reads it), its third. */
const pastPeriod = async () => (await periodsOf(SECOND))[2]!;

/** The report's figures for one period, as the owner demo user reads them. */
async function figures(periodId: string, clientId = SECOND): Promise<DeliveryPeriod> {
  const result = await call(DEMO.owner, clientId, periodId);
  expect(result.errors).toBeUndefined();
  return result.data!.deliveryReport.find((period) => period.periodId === periodId)!;
}
/** One service's three counts (zero when the period has none of it). */
function service(period: DeliveryPeriod, name: string) {
  const { contracted, done, onTime } = period.services.find((entry) => entry.serviceName === name) ?? { contracted: 0, done: 0, onTime: 0 };
  return { contracted, done, onTime };
}

async function addDeliverable(
  period: Period,
  fields: { service: string; status: string; due: string | null; optedOut?: boolean },
): Promise<string> {
  const id = randomUUID();
  await db().query(
    'insert into deliverables (id, client_id, period_id, service_name, name, status, due_date, is_opted_out) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [id, SECOND, period.id, fields.service, `test ${id}`, fields.status, fields.due, fields.optedOut ?? false],
  );
  return id;
}
const setStatus = (id: string, status: string) => db().query('update deliverables set status = $2 where id = $1', [id, status]);

describe('the periods', () => {
  it('are the selected period and the eleven before it, oldest first, the current one marked', async () => {
    const periods = (await periodsOf(SECOND)).filter((period) => period.is_visible);
    const today = todayIso();
    const current = periods.findIndex((period) => period.start_date <= today && today <= period.end_date);
    expect(current).toBeGreaterThanOrEqual(11);
    const report = (await call(DEMO.owner, SECOND, periods[current]!.id)).data!.deliveryReport;
    expect(report.map((period) => period.periodId)).toEqual(periods.slice(current - 11, current + 1).map((period) => period.id));
    expect(report.map((period) => period.isCurrentPeriod)).toEqual([...Array(11).fill(false), true]);
    expect(report.at(-1)).toMatchObject({ startDate: periods[current]!.start_date, endDate: periods[current]!.end_date });
    // Fewer when the client has fewer.
    expect((await call(DEMO.owner, SECOND, periods[1]!.id)).data!.deliveryReport.map((period) => period.periodId)).toEqual([
      periods[0]!.id,
      periods[1]!.id,
    ]);
  });

  it('lists each service with deliverables in the period by name', async () => {
    const period = await figures((await pastPeriod()).id);
    expect(period.services.map((entry) => entry.serviceName)).toEqual([
      'Backlink',
      'Blog',
      'Google Business Profile',
      'SEO',
      'Social Media',
    ]);
  });
});

describe('contracted, done and on time', () => {
  it('count what is neither canceled nor opted out; done is Published or Complete; late work is done but not on time', async () => {
    const period = await pastPeriod();
    const before = service(await figures(period.id), 'Blog');
    const late = await addDeliverable(period, { service: 'Blog', status: 'InProgress', due: period.start_date });
    expect(service(await figures(period.id), 'Blog')).toEqual({ ...before, contracted: before.contracted + 1 });
    // Completed now, long after its due date: done, not on time.
    await setStatus(late, 'Complete');
    expect(service(await figures(period.id), 'Blog')).toEqual({ ...before, contracted: before.contracted + 1, done: before.done + 1 });
    // Due in the future, or with no due date at all: on time.
    const early = await addDeliverable(period, { service: 'Blog', status: 'ReadyForPublication', due: '2999-12-31' });
    const undated = await addDeliverable(period, { service: 'Blog', status: 'InProgress', due: null });
    await setStatus(early, 'Published');
    await setStatus(undated, 'Published');
    expect(service(await figures(period.id), 'Blog')).toEqual({
      contracted: before.contracted + 3,
      done: before.done + 3,
      onTime: before.onTime + 2,
    });
    // Opted out and canceled ones are not contracted, done or not.
    await db().query('update deliverables set is_opted_out = true where id = $1', [early]);
    await setStatus(undated, 'Canceled');
    await addDeliverable(period, { service: 'Blog', status: 'Published', due: null, optedOut: true });
    expect(service(await figures(period.id), 'Blog')).toEqual({
      contracted: before.contracted + 1,
      done: before.done + 1,
      onTime: before.onTime,
    });
    // Back to work: no longer done.
    await setStatus(late, 'InProgress');
    expect(service(await figures(period.id), 'Blog')).toEqual({ ...before, contracted: before.contracted + 1 });
  });

  it('keeps completed_on: set when a deliverable becomes done, kept while done, cleared when it leaves', async () => {
    const period = await pastPeriod();
    const id = await addDeliverable(period, { service: 'SEO', status: 'InProgress', due: period.end_date });
    const completedOn = async () =>
      (await db().query<{ completed_on: string | null }>('select completed_on from deliverables where id = $1', [id]))[0]!.completed_on;
    expect(await completedOn()).toBeNull();
    await setStatus(id, 'Complete');
    const first = await completedOn();
    expect(Date.now() - Date.parse(first!)).toBeLessThan(60_000);
    await setStatus(id, 'Published');
    expect(await completedOn()).toBe(first);
    await setStatus(id, 'Failed');
    expect(await completedOn()).toBeNull();
    // A statement that names the day itself (an import, the seed) keeps it.
    await db().query("update deliverables set status = 'Complete', completed_on = $2 where id = $1", [
      id,
      `${period.start_date}T08:00:00.000Z`,
    ]);
    expect(await completedOn()).toBe(`${period.start_date}T08:00:00.000Z`);
  });

  it('counts a deliverable staff complete through the API, on time only when its due date has not passed', async () => {
    const periods = await periodsOf(MAIN);
    const today = todayIso();
    const current = periods.find((period) => period.start_date <= today && today <= period.end_date)!;
    const [job] = await db().query<{ id: string; due_date: string }>(
      `select s.id, d.due_date from seo_jobs s join deliverables d on d.id = s.deliverable_id
        where d.period_id = $1 and s.status = 'Pending' and d.status not in ('Complete', 'Published', 'Canceled') order by s.id limit 1`,
      [current.id],
    );
    const before = service(await figures(current.id, MAIN), 'SEO');
    expect((await mutate(DEMO.admin, 'markManualSeoDeliverableComplete', { seoJobId: job!.id })).errors).toBeUndefined();
    const onTime = job!.due_date >= today ? 1 : 0;
    expect(service(await figures(current.id, MAIN), 'SEO')).toEqual({
      contracted: before.contracted,
      done: before.done + 1,
      onTime: before.onTime + onTime,
    });
  });

  it('reads seeded history in which some done work was late', async () => {
    const report = (await call(DEMO.owner, SECOND, (await periodsOf(SECOND)).at(-2)!.id)).data!.deliveryReport;
    const totals = report
      .flatMap((period) => period.services)
      .reduce((sum, entry) => ({ done: sum.done + entry.done, onTime: sum.onTime + entry.onTime }), { done: 0, onTime: 0 });
    expect(totals.onTime).toBeGreaterThan(0);
    expect(totals.onTime).toBeLessThan(totals.done);
  });
});

describe('what was published and placed', () => {
  it('counts blog posts and social and profile posts by publication date, leaving out test jobs and what is not out yet', async () => {
    const period = await pastPeriod();
    const before = await figures(period.id);
    const day = `${period.start_date}T12:00:00.000Z`;
    const blog = (status: string, isTest: boolean, date: string | null) =>
      db().query('insert into blog_jobs (id, client_id, topic, status, is_test, publication_date) values ($1, $2, $3, $4, $5, $6)', [
        randomUUID(),
        SECOND,
        'reporting',
        status,
        isTest,
        date,
      ]);
    await blog('Published', false, day);
    await blog('Published', true, day);
    await blog('ReadyForPublication', false, day);
    await blog('Published', false, '2001-01-01T12:00:00.000Z');
    const socialJob = async (channel: string, isTest = false) => {
      const id = randomUUID();
      await db().query('insert into social_jobs (id, client_id, channel, topic, status, is_test) values ($1, $2, $3, $4, $5, $6)', [
        id,
        SECOND,
        channel,
        'reporting',
        'Published',
        isTest,
      ]);
      return id;
    };
    const post = (jobId: string, platform: string, status: string, date: string | null) =>
      db().query('insert into social_posts (id, social_job_id, platform, status, publication_date) values ($1, $2, $3, $4, $5)', [
        randomUUID(),
        jobId,
        platform,
        status,
        date,
      ]);
    const social = await socialJob('SocialMedia');
    await post(social, 'Facebook', 'Complete', day);
    await post(social, 'LinkedIn', 'Complete', day);
    await post(social, 'X', 'New', null);
    await post(await socialJob('SocialMedia', true), 'Facebook', 'Complete', day);
    await post(await socialJob('GoogleBusinessProfile'), 'GoogleBusinessProfile', 'Complete', day);
    expect(await figures(period.id)).toMatchObject({
      blogPostsPublished: before.blogPostsPublished + 1,
      socialPostsPublished: before.socialPostsPublished + 2,
      profilePostsPublished: before.profilePostsPublished + 1,
    });

    // A post scheduled for later in the current period is not published yet.
    const today = todayIso();
    const current = (await periodsOf(SECOND)).find((entry) => entry.start_date <= today && today <= entry.end_date)!;
    const currentBefore = await figures(current.id);
    await post(social, 'Instagram', 'Complete', new Date(Date.now() + 3_600_000).toISOString());
    expect((await figures(current.id)).socialPostsPublished).toBe(currentBefore.socialPostsPublished);
  });

  it('counts approved changes of Complete SEO jobs once, on the job that carried them out', async () => {
    const period = await pastPeriod();
    const before = await figures(period.id);
    const deliverable = await addDeliverable(period, { service: 'SEO', status: 'InProgress', due: period.end_date });
    const seoJob = async (status: string, decisions: Array<string | null>, parent: string | null = null) => {
      const id = randomUUID();
      await db().query(
        `insert into seo_jobs (id, client_id, deliverable_id, parent_job_id, page_url, status, pre_process_qc) values ($1, $2, $3, $4, 'https://firm.example/p', $5, $6)`,
        [id, SECOND, deliverable, parent, status, parent ? 'Passed' : 'Unevaluated'],
      );
      for (const [position, decision] of decisions.entries()) {
        await db().query(
          "insert into seo_changes (id, seo_job_id, field, current_value, proposed_value, position, decision) values ($1, $2, 'title', 'a', 'b', $3, $4)",
          [randomUUID(), id, position, decision],
        );
      }
      return id;
    };
    const discovery = await seoJob('Complete', ['Approved', 'Approved', 'Rejected', null]);
    expect((await figures(period.id)).seoChangesApplied).toBe(before.seoChangesApplied + 2);
    // Once an execution job carries the approved changes out, they count when it is Complete.
    const execution = await seoJob('ReadyForPostProcessingReview', ['Approved', 'Approved'], discovery);
    expect((await figures(period.id)).seoChangesApplied).toBe(before.seoChangesApplied);
    await db().query("update seo_jobs set status = 'Complete' where id = $1", [execution]);
    expect((await figures(period.id)).seoChangesApplied).toBe(before.seoChangesApplied + 2);
  });

  it('counts Completed backlinks jobs of the period’s deliverables', async () => {
    const period = await pastPeriod();
    const before = await figures(period.id);
    const deliverable = await addDeliverable(period, { service: 'Backlink', status: 'InProgress', due: period.end_date });
    const backlink = (status: string) =>
      db().query(
        "insert into backlink_jobs (id, client_id, deliverable_id, target_url, anchor_text, status) values ($1, $2, $3, 'https://firm.example/', 'firm', $4)",
        [randomUUID(), SECOND, deliverable, status],
      );
    await backlink('Completed');
    await backlink('Pending');
    await backlink('Failed');
    expect((await figures(period.id)).backlinksPlaced).toBe(before.backlinksPlaced + 1);
  });
});

describe('who may read which period', () => {
  it('refuses a user of another firm and a period of another client', async () => {
    const period = await pastPeriod();
    expect(codeOf(await call(DEMO.user, SECOND, period.id))).toBe('FORBIDDEN');
    const mainPeriod = (await periodsOf(MAIN))[0]!;
    expect(errorOf(await call(DEMO.owner, SECOND, mainPeriod.id))).toMatchObject({ code: 'NOT_FOUND', field: 'periodId' });
    expect(errorOf(await call(DEMO.owner, SECOND, 'no-such-period'))).toMatchObject({ code: 'NOT_FOUND', field: 'periodId' });
    expect(errorOf(await call(DEMO.owner, 'no-such-client', period.id))).toMatchObject({ code: 'NOT_FOUND', field: 'clientId' });
  });

  it('shows a period hidden from the firm to staff only', async () => {
    const hidden = seededId(`${MAIN}:period:hidden`);
    const staff = await call(DEMO.admin, MAIN, hidden);
    expect(staff.errors).toBeUndefined();
    expect(staff.data!.deliveryReport.at(-1)!.periodId).toBe(hidden);
    for (const user of [DEMO.owner, DEMO.manager, DEMO.user, DEMO.ppc])
      expect(errorOf(await call(user, MAIN, hidden)), user).toMatchObject({ code: 'NOT_FOUND', field: 'periodId' });
  });
});

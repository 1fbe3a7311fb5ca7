import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApiError } from '../../src/core/api/api-error.ts';
import type { JobStatus, RoleName } from '../../src/core/api/generated/graphql.ts';
import {
  DeleteWordPressBlogDocument,
  GetBlogBoardDocument,
  ModifyBlogJobHumanQcDocument,
  MoveBlogDeliverableToExternalReviewDocument,
  PushBlogToBubbleDocument,
  PushBlogToWordPressDocument,
  RegenerateBlogJobDocument,
  RewriteBlogJobForDeliverableDocument,
  SaveBlogDeliverableManualBubblePublishDocument,
  SetBlogDeliverableReadyForPublicationDocument,
  StartBlogJobDocument,
  UnscheduleBlogDeliverableFromExternalReviewDocument,
  UnscheduleBlogDeliverablePublishDocument,
} from '../../src/core/api/generated/operations.ts';
import type { PortalGraphQLClient } from '../../src/core/api/graphql-client.ts';
import {
  BLOG_ACTIONS,
  BLOG_ACTION_NAMES,
  BLOG_CAPABILITIES,
  blogActionsFor,
  type BlogAction,
} from '../../src/areas/blog/model/blog-actions.ts';
import { approveBlogJobAsStored, storedBlogHash } from './support/approval-fixtures.ts';
import { portalGraphQLAs } from './support/portal-client.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, STAND_INS, type TestService } from './support/service.ts';
import { startServiceWithWordPress } from './support/wordpress-site.ts';

// The blog board's operations, sent by the portal's own GraphQL client to the real service: each validates
// and runs as a role the action table offers it to, is refused as a role it is not offered to, and the
// service agrees with the table on which statuses each action starts from. The main client publishes to a
// real WordPress (scripts/wordpress/site.ts).
let service: TestService;
let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ service, stop } = await startServiceWithWordPress(MAIN, STAND_INS));
});
afterAll(() => stop?.());

const MAIN = clientIdOf(MAIN_CLIENT);
const STATUS_SET_A: JobStatus[] = [
  'Canceled',
  'ClientNotified',
  'Complete',
  'Declined',
  'Failed',
  'InProgress',
  'NotStarted',
  'Processing',
  'Published',
  'ReadyForExternalReview',
  'ReadyForPublication',
  'TaskReady',
  'Unknown',
];
const ROLE_OF: Record<Exclude<keyof typeof DEMO, 'admin'>, RoleName> = {
  owner: 'ACCOUNT_OWNER',
  user: 'USER',
  manager: 'USER_MANAGER',
  ppc: 'PPC_ADMIN',
};

const portalAs = (userId: string): PortalGraphQLClient => portalGraphQLAs(service, userId, { currentPath: () => '/blog-management' });

interface Fixture {
  id: string;
  deliverableId: string;
}

/** A blog job of the main client's current period in a given status, with content to publish. */
async function makeBlogJob(status: JobStatus): Promise<Fixture> {
  const db = service.app.db;
  const [period] = await db.query<{ id: string }>(
    'select id from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date',
    [MAIN],
  );
  const deliverableId = randomUUID();
  const id = randomUUID();
  await db.query(
    `insert into deliverables (id, client_id, period_id, service_name, name, status) values ($1, $2, $3, 'Blog', 'Board fixture', $4)`,
    [deliverableId, MAIN, period!.id, status],
  );
  await db.query(
    `insert into blog_jobs (id, client_id, deliverable_id, topic, status, title, content, word_press_post_id)
     values ($1, $2, $3, 'board fixture', $4, 'Board fixture', '<p>Fixture.</p>', $5)`,
    // A post id on every job, so only the status decides deleteWordPressPost here; Published ones get a real post below.
    [id, MAIN, deliverableId, status, status === 'Published' ? null : '1'],
  );
  if (status === 'ReadyForPublication' || status === 'Published') await approveBlogJobAsStored(db, id);
  return { id, deliverableId };
}

/** A published job with a real post on the WordPress site, so it can be deleted there. */
async function makePublishedOnWordPress(): Promise<Fixture> {
  const job = await makeBlogJob('ReadyForPublication');
  await portalAs(DEMO.admin).request(PushBlogToWordPressDocument, { input: { blogJobId: job.id } });
  return job;
}

/** Calls an action's operation on a job, as a user; answers the service's message. */
const CALLS: Record<BlogAction, (client: PortalGraphQLClient, job: Fixture) => Promise<string>> = {
  approve: async (client, job) =>
    (
      await client.request(SetBlogDeliverableReadyForPublicationDocument, {
        input: { blogJobId: job.id, expectedContentHash: await storedBlogHash(service.app.db, job.id) },
      })
    ).setBlogDeliverableReadyForPublication.message,
  requestChanges: async (client, job) =>
    (
      await client.request(ModifyBlogJobHumanQcDocument, {
        input: { blogJobId: job.id, result: 'Failed', rejectionReason: 'NotRelevantToBlog', comment: 'Please focus on tenants in Ohio.' },
      })
    ).modifyBlogJobHumanQC.message,
  unschedulePublish: async (client, job) =>
    (await client.request(UnscheduleBlogDeliverablePublishDocument, { input: { blogJobId: job.id } })).unscheduleBlogDeliverablePublish
      .message,
  moveToExternalReview: async (client, job) =>
    (await client.request(MoveBlogDeliverableToExternalReviewDocument, { input: { blogJobId: job.id, externalReviewDate: '2031-01-15' } }))
      .moveBlogDeliverableToExternalReview.message,
  unscheduleFromExternalReview: async (client, job) =>
    (await client.request(UnscheduleBlogDeliverableFromExternalReviewDocument, { input: { blogJobId: job.id } }))
      .unscheduleBlogDeliverableFromExternalReview.message,
  regenerate: async (client, job) =>
    (await client.request(RegenerateBlogJobDocument, { input: { blogJobId: job.id } })).regenerateBlogJob.newJobId,
  rewrite: async (client, job) =>
    (
      await client.request(RewriteBlogJobForDeliverableDocument, {
        input: { blogJobId: job.id, instructions: 'Shorter, with a checklist.' },
      })
    ).rewriteBlogJobForDeliverable.newJobId,
  start: async (client, job) =>
    (
      await client.request(StartBlogJobDocument, {
        input: { deliverableId: job.deliverableId, topic: 'board fixture', contentType: 'BlogPost' },
      })
    ).startBlogJob.jobId,
  pushToWordPress: async (client, job) =>
    (await client.request(PushBlogToWordPressDocument, { input: { blogJobId: job.id } })).pushBlogToWordPress.postUrl,
  pushToAppBuilder: async (client, job) =>
    (await client.request(PushBlogToBubbleDocument, { input: { blogJobId: job.id } })).pushBlogToBubble.postUrl,
  saveManualAppBuilderPublish: async (client, job) =>
    (
      await client.request(SaveBlogDeliverableManualBubblePublishDocument, {
        input: { blogJobId: job.id, bubbleUrl: 'https://app.example/blog/board-fixture' },
      })
    ).saveBlogDeliverableManualBubblePublish.message,
  deleteWordPressPost: async (client, job) =>
    (await client.request(DeleteWordPressBlogDocument, { input: { blogJobId: job.id } })).deleteWordPressBlog.blogJobId,
};

/** The job an action can start from: its first status in the table (a real WordPress post for a delete). */
const jobFor = (action: BlogAction) =>
  action === 'deleteWordPressPost' ? makePublishedOnWordPress() : makeBlogJob(BLOG_ACTIONS[action].from[0]!);
interface Outcome {
  answer?: string;
  code?: string;
  error?: PortalApiError;
}
const outcomeOf = (call: Promise<string>): Promise<Outcome> =>
  call.then(
    (answer) => ({ answer }),
    (error: PortalApiError) => ({ code: error.code, error }),
  );
const statusOf = async (id: string) =>
  (await service.app.db.query<{ status: string }>('select status from blog_jobs where id = $1', [id]))[0]!.status;

describe('the board query (GetBlogBoard)', () => {
  it('pages the client’s blog jobs with first and offset, each page in the service’s order', async () => {
    const client = portalAs(DEMO.user);
    const whole = (await client.request(GetBlogBoardDocument, { input: { clientId: MAIN, first: 200 } })).blogJobs;
    expect(whole.totalCount).toBeGreaterThan(4);
    const second = (await client.request(GetBlogBoardDocument, { input: { clientId: MAIN, first: 2, offset: 2 } })).blogJobs;
    expect(second.totalCount).toBe(whole.totalCount);
    expect(second.items.map((job) => job.id)).toEqual(whole.items.slice(2, 4).map((job) => job.id));
    expect(whole.items.every((job) => job.topic && job.status && job.contentType)).toBe(true);
  });

  it('filters by status and topic on the service', async () => {
    const waiting = (
      await portalAs(DEMO.owner).request(GetBlogBoardDocument, {
        input: { clientId: MAIN, statuses: ['ReadyForExternalReview'], first: 200 },
      })
    ).blogJobs;
    expect(waiting.items.length).toBeGreaterThan(0);
    expect(waiting.items.every((job) => job.status === 'ReadyForExternalReview')).toBe(true);
    const topic = waiting.items[0]!.topic;
    const found = (
      await portalAs(DEMO.owner).request(GetBlogBoardDocument, {
        input: { clientId: MAIN, search: topic.slice(1, 6).toUpperCase(), first: 200 },
      })
    ).blogJobs;
    expect(found.items.map((job) => job.topic)).toContain(topic);
  });

  it('is refused for a client the user is not mapped to', async () => {
    const { code } = await outcomeOf(
      portalAs(DEMO.user)
        .request(GetBlogBoardDocument, { input: { clientId: clientIdOf(SECOND_CLIENT) } })
        .then(() => 'answered'),
    );
    expect(code).toBe('FORBIDDEN');
  });
});

describe('each action, as each role', () => {
  it.each(BLOG_ACTION_NAMES)('%s runs for staff, and for exactly the client roles the table offers it to', async (action) => {
    const staffJob = await jobFor(action);
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: await statusOf(staffJob.id), wordPressPostId: '1' })).toContain(action);
    const staff = await outcomeOf(CALLS[action](portalAs(DEMO.admin), staffJob));
    expect(staff.error, `${action} as staff`).toBeUndefined();
    expect(staff.answer).toBeTruthy();

    for (const [who, role] of Object.entries(ROLE_OF) as Array<[keyof typeof ROLE_OF, RoleName]>) {
      const job = await jobFor(action);
      const offered = BLOG_CAPABILITIES[role].includes(BLOG_ACTIONS[action].capability);
      const { code, error } = await outcomeOf(CALLS[action](portalAs(DEMO[who]), job));
      expect(offered ? error : code, `${action} as ${role}`).toBe(offered ? undefined : 'FORBIDDEN');
    }
  });
});

describe('the statuses each action starts from', () => {
  // Statuses the service runs an action in although the table does not offer it there. startBlogJob names the
  // deliverable, not the job, and skips canceled jobs (blog-generation.ts): on a deliverable whose only job is
  // Canceled it creates a new job. The board does not offer that on the canceled job (it shows it in no group).
  const RUNS_BEYOND_THE_TABLE: Partial<Record<BlogAction, JobStatus[]>> = { start: ['Canceled'] };

  // Staff may do everything, so only the status decides; anywhere else the service must answer ILLEGAL_TRANSITION.
  it.each(BLOG_ACTION_NAMES)('%s: the service runs it in exactly the statuses the table offers it in', async (action) => {
    const ranIn: string[] = [];
    const failures: string[] = [];
    for (const status of STATUS_SET_A) {
      const job = status === 'Published' && action === 'deleteWordPressPost' ? await makePublishedOnWordPress() : await makeBlogJob(status);
      const { code, error } = await outcomeOf(CALLS[action](portalAs(DEMO.admin), job));
      if (!error) ranIn.push(status);
      else if (code !== 'ILLEGAL_TRANSITION') failures.push(`${status}: ${code} ${error.message}`);
    }
    const offeredIn = STATUS_SET_A.filter((status) =>
      blogActionsFor(['FIRM_PILOT_ADMIN'], { status, wordPressPostId: '1' }).includes(action),
    );
    expect(failures).toEqual([]);
    expect(ranIn.sort()).toEqual([...offeredIn, ...(RUNS_BEYOND_THE_TABLE[action] ?? [])].sort());
  });

  it('refuses deleting the WordPress post of a published job that is not on WordPress, as the table does', async () => {
    const job = await makeBlogJob('Published');
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: 'Published', wordPressPostId: null })).not.toContain('deleteWordPressPost');
    expect((await outcomeOf(CALLS.deleteWordPressPost(portalAs(DEMO.admin), job))).code).toBe('ILLEGAL_TRANSITION');
  });
});

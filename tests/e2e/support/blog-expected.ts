// The oracle for the blog board: what the service itself holds for a client's period (its blogJobs answer and
// one post's GetBlogPost), and the board's grouping rule written out here from the contract and the status
// machine (demo/server/domain/transitions.ts), not imported from src/.
import {
  GetBlogBoardDocument,
  GetBlogPostDocument,
  type GetBlogBoardQuery,
  type GetBlogPostQuery,
} from '../../../src/core/api/generated/operations.ts';
import { clientIdOf } from '../../../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT } from '../../../demo/server/store/seed/demo-users.ts';
import type { E2eService } from './e2e-service.ts';
import { selectedPeriodServices } from './portal-expected.ts';

export type BoardJob = GetBlogBoardQuery['blogJobs']['items'][number];
export type BlogPost = GetBlogPostQuery['blogJob'];

export const MAIN_CLIENT_ID = clientIdOf(MAIN_CLIENT);

/** The demo people by role, with the id a test token is minted for. */
export const PEOPLE = {
  admin: { id: 'user-admin', email: 'admin@demo.test' },
  owner: { id: 'user-owner', email: 'owner@demo.test' },
  manager: { id: 'user-manager', email: 'manager@demo.test' },
  user: { id: 'user-user', email: 'user@demo.test' },
  ppc: { id: 'user-ppc', email: 'ppc@demo.test' },
} as const;
export type Person = (typeof PEOPLE)[keyof typeof PEOPLE];

/**
 * What the firm must do about a post, by its status: the firm reviews what staff sent it (ReadyForExternalReview),
 * an approved post waits to go out (ReadyForPublication), a post is out (Published, Complete), and everything
 * else is the agency's work. A canceled job was replaced or ended: it is in no group.
 */
export const GROUP_OF_STATUS: Record<string, string | null> = {
  ReadyForExternalReview: 'Waiting for your review',
  ReadyForPublication: 'Scheduled',
  Published: 'Published',
  Complete: 'Published',
  NotStarted: 'In progress',
  InProgress: 'In progress',
  Processing: 'In progress',
  TaskReady: 'In progress',
  ClientNotified: 'In progress',
  Declined: 'In progress',
  Failed: 'In progress',
  Unknown: 'In progress',
  Canceled: null,
};
export const GROUP_TITLES = ['Waiting for your review', 'Scheduled', 'Published', 'In progress'];

/** The contract's region name of a group: "Waiting for your review, 3 posts" (one post is "1 post"). */
export const groupName = (title: string, count: number) => `${title}, ${count} ${count === 1 ? 'post' : 'posts'}`;

/** Each group's topics, sorted, from the service's jobs. */
export function expectedGroups(jobs: readonly BoardJob[]): Record<string, string[]> {
  const groups = Object.fromEntries(GROUP_TITLES.map((title) => [title, [] as string[]]));
  for (const job of jobs) {
    const title = GROUP_OF_STATUS[job.status];
    if (title) groups[title]!.push(job.topic);
  }
  for (const topics of Object.values(groups)) topics.sort();
  return groups;
}

/** The period a fresh sign-in selects (the current one) of a client, as the user sees it. */
export async function currentPeriodId(service: E2eService, userId: string, clientId = MAIN_CLIENT_ID): Promise<string> {
  return (await selectedPeriodServices(service, userId, clientId)).period.id;
}

/** Every blog job of a client's period, as the service lists them to the user (all pages). */
export async function periodBlogJobs(
  service: E2eService,
  userId: string,
  periodId: string,
  clientId = MAIN_CLIENT_ID,
): Promise<BoardJob[]> {
  const jobs: BoardJob[] = [];
  for (let offset = 0; ; offset += 200) {
    const answer = await service.graphql<GetBlogBoardQuery>(userId, GetBlogBoardDocument, {
      input: { clientId, periodId, first: 200, offset },
    });
    const page = answer.data?.blogJobs;
    if (!page) throw new Error(`The service did not list the blog jobs of ${clientId} to ${userId}: ${JSON.stringify(answer.errors)}`);
    jobs.push(...page.items);
    if (page.items.length === 0 || jobs.length >= page.totalCount) return jobs;
  }
}

/** One post as the service holds it now. */
export async function blogPost(service: E2eService, userId: string, blogJobId: string): Promise<BlogPost> {
  const answer = await service.graphql<GetBlogPostQuery>(userId, GetBlogPostDocument, { input: { id: blogJobId } });
  if (!answer.data) throw new Error(`The service did not give ${userId} blog job ${blogJobId}: ${JSON.stringify(answer.errors)}`);
  return answer.data.blogJob;
}

/** The period's one job in a status: the seed gives the main client one blog job of every status this period. */
export function jobIn(jobs: readonly BoardJob[], status: string): BoardJob {
  const job = jobs.find((candidate) => candidate.status === status);
  if (!job) throw new Error(`No blog job is ${status} in this period; the seed gives the main client one of every status.`);
  return job;
}

/** Calls a mutation as a person and fails with the service's reason when it refuses. */
export async function mutate<T = any>(service: E2eService, userId: string, document: string, input: Record<string, unknown>): Promise<T> {
  const answer = await service.graphql<T>(userId, document, { input });
  if (!answer.data) throw new Error(`The service refused ${document.slice(0, 60)}… for ${userId}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

// The oracle for the on-page SEO pages: what the service itself holds for a client's period (its seoJobs answer,
// one job's seoJob), the board's grouping written out here from the service's status machine (not imported from
// src/), and what a person does on the pages.
import type { Locator, Page } from 'playwright-core';
import {
  GetSeoBoardDocument,
  GetSeoJobDocument,
  type GetSeoBoardQuery,
  type GetSeoJobQuery,
} from '../../../src/core/api/generated/operations.ts';
import { scrollThrough } from './blog-board.ts';
import { MAIN_CLIENT_ID } from './blog-expected.ts';
import type { E2eService } from './e2e-service.ts';
import { expectHeading, openPortalPath, portal, SETTLE } from './portal.ts';

export type SeoBoardJob = GetSeoBoardQuery['seoJobs'][number];
export type SeoJob = GetSeoJobQuery['seoJob'];

export const SEO_BOARD_PATH = '/on-page-seo';
export const SEO_BOARD_HEADING = 'On-page SEO Updates';
export const seoReviewPath = (jobId: string) => `/on-page-seo-review/${jobId}`;

/**
 * What the firm must do about an SEO job (demo/server/domain/transitions.ts SEO_MOVES): review the proposed
 * changes (ReadyForPreProcessingReview, until its review is submitted), wait for the agency's work, nothing more
 * (Complete), or look at a failure. A canceled job was replaced: it is in no group.
 */
export function groupOf(job: { status: string; review?: unknown }): string | null {
  if (job.status === 'ReadyForPreProcessingReview') return job.review ? 'In progress' : 'Waiting for your review';
  if (job.status === 'Complete') return 'Complete';
  if (job.status === 'DiscoveryFailed' || job.status === 'ExecutionFailed') return 'Needs attention';
  if (job.status === 'Canceled') return null;
  return 'In progress';
}
export const SEO_GROUP_TITLES = ['Waiting for your review', 'In progress', 'Complete', 'Needs attention'];

/** Every SEO job of a client's period, as the service lists them to the user. */
export async function periodSeoJobs(
  service: E2eService,
  userId: string,
  periodId: string,
  clientId = MAIN_CLIENT_ID,
): Promise<SeoBoardJob[]> {
  const answer = await service.graphql<GetSeoBoardQuery>(userId, GetSeoBoardDocument, {
    input: { clientId, periodId },
    client: { clientId },
    withTestJobs: false,
  });
  if (!answer.data) throw new Error(`The service did not list the SEO jobs of ${clientId} to ${userId}: ${JSON.stringify(answer.errors)}`);
  return answer.data.seoJobs;
}

/** One SEO job as the service holds it now. */
export async function seoJob(service: E2eService, userId: string, jobId: string): Promise<SeoJob> {
  const answer = await service.graphql<GetSeoJobQuery>(userId, GetSeoJobDocument, { input: { id: jobId } });
  if (!answer.data) throw new Error(`The service did not give ${userId} SEO job ${jobId}: ${JSON.stringify(answer.errors)}`);
  return answer.data.seoJob;
}

/** The period's job about a practice-area page (the seed's pages end in the area: /practice-areas/truck-accidents). */
export function jobOfPage<T extends { pageUrl: string }>(jobs: readonly T[], area: string): T {
  const job = jobs.find((candidate) => candidate.pageUrl.endsWith(`/practice-areas/${area}`));
  if (!job) throw new Error(`No SEO job of this period is about the ${area} page; the seed's showcase has one.`);
  return job;
}

export function seoJobIn<T extends { status: string }>(jobs: readonly T[], status: string): T {
  const job = jobs.find((candidate) => candidate.status === status);
  if (!job) throw new Error(`No SEO job is ${status} in this period; the seed gives the main client one of every status.`);
  return job;
}

/** Opens a job's review page in a signed-in page and waits until its page address heads it. */
export async function openReviewPage(page: Page, origin: string, job: { id: string; pageUrl: string }): Promise<Locator> {
  await openPortalPath(page, origin, seoReviewPath(job.id));
  await expectHeading(page, job.pageUrl);
  const host = portal(page);
  await host.getByRole('heading', { name: 'Status history' }).waitFor(SETTLE);
  return host;
}

/** One proposed change's row on the review page, by its position. */
export const changeRow = (host: Locator, position: number) => host.locator('article[data-slot="seo-change"]').nth(position);

/** The decision a row shows: Approved, Rejected or none. */
export const decisionShown = (row: Locator) => row.locator('[data-slot="decision"]').getAttribute('data-decision');

/** Every row's decision, in order. */
export const decisionsShown = (host: Locator) =>
  host
    .locator('article[data-slot="seo-change"] [data-slot="decision"]')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-decision')));

/** The service's decisions of a job, in the same form. */
export const decisionsStored = (job: SeoJob) => job.changes.map((change) => change.decision ?? 'none');

/** The buttons of the page's action bar, by name (none when the person is offered nothing). */
export async function staffActionsOn(host: Locator): Promise<string[]> {
  return (await host.getByRole('group', { name: 'Actions', exact: true }).getByRole('button').allTextContents()).map((text) => text.trim());
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each group of the board view as shown: its region's name and its jobs' pages, read while scrolling its column. */
export async function seoGroupsShown(board: Locator): Promise<Record<string, string[]>> {
  const groups: Record<string, string[]> = {};
  for (const title of SEO_GROUP_TITLES) {
    const region = board.getByRole('region', { name: new RegExp(`^${escapeRegExp(title)}, \\d+ jobs?$`) });
    await region.waitFor(SETTLE);
    const pages = new Set<string>();
    const read = async () => {
      for (const text of await region
        .getByRole('article')
        .evaluateAll((articles) => articles.map((article) => article.querySelector('h3')?.textContent ?? '')))
        pages.add(text);
    };
    const scroller = region.locator('[data-slot="board-scroller"]');
    if ((await scroller.count()) > 0) await scrollThrough(scroller, read);
    else await read();
    groups[(await region.getAttribute('aria-label')) ?? title] = [...pages].sort();
  }
  return groups;
}

/** The same, from the service's jobs. */
export function seoGroupsExpected(jobs: readonly SeoBoardJob[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const title of SEO_GROUP_TITLES) {
    const pages = jobs
      .filter((job) => groupOf(job) === title)
      .map((job) => job.pageUrl)
      .sort();
    groups[`${title}, ${pages.length} ${pages.length === 1 ? 'job' : 'jobs'}`] = pages;
  }
  return groups;
}

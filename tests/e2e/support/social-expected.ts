// The oracle and the steps for the social media and Google Business Profile e2e files: what the service holds
// (its GetSocialBoard and GetSocialPost answers, read as a demo user with a token), the steps staff take through
// the service to put a job where a test needs it, and what a person does on a post's page in the portal.
import type { Locator, Page } from 'playwright-core';
import {
  GetSocialBoardDocument,
  GetSocialPostDocument,
  SetSocialMediaReadyForExternalReviewDocument,
  type GetSocialBoardQuery,
  type GetSocialPostQuery,
} from '../../../src/core/api/generated/operations.ts';
import { SHOWCASE_JOBS } from '../../../demo/server/store/seed/social-showcase-texts.ts';
import { MAIN_CLIENT_ID, mutate, PEOPLE } from './blog-expected.ts';
import { dayFromToday } from './blog-setup.ts';
import type { E2eService } from './e2e-service.ts';
import { expectHeading, openPortalPath, portal, SETTLE } from './portal.ts';

export type SocialChannel = 'SocialMedia' | 'GoogleBusinessProfile';
export type SocialBoardJob = GetSocialBoardQuery['socialMediaJobs'][number];
export type SocialJob = GetSocialPostQuery['socialMediaJob'];

export const SOCIAL_BOARD_PATH = '/social-media-posts';
export const GBP_BOARD_PATH = '/google-business-profile';
export const BOARD_PATH: Record<SocialChannel, string> = { SocialMedia: SOCIAL_BOARD_PATH, GoogleBusinessProfile: GBP_BOARD_PATH };
export const BOARD_HEADING: Record<SocialChannel, string> = {
  SocialMedia: 'Social Media Posts',
  GoogleBusinessProfile: 'Google Business Profile',
};
export const postPath = (channel: SocialChannel, jobId: string) =>
  channel === 'SocialMedia' ? `/social-media-post/${jobId}` : `/google-business-profile-content/${jobId}`;

/** The showcase job of the main client's current period with this key (demo/server/store/seed/social-showcase-texts.ts). */
export function showcaseTopic(key: string): string {
  const job = SHOWCASE_JOBS.find((candidate) => candidate.key === key);
  if (!job) throw new Error(`The social showcase seed has no job "${key}".`);
  return job.topic;
}

/** A client's jobs of one channel in a period, as the service lists them to the user. */
export async function periodSocialJobs(
  service: E2eService,
  userId: string,
  periodId: string,
  channel: SocialChannel,
  clientId = MAIN_CLIENT_ID,
): Promise<SocialBoardJob[]> {
  const answer = await service.graphql<GetSocialBoardQuery>(userId, GetSocialBoardDocument, { input: { clientId, periodId, channel } });
  if (!answer.data)
    throw new Error(`The service did not list the ${channel} jobs of ${clientId} to ${userId}: ${JSON.stringify(answer.errors)}`);
  return answer.data.socialMediaJobs;
}

/** One job as the service holds it now, with its posts and approvals. */
export async function socialJob(service: E2eService, userId: string, jobId: string, clientId = MAIN_CLIENT_ID): Promise<SocialJob> {
  const answer = await service.graphql<GetSocialPostQuery>(userId, GetSocialPostDocument, { input: { id: jobId }, client: { clientId } });
  if (!answer.data) throw new Error(`The service did not give ${userId} social job ${jobId}: ${JSON.stringify(answer.errors)}`);
  return answer.data.socialMediaJob;
}

export function jobWithTopic<T extends { topic: string }>(jobs: readonly T[], topic: string): T {
  const job = jobs.find((candidate) => candidate.topic === topic);
  if (!job) throw new Error(`No job "${topic}" in this period.`);
  return job;
}

/** The seed gives each channel of the main client one demo job waiting for the firm and one scheduled; the first in a status. */
export function socialJobIn<T extends { status: string }>(jobs: readonly T[], status: string): T {
  const job = jobs.find((candidate) => candidate.status === status);
  if (!job) throw new Error(`No job is ${status} in this period.`);
  return job;
}

export function postOn(job: SocialJob, platform: string): SocialJob['posts'][number] {
  const post = job.posts.find((candidate) => candidate.platform === platform);
  if (!post) throw new Error(`"${job.topic}" has no ${platform} post.`);
  return post;
}

/** Staff send a job to the firm for review (TaskReady, Declined or ClientNotified -> ReadyForExternalReview). */
export async function sendJobToFirm(service: E2eService, socialMediaJobId: string): Promise<void> {
  await mutate(service, PEOPLE.admin.id, SetSocialMediaReadyForExternalReviewDocument, {
    socialMediaJobId,
    externalReviewDate: dayFromToday(7),
  });
}

/** Opens a job's page in a signed-in page and waits until its title shows. */
export async function openJobPage(
  page: Page,
  origin: string,
  channel: SocialChannel,
  job: { id: string; topic: string },
): Promise<Locator> {
  await openPortalPath(page, origin, postPath(channel, job.id));
  await expectHeading(page, job.topic);
  return portal(page);
}

/**
 * Moves the portal already open in `page` to a job's page as a link inside it would (the portal follows
 * history.pushState), without loading the page again, and waits until its title shows.
 */
export async function moveToJobPage(page: Page, channel: SocialChannel, job: { id: string; topic: string }): Promise<Locator> {
  await page.evaluate((path) => history.pushState(history.state, '', path), postPath(channel, job.id));
  await expectHeading(page, job.topic);
  return portal(page);
}

/** The buttons of the page's action bar, by name, in order (none when the person is offered nothing). */
export async function actionsOnPage(host: Locator): Promise<string[]> {
  // The bar renders with the job, after the heading: wait for what always follows it, the posts or their absence.
  await host.getByRole('heading', { name: 'Status history' }).waitFor(SETTLE);
  return (await host.getByRole('group', { name: 'Actions', exact: true }).getByRole('button').allTextContents()).map((text) => text.trim());
}

/** Selects a platform's tab and returns its panel. */
export async function openPlatform(host: Locator, network: string): Promise<Locator> {
  const tab = host.getByRole('tab', { name: network, exact: true });
  await tab.click();
  const panel = host.getByRole('tabpanel', { name: network, exact: true });
  await panel.waitFor(SETTLE);
  return panel;
}

/** The length line a panel shows ("123 of 280 characters"). */
export async function lengthShown(panel: Locator): Promise<string> {
  return ((await panel.locator('[data-slot="post-measure"] > div').first().textContent()) ?? '').trim();
}

export const postEditor = (panel: Locator, network: string) =>
  panel.getByRole('textbox', { name: `Text of the ${network} post`, exact: true });
export const saveButtonIn = (panel: Locator) => panel.getByRole('button', { name: 'Save', exact: true });

/** "Edit text" on a platform's panel; resolves once its text field takes input. */
export async function startEditingPost(panel: Locator, network: string): Promise<Locator> {
  await panel.getByRole('button', { name: 'Edit text', exact: true }).click();
  const field = postEditor(panel, network);
  await field.waitFor(SETTLE);
  return field;
}

/** Approve from the page's action bar, with the dialog's Approve. */
export async function approveOnPage(host: Locator): Promise<void> {
  await host.getByRole('group', { name: 'Actions', exact: true }).getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = host.getByRole('dialog', { name: 'Approve' });
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', ...SETTLE });
}

/** Request changes from the page's action bar with a reason (its label) and a comment. */
export async function requestChangesOnPage(host: Locator, reason: string, comment: string): Promise<void> {
  await host.getByRole('group', { name: 'Actions', exact: true }).getByRole('button', { name: 'Request changes', exact: true }).click();
  const dialog = host.getByRole('dialog', { name: 'Request changes' });
  await dialog.getByLabel('Reason').selectOption({ label: reason });
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Send request', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', ...SETTLE });
}

// Social media and Google Business Profile posts approved or sent back where the firm already looks: Home's review
// queue in the portal and the bell on the intranet page, signed in as the owner through the identity provider,
// against a service of its own (the tests decide posts). What the service holds afterwards is asked of it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GetClientNotificationDataDocument, type GetClientNotificationDataQuery } from '../../src/core/api/generated/operations.ts';
import { clientIdOf } from '../../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT } from '../../demo/server/store/seed/demo-users.ts';
import { blockingViolations } from './support/axe.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { bellLabel, demoUser, intranetUrl, notifications, openNotifications } from './support/intranet.ts';
import { expectHeading, openPortalPath, portal, SETTLE, waitForPath } from './support/portal.ts';

const OWNER = demoUser('owner@demo.test');
const CLIENT_ID = clientIdOf(MAIN_CLIENT);

const DECISION_QUERY = `query Decision($id: ID!) {
  socialMediaJob(input: { id: $id }) { status humanQc rejectionReason rejectionComment approvals { approvedBy posts { postId contentVersion } } posts { id contentVersion } }
}`;
interface Decision {
  status: string;
  humanQc: string | null;
  rejectionReason: string | null;
  rejectionComment: string | null;
  approvals: Array<{ approvedBy: string; posts: Array<{ postId: string; contentVersion: number }> }>;
  posts: Array<{ id: string; contentVersion: number }>;
}

describe('posts approved or sent back in place, from Home and from the bell', () => {
  const harness = useBlogHarness();

  async function decisionOf(jobId: string): Promise<Decision> {
    const answer = await harness.service.graphql<{ socialMediaJob: Decision }>(OWNER.id, DECISION_QUERY, { id: jobId });
    if (!answer.data) throw new Error(`The service did not answer for job ${jobId}: ${JSON.stringify(answer.errors)}`);
    return answer.data.socialMediaJob;
  }

  /** The profile posts waiting for the owner's firm, as the bell lists them (the service's own notification data). */
  async function waitingProfilePosts(): Promise<string[]> {
    const answer = await harness.service.graphql<GetClientNotificationDataQuery>(OWNER.id, GetClientNotificationDataDocument, {
      input: { clientId: CLIENT_ID },
    });
    const jobs = answer.data?.clientNotificationData.actionItems.flatMap((item) => item.socialMediaJobs) ?? [];
    return [...new Set(jobs.filter((job) => job.platform === 'GoogleBusinessProfile').map((job) => job.id))];
  }

  /** The intranet page, its bell showing its count (the placeholder before it has no popover), then its popover. */
  async function openBellOnIntranet(page: Page) {
    await page.goto(intranetUrl(harness.service.url));
    await expect.poll(() => bellLabel(page), SETTLE).toMatch(/^\d+ Notifications$/);
    return openNotifications(page);
  }

  // First, while the seed's posts still wait: the two tests after it decide them.
  it('opens a post’s page in the portal from the bell on the intranet page', async () => {
    const page = await harness.signedInPage(OWNER.email);
    const popover = await openBellOnIntranet(page);
    const social = popover.locator('li[data-kind="social"], li[data-kind="googleBusinessProfile"]').first();
    const kind = await social.getAttribute('data-kind');
    await social.locator('[data-slot="notification-open"]').click();
    await page.waitForURL(
      (url) => url.pathname.startsWith(kind === 'social' ? '/social-media-post/' : '/google-business-profile-content/'),
      SETTLE,
    );
    const jobId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await waitForPath(page, new URL(page.url()).pathname);
    const { topic } = (
      await harness.service.graphql<{ socialMediaJob: { topic: string } }>(
        OWNER.id,
        'query T($id: ID!) { socialMediaJob(input: { id: $id }) { topic } }',
        { id: jobId },
      )
    ).data!.socialMediaJob;
    await expectHeading(page, topic);
  });
  it('approves a social media post from Home’s queue: it leaves the queue and the service holds the approval of its posts', async () => {
    const page = await harness.signedInPage(OWNER.email);
    await openPortalPath(page, harness.service.url, '/');
    const queue = portal(page).locator('[data-slot="review-queue"]');
    const social = queue.locator('li[data-kind="social"]').first();
    await social.waitFor(SETTLE);
    const href = (await social.getByRole('link').getAttribute('href')) ?? '';
    const jobId = decodeURIComponent(href.split('/').pop() ?? '');
    expect(href).toBe(`/social-media-post/${jobId}`);

    await page.evaluate(() => {
      const heard = ((globalThis as any).heard = [] as unknown[]);
      document.addEventListener('fp-social-post-approved', (event) => heard.push((event as CustomEvent).detail));
    });
    await social.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = portal(page).getByRole('dialog', { name: 'Approve' });
    await dialog.getByLabel('Comment (optional)').fill('Approved from Home.');
    // Home with its queue's buttons, and the dialog over it, hold no serious or critical axe violation.
    expect(await blockingViolations(page, 'Home with the approve dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();

    await expect.poll(() => queue.locator(`a[href="${href}"]`).count(), SETTLE).toBe(0);
    const decision = await decisionOf(jobId);
    expect(decision.status).toBe('ReadyForPublication');
    expect(decision.humanQc).toBe('Passed');
    // The approval names every post at the version it had: the one the dialog loaded.
    expect(decision.approvals.map((approval) => approval.approvedBy)).toEqual([OWNER.email]);
    const approved = decision.approvals[0]!.posts.map(({ postId, contentVersion }) => ({ id: postId, contentVersion }));
    expect(approved.sort((a, b) => a.id.localeCompare(b.id))).toEqual([...decision.posts].sort((a, b) => a.id.localeCompare(b.id)));
    // <fp-portal> tells the page around it.
    expect(await page.evaluate(() => (globalThis as any).heard)).toEqual([{ jobId }]);
  });

  it('requests changes on a Google Business Profile post from the bell on the intranet page: the reason and comment are stored', async () => {
    const waitingBefore = await waitingProfilePosts();
    expect(waitingBefore.length, 'profile posts waiting for the owner’s firm in the seed').toBeGreaterThan(0);
    const page = await harness.signedInPage(OWNER.email);
    await page.goto(intranetUrl(harness.service.url));
    await page.evaluate(() => {
      const heard = ((globalThis as any).heard = [] as unknown[]);
      document.addEventListener('fp-google-business-profile-post-changes-requested', (event) => heard.push((event as CustomEvent).detail));
    });
    await expect.poll(() => bellLabel(page), SETTLE).toMatch(/^\d+ Notifications$/);
    const popover = await openNotifications(page);
    const profiles = popover.locator('li[data-kind="googleBusinessProfile"]');
    await profiles.first().getByRole('button', { name: 'Request changes' }).click();
    const dialog = notifications(page).getByRole('dialog', { name: 'Request changes' });
    expect(await blockingViolations(page, 'the bell with the request-changes dialog')).toEqual([]);
    await dialog.getByLabel('Reason').selectOption('NotRelevantToPost');
    await dialog.getByLabel('Comment', { exact: true }).fill('This is not our Harbor Street office.');
    await dialog.getByRole('button', { name: 'Send request' }).click();

    // It leaves the bell, and the service no longer lists it as waiting.
    await expect.poll(() => profiles.count(), SETTLE).toBe(waitingBefore.length - 1);
    const waitingAfter = await waitingProfilePosts();
    const [declined] = waitingBefore.filter((id) => !waitingAfter.includes(id));
    const decision = await decisionOf(declined!);
    expect([decision.status, decision.humanQc, decision.rejectionReason, decision.rejectionComment]).toEqual([
      'Declined',
      'Failed',
      'NotRelevantToPost',
      'This is not our Harbor Street office.',
    ]);
    expect(await page.evaluate(() => (globalThis as any).heard)).toEqual([{ jobId: declined }]);
  });
});

// Google Business Profile in the portal, against a service of its own (the tests change posts): the notices of
// a firm whose posts wait for its approval and whose profile is not connected (Harbor & Vale Law: connected to
// WordPress and Facebook only) and of one that auto-publishes and is connected (Sterling Injury Attorneys), the
// preview with the post's type and its button, the phone-number warning before approval, and profile posts
// approved by the firm's owner and user, sent back by staff with a reason and a comment and returned to the firm.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECOND_CLIENT } from '../../demo/server/store/seed/demo-users.ts';
import { currentPeriodId, PEOPLE } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { dayFromToday } from './support/blog-setup.ts';
import { expectHeading, openPortalPath, pickPortalClient, portal, SETTLE, waitForPath } from './support/portal.ts';
import {
  actionsOnPage,
  approveOnPage,
  GBP_BOARD_PATH,
  jobWithTopic,
  openJobPage,
  periodSocialJobs,
  postOn,
  requestChangesOnPage,
  saveButtonIn,
  sendJobToFirm,
  showcaseTopic,
  socialJob,
  socialJobIn,
  startEditingPost,
  type SocialBoardJob,
} from './support/social-expected.ts';

const AUTO_PUBLISH_OFF = 'Auto-publish is off: these posts go out only after you approve them.';
const AUTO_PUBLISH_ON = 'Auto-publish is on: these posts go out on their date without waiting for your approval.';
const CONNECT_PROFILE = 'Connect your Google Business Profile account to start posting.';
const NETWORK = 'Google Business Profile';

describe('Google Business Profile', () => {
  const harness = useBlogHarness();
  let seeded: SocialBoardJob[];

  beforeAll(async () => {
    seeded = await periodSocialJobs(
      harness.service,
      PEOPLE.owner.id,
      await currentPeriodId(harness.service, PEOPLE.owner.id),
      'GoogleBusinessProfile',
    );
  });

  const noticesOf = async (page: Page) => {
    const notices = portal(page).locator('[data-slot="channel-notices"]');
    await notices.waitFor(SETTLE);
    return ((await notices.textContent()) ?? '').trim();
  };

  it('says on the board and the post page that posts wait for approval and the profile is not connected; another firm auto-publishes', async () => {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    await openPortalPath(page, harness.service.url, GBP_BOARD_PATH);
    await expectHeading(page, 'Google Business Profile');
    expect(await noticesOf(page)).toBe(`${AUTO_PUBLISH_OFF}${CONNECT_PROFILE}Open Settings`);
    await portal(page).getByRole('link', { name: 'Open Settings', exact: true }).click();
    await waitForPath(page, '/settings');

    await openJobPage(page, harness.service.url, 'GoogleBusinessProfile', socialJobIn(seeded, 'ReadyForExternalReview'));
    expect(await noticesOf(page)).toBe(`${AUTO_PUBLISH_OFF}${CONNECT_PROFILE}Open Settings`);

    await pickPortalClient(page, SECOND_CLIENT);
    await waitForPath(page, '/');
    await openPortalPath(page, harness.service.url, GBP_BOARD_PATH);
    await expectHeading(page, 'Google Business Profile');
    await expect.poll(() => noticesOf(page), SETTLE).toBe(AUTO_PUBLISH_ON);
  });

  it('previews a profile post as Google shows it: its type and its button, which opens the post’s link', async () => {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    for (const [key, kind, button] of [
      ['gbp-injury-consult', 'Update', 'Learn more'],
      ['gbp-estate-seminar', 'Event', 'Book'],
    ] as const) {
      const job = jobWithTopic(seeded, showcaseTopic(key));
      const post = postOn(await socialJob(harness.service, PEOPLE.owner.id, job.id), 'GoogleBusinessProfile');
      const preview = (await openJobPage(page, harness.service.url, 'GoogleBusinessProfile', job)).getByRole('figure', {
        name: `${NETWORK} preview`,
      });
      await preview.waitFor(SETTLE);
      expect(await preview.locator('figcaption').textContent(), key).toContain(`On Google · ${kind}`);
      const link = preview.getByRole('link', { name: button, exact: true });
      expect(await link.getAttribute('href'), key).toBe(post.callToActionUrl);
      expect(post.callToActionUrl, key).toMatch(/^https:\/\//);
    }
  });

  it('warns of a phone number before approval, marks it in the preview, and approves once it is gone', async () => {
    const job = jobWithTopic(seeded, showcaseTopic('gbp-workplace-injury'));
    await sendJobToFirm(harness.service, job.id);
    const before = postOn(await socialJob(harness.service, PEOPLE.owner.id, job.id), 'GoogleBusinessProfile');
    const page = await harness.signedInPage(PEOPLE.owner.email);
    const host = await openJobPage(page, harness.service.url, 'GoogleBusinessProfile', job);
    expect(await actionsOnPage(host)).toEqual(['Approve', 'Request changes']);
    const warning = host
      .getByRole('alert')
      .filter({ hasText: 'Google rejects profile posts with a phone number in the text ((207) 555-0142).' });
    await warning.waitFor(SETTLE);
    expect(
      await host
        .getByRole('figure', { name: `${NETWORK} preview` })
        .locator('mark[data-mark="phone"]')
        .textContent(),
    ).toContain('(207) 555-0142');
    // The Call now button dials the profile's number, so the button stays without a link.
    expect(
      await host
        .getByRole('figure', { name: `${NETWORK} preview` })
        .getByText('Call now', { exact: true })
        .count(),
    ).toBe(1);

    const field = await startEditingPost(host, NETWORK);
    const fixed = 'Questions about a workplace injury? Press Call now to reach Harbor & Vale Law for a free case review.';
    await field.fill(fixed);
    await warning.waitFor({ state: 'detached', ...SETTLE });
    await saveButtonIn(host).click();
    await expect
      .poll(async () => postOn(await socialJob(harness.service, PEOPLE.owner.id, job.id), 'GoogleBusinessProfile').contentVersion, SETTLE)
      .toBe(before.contentVersion + 1);

    await approveOnPage(host);
    await expect.poll(async () => (await socialJob(harness.service, PEOPLE.owner.id, job.id)).status, SETTLE).toBe('ReadyForPublication');
    const stored = await socialJob(harness.service, PEOPLE.owner.id, job.id);
    expect(stored.approvals.map((approval) => [approval.approvedBy, approval.posts.map((post) => post.content)])).toEqual([
      [PEOPLE.owner.email, [fixed]],
    ]);
  });

  it('lets staff send a profile post back with a reason and a comment and return it to the firm, whose USER approves it', async () => {
    const job = socialJobIn(seeded, 'ReadyForExternalReview');
    const asStaff = await openJobPage(await harness.signedInPage(PEOPLE.admin.email), harness.service.url, 'GoogleBusinessProfile', job);
    expect([...(await actionsOnPage(asStaff))].sort()).toEqual([
      'Approve',
      'Regenerate',
      'Request changes',
      'Unschedule from external review',
    ]);
    const comment = 'Name the office on Harbor Street in the first line.';
    await requestChangesOnPage(asStaff, 'Unprofessional', comment);
    await expect.poll(async () => (await socialJob(harness.service, PEOPLE.admin.id, job.id)).status, SETTLE).toBe('Declined');
    const declined = await socialJob(harness.service, PEOPLE.admin.id, job.id);
    expect([declined.rejectionReason, declined.rejectionComment]).toEqual(['UnProfessional', comment]);

    // Sent back, it is staff's to send to the firm again, by a date.
    await expect.poll(async () => [...(await actionsOnPage(asStaff))].sort(), SETTLE).toEqual(['Regenerate', 'Send to external review']);
    await asStaff
      .getByRole('group', { name: 'Actions', exact: true })
      .getByRole('button', { name: 'Send to external review', exact: true })
      .click();
    const dialog = asStaff.getByRole('dialog', { name: 'Send to external review' });
    await dialog.getByLabel('External review date').fill(dayFromToday(3));
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', ...SETTLE });
    await expect
      .poll(async () => (await socialJob(harness.service, PEOPLE.admin.id, job.id)).externalReviewDate, SETTLE)
      .toBe(dayFromToday(3));
    expect((await socialJob(harness.service, PEOPLE.admin.id, job.id)).status).toBe('ReadyForExternalReview');

    const host = await openJobPage(await harness.signedInPage(PEOPLE.user.email), harness.service.url, 'GoogleBusinessProfile', job);
    expect(await actionsOnPage(host)).toEqual(['Approve', 'Request changes']);
    await approveOnPage(host);
    await expect.poll(async () => (await socialJob(harness.service, PEOPLE.user.id, job.id)).status, SETTLE).toBe('ReadyForPublication');
    expect((await socialJob(harness.service, PEOPLE.user.id, job.id)).approvals.map((approval) => approval.approvedBy)).toEqual([
      PEOPLE.user.email,
    ]);
    await expect.poll(() => actionsOnPage(host), SETTLE).toEqual([]);
  });
});

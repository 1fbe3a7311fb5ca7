// axe-core on the social media and Google Business Profile pages: each board in its board, list and calendar
// views, and a post's page of each (read, with the advertising checks' and the phone number's warnings, and while
// editing), at a desktop's and at a phone's width: no serious or critical violation. The pages only read (the editor is opened,
// nothing saved), so the suite's shared service is enough.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations } from './support/axe.ts';
import { currentPeriodId, PEOPLE } from './support/blog-expected.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import { DESKTOP_VIEWPORT, expectHeading, MOBILE_VIEWPORT, openPortalPath, portal, SETTLE } from './support/portal.ts';
import {
  BOARD_HEADING,
  BOARD_PATH,
  jobWithTopic,
  moveToJobPage,
  periodSocialJobs,
  showcaseTopic,
  startEditingPost,
  type SocialChannel,
} from './support/social-expected.ts';

/** Each channel's post page to check: one whose checks warn (a restricted word; a phone number on the profile). */
const POST_OF: Record<SocialChannel, { key: string; network: string }> = {
  SocialMedia: { key: 'why-clients-choose-us', network: 'Facebook' },
  GoogleBusinessProfile: { key: 'gbp-workplace-injury', network: 'Google Business Profile' },
};

/** Checked once the data has arrived: loading placeholders are not what a person reads. */
async function settled(host: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        host
          .getByRole('status')
          .filter({ hasText: /^Loading/ })
          .count(),
      SETTLE,
    )
    .toBe(0);
}

describe('accessibility of the social media and Google Business Profile pages (axe-core)', () => {
  const harness = usePortalHarness();

  async function boardViews(page: Page, channel: SocialChannel): Promise<string[]> {
    const host = portal(page);
    await openPortalPath(page, harness.service.url, BOARD_PATH[channel]);
    await expectHeading(page, BOARD_HEADING[channel]);
    await host.getByRole('region', { name: /^Waiting for your review, / }).waitFor(SETTLE);
    await host.locator('[data-slot="channel-notices"]').waitFor(SETTLE);
    await settled(host);
    const found = await blockingViolations(page, `${BOARD_PATH[channel]} board view`);
    await host.getByRole('button', { name: 'List', exact: true }).click();
    await host.getByRole('table').waitFor(SETTLE);
    found.push(...(await blockingViolations(page, `${BOARD_PATH[channel]} list view`)));
    await host.getByRole('button', { name: 'Calendar', exact: true }).click();
    // A grid of days on a wide screen, an agenda of the days with posts on a phone.
    await host.locator('[data-slot="review-calendar"] a[data-slot="calendar-entry"]').first().waitFor(SETTLE);
    found.push(...(await blockingViolations(page, `${BOARD_PATH[channel]} calendar view`)));
    return found;
  }

  for (const channel of ['SocialMedia', 'GoogleBusinessProfile'] as const)
    for (const [width, viewport] of [
      ['desktop', DESKTOP_VIEWPORT],
      ['mobile', MOBILE_VIEWPORT],
    ] as const) {
      it(`finds no serious or critical violation on ${BOARD_PATH[channel]} (board, list, calendar) and a post's page at ${width} width`, async () => {
        const page = await harness.signedInPage(PEOPLE.owner.email, { viewport });
        const found = await boardViews(page, channel);

        const jobs = await periodSocialJobs(
          harness.service,
          PEOPLE.owner.id,
          await currentPeriodId(harness.service, PEOPLE.owner.id),
          channel,
        );
        const { key, network } = POST_OF[channel];
        const host = await moveToJobPage(page, channel, jobWithTopic(jobs, showcaseTopic(key)));
        await host.getByRole('heading', { name: 'Status history' }).waitFor(SETTLE);
        await host.locator('[data-slot="channel-notices"]').waitFor(SETTLE);
        await settled(host);
        found.push(...(await blockingViolations(page, `${channel} post page`)));
        await startEditingPost(host.getByRole('tabpanel', { name: network, exact: true }), network);
        found.push(...(await blockingViolations(page, `${channel} post page, editing`)));
        expect(found).toEqual([]);
      });
    }
});

// Public XSS payloads stored through the service as social media and Google Business Profile data (each payload a
// job's topic on both boards, and every payload in the text of the period's editable posts) and shown by the
// boards' lists and the post pages: none runs (no marker call in any frame, no dialog, nothing runnable left in a
// shadow root: the blog suite's guard, which blog-xss.test.ts shows noticing a payload that does run), and where a
// payload is shown as text it reads exactly as stored.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { topicsInList } from './support/blog-board.ts';
import { currentPeriodId, PEOPLE } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { guardAgainstPayloads } from './support/blog-xss.ts';
import { expectHeading, openPortalPath, portal, SETTLE } from './support/portal.ts';
import {
  BOARD_HEADING,
  BOARD_PATH,
  jobWithTopic,
  moveToJobPage,
  openJobPage,
  periodSocialJobs,
  showcaseTopic,
  socialJob,
  type SocialChannel,
  type SocialJob,
} from './support/social-expected.ts';
import { seedPayloadTexts, seedPayloadTopics, storablePayloads, type PayloadPost } from './support/social-xss.ts';

const CHANNELS: readonly SocialChannel[] = ['SocialMedia', 'GoogleBusinessProfile'];
/** Where each channel's payload jobs go: the deliverable of a showcase job still in progress. */
const TOPIC_DELIVERABLE_OF: Record<SocialChannel, string> = { SocialMedia: 'holiday-hours', GoogleBusinessProfile: 'gbp-new-office' };
const LIST_NAME: Record<SocialChannel, string> = {
  SocialMedia: 'Social media posts',
  GoogleBusinessProfile: 'Google Business Profile posts',
};
const NETWORK: Record<string, string> = {
  Facebook: 'Facebook',
  Instagram: 'Instagram',
  LinkedIn: 'LinkedIn',
  X: 'X',
  GoogleBusinessProfile: 'Google Business Profile',
};
/** How many payload-topic jobs are also opened: an even spread. */
const SAMPLE_EVERY = 20;
/** Long enough for a late image error or a timer in a payload to fire before the page is judged. */
const SETTLE_AFTER_MS = 500;
const FROZEN = new Set(['Published', 'Canceled']);

const sorted = (texts: readonly string[]) => [...texts].sort();
/** A text field's value has its line breaks normalized to \n, as browsers do. */
const asTyped = (text: string) => text.replace(/\r\n?/g, '\n');

describe('XSS payloads stored as social media and Google Business Profile data', () => {
  const harness = useBlogHarness();
  const topics: Record<SocialChannel, string[]> = { SocialMedia: [], GoogleBusinessProfile: [] };
  const texts: PayloadPost[] = [];
  const editable: Array<{ channel: SocialChannel; job: SocialJob }> = [];

  beforeAll(async () => {
    const periodId = await currentPeriodId(harness.service, PEOPLE.owner.id);
    for (const channel of CHANNELS) {
      const jobs = await periodSocialJobs(harness.service, PEOPLE.owner.id, periodId, channel);
      const open = jobs.filter((job) => !FROZEN.has(job.status) && job.posts.length > 0);
      for (const job of open) editable.push({ channel, job: await socialJob(harness.service, PEOPLE.owner.id, job.id) });
      topics[channel] = await seedPayloadTopics(
        harness.service,
        channel,
        jobWithTopic(jobs, showcaseTopic(TOPIC_DELIVERABLE_OF[channel])).deliverableId!,
      );
    }
    texts.push(
      ...(await seedPayloadTexts(
        harness.service,
        editable.map(({ job }) => job),
      )),
    );
  });

  async function guardedPage(): Promise<{ page: Page; findings: () => Promise<string[]> }> {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    const guard = await guardAgainstPayloads(page);
    return { page, findings: guard.findings };
  }

  it('stores every payload the service takes as text: as a topic on both boards, and in the posts’ texts exactly as given', async () => {
    expect(storablePayloads().length).toBeGreaterThanOrEqual(300);
    for (const channel of CHANNELS) expect(topics[channel].length, channel).toBeGreaterThanOrEqual(300);
    expect(new Set(texts.map((post) => post.platform))).toEqual(new Set(Object.keys(NETWORK)));
    const held = new Map<string, string>();
    for (const { job } of editable)
      for (const post of (await socialJob(harness.service, PEOPLE.owner.id, job.id)).posts) held.set(post.id, post.content);
    expect(texts.filter((post) => held.get(post.postId) !== post.content).map((post) => post.postId)).toEqual([]);
    expect(
      texts
        .map((post) => post.content)
        .join('\n')
        .split('\n').length,
    ).toBeGreaterThanOrEqual(storablePayloads().length);
  });

  for (const channel of CHANNELS) {
    it(`shows every payload topic as text in the ${channel} board’s list, and runs none`, async () => {
      const { page, findings } = await guardedPage();
      await openPortalPath(page, harness.service.url, BOARD_PATH[channel]);
      await expectHeading(page, BOARD_HEADING[channel]);
      const host = portal(page);
      await host.getByRole('button', { name: 'List', exact: true }).click();
      await host.getByRole('table', { name: LIST_NAME[channel] }).waitFor(SETTLE);
      const shown = new Set(await topicsInList(host));
      expect(sorted(topics[channel].filter((topic) => !shown.has(topic)))).toEqual([]);
      await page.waitForTimeout(SETTLE_AFTER_MS);
      expect(await findings()).toEqual([]);
    });
  }

  it('opens every post holding payloads, in full and in its editor: the text reads as stored, and nothing runs', async () => {
    const { page, findings } = await guardedPage();
    const misread: string[] = [];
    for (const [index, { channel, job }] of editable.entries()) {
      const host = index === 0 ? await openJobPage(page, harness.service.url, channel, job) : await moveToJobPage(page, channel, job);
      for (const post of texts.filter((candidate) => candidate.jobId === job.id)) {
        const network = NETWORK[post.platform]!;
        await host.getByRole('tab', { name: network, exact: true }).click();
        const panel = host.getByRole('tabpanel', { name: network, exact: true });
        const more = panel.getByRole('button', { name: '… see more', exact: true });
        if ((await more.count()) > 0) await more.click();
        await panel.getByRole('button', { name: 'Edit text', exact: true }).click();
        const field = panel.getByRole('textbox', { name: `Text of the ${network} post`, exact: true });
        if ((await field.inputValue()) !== asTyped(post.content)) misread.push(`${job.topic}: ${network}`);
      }
    }
    expect(misread).toEqual([]);
    await page.waitForTimeout(SETTLE_AFTER_MS);
    expect(await findings()).toEqual([]);
  });

  it('opens a spread of the payload-topic jobs on both boards: each title reads as stored, and nothing runs', async () => {
    const { page, findings } = await guardedPage();
    const jobs = await Promise.all(
      CHANNELS.map(async (channel) => ({
        channel,
        jobs: await periodSocialJobs(harness.service, PEOPLE.owner.id, await currentPeriodId(harness.service, PEOPLE.owner.id), channel),
      })),
    );
    let first = true;
    for (const { channel, jobs: listed } of jobs) {
      for (const topic of topics[channel].filter((_, index) => index % SAMPLE_EVERY === 0)) {
        const job = jobWithTopic(listed, topic);
        if (first) await openJobPage(page, harness.service.url, channel, job);
        else await moveToJobPage(page, channel, job);
        first = false;
      }
    }
    await page.waitForTimeout(SETTLE_AFTER_MS);
    expect(await findings()).toEqual([]);
  });
});

// The blog board at /blog-management in the portal, as each demo role, against a service of its own (the tests
// change posts): what it groups where, which actions each role gets, and that each action reaches the service.
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startWordPressSite } from '../../scripts/wordpress/site.ts';
import { statusLabel } from '../../src/core/review/status-labels.ts';
import {
  approveOnBoard,
  BLOG_MANAGEMENT_PATH,
  boardShown,
  chooseAction,
  expectInGroup,
  groupsExpected,
  jobCard,
  openActions,
  requestChangesOnBoard,
  useSeededPeriod,
  waitForBoard,
} from './support/blog-board.ts';
import { blogPost, expectedGroups, jobIn, PEOPLE, periodBlogJobs, type Person } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { connectFirm } from './support/wordpress-harness.ts';
import { approveThroughService, sendToFirm } from './support/blog-setup.ts';
import { expectHeading, openPortalPath, portal, SETTLE } from './support/portal.ts';

const sorted = (items: readonly string[]) => [...items].sort();
// What each role may do with a post waiting for the firm and with a scheduled one: review roles approve, request
// changes and unschedule; staff also move posts through external review, replace and publish them.
const REVIEW_ON_WAITING = ['Approve and schedule', 'Request changes'];
const STAFF_ON_WAITING = [...REVIEW_ON_WAITING, 'Unschedule from external review', 'Regenerate', 'Rewrite'];
const REVIEW_ON_SCHEDULED = ['Unschedule publishing'];
const STAFF_ON_SCHEDULED = [...REVIEW_ON_SCHEDULED, 'Push to WordPress', 'Push to app builder', 'Record app builder publish'];
const STAFF_ONLY = [
  'Send to external review',
  'Unschedule from external review',
  'Regenerate',
  'Rewrite',
  'Start job',
  'Push to WordPress',
  'Push to app builder',
  'Record app builder publish',
  'Delete WordPress post',
];

describe('the blog board at /blog-management', () => {
  const harness = useBlogHarness(undefined, { localSites: 1 });
  const period = useSeededPeriod(harness);

  async function openBoard(person: Person): Promise<Page> {
    const page = await harness.signedInPage(person.email);
    await openPortalPath(page, harness.service.url, BLOG_MANAGEMENT_PATH);
    await expectHeading(page, 'Blog Management');
    await waitForBoard(portal(page));
    return page;
  }

  it('shows every role the period’s posts grouped as the service lists them, and only the actions of the role', async () => {
    const now = await periodBlogJobs(harness.service, PEOPLE.owner.id, period.id);
    const waiting = jobIn(now, 'ReadyForExternalReview');
    const scheduled = jobIn(now, 'ReadyForPublication');
    const offers: Record<string, { waiting: string[]; scheduled: string[] } | 'none'> = {};
    for (const person of Object.values(PEOPLE)) {
      const jobs = await periodBlogJobs(harness.service, person.id, period.id);
      const board = portal(await openBoard(person));
      const shown = await boardShown(board);
      expect(shown.groups, person.email).toEqual(groupsExpected(expectedGroups(jobs)));
      for (const job of jobs.filter((candidate) => candidate.status !== 'Canceled')) {
        expect(shown.cards.get(job.topic), `${person.email}: ${job.topic}`).toContain(statusLabel(job.status));
      }
      if (person === PEOPLE.ppc) {
        offers[person.email] =
          (await board.getByRole('button', { name: /^Actions for / }).count()) === 0 ? 'none' : { waiting: [], scheduled: [] };
        continue;
      }
      const onWaiting = sorted(await openActions(board, waiting.topic));
      await board.page().keyboard.press('Escape');
      const onScheduled = sorted(await openActions(board, scheduled.topic));
      await board.page().keyboard.press('Escape');
      offers[person.email] = { waiting: onWaiting, scheduled: onScheduled };
    }
    const review = { waiting: sorted(REVIEW_ON_WAITING), scheduled: sorted(REVIEW_ON_SCHEDULED) };
    expect(offers).toEqual({
      [PEOPLE.admin.email]: { waiting: sorted(STAFF_ON_WAITING), scheduled: sorted(STAFF_ON_SCHEDULED) },
      [PEOPLE.owner.email]: review,
      [PEOPLE.manager.email]: review,
      [PEOPLE.user.email]: review,
      [PEOPLE.ppc.email]: 'none',
    });
  });

  it('lets a USER open every menu without meeting a staff action', async () => {
    const board = portal(await openBoard(PEOPLE.user));
    const buttons = board.getByRole('button', { name: /^Actions for / });
    const seen = new Set<string>();
    for (let index = 0; index < (await buttons.count()); index += 1) {
      const topic = ((await buttons.nth(index).getAttribute('aria-label')) ?? '').replace(/^Actions for /, '');
      for (const action of await openActions(board, topic)) seen.add(action);
      await board.page().keyboard.press('Escape');
    }
    expect(seen.size).toBeGreaterThan(0);
    expect([...seen].filter((action) => STAFF_ONLY.includes(action))).toEqual([]);
  });

  it('approves a post waiting for review: it moves to Scheduled and the service records the approved version', async () => {
    const job = jobIn(period.seeded, 'ReadyForExternalReview');
    const before = await blogPost(harness.service, PEOPLE.owner.id, job.id);
    const board = portal(await openBoard(PEOPLE.owner));

    await approveOnBoard(board, job.topic);
    await board.getByText(`"${job.topic}" is ready for publication.`).waitFor(SETTLE);
    await expectInGroup(board, job.topic, 'Scheduled');

    const after = await blogPost(harness.service, PEOPLE.owner.id, job.id);
    expect(after.status).toBe('ReadyForPublication');
    expect(after.approvals).toEqual([
      expect.objectContaining({
        version: before.contentVersion,
        approvedBy: PEOPLE.owner.email,
        contentHash: createHash('sha256').update(before.content, 'utf8').digest('hex'),
      }),
    ]);
  });

  it('requests changes with a reason and a comment: the service declines the post with both', async () => {
    const job = jobIn(period.seeded, 'TaskReady');
    await sendToFirm(harness.service, job.id);
    const board = portal(await openBoard(PEOPLE.manager));
    await expectInGroup(board, job.topic, 'Waiting for your review');

    const comment = 'The second section repeats the first; please cite the Ohio statute.';
    await requestChangesOnBoard(board, job.topic, 'Unprofessional', comment);
    await board.getByText(`Declined "${job.topic}".`).waitFor(SETTLE);
    await expectInGroup(board, job.topic, 'In progress');
    expect((await boardShown(board, ['In progress'])).cards.get(job.topic)).toContain(statusLabel('Declined'));

    const after = await blogPost(harness.service, PEOPLE.manager.id, job.id);
    expect({ status: after.status, reason: after.rejectionReason, comment: after.rejectionComment }).toEqual({
      status: 'Declined',
      reason: 'UnProfessional',
      comment,
    });
  });

  it('unschedules a scheduled post as a USER: it goes back to waiting for review', async () => {
    const job = jobIn(period.seeded, 'ReadyForPublication');
    const board = portal(await openBoard(PEOPLE.user));

    await chooseAction(board, job.topic, 'Unschedule publishing');
    await board.getByText(`"${job.topic}" is no longer scheduled; it is back in review.`).waitFor(SETTLE);
    await expectInGroup(board, job.topic, 'Waiting for your review');
    expect((await blogPost(harness.service, PEOPLE.user.id, job.id)).status).toBe('ReadyForExternalReview');
  });

  it('pushes a scheduled post to WordPress as staff: the firm’s real site publishes it and the post shows as published', async () => {
    const job = jobIn(period.seeded, 'ClientNotified');
    await approveThroughService(harness.service, job.id);
    const post = await blogPost(harness.service, PEOPLE.admin.id, job.id);
    const site = await startWordPressSite({ port: harness.localSitePort() });
    try {
      await connectFirm(harness.service, site);
      const board = portal(await openBoard(PEOPLE.admin));
      await expectInGroup(board, job.topic, 'Scheduled');

      await chooseAction(board, job.topic, 'Push to WordPress');
      await board.getByText(`Published "${post.publicationTitle}" to WordPress.`).waitFor(SETTLE);
      await expectInGroup(board, job.topic, 'Published');

      const after = await blogPost(harness.service, PEOPLE.admin.id, job.id);
      expect(after.status).toBe('Published');
      await expect(jobCard(board, job.topic).getByRole('link', { name: 'View on WordPress' }).getAttribute('href')).resolves.toBe(
        after.wordPressUrl,
      );
      // On the site: the post at its permalink, under its title, with the featured image (PNG: WordPress refuses SVG).
      const published = (await (await fetch(`${site.url}/wp-json/wp/v2/posts/${after.wordPressPostId}`)).json()) as {
        link: string;
        title: { rendered: string };
        featured_media: number;
      };
      expect({ link: published.link, title: published.title.rendered }).toEqual({ link: after.wordPressUrl, title: post.publicationTitle });
      expect((await fetch(after.wordPressUrl!)).status).toBe(200);
      const media = (await (await fetch(`${site.url}/wp-json/wp/v2/media/${published.featured_media}`)).json()) as { mime_type: string };
      expect(media.mime_type).toBe('image/png');
      // Published, the post offers staff only what undoes the publication.
      expect(await openActions(board, job.topic)).toEqual(['Delete WordPress post']);
    } finally {
      await site.stop();
    }
  });

  it('offers nothing at all to a PPC_ADMIN, whose role has no blog actions', async () => {
    const board = portal(await openBoard(PEOPLE.ppc));
    expect(await board.getByRole('article').count()).toBeGreaterThan(0);
    expect(await board.getByRole('button', { name: /^Actions for / }).count()).toBe(0);
  });
});

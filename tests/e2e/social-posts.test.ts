// Social Media Posts in the portal, against a service of its own (the tests change jobs), one Chromium and one
// sign-in per role for the whole file: the board's groups as the service lists the jobs, what each role is offered
// on a job's page, the firm's approval and request for changes reaching the service, staff posting a scheduled job
// through the local posting provider (which records the call) with each network's link shown, the calendar view's
// dated posts opened from their day; and editing: the length counted as the network counts it while typing (X: a
// link is 23), a text past the limit warned about and not saveable (and refused by the service), a conflicting
// save from a second browser shown side by side and settled, a draft that survives a reload, and staff's approval
// done with the keyboard alone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ModifySocialMediaPostContentDocument } from '../../src/core/api/generated/operations.ts';
import { measurePost } from '../../src/shared/posts/measure-post.ts';
import { currentPeriodId, GROUP_OF_STATUS as BLOG_GROUP_OF_STATUS, PEOPLE, type Person } from './support/blog-expected.ts';
import { eventsHeard, listenForEvents } from './support/blog-board.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { expectHeading, focusedElement, openPortalPath, portal, SETTLE, tabTo, waitForPath } from './support/portal.ts';
import {
  actionsOnPage,
  approveOnPage,
  jobWithTopic,
  lengthShown,
  moveToJobPage,
  openJobPage,
  openPlatform,
  periodSocialJobs,
  postOn,
  postPath,
  requestChangesOnPage,
  saveButtonIn,
  sendJobToFirm,
  showcaseTopic,
  SOCIAL_BOARD_PATH,
  socialJob,
  socialJobIn,
  startEditingPost,
  type SocialBoardJob,
} from './support/social-expected.ts';

const sorted = (items: readonly string[]) => [...items].sort();
/**
 * What the firm must do about a job, by its status: as the blog board groups posts (blog-expected.ts, from the
 * service's status machine), except that a job the firm sent back or one that failed needs attention.
 */
const GROUP_OF_STATUS: Record<string, string | null> = { ...BLOG_GROUP_OF_STATUS, Declined: 'Needs attention', Failed: 'Needs attention' };
/** The networks in the order a card names them. */
const NETWORK_ORDER = ['Facebook', 'Instagram', 'LinkedIn', 'X'];
const NETWORKS = { Facebook: 'Facebook', Instagram: 'Instagram', LinkedIn: 'LinkedIn', X: 'X' } as const;
/** The posting provider's names for the networks (Ayrshare's API: X is still "twitter"). */
const PROVIDER_PLATFORM: Record<string, string> = { Facebook: 'facebook', Instagram: 'instagram', LinkedIn: 'linkedin', X: 'twitter' };
/** Longer than 23 characters, so counting it as its length would differ from counting it as X does. */
const LONG_LINK = 'https://www.harborvale.law/guides/estate-planning/new-parents/checklist-2026';
/** The shared count (twitter-text, the one the service refuses by), the oracle for what the page shows. */
const xCount = (text: string) => measurePost('X', text).count;

const harness = useBlogHarness();
let seeded: SocialBoardJob[];

beforeAll(async () => {
  seeded = await periodSocialJobs(harness.service, PEOPLE.owner.id, await currentPeriodId(harness.service, PEOPLE.owner.id), 'SocialMedia');
});

describe('Social Media Posts: review, roles, posting and the calendar', () => {
  async function openAs(person: Person, job: { id: string; topic: string }): Promise<{ page: Page; host: ReturnType<typeof portal> }> {
    const page = await harness.signedInPage(person.email);
    return { page, host: await openJobPage(page, harness.service.url, 'SocialMedia', job) };
  }

  it('groups the period’s jobs on the board as the service lists them, naming each job’s networks', async () => {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    await openPortalPath(page, harness.service.url, SOCIAL_BOARD_PATH);
    await expectHeading(page, 'Social Media Posts');
    const host = portal(page);
    const shown: Record<string, string[]> = {};
    for (const title of Object.values(GROUP_OF_STATUS)) {
      if (!title || shown[title]) continue;
      const region = host.getByRole('region', { name: new RegExp(`^${title}, \\d+ jobs?$`) });
      await region.waitFor(SETTLE);
      const cards = await region
        .getByRole('article')
        .evaluateAll((articles) =>
          articles.map(
            (article) =>
              `${article.querySelector('h3')?.textContent ?? ''}: ${[...article.querySelectorAll('[role="img"][data-platform]')].map((icon) => icon.getAttribute('aria-label')).join(' ')}`,
          ),
        );
      shown[title] = [`${(await region.getAttribute('aria-label')) ?? ''}`, ...sorted(cards)];
    }
    const expected: Record<string, string[]> = {};
    for (const title of new Set(Object.values(GROUP_OF_STATUS).filter((value): value is string => value !== null))) {
      const jobs = seeded.filter((job) => GROUP_OF_STATUS[job.status] === title);
      const networks = (job: SocialBoardJob) =>
        NETWORK_ORDER.filter((network) => job.posts.some((post) => post.platform === network)).join(' ');
      expected[title] = [
        `${title}, ${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}`,
        ...sorted(jobs.map((job) => `${job.topic}: ${networks(job)}`)),
      ];
    }
    expect(shown).toEqual(expected);
  });

  it('offers each role only what it may do: the firm reviews, staff also move and post, a PPC_ADMIN neither acts nor edits', async () => {
    const waiting = socialJobIn(seeded, 'ReadyForExternalReview');
    const scheduled = socialJobIn(seeded, 'ReadyForPublication');
    const published = jobWithTopic(seeded, showcaseTopic('veterans-clinic'));
    const offered: Record<string, unknown> = {};
    for (const person of Object.values(PEOPLE)) {
      const page = await harness.signedInPage(person.email);
      const onWaiting = await openJobPage(page, harness.service.url, 'SocialMedia', waiting);
      const waitingActions = sorted(await actionsOnPage(onWaiting));
      const canEdit = (await onWaiting.getByRole('button', { name: 'Edit text', exact: true }).count()) > 0;
      const onScheduled = await moveToJobPage(page, 'SocialMedia', scheduled);
      const scheduledActions = sorted(await actionsOnPage(onScheduled));
      const onPublished = await moveToJobPage(page, 'SocialMedia', published);
      await actionsOnPage(onPublished);
      const editsPublished = (await onPublished.getByRole('button', { name: 'Edit text', exact: true }).count()) > 0;
      offered[person.email] = { waiting: waitingActions, scheduled: scheduledActions, canEdit, editsPublished };
    }
    const firm = { waiting: ['Approve', 'Request changes'], scheduled: [], canEdit: true, editsPublished: false };
    expect(offered).toEqual({
      [PEOPLE.admin.email]: {
        waiting: sorted(['Approve', 'Request changes', 'Unschedule from external review', 'Regenerate']),
        scheduled: ['Post to social media'],
        canEdit: true,
        editsPublished: false,
      },
      [PEOPLE.owner.email]: firm,
      [PEOPLE.manager.email]: firm,
      [PEOPLE.user.email]: firm,
      [PEOPLE.ppc.email]: { waiting: [], scheduled: [], canEdit: false, editsPublished: false },
    });
  });

  it('approves as the owner: the job is scheduled, and the service and the page hold who approved which posts', async () => {
    const job = socialJobIn(seeded, 'ReadyForExternalReview');
    const { page, host } = await openAs(PEOPLE.owner, job);
    await listenForEvents(page, ['fp-social-post-approved', 'fp-social-post-changes-requested']);
    await approveOnPage(host);
    await expect.poll(async () => (await socialJob(harness.service, PEOPLE.owner.id, job.id)).status, SETTLE).toBe('ReadyForPublication');
    // The page around <fp-portal> hears of it.
    await expect.poll(() => eventsHeard(page), SETTLE).toEqual([{ type: 'fp-social-post-approved', detail: { jobId: job.id } }]);
    const stored = await socialJob(harness.service, PEOPLE.owner.id, job.id);
    expect(stored.humanQc).toBe('Passed');
    expect(stored.approvals.map((approval) => [approval.approvedBy, approval.voided])).toEqual([[PEOPLE.owner.email, false]]);
    expect(sorted(stored.approvals[0]!.posts.map((post) => post.content))).toEqual(sorted(stored.posts.map((post) => post.content)));
    await host.getByText(new RegExp(`^Approved by ${PEOPLE.owner.email.replace(/\./g, '\\.')} on `)).waitFor(SETTLE);
    // Approved, it is no longer the firm's to approve.
    await expect.poll(() => actionsOnPage(host), SETTLE).toEqual([]);
  });

  it('requests changes as a USER with a reason and a comment: the service has both, and the page says them', async () => {
    const job = jobWithTopic(seeded, showcaseTopic('why-clients-choose-us'));
    await sendJobToFirm(harness.service, job.id);
    const { page, host } = await openAs(PEOPLE.user, job);
    await listenForEvents(page, ['fp-social-post-approved', 'fp-social-post-changes-requested']);
    const comment = 'Please drop the promise of a maximum settlement; we cannot say that.';
    await requestChangesOnPage(host, 'Not relevant to the post', comment);
    await expect.poll(async () => (await socialJob(harness.service, PEOPLE.user.id, job.id)).status, SETTLE).toBe('Declined');
    await expect.poll(() => eventsHeard(page), SETTLE).toEqual([{ type: 'fp-social-post-changes-requested', detail: { jobId: job.id } }]);
    const stored = await socialJob(harness.service, PEOPLE.user.id, job.id);
    expect([stored.humanQc, stored.rejectionReason, stored.rejectionComment]).toEqual(['Failed', 'NotRelevantToPost', comment]);
    const verdict = host.locator('p', { hasText: 'Changes requested: Not relevant to the post' });
    await verdict.waitFor(SETTLE);
    expect(((await verdict.textContent()) ?? '').trim()).toBe(`Changes requested: Not relevant to the post“${comment}”`);
    expect(await actionsOnPage(host)).toEqual([]);
  });

  it('lets staff post a scheduled job: one call per network reaches the posting provider, and each network’s link shows', async () => {
    const job = socialJobIn(seeded, 'ReadyForPublication');
    const before = await socialJob(harness.service, PEOPLE.admin.id, job.id);
    const callsBefore = (await harness.service.targetCalls('ayrshare')).length;
    const { host } = await openAs(PEOPLE.admin, job);
    await host
      .getByRole('group', { name: 'Actions', exact: true })
      .getByRole('button', { name: 'Post to social media', exact: true })
      .click();
    const dialog = host.getByRole('dialog', { name: 'Post to social media' });
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', ...SETTLE });

    await expect.poll(async () => (await socialJob(harness.service, PEOPLE.admin.id, job.id)).status, SETTLE).toBe('Published');
    const after = await socialJob(harness.service, PEOPLE.admin.id, job.id);
    const sent = (await harness.service.targetCalls('ayrshare')).slice(callsBefore);
    expect(sorted(sent.map((call) => `${call.method} ${JSON.stringify(call.body.platforms)} ${call.body.post}`))).toEqual(
      sorted(before.posts.map((post) => `POST ${JSON.stringify([PROVIDER_PLATFORM[post.platform]])} ${post.content}`)),
    );
    for (const post of after.posts) {
      expect(post.status, post.platform).toBe('Complete');
      expect(post.postUrl, post.platform).toMatch(/^https?:\/\//);
      const network = NETWORKS[post.platform as keyof typeof NETWORKS];
      const panel = await openPlatform(host, network);
      const link = panel.getByRole('link', { name: `View on ${network}`, exact: true });
      await link.waitFor(SETTLE);
      expect(await link.getAttribute('href'), network).toBe(post.postUrl);
    }
  });

  it('shows each scheduled and published post on its day in the calendar, and opens its job from there', async () => {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    await openPortalPath(page, harness.service.url, SOCIAL_BOARD_PATH);
    await expectHeading(page, 'Social Media Posts');
    const host = portal(page);
    await host.getByRole('button', { name: 'Calendar', exact: true }).click();
    const calendar = host.getByRole('grid');
    await calendar.waitFor(SETTLE);

    const localDay = (iso: string) => page.evaluate((instant) => new Date(instant).toLocaleDateString('en-CA'), iso);
    const scheduled = await socialJob(harness.service, PEOPLE.owner.id, jobWithTopic(seeded, showcaseTopic('new-parents-checklist')).id);
    const published = await socialJob(harness.service, PEOPLE.owner.id, jobWithTopic(seeded, showcaseTopic('veterans-clinic')).id);
    // Published work is dated this month up to today, scheduled work after today: on a month's last day, in the next.
    for (const [job, kind, dateOf] of [
      [published, 'published', 'publicationDate'],
      [scheduled, 'scheduled', 'scheduledFor'],
    ] as const) {
      const days = new Set(await Promise.all(job.posts.map((post) => localDay(post[dateOf]!))));
      for (const day of days) {
        const cell = calendar.locator(`[role="gridcell"][data-day="${day}"]`);
        if ((await cell.count()) === 0) await host.getByRole('button', { name: 'Next month', exact: true }).click();
        await cell.waitFor(SETTLE);
        // A month's day shows three entries, then "+N more" (on a month's first day every published post is on it):
        // the job's posts are among those shown or in the day's whole list.
        const entryIn = (place: typeof cell) => place.locator(`a[data-slot="calendar-entry"][data-kind="${kind}"]`, { hasText: job.topic });
        if ((await entryIn(cell).count()) > 0) continue;
        await cell.locator('[data-slot="calendar-more"]').click();
        const dayList = host.locator('[data-slot="calendar-day-dialog"]');
        await dayList.waitFor(SETTLE);
        expect(await entryIn(dayList).count(), `${job.topic} on ${day}`).toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        await dayList.waitFor({ state: 'hidden', ...SETTLE });
      }
    }

    const day = await localDay(scheduled.posts[0]!.scheduledFor!);
    await calendar
      .locator(`[role="gridcell"][data-day="${day}"] a[data-slot="calendar-entry"]`, { hasText: scheduled.topic })
      .first()
      .click();
    await waitForPath(page, postPath('SocialMedia', scheduled.id));
    await expectHeading(page, scheduled.topic);
  });
});

describe('editing a social media post', () => {
  it('counts an X post as X does while typing, warns and blocks a save past 280, and the service refuses one', async () => {
    const job = jobWithTopic(seeded, showcaseTopic('new-parents-checklist'));
    const stored = postOn(await socialJob(harness.service, PEOPLE.owner.id, job.id), 'X');
    const page = await harness.signedInPage(PEOPLE.owner.email);
    const panel = await openPlatform(await openJobPage(page, harness.service.url, 'SocialMedia', job), 'X');
    expect(await lengthShown(panel)).toBe(`${xCount(stored.content)} of 280 weighted characters`);

    const field = await startEditingPost(panel, 'X');
    // Ctrl+End: the end of the whole text (End alone stops at the end of the wrapped line).
    await field.press('Control+End');
    await field.pressSequentially(` ${LONG_LINK}`);
    // The link weighs 23 whatever its length, plus the space before it.
    await expect.poll(() => lengthShown(panel), SETTLE).toBe(`${xCount(stored.content) + 24} of 280 weighted characters`);
    expect(xCount(`${stored.content} ${LONG_LINK}`)).toBe(xCount(stored.content) + 24);
    await saveButtonIn(panel).waitFor(SETTLE);
    expect(await saveButtonIn(panel).isEnabled()).toBe(true);

    const tooLong = `${stored.content} ${LONG_LINK} ${'a'.repeat(280 - xCount(stored.content) - 24 - 1 + 7)}`;
    expect(xCount(tooLong)).toBe(287);
    await field.fill(tooLong);
    await panel
      .getByRole('alert')
      .filter({ hasText: "7 weighted characters over X's limit of 280: shorten it before saving." })
      .waitFor(SETTLE);
    expect(await panel.getByRole('meter', { name: 'Length of the X post' }).getAttribute('aria-valuenow')).toBe('287');
    expect(await saveButtonIn(panel).isDisabled()).toBe(true);

    // The service holds the same line: the over-long text is refused, naming the network, and nothing changes.
    const refused = await harness.service.graphql(PEOPLE.owner.id, ModifySocialMediaPostContentDocument, {
      input: { socialMediaPostId: stored.id, content: tooLong, expectedVersion: stored.contentVersion },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/X.*280/);
    const after = postOn(await socialJob(harness.service, PEOPLE.owner.id, job.id), 'X');
    expect([after.content, after.contentVersion]).toEqual([stored.content, stored.contentVersion]);
  });

  it('shows a save from a second browser side by side as soon as it is made, overwrites nothing, then saves the person’s choice', async () => {
    const job = jobWithTopic(seeded, showcaseTopic('new-parents-checklist'));
    const before = postOn(await socialJob(harness.service, PEOPLE.owner.id, job.id), 'LinkedIn');
    const mine = await openPlatform(
      await openJobPage(await harness.signedInPage(PEOPLE.owner.email), harness.service.url, 'SocialMedia', job),
      'LinkedIn',
    );
    const theirs = await openPlatform(
      await openJobPage(await harness.signedInPage(PEOPLE.manager.email), harness.service.url, 'SocialMedia', job),
      'LinkedIn',
    );

    const myField = await startEditingPost(mine, 'LinkedIn');
    await myField.fill(`${before.content}\n\nOwner’s closing line.`);
    const theirField = await startEditingPost(theirs, 'LinkedIn');
    await theirField.fill(`${before.content}\n\nManager’s closing line.`);
    await saveButtonIn(theirs).click();
    await expect
      .poll(async () => postOn(await socialJob(harness.service, PEOPLE.owner.id, job.id), 'LinkedIn').contentVersion, SETTLE)
      .toBe(before.contentVersion + 1);
    const theirVersion = before.contentVersion + 1;

    // A live update brings their version to the owner's page: the choice shows before any save of theirs.
    await mine
      .getByRole('alert')
      .filter({ hasText: `Someone else saved version ${theirVersion} while you were editing.` })
      .waitFor(SETTLE);
    expect(await saveButtonIn(mine).isDisabled()).toBe(true);
    expect(await mine.getByRole('region', { name: 'Your version' }).textContent()).toContain('Owner’s closing line.');
    expect(await mine.getByRole('region', { name: `Saved version ${theirVersion}` }).textContent()).toContain('Manager’s closing line.');
    // While the choice is open, the service still holds the other person's save.
    expect(postOn(await socialJob(harness.service, PEOPLE.owner.id, job.id), 'LinkedIn').content).toContain('Manager’s closing line.');

    await mine.getByRole('button', { name: 'Keep my version', exact: true }).click();
    await expect
      .poll(async () => postOn(await socialJob(harness.service, PEOPLE.owner.id, job.id), 'LinkedIn').contentVersion, SETTLE)
      .toBe(theirVersion + 1);
    const after = postOn(await socialJob(harness.service, PEOPLE.owner.id, job.id), 'LinkedIn');
    expect(after.content).toBe(`${before.content}\n\nOwner’s closing line.`);
    await mine.getByRole('region', { name: 'Your version' }).waitFor({ state: 'detached', ...SETTLE });
  });

  it('keeps an unsaved edit as a draft across a reload, says so, and saves it then', async () => {
    const job = jobWithTopic(seeded, showcaseTopic('why-clients-choose-us'));
    const before = postOn(await socialJob(harness.service, PEOPLE.user.id, job.id), 'Facebook');
    const page = await harness.signedInPage(PEOPLE.user.email);
    let panel = await openPlatform(await openJobPage(page, harness.service.url, 'SocialMedia', job), 'Facebook');
    const draft = 'Hurt in a crash? Talk to us about what your claim may be worth. No fee unless we win.';
    await (await startEditingPost(panel, 'Facebook')).fill(draft);
    await panel.getByText('Unsaved changes', { exact: true }).waitFor(SETTLE);

    // The browser asks before a reload with unsaved edits: the person goes ahead.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    panel = await openPlatform(await openJobPage(page, harness.service.url, 'SocialMedia', job), 'Facebook');
    await panel.getByText(/^Restored your unsaved draft from .+\.$/).waitFor(SETTLE);
    expect(await panel.getByRole('textbox', { name: 'Text of the Facebook post' }).inputValue()).toBe(draft);
    expect(postOn(await socialJob(harness.service, PEOPLE.user.id, job.id), 'Facebook').contentVersion).toBe(before.contentVersion);

    await saveButtonIn(panel).click();
    await expect.poll(async () => postOn(await socialJob(harness.service, PEOPLE.user.id, job.id), 'Facebook').content, SETTLE).toBe(draft);
  });

  it('lets staff approve with the keyboard alone: Tab to Approve, Enter, Tab to the dialog’s Approve, Space', async () => {
    // The demo's job waiting for review was approved above: staff send back the one the firm sent back.
    const job = jobWithTopic(seeded, showcaseTopic('why-clients-choose-us'));
    await sendJobToFirm(harness.service, job.id);
    const page = await harness.signedInPage(PEOPLE.admin.email);
    const host = await openJobPage(page, harness.service.url, 'SocialMedia', job);
    await host.getByRole('heading', { name: 'Status history' }).waitFor(SETTLE);

    await tabTo(page, (focused) => focused.role === 'button' && focused.name === 'Approve', 80);
    await page.keyboard.press('Enter');
    const dialog = host.getByRole('dialog', { name: 'Approve' });
    await dialog.waitFor(SETTLE);
    await tabTo(page, (focused) => focused.role === 'button' && focused.name === 'Approve', 10);
    // Focus is the dialog's own Approve, not the bar's behind it.
    expect(
      await dialog.getByRole('button', { name: 'Approve', exact: true }).evaluate((button) => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active === button;
      }),
    ).toBe(true);
    expect(await focusedElement(page)).toEqual({ role: 'button', name: 'Approve' });
    await page.keyboard.press('Space');

    await expect.poll(async () => (await socialJob(harness.service, PEOPLE.admin.id, job.id)).status, SETTLE).toBe('ReadyForPublication');
    const stored = await socialJob(harness.service, PEOPLE.admin.id, job.id);
    expect(stored.approvals.map((approval) => approval.approvedBy)).toEqual([PEOPLE.admin.email]);
    await host.getByText(new RegExp(`^Approved by ${PEOPLE.admin.email.replace(/\./g, '\\.')} on `)).waitFor(SETTLE);
  });
});

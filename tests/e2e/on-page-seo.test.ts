// On-page SEO Updates in the portal, against a service of its own (the tests change jobs) whose database also holds
// the public XSS payloads as SEO proposals (support/seo-xss.ts), one Chromium and one sign-in per role for the file:
// axe on the board and a review page at a desktop's and a phone's width; the board's groups as the service lists the
// jobs; the owner deciding changes one by one and the rest at once, seen after a reload and from a second browser,
// submitting, downloading the record and printing it; a review done with the keyboard alone; staff's QC,
// re-execution and test jobs; what each role is offered; and every payload shown as text, none run.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetSeoJobDocument } from '../../src/core/api/generated/operations.ts';
import { cspViolations } from '../support/csp-violations.ts';
import { blockingViolations } from './support/axe.ts';
import { eventsHeard, listenForEvents, topicsInList } from './support/blog-board.ts';
import { currentPeriodId, PEOPLE } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { guardAgainstPayloads } from './support/blog-xss.ts';
import {
  DESKTOP_VIEWPORT,
  expectHeading,
  focusedElement,
  MOBILE_VIEWPORT,
  openPortalPath,
  portal,
  SETTLE,
  tabTo,
  waitForPath,
} from './support/portal.ts';
import {
  changeRow,
  decisionShown,
  decisionsShown,
  decisionsStored,
  jobOfPage,
  openReviewPage,
  periodSeoJobs,
  SEO_BOARD_HEADING,
  SEO_BOARD_PATH,
  seoGroupsExpected,
  seoGroupsShown,
  seoJob,
  seoJobIn,
  staffActionsOn,
  type SeoBoardJob,
} from './support/seo-expected.ts';
import { PAYLOAD_PAGE_PREFIX, payloadJobCount, seedSeoPayloads, seoPayloads } from './support/seo-xss.ts';

/** Long enough for a late image error or a timer in a payload to fire before the page is judged. */
const SETTLE_AFTER_MS = 500;
const harness = useBlogHarness(seedSeoPayloads);
let seeded: SeoBoardJob[];
let periodId: string;

const isPayloadJob = (job: { pageUrl: string }) => job.pageUrl.startsWith(PAYLOAD_PAGE_PREFIX) || job.pageUrl.startsWith('javascript:');
/** The seed's own job waiting for the firm with nothing decided (not the showcase's, not a payload job). */
const plainWaitingJob = () =>
  seeded.find(
    (job) =>
      job.status === 'ReadyForPreProcessingReview' &&
      !job.review &&
      !isPayloadJob(job) &&
      job.changes.every((change) => !change.decision) &&
      !job.pageUrl.endsWith('/truck-accidents'),
  )!;

beforeAll(async () => {
  periodId = await currentPeriodId(harness.service, PEOPLE.owner.id);
  seeded = await periodSeoJobs(harness.service, PEOPLE.owner.id, periodId);
});

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

describe('accessibility of the on-page SEO pages (axe-core)', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP_VIEWPORT],
    ['mobile', MOBILE_VIEWPORT],
  ] as const) {
    it(`finds no serious or critical violation on the board (board and list) and a review page at ${width} width`, async () => {
      const page = await harness.signedInPage(PEOPLE.owner.email, { viewport });
      await openPortalPath(page, harness.service.url, SEO_BOARD_PATH);
      await expectHeading(page, SEO_BOARD_HEADING);
      const host = portal(page);
      await host.getByRole('region', { name: /^Waiting for your review, / }).waitFor(SETTLE);
      await settled(host);
      const found = await blockingViolations(page, `${width} board view`);
      await host.getByRole('button', { name: 'List', exact: true }).click();
      await host.getByRole('table', { name: 'On-page SEO jobs' }).waitFor(SETTLE);
      found.push(...(await blockingViolations(page, `${width} list view`)));
      // A page the firm has partly decided: decisions, a rejection's comment, the previews of Google's result.
      await openReviewPage(page, harness.service.url, jobOfPage(seeded, 'medical-malpractice'));
      await host.locator('[data-slot="serp"]').first().waitFor(SETTLE);
      found.push(...(await blockingViolations(page, `${width} review page`)));
      expect(found).toEqual([]);
    });
  }
});

describe('the on-page SEO board', () => {
  it('groups the period’s jobs by what the firm must do, as the service lists them', async () => {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    await openPortalPath(page, harness.service.url, SEO_BOARD_PATH);
    await expectHeading(page, SEO_BOARD_HEADING);
    expect(await seoGroupsShown(portal(page))).toEqual(seoGroupsExpected(seeded));
  });
});

describe('the firm’s review of an SEO job', () => {
  it('decides changes one by one and the rest at once as the owner: saved at once, seen after a reload and from a second browser, then submitted, and the record downloaded and printed', async () => {
    const job = jobOfPage(seeded, 'truck-accidents');
    const page = await harness.signedInPage(PEOPLE.owner.email);
    let host = await openReviewPage(page, harness.service.url, job);
    const total = job.changes.length;

    await changeRow(host, 0).getByRole('button', { name: 'Approve', exact: true }).click();
    await changeRow(host, 1).getByRole('button', { name: 'Reject', exact: true }).click();
    const comment = changeRow(host, 1).getByRole('textbox', { name: 'Why reject it? (optional)' });
    await comment.fill('We never describe our fees on this page.');
    await changeRow(host, 1).getByRole('button', { name: 'Save comment', exact: true }).click();
    await changeRow(host, 1).getByText('Comment saved.', { exact: true }).waitFor(SETTLE);
    await expect
      .poll(async () => decisionsStored(await seoJob(harness.service, PEOPLE.owner.id, job.id)).slice(0, 3), SETTLE)
      .toEqual(['Approved', 'Rejected', 'none']);
    expect((await seoJob(harness.service, PEOPLE.owner.id, job.id)).changes[1]).toMatchObject({
      decisionComment: 'We never describe our fees on this page.',
      decidedBy: 'owner@demo.test',
    });

    // A reload, and another member of the firm in a browser of their own, see the same decisions.
    await page.reload();
    host = await openReviewPage(page, harness.service.url, job);
    await listenForEvents(page, ['fp-on-page-seo-review-submitted']);
    expect((await decisionsShown(host)).slice(0, 3)).toEqual(['Approved', 'Rejected', 'none']);
    const manager = await openReviewPage(await harness.signedInPage(PEOPLE.manager.email), harness.service.url, job);
    expect((await decisionsShown(manager)).slice(0, 2)).toEqual(['Approved', 'Rejected']);
    await changeRow(manager, 0)
      .getByText(/^by owner@demo\.test on /)
      .waitFor(SETTLE);
    expect(await changeRow(manager, 1).getByRole('textbox', { name: 'Why reject it? (optional)' }).inputValue()).toBe(
      'We never describe our fees on this page.',
    );

    const submit = host.getByRole('button', { name: 'Submit review', exact: true });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await host.getByText(`Decide every change before you submit: ${total - 2} changes still to decide.`, { exact: true }).waitFor(SETTLE);
    await host.getByRole('button', { name: `Approve all the rest (${total - 2} changes)`, exact: true }).click();
    await expect
      .poll(async () => decisionsStored(await seoJob(harness.service, PEOPLE.owner.id, job.id)), SETTLE)
      .toEqual(['Approved', 'Rejected', ...Array(total - 2).fill('Approved')]);
    await expect.poll(() => submit.getAttribute('aria-disabled'), SETTLE).toBe(null);

    await submit.click();
    const dialog = host.getByRole('dialog', { name: 'Submit your review?' });
    await dialog.getByText(`You approved ${total - 1} changes and rejected 1 change.`, { exact: false }).waitFor(SETTLE);
    await dialog.getByRole('button', { name: 'Submit review', exact: true }).click();
    await expect.poll(async () => (await seoJob(harness.service, PEOPLE.owner.id, job.id)).status, SETTLE).toBe('Complete');
    const stored = await seoJob(harness.service, PEOPLE.owner.id, job.id);
    expect(stored.review).toMatchObject({ submittedBy: 'owner@demo.test', approvedCount: total - 1, rejectedCount: 1 });
    expect(stored.review?.executionJobId).toBeTruthy();
    await expect.poll(() => eventsHeard(page), SETTLE).toEqual([{ type: 'fp-on-page-seo-review-submitted', detail: { jobId: job.id } }]);

    const record = host.locator('[data-slot="approval-record"]');
    await record.getByText(/^Submitted by owner@demo\.test on .+: \d+ approved, 1 rejected\.$/).waitFor(SETTLE);
    expect(await focusedElement(page)).toEqual({ role: 'h2', name: 'Your submitted review' });
    expect(await host.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download', SETTLE),
      record.getByRole('button', { name: 'Download approval record', exact: true }).click(),
    ]);
    const html = readFileSync((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^approval-.*truck-accidents-\d{4}-\d{2}-\d{2}\.html$/);
    expect(html).toContain('<dt>Review submitted by</dt><dd>owner@demo.test</dd>');
    expect(html).toContain(`<dt>Changes approved</dt><dd>${total - 1}</dd>`);
    for (const change of stored.changes.filter((candidate) => candidate.decision === 'Approved' && candidate.field !== 'schema')) {
      expect(html, change.field).toContain(
        change.proposedValue
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, '&#39;'),
      );
    }
    expect(html).not.toMatch(/<script/i);

    // Printed, the record opens from a blob in a tab of the portal's origin, under the portal's page policy: it keeps
    // its looks there (each text as written, lines kept and wrapped), and the policy blocks nothing in it.
    const [printed] = await Promise.all([
      page.context().waitForEvent('page', SETTLE),
      record.getByRole('button', { name: 'Print record', exact: true }).click(),
    ]);
    await printed.waitForLoadState('load');
    expect(new URL(printed.url()).protocol).toBe('blob:');
    await printed.getByRole('heading', { name: `On-page SEO changes for ${job.pageUrl}` }).waitFor(SETTLE);
    expect(await printed.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Georgia/);
    const texts = printed.locator('pre');
    expect(await texts.count()).toBeGreaterThan(0);
    expect(await texts.evaluateAll((blocks) => [...new Set(blocks.map((block) => getComputedStyle(block).whiteSpace))])).toEqual([
      'pre-wrap',
    ]);
    expect(cspViolations(page.context())).toEqual([]);
  });

  it('is done with the keyboard alone: decide, approve the rest, submit', async () => {
    const job = plainWaitingJob();
    const page = await harness.signedInPage(PEOPLE.user.email);
    const host = await openReviewPage(page, harness.service.url, job);
    await tabTo(page, (focused) => focused.role === 'button' && focused.name === 'Approve', 80);
    await page.keyboard.press('Enter');
    await expect.poll(() => decisionShown(changeRow(host, 0)), SETTLE).toBe('Approved');
    // Focus stays on the decided change: Tab goes on to its Reject, then to the next change's controls.
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toEqual({ role: 'button', name: 'Reject' });
    await page.keyboard.press('Space');
    await expect.poll(() => decisionShown(changeRow(host, 0)), SETTLE).toBe('Rejected');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => decisionShown(changeRow(host, 0)), SETTLE).toBe('Approved');

    await tabTo(page, (focused) => focused.role === 'button' && focused.name.startsWith('Approve all the rest'), 120);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedElement(page), SETTLE).toEqual({ role: 'button', name: 'Submit review' });
    await expect
      .poll(() => host.getByRole('button', { name: 'Submit review', exact: true }).getAttribute('aria-disabled'), SETTLE)
      .toBe(null);
    await page.keyboard.press('Enter');
    const dialog = host.getByRole('dialog', { name: 'Submit your review?' });
    await dialog.waitFor(SETTLE);
    await tabTo(page, (focused) => focused.role === 'button' && focused.name === 'Submit review', 5);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await seoJob(harness.service, PEOPLE.user.id, job.id)).review?.approvedCount, SETTLE)
      .toBe(job.changes.length);
    await expect.poll(() => focusedElement(page), SETTLE).toEqual({ role: 'h2', name: 'Your submitted review' });
  });
});

describe('staff on the on-page SEO pages', () => {
  it('records the pre-processing QC of the proposed changes with a comment', async () => {
    const job = jobOfPage(seeded, 'medical-malpractice');
    const page = await harness.signedInPage(PEOPLE.admin.email);
    const host = await openReviewPage(page, harness.service.url, job);
    expect(await staffActionsOn(host)).toEqual(['Pre-processing QC', 'Regenerate', 'Mark complete (done by hand)']);
    await host.getByRole('group', { name: 'Actions', exact: true }).getByRole('button', { name: 'Pre-processing QC', exact: true }).click();
    const dialog = host.getByRole('dialog', { name: 'Pre-processing QC' });
    await dialog.getByLabel('Result').selectOption('Passed');
    await dialog.getByLabel('Comment').fill('Checked every proposal against the firm’s style guide.');
    await dialog.getByRole('button', { name: 'Record QC', exact: true }).click();
    await expect.poll(async () => (await seoJob(harness.service, PEOPLE.admin.id, job.id)).status, SETTLE).toBe('Complete');
    const stored = await seoJob(harness.service, PEOPLE.admin.id, job.id);
    expect(stored.preProcessQc).toBe('Passed');
    expect(stored.statusHistory.at(-1)?.note).toBe('Checked every proposal against the firm’s style guide.');
    await host.getByText('Checked every proposal against the firm’s style guide.', { exact: true }).waitFor(SETTLE);
    await expect.poll(() => staffActionsOn(host), SETTLE).toEqual([]);
  });

  it('records the post-processing QC of the changes carried out', async () => {
    const job = seoJobIn(
      seeded.filter((candidate) => candidate.status === 'ReadyForPostProcessingReview'),
      'ReadyForPostProcessingReview',
    );
    const host = await openReviewPage(await harness.signedInPage(PEOPLE.admin.email), harness.service.url, job);
    await host
      .getByRole('group', { name: 'Actions', exact: true })
      .getByRole('button', { name: 'Post-processing QC', exact: true })
      .click();
    const dialog = host.getByRole('dialog', { name: 'Post-processing QC' });
    await dialog.getByRole('button', { name: 'Record QC', exact: true }).click();
    await dialog.getByText('Choose Passed or Failed.', { exact: true }).waitFor(SETTLE);
    await dialog.getByLabel('Result').selectOption('Failed');
    await dialog.getByLabel('Comment').fill('The new h1 is not on the live page.');
    await dialog.getByRole('button', { name: 'Record QC', exact: true }).click();
    await expect.poll(async () => (await seoJob(harness.service, PEOPLE.admin.id, job.id)).status, SETTLE).toBe('Draft');
    expect((await seoJob(harness.service, PEOPLE.admin.id, job.id)).postProcessQc).toBe('Failed');
  });

  it('says why a job failed in the firm’s words, and runs it again', async () => {
    const job = seoJobIn(seeded, 'ExecutionFailed');
    const page = await harness.signedInPage(PEOPLE.admin.email);
    const host = await openReviewPage(page, harness.service.url, job);
    const reason = host.locator('[data-slot="failure-reason"]');
    expect(((await reason.textContent()) ?? '').trim()).toBe(
      'Why this job stoppedThe login we have for your website’s content system no longer works. Please update it in Settings.',
    );
    await host.getByRole('group', { name: 'Actions', exact: true }).getByRole('button', { name: 'Re-execute', exact: true }).click();
    await host.getByRole('dialog', { name: 'Re-execute' }).getByRole('button', { name: 'Re-execute', exact: true }).click();
    await expect.poll(async () => (await seoJob(harness.service, PEOPLE.admin.id, job.id)).status, SETTLE).toBe('Pending');
    await reason.waitFor({ state: 'detached', ...SETTLE });
    // The action's button went with the status: the page's heading has the focus, not the page's body.
    await expect.poll(() => focusedElement(page), SETTLE).toEqual({ role: 'h1', name: job.pageUrl });
  });

  it('starts a test job on a page, promotes one and deletes another', async () => {
    const page = await harness.signedInPage(PEOPLE.admin.email);
    await openPortalPath(page, harness.service.url, SEO_BOARD_PATH);
    await expectHeading(page, SEO_BOARD_HEADING);
    const host = portal(page);
    // The board's columns draw only the cards in view: the search brings a job's card up.
    const find = async (pageUrl: string) => {
      await host.getByRole('searchbox', { name: 'Search by page address' }).fill(pageUrl);
      return host.getByRole('article', { name: pageUrl, exact: true });
    };
    const start = async (pageUrl: string) => {
      await host.getByRole('button', { name: 'Start a test job', exact: true }).click();
      const dialog = host.getByRole('dialog', { name: 'Start a test job' });
      await dialog.getByLabel('Page address').fill(pageUrl);
      await dialog.getByRole('button', { name: 'Start', exact: true }).click();
      await dialog.waitFor({ state: 'hidden', ...SETTLE });
      const card = await find(pageUrl);
      await card.waitFor(SETTLE);
      return card;
    };
    const kept = 'https://www.harborvalelaw.example/practice-areas/dog-bites';
    const dropped = 'https://www.harborvalelaw.example/practice-areas/boating-accidents';
    await start(kept);
    const droppedCard = await start(dropped);
    expect(await droppedCard.textContent()).toContain('Test');

    await droppedCard.getByRole('link', { name: dropped, exact: true }).click();
    await expectHeading(page, dropped);
    const droppedId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await staffActionsOn(host)).toContain('Delete test job');
    await host.getByRole('group', { name: 'Actions', exact: true }).getByRole('button', { name: 'Delete test job', exact: true }).click();
    await host.getByRole('dialog', { name: 'Delete test job' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForPath(page, SEO_BOARD_PATH);
    await expectHeading(page, SEO_BOARD_HEADING);
    await (await find(dropped)).waitFor({ state: 'detached', ...SETTLE });

    await (await find(kept)).getByRole('link', { name: kept, exact: true }).click();
    await expectHeading(page, kept);
    await host
      .getByRole('group', { name: 'Actions', exact: true })
      .getByRole('button', { name: 'Promote to deliverable', exact: true })
      .click();
    await host.getByRole('dialog', { name: 'Promote to deliverable' }).getByRole('button', { name: 'Promote', exact: true }).click();
    await host.getByText('Deliverable', { exact: true }).waitFor(SETTLE);
    expect(await staffActionsOn(host)).not.toContain('Promote to deliverable');
    const listed = await periodSeoJobs(harness.service, PEOPLE.admin.id, periodId);
    expect(listed.filter((job) => job.pageUrl === kept).map((job) => job.isTest)).toEqual([false]);
    const gone = await harness.service.graphql(PEOPLE.admin.id, GetSeoJobDocument, { input: { id: droppedId } });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('what each role is offered', () => {
  it('offers the firm’s reviewers the decisions and no agency action, a PPC_ADMIN neither, and test jobs to staff alone', async () => {
    const job = seeded.filter((candidate) => isPayloadJob(candidate))[0]!;
    const offered: Record<string, unknown> = {};
    for (const person of [PEOPLE.owner, PEOPLE.manager, PEOPLE.user, PEOPLE.ppc, PEOPLE.admin]) {
      const page = await harness.signedInPage(person.email);
      await openPortalPath(page, harness.service.url, SEO_BOARD_PATH);
      await expectHeading(page, SEO_BOARD_HEADING);
      await portal(page)
        .getByRole('region', { name: /^Waiting for your review, / })
        .waitFor(SETTLE);
      const startsTestJobs = (await portal(page).getByRole('button', { name: 'Start a test job', exact: true }).count()) > 0;
      const host = await openReviewPage(page, harness.service.url, job);
      offered[person.email] = {
        startsTestJobs,
        decides: (await changeRow(host, 0).getByRole('button', { name: 'Approve', exact: true }).count()) > 0,
        submits: (await host.getByRole('button', { name: 'Submit review', exact: true }).count()) > 0,
        actions: await staffActionsOn(host),
      };
    }
    const firm = { startsTestJobs: false, decides: true, submits: true, actions: [] };
    expect(offered).toEqual({
      [PEOPLE.owner.email]: firm,
      [PEOPLE.manager.email]: firm,
      [PEOPLE.user.email]: firm,
      [PEOPLE.ppc.email]: { startsTestJobs: false, decides: false, submits: false, actions: [] },
      [PEOPLE.admin.email]: {
        startsTestJobs: true,
        decides: true,
        submits: true,
        actions: ['Pre-processing QC', 'Regenerate', 'Mark complete (done by hand)'],
      },
    });
  });
});

describe('XSS payloads stored as on-page SEO proposals', () => {
  const payloadJobs = () => seeded.filter(isPayloadJob);

  async function guardedPage(): Promise<{ page: Page; findings: () => Promise<string[]> }> {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    const guard = await guardAgainstPayloads(page);
    return { page, findings: guard.findings };
  }

  it('holds every payload the service takes as text, as live and as proposed text', () => {
    expect(payloadJobs().length).toBe(payloadJobCount());
    expect(seoPayloads().length).toBeGreaterThanOrEqual(300);
  });

  it('shows the payload jobs’ pages as text on the board’s list, and runs none', async () => {
    const { page, findings } = await guardedPage();
    await openPortalPath(page, harness.service.url, SEO_BOARD_PATH);
    await expectHeading(page, SEO_BOARD_HEADING);
    const host = portal(page);
    await host.getByRole('button', { name: 'List', exact: true }).click();
    await host.getByRole('table', { name: 'On-page SEO jobs' }).waitFor(SETTLE);
    const shown = new Set(await topicsInList(host));
    expect(
      payloadJobs()
        .map((job) => job.pageUrl)
        .filter((pageUrl) => !shown.has(pageUrl)),
    ).toEqual([]);
    await page.waitForTimeout(SETTLE_AFTER_MS);
    expect(await findings()).toEqual([]);
  });

  it('opens every payload job: each live and proposed text reads exactly as stored, no link to a script address, and nothing runs', async () => {
    const { page, findings } = await guardedPage();
    const misread: string[] = [];
    for (const listed of payloadJobs()) {
      const job = await seoJob(harness.service, PEOPLE.owner.id, listed.id);
      const host = await openReviewPage(page, harness.service.url, job);
      const sides = await host.locator('article[data-slot="seo-change"]').evaluateAll((rows) =>
        rows.map((row) => {
          // The words as written: the screen-reader prefixes of marked runs left out.
          const read = (side: Element | null) => {
            const text = side?.querySelector('[data-slot="diff-text"]');
            if (!text) return '';
            const copy = text.cloneNode(true) as Element;
            for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
            return copy.textContent ?? '';
          };
          return { live: read(row.querySelector('[data-side="live"]')), proposed: read(row.querySelector('[data-side="proposed"]')) };
        }),
      );
      job.changes.forEach((change, index) => {
        if (sides[index]?.live !== change.currentValue) misread.push(`${job.pageUrl} #${index} live`);
        if (sides[index]?.proposed !== change.proposedValue) misread.push(`${job.pageUrl} #${index} proposed`);
      });
      expect(await host.getByRole('link', { name: /Open the live page/ }).count(), job.pageUrl).toBe(
        job.pageUrl.startsWith('javascript:') ? 0 : 1,
      );
    }
    expect(misread).toEqual([]);
    await page.waitForTimeout(SETTLE_AFTER_MS);
    expect(await findings()).toEqual([]);
  });

  it('keeps every payload inert after a decision, a submission and in the downloaded record', async () => {
    const { page, findings } = await guardedPage();
    const job = payloadJobs().at(-1)!;
    const host = await openReviewPage(page, harness.service.url, job);
    await host.getByRole('button', { name: /^Approve all the rest/ }).click();
    await expect
      .poll(() => host.getByRole('button', { name: 'Submit review', exact: true }).getAttribute('aria-disabled'), SETTLE)
      .toBe(null);
    await host.getByRole('button', { name: 'Submit review', exact: true }).click();
    await host.getByRole('dialog', { name: 'Submit your review?' }).getByRole('button', { name: 'Submit review', exact: true }).click();
    const record = host.locator('[data-slot="approval-record"]');
    await record.waitFor(SETTLE);
    const [download] = await Promise.all([
      page.waitForEvent('download', SETTLE),
      record.getByRole('button', { name: 'Download approval record', exact: true }).click(),
    ]);
    const html = readFileSync((await download.path())!, 'utf8');
    expect(html).not.toMatch(/<(script|img|svg|iframe|object|embed|a )/i);
    // The record opened on its own, as a firm would open it years later: nothing runs there either.
    const opened = await page.context().newPage();
    const guard = await guardAgainstPayloads(opened);
    await opened.goto('about:blank');
    await opened.setContent(html);
    await opened.waitForTimeout(SETTLE_AFTER_MS);
    expect(await guard.findings()).toEqual([]);
    await page.waitForTimeout(SETTLE_AFTER_MS);
    expect(await findings()).toEqual([]);
  });
});

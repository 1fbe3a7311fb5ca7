// Backlinks in the portal, against a service of its own (the tests start and save steps), one Chromium and one
// sign-in per role for the whole file: the board's groups as the service lists the period's jobs, a job's timeline
// in a panel that the address holds (so it survives a reload), a step's file opened and downloaded and the job's
// report; staff starting a step and saving it with a file (the progress shown, the new state held by the service),
// a file too big or of the wrong kind refused before it is sent; no staff control for the owner or a USER; XSS
// payloads as anchor texts shown as text and never run; and axe at a desktop's and a phone's width.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { textProblem } from '../../demo/server/input/text-rules.ts';
import { cspViolations } from '../support/csp-violations.ts';
import { XSS_PAYLOADS } from '../support/xss-payloads.ts';
import { blockingViolations } from './support/axe.ts';
import { MAIN_CLIENT_ID, PEOPLE, type Person } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { guardAgainstPayloads, inBatches } from './support/blog-xss.ts';
import { selectedPeriodServices } from './support/portal-expected.ts';
import { DESKTOP_VIEWPORT, expectHeading, MOBILE_VIEWPORT, openPortalPath, portal, SETTLE } from './support/portal.ts';

interface Job {
  id: string;
  status: string;
  anchorText: string;
  targetUrl: string;
  referringSite: string | null;
  liveUrl: string | null;
  completedSteps: number;
  stepCount: number;
  currentStep: string | null;
}
interface Step {
  id: string;
  kind: string;
  status: string;
  fileName: string | null;
  fileContentType: string | null;
  startedOn: string | null;
  completedOn: string | null;
}

const BOARD_PATH = '/backlinks';
/** The board's groups by job status, written out from the service's meaning of status set D (not imported from src/). */
const GROUP_OF_STATUS: Record<string, string> = {
  Pending: 'In progress',
  Completed: 'Placed',
  Failed: 'Needs attention',
  Unknown: 'Needs attention',
  Initialized: 'Not started',
};
const GROUP_TITLES = ['In progress', 'Placed', 'Needs attention', 'Not started'];
const STAFF_BUTTONS = /^(Edit|Edit links|Start step|Save with file): /;
const ANCHOR_MAX = 300;
/** Long enough for a late image error or a timer in a payload to fire before the page is judged. */
const SETTLE_AFTER_MS = 500;
const MiB = 1024 * 1024;

const harness = useBlogHarness();
let period: { startDate: string; endDate: string };

const sorted = (items: readonly string[]) => [...items].sort();
const linksLabel = (title: string, count: number) => `${title}, ${count} ${count === 1 ? 'link' : 'links'}`;

async function periodJobs(userId = PEOPLE.owner.id): Promise<Job[]> {
  const query = `StartDate=${period.startDate}&EndDate=${period.endDate}&PageSize=500&FilterFields=clientId:${MAIN_CLIENT_ID}`;
  const answer = await harness.service.rest(userId, 'GET', `/backlinks/jobs?${query}`);
  if (answer.status !== 200) throw new Error(`Listing the period's backlinks failed (${answer.status}): ${JSON.stringify(answer.body)}`);
  return answer.body.items as Job[];
}
const jobSteps = async (jobId: string) =>
  (await harness.service.rest(PEOPLE.owner.id, 'GET', `/backlinks/jobs/${jobId}/steps`)).body as Step[];
/** A job of the period whose step of `kind` is in `status`, and that step. */
async function jobWithStep(kind: string, status: string): Promise<{ job: Job; step: Step }> {
  for (const job of await periodJobs()) {
    const step = (await jobSteps(job.id)).find((candidate) => candidate.kind === kind && candidate.status === status);
    if (step && job.status === 'Pending') return { job, step };
  }
  throw new Error(`The seed has no job in progress whose ${kind} step is ${status} in the main firm's current period.`);
}
const jobWith = (jobs: readonly Job[], test: (job: Job) => boolean, what: string) => {
  const job = jobs.find(test);
  if (!job) throw new Error(`The seed has no backlinks job ${what} in the main firm's current period.`);
  return job;
};

async function openBoard(
  person: Person,
  options: { viewport?: { width: number; height: number }; page?: Page } = {},
): Promise<{ page: Page; host: Locator }> {
  const page = options.page ?? (await harness.signedInPage(person.email, { viewport: options.viewport ?? DESKTOP_VIEWPORT }));
  await openPortalPath(page, harness.service.url, BOARD_PATH);
  await expectHeading(page, 'Backlinks');
  const host = portal(page);
  await host.getByRole('region', { name: /^In progress, \d+ links?$/ }).waitFor(SETTLE);
  return { page, host };
}

/** A job's card (anchor texts repeat: a firm's name is a common one), found by where its link points. */
const cardOf = (host: Locator, job: Job) =>
  host.getByRole('article', { name: job.anchorText, exact: true }).filter({ has: host.page().locator(`a[href$="?job=${job.id}"]`) });

/** Opens a job's panel from its card on the board and waits for its timeline. */
async function openJob(page: Page, host: Locator, job: Job): Promise<Locator> {
  await cardOf(host, job).getByRole('link', { name: job.anchorText, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('job') === job.id, SETTLE);
  return panelOf(host, job);
}

async function panelOf(host: Locator, job: Job): Promise<Locator> {
  const panel = host.getByRole('dialog', { name: job.anchorText, exact: true });
  await panel.locator('[data-slot="backlink-step"]').first().waitFor(SETTLE);
  return panel;
}

/** Each step as the timeline shows it: its heading and its status badge. */
const stepsShown = (panel: Locator) =>
  panel
    .locator('[data-slot="backlink-step"]')
    .evaluateAll((items) =>
      items.map(
        (item) => `${item.querySelector('h3')?.textContent ?? ''}: ${item.querySelector('[data-slot="status-badge"]')?.textContent ?? ''}`,
      ),
    );
const staffButtons = async (panel: Locator) => (await panel.getByRole('button', { name: STAFF_BUTTONS }).allTextContents()).length;

beforeAll(async () => {
  const { period: current } = await selectedPeriodServices(harness.service, PEOPLE.owner.id, MAIN_CLIENT_ID);
  period = { startDate: current.startDate.slice(0, 10), endDate: current.endDate.slice(0, 10) };
});

describe('Backlinks: the board and a job’s timeline', () => {
  it('groups the period’s jobs as the service lists them, each card with its progress', async () => {
    const jobs = await periodJobs();
    expect(new Set(jobs.map((job) => GROUP_OF_STATUS[job.status]))).toEqual(new Set(GROUP_TITLES));
    const { host } = await openBoard(PEOPLE.owner);
    const shown: Record<string, string[]> = {};
    const expected: Record<string, string[]> = {};
    for (const title of GROUP_TITLES) {
      const inGroup = jobs.filter((job) => GROUP_OF_STATUS[job.status] === title);
      const region = host.getByRole('region', { name: linksLabel(title, inGroup.length), exact: true });
      await region.waitFor(SETTLE);
      shown[title] = sorted(
        await region
          .getByRole('article')
          .evaluateAll((cards) =>
            cards.map(
              (card) => `${card.querySelector('h3')?.textContent}: ${card.querySelector('[data-slot="job-progress"]')?.textContent}`,
            ),
          ),
      );
      expected[title] = sorted(inGroup.map((job) => `${job.anchorText}: ${job.completedSteps} of ${job.stepCount} steps`));
    }
    expect(shown).toEqual(expected);
  });

  it('opens a placed job’s timeline in a panel the address holds: it survives a reload and Escape closes it', async () => {
    const placed = jobWith(await periodJobs(), (job) => job.status === 'Completed', 'placed');
    const steps = await jobSteps(placed.id);
    const { page, host } = await openBoard(PEOPLE.owner);
    let panel = await openJob(page, host, placed);
    const expectedSteps = steps.map((step, index) => `${index + 1}. ${step.kind}: Done`);
    expect(await stepsShown(panel)).toEqual(expectedSteps);
    expect(await panel.locator('time').count()).toBe(2 * steps.length);
    const live = panel.getByRole('link', { name: placed.liveUrl!, exact: true });
    expect([await live.getAttribute('href'), await live.getAttribute('target'), await live.getAttribute('rel')]).toEqual([
      new URL(placed.liveUrl!).href,
      '_blank',
      'noopener noreferrer',
    ]);
    expect(await staffButtons(panel)).toBe(0);

    await page.reload();
    panel = await panelOf(host, placed);
    expect(await stepsShown(panel)).toEqual(expectedSteps);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('job'), SETTLE);
    await expect.poll(() => host.getByRole('dialog').count(), SETTLE).toBe(0);
  });

  it('opens a step’s picture in a new tab, downloads its text file, and opens the job’s report', async () => {
    const placed = jobWith(await periodJobs(), (job) => job.status === 'Completed', 'placed');
    const steps = await jobSteps(placed.id);
    const picture = steps.find((step) => step.fileContentType === 'image/png')!;
    const text = steps.find((step) => step.fileContentType === 'text/csv' || step.fileContentType === 'text/plain')!;
    const { page, host } = await openBoard(PEOPLE.owner);
    const panel = await openJob(page, host, placed);

    const [tab] = await Promise.all([
      page.context().waitForEvent('page', SETTLE),
      panel.getByRole('button', { name: `Open ${picture.fileName}`, exact: true }).click(),
    ]);
    await tab.waitForLoadState('load');
    expect(tab.url()).toMatch(/^blob:/);
    expect(await tab.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0)).toBeGreaterThan(0);
    // A page of the picture alone, named by its file, styled under the portal's page policy (which blocks nothing in it).
    expect(await tab.title()).toBe(picture.fileName);
    expect(await tab.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(14, 14, 14)');
    expect(cspViolations(page.context())).toEqual([]);
    await tab.close();

    const [download] = await Promise.all([
      page.waitForEvent('download', SETTLE),
      panel.getByRole('button', { name: `Download ${text.fileName}`, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(text.fileName);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toMatch(text.fileContentType === 'text/csv' ? /^site,domain rating,/ : /^Subject: /);

    const [report] = await Promise.all([
      page.context().waitForEvent('page', SETTLE),
      panel.getByRole('button', { name: 'Open report', exact: true }).click(),
    ]);
    await report.waitForLoadState('load');
    expect(await report.locator('h1').textContent()).toBe(`Backlink report: ${placed.anchorText}`);
    expect(await report.locator('tbody tr').count()).toBe(steps.length);
    await report.close();
  });
});

describe('Backlinks: staff work on the steps; the firm only reads', () => {
  it('shows no staff control to the owner or a USER, on any job', async () => {
    const jobs = await periodJobs();
    const open = jobs.filter((job) => job.status !== 'Completed').slice(0, 3);
    for (const person of [PEOPLE.owner, PEOPLE.user]) {
      const { page, host } = await openBoard(person);
      for (const job of open) {
        const panel = await openJob(page, host, job);
        expect(await staffButtons(panel), `${person.email}: ${job.anchorText}`).toBe(0);
        await panel.getByRole('button', { name: 'Close', exact: true }).click();
        await page.waitForURL((url) => !url.searchParams.has('job'), SETTLE);
      }
    }
  });

  it('as admin, starts a step and saves it with a file: the progress shows, and the service and the timeline hold the new state', async () => {
    const { job, step } = await jobWithStep('Outreach', 'Pending');
    const { page, host } = await openBoard(PEOPLE.admin);
    const panel = await openJob(page, host, job);

    await panel.getByRole('button', { name: 'Start step: Outreach', exact: true }).click();
    const confirm = host.getByRole('dialog', { name: 'Start the Outreach step?', exact: true });
    await confirm.getByRole('button', { name: 'Start step', exact: true }).click();
    await expect
      .poll(async () => (await jobSteps(job.id)).find((candidate) => candidate.id === step.id)!.status, SETTLE)
      .toBe('Initialized');
    await expect.poll(() => stepsShown(panel), SETTLE).toContain('2. Outreach: In progress');
    expect((await jobSteps(job.id)).find((candidate) => candidate.id === step.id)!.startedOn).not.toBeNull();

    // A slow link, so the bar is seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await panel.getByRole('button', { name: 'Save with file: Outreach', exact: true }).click();
    const dialog = host.getByRole('dialog', { name: 'Save the Outreach step', exact: true });
    await dialog.getByLabel('File', { exact: true }).setInputFiles({
      name: 'outreach-reply.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.floor(0.9 * MiB), 32)]),
    });
    await dialog.getByLabel('Note (optional)', { exact: true }).fill('The editor agreed to a guest article.');
    await dialog.getByRole('button', { name: 'Save step', exact: true }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Sending outreach-reply.pdf', exact: true });
    await bar.waitFor(SETTLE);
    await expect.poll(async () => Number(await bar.getAttribute('value')), SETTLE).toBeGreaterThan(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await expect
      .poll(async () => (await jobSteps(job.id)).find((candidate) => candidate.id === step.id)!.status, { timeout: 30_000 })
      .toBe('Completed');
    const saved = (await jobSteps(job.id)).find((candidate) => candidate.id === step.id)!;
    expect([saved.fileName, saved.completedOn !== null]).toEqual(['outreach-reply.pdf', true]);
    await expect.poll(() => stepsShown(panel), SETTLE).toContain('2. Outreach: Done');
    await panel.getByRole('button', { name: 'Open outreach-reply.pdf', exact: true }).waitFor(SETTLE);
    await expect.poll(() => host.getByRole('dialog', { name: 'Save the Outreach step' }).count(), SETTLE).toBe(0);
    // The board follows: one more step done.
    await page.keyboard.press('Escape');
    const card = cardOf(host, job);
    await expect.poll(() => card.locator('[data-slot="job-progress"]').textContent(), SETTLE).toBe(`${job.completedSteps + 1} of 4 steps`);
  });

  it('as admin, refuses a file too big or of the wrong kind before sending it, and sends nothing', async () => {
    const { job, step } = await jobWithStep('Placement', 'Initialized');
    const { page, host } = await openBoard(PEOPLE.admin);
    const panel = await openJob(page, host, job);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/save')) sent.push(request.url());
    });
    await panel.getByRole('button', { name: 'Save with file: Placement', exact: true }).click();
    const dialog = host.getByRole('dialog', { name: 'Save the Placement step', exact: true });
    const file = dialog.getByLabel('File', { exact: true });
    const alert = dialog.getByRole('alert');

    await file.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(MiB + 1, 65) });
    await expect.poll(() => alert.textContent(), SETTLE).toBe('“big.pdf” is larger than the 1 MB a step can take. Choose a smaller file.');
    await dialog.getByRole('button', { name: 'Save step', exact: true }).click();
    expect(await alert.textContent()).toBe('“big.pdf” is larger than the 1 MB a step can take. Choose a smaller file.');

    await file.setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<p>placed</p>') });
    await expect
      .poll(() => alert.textContent(), SETTLE)
      .toBe('“page.html” is a text/html file. Choose a PDF, an image (PNG, JPEG, WebP or GIF), or a text or CSV file.');
    await dialog.getByRole('button', { name: 'Save step', exact: true }).click();
    expect(await file.getAttribute('aria-invalid')).toBe('true');

    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => host.getByRole('dialog', { name: 'Save the Placement step' }).count(), SETTLE).toBe(0);
    expect(sent).toEqual([]);
    expect((await jobSteps(job.id)).find((candidate) => candidate.id === step.id)!.status).toBe('Initialized');
  });
});

describe('Backlinks: XSS payloads as anchor texts', () => {
  let payloads: Job[] = [];

  beforeAll(async () => {
    const anchors = XSS_PAYLOADS.filter(
      (payload) => !textProblem(payload, 'text') && payload.trim() === payload && payload.length <= ANCHOR_MAX,
    );
    payloads = await inBatches(anchors, async (anchorText, index) => {
      const created = await harness.service.rest(PEOPLE.admin.id, 'POST', '/backlinks/jobs', {
        clientId: MAIN_CLIENT_ID,
        targetUrl: `https://www.harborvale.example/xss-${index}`,
        anchorText,
        startDate: period.startDate,
      });
      if (created.status !== 201)
        throw new Error(`Creating the backlink for payload #${index} failed (${created.status}): ${JSON.stringify(created.body)}`);
      return created.body as Job;
    });
  });

  it('shows every payload as text in the list and in a spread of panels and reports, and runs none', async () => {
    expect(payloads.length).toBeGreaterThanOrEqual(300);
    const page = await harness.signedInPage(PEOPLE.owner.email);
    const guard = await guardAgainstPayloads(page);
    const { host } = await openBoard(PEOPLE.owner, { page });
    await host.getByRole('button', { name: 'List', exact: true }).click();
    const scroller = host.locator('[data-slot="board-scroller"]');
    await host.getByRole('table', { name: 'Backlinks', exact: true }).waitFor(SETTLE);
    const seen = new Set<string>();
    for (let top = 0; ; top += 300) {
      for (const text of await scroller
        .getByRole('row')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.textContent ?? '')))
        seen.add(text);
      const done = await scroller.evaluate((element, next) => {
        element.scrollTop = next;
        return element.scrollTop + element.clientHeight >= element.scrollHeight;
      }, top + 300);
      await page.waitForTimeout(30);
      if (done && top > 0) {
        for (const text of await scroller
          .getByRole('row')
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.textContent ?? '')))
          seen.add(text);
        break;
      }
    }
    expect(payloads.filter((job) => !seen.has(job.anchorText)).map((job) => job.anchorText)).toEqual([]);

    for (const job of payloads.filter((_, index) => index % 40 === 0)) {
      await openPortalPath(page, harness.service.url, `${BOARD_PATH}?job=${job.id}`, BOARD_PATH);
      const panel = await panelOf(host, job);
      const [report] = await Promise.all([
        page.context().waitForEvent('page', SETTLE),
        panel.getByRole('button', { name: 'Open report', exact: true }).click(),
      ]);
      await report.waitForLoadState('load');
      expect(await report.locator('h1').textContent()).toBe(`Backlink report: ${job.anchorText}`);
      expect(await report.evaluate(() => document.querySelectorAll('script, iframe, object, embed').length)).toBe(0);
      await report.close();
    }
    await page.waitForTimeout(SETTLE_AFTER_MS);
    expect(await guard.findings()).toEqual([]);
  });
});

describe('Backlinks: accessibility (axe-core)', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP_VIEWPORT],
    ['phone', MOBILE_VIEWPORT],
  ] as const) {
    it(`has no serious or critical violation on the board and a job’s panel at a ${width}’s width`, async () => {
      const { job } = await jobWithStep('Placement', 'Initialized');
      const violations: string[] = [];
      for (const person of [PEOPLE.owner, PEOPLE.admin]) {
        const page = await harness.signedInPage(person.email, { viewport });
        await openPortalPath(page, harness.service.url, BOARD_PATH);
        await expectHeading(page, 'Backlinks');
        await portal(page)
          .getByRole('region', { name: /^In progress, \d+ links?$/ })
          .waitFor(SETTLE);
        violations.push(...(await blockingViolations(page, `${person.email} board (${width})`)));
        await openPortalPath(page, harness.service.url, `${BOARD_PATH}?job=${job.id}`, BOARD_PATH);
        await panelOf(portal(page), job);
        violations.push(...(await blockingViolations(page, `${person.email} panel (${width})`)));
      }
      expect(violations).toEqual([]);
    });
  }
});

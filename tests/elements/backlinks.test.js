/* global describe, it, before, after, DataTransfer, Event, File, HTMLAnchorElement, performance, window */
// The backlinks area in real Chromium, in a real shadow root, on the fixture's stand-in service: the four groups and
// their counts, 1,000 jobs fetched by pages and drawn by a virtualized board and list, search and sort, links drawn
// only for http(s) addresses, a job's panel (a modal dialog: focus inside, Escape closes it) with its timeline, files
// and report; the firm sees no staff control; staff start a step, save it with a file (progress, Cancel, a file too
// big or of the wrong kind refused before sending and as the service answers) and edit a step's links.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { openDialogIn, tabTo } from './support/keyboard-dialogs.js';
import { allInside, inside } from './support/portal-fixtures.js';
import { clickOn, nextPaint, press } from './support/real-input.js';

let fixture;
let board;

const regions = () => allInside(board, 'section[data-group]').map((section) => section.getAttribute('aria-label'));
const buttonNamed = (root, name) =>
  [...root.querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent.trim()) === name);
const panel = () => inside(board, 'dialog[data-slot="backlink-panel"]');
const stepsShown = () =>
  [...(panel()?.querySelectorAll('[data-slot="backlink-step"]') ?? [])].map(
    (item) => `${item.querySelector('h3').textContent}: ${item.querySelector('[data-slot="status-badge"]').textContent}`,
  );
const mix = () => [
  fixture.job(1, 'Pending'),
  fixture.job(2, 'Completed'),
  fixture.job(3, 'Failed'),
  fixture.job(4, 'Unknown'),
  fixture.job(5, 'Initialized'),
  fixture.job(6, 'Pending', {
    completedSteps: 1,
    referringSite: 'javascript:alert(1)',
    liveUrl: 'data:text/html,<script>alert(1)</script>',
  }),
];
const fileInput = (dialog) => dialog.querySelector('input[type="file"]');
function choose(input, name, type, size) {
  const transfer = new DataTransfer();
  transfer.items.add(new File([new Uint8Array(size)], name, { type }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function openJob(anchor) {
  const link = await waitFor(
    () => allInside(board, 'article a').find((candidate) => candidate.textContent === anchor),
    `the card of ${anchor}`,
  );
  link.scrollIntoView({ block: 'center' });
  await nextPaint();
  await clickOn(link);
  await waitFor(() => panel()?.open && stepsShown().length === 4, `the panel of ${anchor}`);
  return panel();
}

describe('the backlinks board', () => {
  before(async () => {
    await setViewport({ width: 1400, height: 900 });
    fixture = await import('/dist/test/backlinks-fixture.js');
  });
  after(() => board?.remove());

  it('groups the period’s jobs: in progress, placed, needing attention, not started', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', mix());
    await waitFor(() => regions().length === 4, 'the four groups');
    expect(regions()).toEqual(['In progress, 2 links', 'Placed, 1 link', 'Needs attention, 2 links', 'Not started, 1 link']);
    const card = allInside(board, 'article').find((article) => article.textContent.includes('Anchor 0001'));
    expect(card.querySelector('[role="progressbar"]').getAttribute('aria-valuetext')).toBe('2 of 4 steps');
    expect(card.textContent).toContain('Current stepPlacement');
  });

  it('draws a link only to an http(s) address; anything else stays text', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', mix());
    const card = await waitFor(
      () => allInside(board, 'article').find((article) => article.textContent.includes('Anchor 0006')),
      'the card with bad links',
    );
    const hrefs = [...card.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['#job=job-6', 'https://www.harborvale.example/page-6']);
    expect(card.textContent).toContain('javascript:alert(1)');
    const placed = allInside(board, 'article').find((article) => article.textContent.includes('Anchor 0002'));
    const live = [...placed.querySelectorAll('a')].find((link) => link.getAttribute('href') === 'https://site-2.example.org/article-2');
    expect([live.textContent, live.getAttribute('target'), live.getAttribute('rel'), live.title]).toEqual([
      'site-2.example.org/article-2',
      '_blank',
      'noopener noreferrer',
      'https://site-2.example.org/article-2',
    ]);
  });

  it('fetches a period of 1,000 jobs in pages, and keeps only the cards and rows in view in the page', async () => {
    const statuses = ['Pending', 'Completed', 'Failed', 'Initialized'];
    const many = Array.from({ length: 1000 }, (_, n) => fixture.job(n + 1, statuses[n % 4]));
    const started = performance.now();
    board = fixture.mountBoard('ACCOUNT_OWNER', many);
    await waitFor(() => regions().length === 4, 'the board of 1,000', 5000);
    const shownIn = performance.now() - started;
    expect(regions()).toEqual(['In progress, 250 links', 'Placed, 250 links', 'Needs attention, 250 links', 'Not started, 250 links']);
    expect(
      fixture.service
        .requests()
        .filter((request) => request.path === '/backlinks/jobs')
        .map((request) => request.search.PageNumber),
    ).toEqual(['1', '2']);
    expect(allInside(board, 'article').length < 60 ? 'few cards' : `${allInside(board, 'article').length} cards`).toBe('few cards');
    expect(shownIn < 4000 ? 'in time' : `${Math.round(shownIn)} ms`).toBe('in time');

    await clickOn(buttonNamed(board.shadowRoot, 'List'));
    const table = await waitFor(() => inside(board, '[role="table"]'), 'the list');
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    const rows = () => table.querySelectorAll('[role="rowgroup"]:last-child [role="row"]');
    expect(rows().length < 40 ? 'few rows' : `${rows().length} rows`).toBe('few rows');
    const scroller = inside(board, '[data-slot="board-scroller"]');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => [...rows()].some((row) => row.getAttribute('aria-rowindex') === '1001'), 'the last row');
    expect(rows().length < 40 ? 'few rows' : `${rows().length} rows`).toBe('few rows');
  });

  it('searches by anchor, page or linking site, and sorts by anchor text', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', mix(), { view: 'list' });
    const search = await waitFor(() => inside(board, 'input[type="search"]'), 'the search box');
    // The search box shows before the list's first page has come, so no table yet means no rows yet.
    const anchorsShown = () =>
      [...(inside(board, '[role="table"]')?.querySelectorAll('[role="row"] a[href^="#job="]') ?? [])].map((link) => link.textContent);
    await waitFor(() => anchorsShown().length === 6, 'six rows');
    search.focus();
    await press('s');
    for (const key of 'ite-3.example'.split('')) await press(key);
    await waitFor(() => anchorsShown().length === 1, 'the one job on site-3');
    expect(anchorsShown()).toEqual(['Anchor 0003']);
    search.select();
    for (const key of 'page-5'.split('')) await press(key);
    await waitFor(() => anchorsShown()[0] === 'Anchor 0005' && anchorsShown().length === 1, 'the job of page-5');
    search.select();
    await press('Backspace');
    const sort = [...board.shadowRoot.querySelectorAll('select')].find((select) =>
      [...select.options].some((option) => option.value === 'topic'),
    );
    sort.value = 'topic';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    await clickOn(buttonNamed(board.shadowRoot, 'Descending'));
    await waitFor(() => anchorsShown()[0] === 'Anchor 0006', 'anchors in descending order');
    expect(anchorsShown()).toEqual(['Anchor 0006', 'Anchor 0005', 'Anchor 0004', 'Anchor 0003', 'Anchor 0002', 'Anchor 0001']);
  });
});

describe('a job’s panel', () => {
  let opened = [];
  let downloads = [];
  const realOpen = window.open;
  const realClick = HTMLAnchorElement.prototype.click;
  before(() => {
    window.open = (url, target) => {
      opened.push({ url, target });
      return {};
    };
    HTMLAnchorElement.prototype.click = function click() {
      if (this.download) downloads.push({ name: this.download, href: this.href });
      else realClick.call(this);
    };
  });
  after(() => {
    window.open = realOpen;
    HTMLAnchorElement.prototype.click = realClick;
  });

  it('opens as a modal dialog with the timeline; focus is inside, Escape closes it', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', mix());
    const dialog = await openJob('Anchor 0002');
    expect(fixture.service.opened()).toEqual(['job-2']);
    expect(
      dialog.getAttribute('aria-labelledby') && board.shadowRoot.getElementById(dialog.getAttribute('aria-labelledby')).textContent,
    ).toBe('Anchor 0002');
    expect(stepsShown()).toEqual(['1. Prospecting: Done', '2. Outreach: Done', '3. Placement: Done', '4. Verification: Done']);
    expect(dialog.contains(board.shadowRoot.activeElement)).toBe(true);
    expect(dialog.querySelectorAll('time').length).toBe(8);
    await press('Escape');
    await waitFor(() => fixture.service.closed() === 1 && !panel(), 'the panel closed');
  });

  it('opens a picture in a new tab, downloads a PDF under its name, and opens the report', async () => {
    opened = [];
    downloads = [];
    board = fixture.mountBoard('USER', mix());
    const dialog = await openJob('Anchor 0002');
    await clickOn(buttonNamed(dialog, 'Open live-link.png'));
    await waitFor(() => opened.length === 1, 'the picture opened');
    expect(opened[0].url.startsWith('blob:') && opened[0].target).toBe('_blank');
    await clickOn(buttonNamed(dialog, 'Download prospects.csv'));
    await waitFor(() => downloads.length === 1, 'the download');
    expect(downloads[0].name).toBe('prospects.csv');
    await clickOn(buttonNamed(dialog, 'Open report'));
    await waitFor(() => opened.length === 2, 'the report opened');
    expect(
      fixture.service
        .requests()
        .filter((request) => request.path.startsWith('/documents/'))
        .map((request) => `${request.path} ${request.search.StepId ?? ''}`.trim()),
    ).toEqual(['/documents/job/job-2 job-2-step-3', '/documents/job/job-2 job-2-step-0', '/documents/job/job-2']);
  });

  it('shows the firm no staff control on any step', async () => {
    for (const role of ['ACCOUNT_OWNER', 'USER', 'USER_MANAGER']) {
      board = fixture.mountBoard(role, mix());
      const dialog = await openJob('Anchor 0001');
      expect(dialog.querySelectorAll('[data-slot="step-actions"]').length).toBe(0);
      expect(
        [...dialog.querySelectorAll('button')]
          .map((button) => button.textContent.trim())
          .filter((text) => /Edit|Start step|Save with file/.test(text)),
      ).toEqual([]);
    }
  });
});

describe('staff on a job’s steps', () => {
  it('offers each step what its status allows', async () => {
    board = fixture.mountBoard('FIRM_PILOT_ADMIN', mix());
    const dialog = await openJob('Anchor 0001');
    const offered = [...dialog.querySelectorAll('[data-slot="backlink-step"]')].map((item) =>
      [...item.querySelectorAll('[data-slot="step-actions"] button')].map((button) => button.textContent).join(' + '),
    );
    expect(offered).toEqual(['Edit links', 'Edit links', 'Edit + Save with file', 'Edit + Start step']);
  });

  it('starts a step with the keyboard; focus stays on the step', async () => {
    board = fixture.mountBoard('FIRM_PILOT_ADMIN', mix());
    const dialog = await openJob('Anchor 0001');
    await tabTo(board.shadowRoot, buttonNamed(dialog, 'Start step: Verification'), 'Start step: Verification');
    await press('Enter');
    const confirm = await waitFor(
      () => [...board.shadowRoot.querySelectorAll('dialog[data-slot="dialog"]')].find((candidate) => candidate.open),
      'the confirmation',
    );
    expect(confirm.querySelector('h2').textContent).toBe('Start the Verification step?');
    await tabTo(board.shadowRoot, buttonNamed(confirm, 'Start step'), 'Start step');
    await press('Enter');
    await waitFor(() => stepsShown()[3] === '4. Verification: In progress', 'the step in progress');
    expect(fixture.service.step('job-1-step-3').status).toBe('Initialized');
    await waitFor(() => board.shadowRoot.activeElement?.textContent === '4. Verification', 'focus on the step');
  });

  it('saves a step with a file: the bar shows what has gone, and the step is done', async () => {
    board = fixture.mountBoard('FIRM_PILOT_ADMIN', mix());
    const dialog = await openJob('Anchor 0001');
    await clickOn(buttonNamed(dialog, 'Save with file: Placement'));
    const save = await waitFor(
      () => [...board.shadowRoot.querySelectorAll('dialog[data-slot="dialog"]')].find((candidate) => candidate.open),
      'the save dialog',
    );
    choose(fileInput(save), 'confirmation.pdf', 'application/pdf', 4000);
    await clickOn(buttonNamed(save, 'Save step'));
    const bar = await waitFor(() => save.querySelector('progress'), 'the progress bar');
    expect(bar.getAttribute('aria-label')).toBe('Sending confirmation.pdf');
    await waitFor(() => Number(bar.value) === 50, 'half sent');
    expect(save.querySelector('[role="status"]').textContent).toBe('50% sent');
    fixture.service.releaseUploads();
    await waitFor(() => !save.open, 'the dialog closed');
    await waitFor(() => stepsShown()[2] === '3. Placement: Done', 'the step done');
    expect(fixture.service.step('job-1-step-2').fileName).toBe('confirmation.pdf');
    expect(buttonNamed(dialog, 'Open confirmation.pdf')).toBeTruthy();
  });

  it('Cancel stops a save while its bytes travel: nothing is saved', async () => {
    board = fixture.mountBoard('FIRM_PILOT_ADMIN', mix());
    const dialog = await openJob('Anchor 0001');
    await clickOn(buttonNamed(dialog, 'Save with file: Placement'));
    const save = await waitFor(
      () =>
        openDialogIn(board.shadowRoot) &&
        [...board.shadowRoot.querySelectorAll('dialog[data-slot="dialog"]')].find((candidate) => candidate.open),
      'the save dialog',
    );
    choose(fileInput(save), 'confirmation.pdf', 'application/pdf', 4000);
    await clickOn(buttonNamed(save, 'Save step'));
    await waitFor(() => fixture.service.waitingUploads() === 1, 'the upload under way');
    await clickOn(buttonNamed(save, 'Cancel'));
    await waitFor(() => !save.open, 'the dialog closed');
    expect([fixture.service.abortedUploads(), fixture.service.step('job-1-step-2').status]).toEqual([1, 'Initialized']);
  });

  it('refuses a file too big or of the wrong kind before sending it, and says why when the service refuses one', async () => {
    board = fixture.mountBoard('FIRM_PILOT_ADMIN', mix());
    const dialog = await openJob('Anchor 0001');
    await clickOn(buttonNamed(dialog, 'Save with file: Placement'));
    const save = await waitFor(
      () => [...board.shadowRoot.querySelectorAll('dialog[data-slot="dialog"]')].find((candidate) => candidate.open),
      'the save dialog',
    );
    const alertText = () => save.querySelector('[role="alert"]')?.textContent;
    choose(fileInput(save), 'huge.pdf', 'application/pdf', 1024 * 1024 + 1);
    await waitFor(() => alertText(), 'the size refused');
    expect(alertText()).toBe('“huge.pdf” is larger than the 1 MB a step can take. Choose a smaller file.');
    await clickOn(buttonNamed(save, 'Save step'));
    choose(fileInput(save), 'logo.svg', 'image/svg+xml', 100);
    await waitFor(() => alertText()?.startsWith('“logo.svg”'), 'the kind refused');
    expect(alertText()).toBe('“logo.svg” is a image/svg+xml file. Choose a PDF, an image (PNG, JPEG, WebP or GIF), or a text or CSV file.');
    expect(fileInput(save).getAttribute('aria-invalid')).toBe('true');
    expect(fixture.service.requests().filter((request) => request.path.endsWith('/save')).length).toBe(0);

    fixture.service.refuseNext(413, { detail: 'The body is larger than the 1048576 bytes this service accepts.' });
    choose(fileInput(save), 'fits.pdf', 'application/pdf', 1000);
    await clickOn(buttonNamed(save, 'Save step'));
    await waitFor(() => fixture.service.waitingUploads() === 1, 'the upload under way');
    fixture.service.releaseUploads();
    await waitFor(
      () => alertText() === 'The file is larger than the 1 MB the service accepts. Choose a smaller file.',
      'the service’s size refusal',
    );
    fixture.service.refuseNext(400, { detail: 'body/file is of type application/pdf, which a step does not take.', field: 'file' });
    await clickOn(buttonNamed(save, 'Save step'));
    await waitFor(() => fixture.service.waitingUploads() === 1, 'the second upload under way');
    fixture.service.releaseUploads();
    await waitFor(
      () =>
        alertText() ===
        'The service does not take this kind of file. Choose a PDF, an image (PNG, JPEG, WebP or GIF), or a text or CSV file.',
      'the service’s kind refusal',
    );
    expect([save.open, fixture.service.step('job-1-step-2').status]).toEqual([true, 'Initialized']);
  });

  it('edits a step’s notes and the job’s links, checking a link before sending and naming a field the service refuses', async () => {
    board = fixture.mountBoard('FIRM_PILOT_ADMIN', mix());
    const dialog = await openJob('Anchor 0001');
    await clickOn(buttonNamed(dialog, 'Edit: Placement'));
    const edit = await waitFor(
      () => [...board.shadowRoot.querySelectorAll('dialog[data-slot="dialog"]')].find((candidate) => candidate.open),
      'the edit dialog',
    );
    const field = (label) =>
      board.shadowRoot.getElementById([...edit.querySelectorAll('label')].find((node) => node.textContent === label).htmlFor);
    expect([field('Linking site').value, field('Live link').value]).toEqual(['site-1.example.org', '']);
    field('Live link').focus();
    for (const key of 'javascript:x'.split('')) await press(key);
    await clickOn(buttonNamed(edit, 'Save changes'));
    await waitFor(() => field('Live link').getAttribute('aria-invalid') === 'true', 'the live link refused');
    const help = () => board.shadowRoot.getElementById(field('Live link').getAttribute('aria-describedby')).textContent;
    expect(help()).toBe('Enter the page’s address, starting with http:// or https://.');
    expect(fixture.service.requests().filter((request) => request.method === 'PUT').length).toBe(0);

    field('Live link').select();
    for (const key of 'https://news.example.com/a'.split('')) await press(key);
    fixture.service.refuseNext(400, { detail: 'body/data/liveUrl must be an http or https address with a domain.', field: 'data/liveUrl' });
    await clickOn(buttonNamed(edit, 'Save changes'));
    await waitFor(() => field('Live link').getAttribute('aria-invalid') === 'true', 'the service’s refusal on the field');
    expect(help()).toBe('This must be an http or https address with a domain.');

    await clickOn(buttonNamed(edit, 'Save changes'));
    await waitFor(() => !edit.open, 'the dialog closed');
    const put = fixture.service
      .requests()
      .filter((request) => request.method === 'PUT')
      .at(-1);
    // Only the link that changed travels: the unchanged linking site is not sent back over a colleague's edit.
    expect(put.body.data).toEqual({ note: 'Placement notes', liveUrl: 'https://news.example.com/a' });
    await waitFor(
      () => [...dialog.querySelectorAll('a')].some((link) => link.getAttribute('href') === 'https://news.example.com/a'),
      'the live link shown',
    );
  });
});

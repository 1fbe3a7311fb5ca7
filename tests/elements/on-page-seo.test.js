/* global describe, it, before, beforeEach, afterEach, window, URL, getComputedStyle, Event */
// The on-page SEO area in real Chromium (support/on-page-seo-fixture.tsx), against a stand-in for the service: the
// board's groups, counts, QC results and failure reasons; the review page's side-by-side word diff (marked in the text,
// named for screen readers), Google's result cut by rendered width with a warning, decisions saved one by one and all
// at once (shown before the service answers, taken back when it refuses), the submission held back until every change
// is decided, submitted after a confirmation, and its record to download; the agency's actions; keyboard use; a
// narrow screen; nothing from the service run as markup.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside, mount } from './support/portal-fixtures.js';
import { clickOn, insertText, nextPaint, press } from './support/real-input.js';
import { signInTo, signOutAndForget } from './support/signed-in.js';

let fixture;
let element;

const signIn = (role = 'ACCOUNT_OWNER') => signInTo(fixture.CLIENT_ID, 'Harbor & Vale Law', role);
const text = (node) => node?.textContent.trim() ?? null;
const buttonNamed = (root, name) =>
  [...root.querySelectorAll('button')].find((node) => (node.getAttribute('aria-label') ?? text(node)) === name) ?? null;
const button = (name) => buttonNamed(element.shadowRoot, name);
const row = (field) => inside(element, `article[data-field="${field}"]`);
const rowButton = (field, name) => [...(row(field)?.querySelectorAll('button') ?? [])].find((node) => text(node) === name) ?? null;
const decisionOf = (field) => row(field)?.querySelector('[data-slot="decision"]')?.dataset.decision;
const requestsOf = (name) => fixture.service.requests().filter((request) => request.operationName === name);
const active = () => element.shadowRoot.activeElement;

async function clickControl(control) {
  control.scrollIntoView({ block: 'center' });
  await nextPaint();
  await clickOn(control);
}

async function showReview() {
  element = mount('<fp-seo-review-test></fp-seo-review-test>');
  await waitFor(() => inside(element, 'h1, [role="alert"]'), 'the review page');
}

before(async () => {
  fixture = await import('/dist/test/on-page-seo-fixture.js');
});

beforeEach(async () => {
  await setViewport({ width: 1280, height: 900 });
  fixture.service.reset();
  fixture.forgetAnswers();
  signIn();
});

afterEach(() => {
  element?.remove();
  element = undefined;
  signOutAndForget();
  delete window.__xssRan;
});

describe('the on-page SEO board', () => {
  const mix = () => [
    fixture.boardJob(1, 'ReadyForPreProcessingReview', ['Approved', null, 'Rejected', null]),
    fixture.boardJob(2, 'ReadyForPreProcessingReview', ['Approved'], { review: { submittedOn: '2026-11-20T10:00:00.000Z' } }),
    fixture.boardJob(3, 'Pending'),
    fixture.boardJob(4, 'Complete', ['Approved', 'Approved'], { preProcessQc: 'Passed', postProcessQc: 'Passed' }),
    fixture.boardJob(5, 'ExecutionFailed', [], { failureReason: 'CMS_CREDENTIALS' }),
    fixture.boardJob(6, 'Canceled'),
  ];
  const regions = () => allInside(element, 'section[data-group]').map((section) => section.getAttribute('aria-label'));
  const card = (page) => allInside(element, 'article[data-slot="job-card"]').find((article) => article.textContent.includes(page));

  it('groups the jobs by what the firm must do: a submitted review no longer waits for it, a canceled job is in no group', async () => {
    fixture.service.setBoard(mix());
    element = mount('<fp-seo-board-test view="board"></fp-seo-board-test>');
    await waitFor(() => regions().length === 4, 'the four groups');
    expect(regions()).toEqual(['Waiting for your review, 1 job', 'In progress, 2 jobs', 'Complete, 1 job', 'Needs attention, 1 job']);
    const waiting = card('page-001');
    expect(text(waiting.querySelector('[data-slot="status-badge"]'))).toBe('Ready for your review');
    expect([...waiting.querySelectorAll('dd')].map(text)).toEqual(['Not yet', 'Not yet', '2 of 4']);
    expect(card('page-002').textContent).toContain('Review submitted');
    expect(card('page-005').textContent).toContain('The login we have for your website’s content system no longer works.');
    expect(card('page-006')).toBe(undefined);
  });

  it('lists them with the page, status, both QC results and the decisions, and opens a job from its page', async () => {
    fixture.service.setBoard(mix());
    element = mount('<fp-seo-board-test view="list"></fp-seo-board-test>');
    const table = await waitFor(() => inside(element, '[role="table"]'), 'the list');
    expect(table.getAttribute('aria-label')).toBe('On-page SEO jobs');
    expect([...table.querySelectorAll('[role="columnheader"]')].map(text)).toEqual([
      'Page',
      'Status',
      'Pre-processing QC',
      'Post-processing QC',
      'Decided',
      'Updated',
      'Actions',
    ]);
    const complete = [...table.querySelectorAll('[role="row"]')].find((node) => node.textContent.includes('page-004'));
    expect([...complete.querySelectorAll('[role="cell"]')].slice(1, 5).map(text)).toEqual(['Complete', 'Passed', 'Passed', '2 of 2']);
    const link = complete.querySelector('a');
    expect(link.getAttribute('href')).toBe('#/seo/seo-4');
    await clickControl(link);
    await waitFor(() => fixture.opened.length === 1, 'the job opened');
    expect(fixture.opened).toEqual(['seo-4']);
  });

  it('shows staff the client’s test jobs too, with their actions; the firm neither', async () => {
    fixture.service.setBoard(mix());
    fixture.service.setTestJobs([fixture.boardJob(9, 'ReadyForPreProcessingReview', [null], { isTest: true, deliverableId: null })]);
    element = mount('<fp-seo-board-test view="board"></fp-seo-board-test>');
    await waitFor(() => regions().length === 4, 'the board');
    expect(button('Actions for https://harborvale.test/page-005')).toBe(null);
    expect(card('page-009')).toBe(undefined);
    element.remove();
    signIn('FIRM_PILOT_ADMIN');
    fixture.forgetAnswers();
    element = mount('<fp-seo-board-test view="board"></fp-seo-board-test>');
    await waitFor(() => card('page-009'), 'the test job');
    expect(regions()[0]).toBe('Waiting for your review, 2 jobs');
    expect(card('page-009').textContent).toContain('Test');
    expect(button('Actions for https://harborvale.test/page-005')).toBeTruthy();
    expect(button('Actions for https://harborvale.test/page-009')).toBeTruthy();
  });

  it('says when the period has no SEO jobs', async () => {
    element = mount('<fp-seo-board-test view="board"></fp-seo-board-test>');
    await waitFor(() => element.shadowRoot.textContent.includes('No on-page SEO updates in this period yet.'), 'the empty state');
  });
});

describe('an on-page SEO review page', () => {
  it('shows each change’s live and proposed text side by side, the differences marked in the text and named, nothing run as markup', async () => {
    window.__xss = () => (window.__xssRan = true);
    await showReview();
    expect(text(inside(element, 'h1'))).toBe(fixture.PAGE_URL);
    expect(allInside(element, 'article[data-slot="seo-change"] h3').map(text)).toEqual([
      'Page title',
      'Meta description',
      'Main heading (H1)',
      'Image description (alt text)',
      'Structured data (schema)',
      'Og title',
    ]);
    const title = row('title');
    const live = title.querySelector('[data-side="live"] [data-slot="diff-text"]');
    const proposed = title.querySelector('[data-side="proposed"] [data-slot="diff-text"]');
    // Read aloud, each side says what goes and what comes; seen, the words are struck through or underlined.
    expect(live.textContent).toBe('Car removed: Accidents | Harbor & Vale Law');
    expect([...live.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['removed: Accidents']);
    expect([...proposed.querySelectorAll('ins')].map((node) => node.textContent)).toEqual([
      'added: Accident Lawyer in Miami',
      'added: Free Consultation | ',
    ]);
    expect(proposed.querySelectorAll('del').length).toBe(0);
    expect(getComputedStyle(proposed.querySelector('ins')).textDecorationLine).toBe('underline');
    expect(getComputedStyle(proposed.querySelector('ins span')).position).toBe('absolute');
    expect(text(title.querySelector('[data-slot="diff-summary"]'))).toBe('6 words added, 1 removed');
    const alt = row('imageAlt');
    expect(alt.querySelector('del').textContent).toBe(`removed: ${fixture.XSS_ALT}`);
    expect(getComputedStyle(alt.querySelector('del')).textDecorationLine).toBe('line-through');
    expect(row('schema').querySelector('[data-side="proposed"]').textContent).toContain(fixture.SCHEMA);
    expect(row('metaDescription').querySelector('[data-side="live"]').textContent).toContain('Nothing: the page has none yet.');
    expect(allInside(element, 'img, script').length).toBe(0);
    await nextPaint();
    expect(window.__xssRan).toBe(undefined);
  });

  it('shows the title as Google would, cut by its rendered width on a desktop with a warning that does not block', async () => {
    await showReview();
    const title = row('title');
    const desktop = title.querySelector('figure[data-device="desktop"]');
    const mobile = title.querySelector('figure[data-device="mobile"]');
    expect(desktop.dataset.state).toBe('cut');
    expect(mobile.dataset.state).toBe('fits');
    expect(text(desktop.querySelector('[data-slot="serp-title"]'))).toBe('Car Accident Lawyer in Miami | Free Consultation | Harbor & ...');
    expect(text(mobile.querySelector('[data-slot="serp-title"]'))).toBe(fixture.LONG_TITLE);
    // The description is the page's proposed one, beside it.
    expect(text(desktop.querySelector('[data-slot="serp-description"]'))).toContain('Talk to Harbor & Vale Law');
    const lengths = [...title.querySelectorAll('[data-slot="serp-lengths"] li')].map(text);
    expect(lengths[0]).toBe('68 characters');
    // Canvas measures Liberation Sans (Arial's metrics) as the unit tests' table does: 622.87 px, kerning aside.
    const desktopWidth = Number(/^Desktop: (\d+) of about 600 px, will be cut$/.exec(lengths[1])?.[1]);
    expect(Math.abs(desktopWidth - 623) <= 3).toBe(true);
    expect(lengths[2]).toContain('of about 660 px, fits');
    expect(text(title.querySelector('[data-slot="serp-warning"]'))).toBe(
      'Warning: Google will likely cut this title on desktop. You can still approve it; a shorter text would show in full.',
    );
    expect(rowButton('title', 'Approve')).toBeTruthy();
    expect(row('metaDescription').querySelector('[data-slot="serp-warning"]')).toBe(null);
    expect(row('h1').querySelector('[data-slot="serp"]')).toBe(null);
  });

  it('saves a decision at once, shows it before the service answers, and keeps the focus on the button', async () => {
    await showReview();
    fixture.service.holdDecisions();
    const approve = rowButton('title', 'Approve');
    await clickControl(approve);
    await waitFor(() => decisionOf('title') === 'Approved', 'the decision shown at once');
    expect(approve.getAttribute('aria-pressed')).toBe('true');
    expect(requestsOf('DecideSeoChanges').map((request) => request.variables)).toEqual([
      { seoJobId: 'seo-1', decisions: [{ changeId: 'c-title', decision: 'Approved', comment: null, expectedContentHash: 'hash-c-title' }] },
    ]);
    fixture.service.release();
    await waitFor(() => row('title').textContent.includes('by Ada Lovelace on'), 'who decided');
    expect(active()).toBe(approve);
    expect(text(inside(element, '[data-slot="review-progress"]'))).toBe('1 of 6 changes decided · 1 approved, 0 rejected');
  });

  it('says when a decision no longer holds because the change was edited since, and asks for a new one', async () => {
    const [title, ...rest] = fixture.initialJob().changes;
    fixture.service.setJob({
      changes: [
        {
          ...title,
          proposedValue: 'Car Accident Lawyers | Harbor & Vale Law',
          voidedDecision: {
            decision: 'Approved',
            decidedBy: 'owner@harborvale.test',
            decidedOn: '2026-11-19T10:00:00.000Z',
            voidedOn: '2026-11-20T10:00:00.000Z',
            voidedReason: 'Changed after approval: the proposed text was changed.',
          },
        },
        ...rest,
      ],
    });
    await showReview();
    expect(decisionOf('title')).toBe('none');
    const note = text(row('title').querySelector('[data-slot="voided-decision"]'));
    const said =
      /^The earlier decision \(approved\) no longer holds since .+2026: Changed after approval: the proposed text was changed\. Decide on the change as it is now\.$/;
    expect(said.test(note)).toBe(true);
    await clickControl(rowButton('title', 'Approve'));
    await waitFor(() => decisionOf('title') === 'Approved', 'the new decision');
    expect(row('title').querySelector('[data-slot="voided-decision"]')).toBe(null);
  });

  it('takes a refused decision back, and says why beside the change and in a toast', async () => {
    await showReview();
    fixture.service.holdDecisions();
    fixture.service.refuseNextDecision('The review of this SEO job was already submitted.');
    await clickControl(rowButton('h1', 'Reject'));
    await waitFor(() => decisionOf('h1') === 'Rejected', 'the rejection shown at once');
    fixture.service.release();
    await waitFor(() => decisionOf('h1') === 'none', 'the rejection taken back');
    const message =
      'Your decision on Main heading (H1) was not saved: The review of this SEO job was already submitted. It is back as it was; try again.';
    expect(text(row('h1').querySelector('[role="alert"]'))).toBe(message);
    await waitFor(
      () => allInside(element, '[data-sonner-toast]').some((toast) => toast.textContent.includes('was not saved')),
      'the error toast',
    );
  });

  it('sends decisions on a change in the order taken, and an older answer never covers the newer decision', async () => {
    await showReview();
    fixture.service.holdDecisions();
    await clickControl(rowButton('title', 'Approve'));
    await clickControl(rowButton('title', 'Reject'));
    await waitFor(() => decisionOf('title') === 'Rejected', 'the newer decision shown at once');
    expect(requestsOf('DecideSeoChanges').length).toBe(1);
    expect(text(inside(element, '[data-slot="submit-blocked"]'))).toContain('still to decide');
    fixture.service.release();
    await waitFor(() => requestsOf('DecideSeoChanges').length === 2, 'the newer decision sent once the older is answered');
    expect(requestsOf('DecideSeoChanges').map((request) => request.variables.decisions[0].decision)).toEqual(['Approved', 'Rejected']);
    await waitFor(() => row('title').textContent.includes('by Ada Lovelace on'), 'the newer decision answered');
    expect(decisionOf('title')).toBe('Rejected');
  });

  it('keeps a rejection’s comment with it', async () => {
    await showReview();
    await clickControl(rowButton('h1', 'Reject'));
    const field = await waitFor(() => row('h1').querySelector('textarea'), 'the comment field');
    field.focus();
    await insertText('Keep our own wording');
    await clickControl(rowButton('h1', 'Save comment'));
    await waitFor(() => requestsOf('DecideSeoChanges').length === 2, 'the comment saved');
    expect(requestsOf('DecideSeoChanges')[1].variables.decisions).toEqual([
      { changeId: 'c-h1', decision: 'Rejected', comment: 'Keep our own wording', expectedContentHash: 'hash-c-h1' },
    ]);
    await waitFor(() => row('h1').textContent.includes('Comment saved.'), 'the comment confirmed');
    expect(fixture.service.job().changes.find((change) => change.id === 'c-h1').decisionComment).toBe('Keep our own wording');
  });

  it('holds the submission back, saying why, until every change is decided; "Approve all the rest" decides the rest in one call', async () => {
    await showReview();
    const submit = button('Submit review');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    const reason = element.shadowRoot.getElementById(submit.getAttribute('aria-describedby'));
    expect(text(reason)).toBe('Decide every change before you submit: 6 changes still to decide.');
    await clickControl(submit);
    await nextPaint();
    expect(inside(element, 'dialog[open]')).toBe(null);
    await clickControl(rowButton('imageAlt', 'Reject'));
    await waitFor(() => requestsOf('DecideSeoChanges').length === 1, 'the rejection saved');
    await clickControl(button('Approve all the rest (5 changes)'));
    await waitFor(() => requestsOf('DecideSeoChanges').length === 2, 'the rest approved');
    expect(requestsOf('DecideSeoChanges')[1].variables.decisions.map((decision) => `${decision.changeId} ${decision.decision}`)).toEqual([
      'c-title Approved',
      'c-meta Approved',
      'c-h1 Approved',
      'c-schema Approved',
      'c-og Approved',
    ]);
    await waitFor(() => !button('Submit review').getAttribute('aria-disabled'), 'the submission allowed');
    expect(active()).toBe(button('Submit review'));
  });

  it('submits after a confirmation naming the tally, then shows the record of what was approved, focused, and downloads it', async () => {
    await showReview();
    await clickControl(rowButton('imageAlt', 'Reject'));
    await waitFor(() => requestsOf('DecideSeoChanges').length === 1, 'the rejection saved');
    await clickControl(button('Approve all the rest (5 changes)'));
    await waitFor(() => !button('Submit review')?.getAttribute('aria-disabled'), 'the submission allowed');
    await clickControl(button('Submit review'));
    const dialog = await waitFor(() => inside(element, 'dialog[open]'), 'the confirmation');
    expect(text(dialog.querySelector('h2'))).toBe('Submit your review?');
    expect(text(dialog.querySelector('p'))).toBe(
      'You approved 5 changes and rejected 1 change. Once submitted, your decisions are final: the approved changes go to be applied to your page.',
    );
    await clickControl(buttonNamed(dialog, 'Submit review'));
    const record = await waitFor(() => inside(element, '[data-slot="approval-record"]'), 'the record');
    await waitFor(() => active() === record.querySelector('h2'), 'the record focused');
    expect(fixture.outcomes).toEqual([['onPageSeo', 'reviewSubmitted', 'seo-1']]);
    expect(record.textContent).toContain('Submitted by Ada Lovelace on');
    expect([...record.querySelectorAll('[data-slot="approved-change"]')].length).toBe(5);
    expect(record.querySelector('[data-slot="approved-change"]').textContent).toContain(fixture.LONG_TITLE);
    await waitFor(() => /^[0-9a-f]{64}$/.test(text(record.querySelector('[data-slot="content-hash"]'))), 'the hash');
    expect(button('Approve')).toBe(null);
    // The record is made as a file: catch the blob the download link points at.
    const made = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob) => (made.push(blob), original.call(URL, blob));
    try {
      await clickControl(buttonNamed(record, 'Download approval record'));
      await waitFor(() => made.length === 1, 'the record file');
    } finally {
      URL.createObjectURL = original;
    }
    const html = await made[0].text();
    expect(html).toContain('<dt>Changes approved</dt><dd>5</dd>');
    expect(html).toContain(fixture.LONG_TITLE.replace(/&/g, '&amp;'));
    expect(html.includes('<script>window.__xss')).toBe(false);
  });

  it('shows what another member decided, and is decided by keyboard alone', async () => {
    fixture.service.someoneDecides('c-h1', 'Rejected');
    await showReview();
    expect(decisionOf('h1')).toBe('Rejected');
    expect(row('h1').textContent).toContain('by Grace Hopper on');
    rowButton('title', 'Approve').focus();
    await press('Enter');
    await waitFor(() => decisionOf('title') === 'Approved', 'approved by Enter');
    await press('Tab');
    expect(active()).toBe(rowButton('title', 'Reject'));
    await press('Space');
    await waitFor(() => decisionOf('title') === 'Rejected', 'rejected by Space');
    expect(requestsOf('DecideSeoChanges').map((request) => request.variables.decisions[0].decision)).toEqual(['Approved', 'Rejected']);
  });

  it('offers staff the QC of the proposed changes with a comment, a USER the decisions, a PPC_ADMIN neither', async () => {
    signIn('FIRM_PILOT_ADMIN');
    await showReview();
    const actions = inside(element, '[role="group"][aria-label="Actions"]');
    expect([...actions.querySelectorAll('button')].map(text)).toEqual(['Pre-processing QC', 'Regenerate', 'Mark complete (done by hand)']);
    await clickControl(buttonNamed(actions, 'Pre-processing QC'));
    const dialog = await waitFor(() => inside(element, 'dialog[open]'), 'the QC dialog');
    const [select] = dialog.querySelectorAll('select');
    select.value = 'Failed';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    dialog.querySelector('textarea').focus();
    await insertText('The title promises results.');
    await clickControl(buttonNamed(dialog, 'Record QC'));
    await waitFor(() => requestsOf('QcPreProcessSeoJob').length === 1, 'the QC recorded');
    expect(requestsOf('QcPreProcessSeoJob')[0].variables).toEqual({
      seoJobId: 'seo-1',
      result: 'Failed',
      comment: 'The title promises results.',
      expectedChangesHash: 'hash-of-changes',
    });
    element.remove();

    signIn('USER');
    fixture.service.reset();
    fixture.forgetAnswers();
    await showReview();
    expect(rowButton('title', 'Approve')).toBeTruthy();
    expect(inside(element, '[role="group"][aria-label="Actions"]')).toBe(null);
    element.remove();

    signIn('PPC_ADMIN');
    fixture.forgetAnswers();
    await showReview();
    expect(rowButton('title', 'Approve')).toBe(null);
    expect(button('Submit review')).toBe(null);
    expect(element.shadowRoot.textContent).toContain('You can read this review; deciding the changes is for the firm’s reviewers.');
  });

  it('says why a failed job stopped in the firm’s words', async () => {
    fixture.service.setJob({ status: 'ExecutionFailed', failureReason: 'CMS_UNREACHABLE' });
    await showReview();
    expect(text(inside(element, '[data-slot="failure-reason"]'))).toContain(
      'We could not reach your website’s content system to apply the changes.',
    );
    expect(text(inside(element, '[data-slot="status-badge"]'))).toBe('Changes could not be applied');
    element.remove();
    fixture.service.setJob({ failureReason: 'QUOTA' });
    fixture.forgetAnswers();
    await showReview();
    expect(text(inside(element, '[data-slot="failure-reason"]'))).toContain('Something went wrong (reference: QUOTA).');
  });

  it('stacks the live and proposed text on a narrow screen', async () => {
    await setViewport({ width: 600, height: 900 });
    await showReview();
    const sides = [...row('h1').querySelectorAll('[data-side]')].map((side) => side.getBoundingClientRect());
    expect(sides[1].top >= sides[0].bottom).toBe(true);
    await setViewport({ width: 1280, height: 900 });
    await nextPaint();
    const wide = [...row('h1').querySelectorAll('[data-side]')].map((side) => side.getBoundingClientRect());
    expect(Math.round(wide[1].top)).toBe(Math.round(wide[0].top));
  });
});

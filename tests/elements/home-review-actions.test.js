/* global describe, it, before, beforeEach, afterEach, document, setTimeout */
// Home's review queue in Chromium (support/in-place-review-fixture.tsx): a social media or Google Business
// Profile post waiting for the firm is approved or sent back right in the queue, with the post page's dialogs,
// driven by the keyboard; the item leaves, a toast says so, the host hears the event; a failure keeps the dialog
// and what was typed. A role that may not review is offered nothing. Against a stand-in for the service.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside, mount } from './support/portal-fixtures.js';
import { nextPaint, press, type } from './support/real-input.js';
import { signInTo, signOutAndForget } from './support/signed-in.js';
import { openDialogIn, openDialogWith, submitWith, tabTo as tabToIn } from './support/keyboard-dialogs.js';

const EVENTS = [
  'fp-social-post-approved',
  'fp-social-post-changes-requested',
  'fp-google-business-profile-post-approved',
  'fp-google-business-profile-post-changes-requested',
];

let fixture;
let element;
let heard;

const itemOf = (kind) => inside(element, `[data-slot="review-queue"] li[data-kind="${kind}"]`);
const buttonsOf = (kind) =>
  [...(itemOf(kind)?.querySelectorAll('[data-slot="in-place-review"] button') ?? [])].map((node) => node.textContent.trim());
const buttonOf = (kind, name) => [...(itemOf(kind)?.querySelectorAll('button') ?? [])].find((node) => node.textContent.trim() === name);
const openDialog = () => openDialogIn(element.shadowRoot);
const focused = () => element.shadowRoot.activeElement;
const toastTexts = () => allInside(element, '[data-sonner-toast]').map((toast) => toast.textContent);

async function showQueue(role = 'ACCOUNT_OWNER') {
  signInTo(fixture.CLIENT_ID, 'Harbor & Vale Law', role);
  element = mount('<fp-review-queue-test></fp-review-queue-test>');
  await waitFor(() => itemOf('social') && itemOf('googleBusinessProfile'), 'the queue with its social and profile posts');
}

const tabTo = (target, what) => tabToIn(element.shadowRoot, target, what);

before(async () => {
  fixture = await import('/dist/test/in-place-review-fixture.js');
  await setViewport({ width: 1280, height: 900 });
});

beforeEach(() => {
  fixture.service.reset();
  heard = [];
  for (const name of EVENTS) document.addEventListener(name, record);
});

afterEach(() => {
  for (const name of EVENTS) document.removeEventListener(name, record);
  element?.remove();
  element = undefined;
  signOutAndForget();
});

function record(event) {
  heard.push({ type: event.type, detail: event.detail, target: event.target, bubbles: event.bubbles, composed: event.composed });
}

describe('Home’s review queue: posts approved or sent back in place', function () {
  // Many real key presses each; the whole suite runs two files at once on two cores.
  this.timeout(15000);
  it('offers Approve and Request changes on the social and profile posts only, and each title still opens its post page', async () => {
    await showQueue();
    await waitFor(() => buttonsOf('social').length === 2 && buttonsOf('googleBusinessProfile').length === 2, 'the buttons of both posts');
    expect(buttonsOf('social')).toEqual(['Approve', 'Request changes']);
    expect(buttonsOf('googleBusinessProfile')).toEqual(['Approve', 'Request changes']);
    expect(buttonsOf('blog')).toEqual([]);
    expect(buttonsOf('onPageSeo')).toEqual([]);
    // The group names the post it acts on, since every item's buttons read the same.
    expect(itemOf('social').querySelector('[role="group"]').getAttribute('aria-label')).toBe(`Actions for ${fixture.SOCIAL_JOB.topic}`);

    itemOf('googleBusinessProfile').querySelector('a').click();
    await waitFor(() => inside(element, 'h1')?.textContent === `Post page ${fixture.GBP_JOB.id}`, 'the profile post’s page');
  });

  it('approves a social post by keyboard with each post’s version: the item leaves, a toast says so, the host hears it', async () => {
    await showQueue();
    const approve = await waitFor(() => buttonOf('social', 'Approve'), 'the social post’s Approve');
    const dialog = await openDialogWith(element.shadowRoot, approve, 'Approve');
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog.querySelector('h2').textContent).toBe('Approve');
    expect(dialog.textContent).toContain(`The posts of "${fixture.SOCIAL_JOB.topic}" will be scheduled for publication as they are now.`);
    await waitFor(() => dialog.contains(focused()), 'focus inside the dialog');
    await type('Looks right.');
    await submitWith(element.shadowRoot, dialog, 'Approve');

    await waitFor(() => !itemOf('social'), 'the approved post to leave the queue');
    expect(fixture.service.verdicts()).toEqual([
      {
        socialMediaJobId: fixture.SOCIAL_JOB.id,
        result: 'Passed',
        comment: 'Looks right.',
        expectedPostVersions: [
          { postId: 'post-fb', version: 3 },
          { postId: 'post-x', version: 2 },
        ],
        expectedContentHash: 'hash-read',
      },
    ]);
    await waitFor(
      () => toastTexts().some((text) => text.includes(`Approved "${fixture.SOCIAL_JOB.topic}" for publication.`)),
      'the success toast',
    );
    expect(
      heard.map(({ type, detail, target, bubbles, composed }) => ({ type, detail, target: target === element, bubbles, composed })),
    ).toEqual([{ type: 'fp-social-post-approved', detail: { jobId: fixture.SOCIAL_JOB.id }, target: true, bubbles: true, composed: true }]);
    // Focus does not fall to the page's body with the removed button: it stays in the queue.
    await waitFor(() => focused() === inside(element, '[data-slot="review-queue"]'), 'focus on the queue');
    expect(itemOf('googleBusinessProfile')).notToBe(null);
  });

  it('requests changes on a profile post with a reason and a comment; a refusal keeps the dialog and what was typed', async () => {
    await showQueue();
    const request = await waitFor(() => buttonOf('googleBusinessProfile', 'Request changes'), 'the profile post’s Request changes');
    const dialog = await openDialogWith(element.shadowRoot, request, 'Request changes');
    const reason = dialog.querySelector('select');
    await tabTo(reason, 'the reason');
    await press('ArrowDown');
    await press('ArrowDown');
    expect(reason.value).toBe('OtherReasons');
    await press('Tab');
    await type('Say "free consultation" only once.');
    fixture.service.refuseNextVerdict('The service is down for maintenance.');
    await submitWith(element.shadowRoot, dialog, 'Send request');

    const alert = await waitFor(() => dialog.querySelector('[role="alert"]'), 'the reason it failed');
    expect(alert.textContent).toBe('The service is down for maintenance.');
    expect(dialog.open).toBe(true);
    expect(reason.value).toBe('OtherReasons');
    expect(dialog.querySelector('textarea').value).toBe('Say "free consultation" only once.');
    expect(fixture.service.verdicts()).toEqual([]);
    expect(heard).toEqual([]);

    await submitWith(element.shadowRoot, dialog, 'Send request');
    await waitFor(() => !itemOf('googleBusinessProfile'), 'the profile post to leave the queue');
    expect(fixture.service.verdicts()).toEqual([
      {
        socialMediaJobId: fixture.GBP_JOB.id,
        result: 'Failed',
        rejectionReason: 'OtherReasons',
        comment: 'Say "free consultation" only once.',
      },
    ]);
    expect(heard.map(({ type, detail }) => ({ type, detail }))).toEqual([
      { type: 'fp-google-business-profile-post-changes-requested', detail: { jobId: fixture.GBP_JOB.id } },
    ]);
  });

  it('closes the dialog on Escape without deciding anything, giving focus back to the button that opened it', async () => {
    await showQueue();
    const approve = await waitFor(() => buttonOf('googleBusinessProfile', 'Approve'), 'the profile post’s Approve');
    await openDialogWith(element.shadowRoot, approve, 'Approve');
    await press('Escape');
    await waitFor(() => !openDialog(), 'the dialog to close');
    await nextPaint();
    expect(focused()).toBe(approve);
    expect(fixture.service.verdicts()).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('offers a PPC_ADMIN, who may not review, no actions; the titles still open the post pages', async () => {
    await showQueue('PPC_ADMIN');
    // The queue has rendered its items; give the role's (absent) actions time to have shown.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(allInside(element, '[data-slot="in-place-review"]').length).toBe(0);
    expect(allInside(element, 'dialog').length).toBe(0);
    expect(itemOf('social').querySelector('a').getAttribute('href')).toBe(`/social-media-post/${fixture.SOCIAL_JOB.id}`);
  });
});

/* global describe, it, before, after, beforeEach, afterEach, document, customElements, window, setTimeout, getComputedStyle */
// The bell (<fp-notifications>, the built bundle) in Chromium: its social and profile approvals are approved or
// sent back from the open popover with the post page's dialogs, by keyboard. The dialog sits above the popover on
// the top layer, Escape closes the dialog before the popover, focus stays in the popover when the item leaves;
// the count drops, a toast says so, the host hears the event. A role that may not review is offered nothing.
// The element's GraphQL goes to a stand-in for the service (support/in-place-review-fixture.tsx) through fetch.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { recordNavigations } from './support/navigations.js';
import { allInside, client, inside, mount, personOf, PORTAL_URL, runtime, VALID_SETTINGS } from './support/portal-fixtures.js';
import { clickOn, nextPaint, press, resetMouse, type } from './support/real-input.js';
import { signOutAndForget } from './support/signed-in.js';
import { openDialogIn, openDialogWith, submitWith, tabTo as tabToIn } from './support/keyboard-dialogs.js';

const EVENTS = [
  'fp-social-post-approved',
  'fp-social-post-changes-requested',
  'fp-google-business-profile-post-approved',
  'fp-google-business-profile-post-changes-requested',
];
const SOCIAL_TEXT = 'Approve and schedule social media post for publication.';
const PROFILE_TEXT = 'Approve and schedule Google Business Profile post for publication.';

let fixture;
let bell;
let heard;
let navigations;
let realFetch;

const trigger = () => inside(bell, '[data-slot="popover-trigger"]');
const panel = () => inside(bell, '[data-slot="popover-content"]');
const itemOf = (kind) => inside(bell, `li[data-kind="${kind}"]`);
const actionsOf = (kind) => [...(itemOf(kind)?.querySelectorAll('[data-slot="in-place-review"] button') ?? [])];
const actionOf = (kind, name) => actionsOf(kind).find((node) => node.textContent.trim() === name);
const openDialog = () => openDialogIn(bell.shadowRoot);
const focused = () => bell.shadowRoot.activeElement;
const record = (event) =>
  heard.push({ type: event.type, detail: event.detail, fromBell: event.target === bell, bubbles: event.bubbles, composed: event.composed });

const tabTo = (target, what) => tabToIn(bell.shadowRoot, target, what);

/** Opens the popover by keyboard (Enter on the focused bell) and waits until its post actions have loaded. */
async function openByKeyboard() {
  trigger().focus();
  await press('Enter');
  await waitFor(() => panel()?.matches(':popover-open'), 'the popover to open');
  await waitFor(() => actionOf('social', 'Approve') && actionOf('googleBusinessProfile', 'Approve'), 'the posts’ actions');
}

async function closeEverything() {
  for (let step = 0; step < 3 && (openDialog() || panel()); step += 1) {
    await press('Escape');
    await nextPaint();
  }
}

describe('<fp-notifications>: posts approved or sent back from the bell', function () {
  // The first sign-in waits for the identity SDK to find nobody at the (absent) provider.
  this.timeout(15000);
  before(async () => {
    fixture = await import('/dist/test/in-place-review-fixture.js');
    realFetch = window.fetch;
    window.fetch = (input, init) =>
      String(input?.url ?? input).endsWith('/graphql') ? fixture.fakeService(input, init) : realFetch(input, init);
    navigations = recordNavigations();
    await import('/dist/fp-portal.js');
    bell = mount(`<header><fp-notifications ${VALID_SETTINGS} portal-url="${PORTAL_URL}"></fp-notifications></header>`).firstElementChild;
    await customElements.whenDefined('fp-notifications');
  });

  after(() => {
    window.fetch = realFetch;
    navigations.stop();
    signOutAndForget();
  });

  beforeEach(async () => {
    fixture.service.reset();
    heard = [];
    for (const name of EVENTS) document.addEventListener(name, record);
    await setViewport({ width: 1280, height: 900 });
  });

  afterEach(async () => {
    for (const name of EVENTS) document.removeEventListener(name, record);
    await closeEverything();
    await resetMouse();
    navigations.urls.length = 0;
  });

  // A client of its own per test: the bell asks the stand-in afresh instead of showing what an earlier test left.
  let clients = 0;
  async function signInAs(role) {
    const harbor = client(`client-${(clients += 1)}`, 'Harbor & Vale Law', role);
    const { stores } = runtime();
    // The token first, so the bell's first request carries it (the identity SDK found nobody and cleared the stores).
    if (!stores.user.getState().user)
      await waitFor(() => inside(bell, '[data-slot="sign-in-button"]'), 'the identity check to find nobody signed in', 6000);
    stores.user.getState().setToken('test-token');
    stores.clients.getState().setClients([harbor]);
    stores.clients.getState().selectClient(harbor.clientId);
    stores.user.getState().setUser(personOf([harbor]));
    await waitFor(() => trigger()?.getAttribute('aria-label') === '3 Notifications', 'the bell with its 3 notifications', 6000);
  }

  it('offers Approve and Request changes under the social and profile approvals only; opening one still asks the host to navigate', async () => {
    await signInAs('ACCOUNT_OWNER');
    await openByKeyboard();
    expect(actionsOf('social').map((node) => node.textContent)).toEqual(['Approve', 'Request changes']);
    expect(actionsOf('googleBusinessProfile').map((node) => node.textContent)).toEqual(['Approve', 'Request changes']);
    expect(actionsOf('blog')).toEqual([]);
    expect(itemOf('social').querySelector('[role="group"]').getAttribute('aria-label')).toBe(SOCIAL_TEXT);

    await clickOn(itemOf('googleBusinessProfile').querySelector('[data-slot="notification-open"]'));
    await waitFor(() => navigations.urls.length > 0, 'the page to navigate');
    expect(navigations.urls).toEqual([`${PORTAL_URL}/google-business-profile-content/${fixture.GBP_JOB.id}`]);
  });

  it('approves a social post by keyboard: the dialog above the popover, Escape closing the dialog first, then the approval', async () => {
    await signInAs('ACCOUNT_OWNER');
    await openByKeyboard();
    const approve = actionOf('social', 'Approve');
    let dialog = await openDialogWith(bell.shadowRoot, approve, 'Approve');
    // Both on the top layer, the dialog above: the popover stays open under it.
    expect(dialog.matches(':modal')).toBe(true);
    expect(panel().matches(':popover-open')).toBe(true);
    expect(dialog.textContent).toContain(`The posts of "${fixture.SOCIAL_JOB.topic}" will be scheduled for publication as they are now.`);

    await press('Escape');
    await waitFor(() => !openDialog(), 'the dialog to close');
    await nextPaint();
    expect(panel()?.matches(':popover-open')).toBe(true);
    expect(focused()).toBe(approve);

    await press('Enter');
    dialog = await waitFor(openDialog, 'the approve dialog again');
    await waitFor(() => dialog.contains(focused()), 'focus inside the dialog');
    await type('Fine by us.');
    await submitWith(bell.shadowRoot, dialog, 'Approve');

    await waitFor(() => !itemOf('social'), 'the approved post to leave the bell');
    await waitFor(() => trigger().getAttribute('aria-label') === '2 Notifications', 'the count to drop to 2');
    expect(fixture.service.verdicts()).toEqual([
      {
        socialMediaJobId: fixture.SOCIAL_JOB.id,
        result: 'Passed',
        comment: 'Fine by us.',
        expectedPostVersions: [
          { postId: 'post-fb', version: 3 },
          { postId: 'post-x', version: 2 },
        ],
        expectedContentHash: 'hash-read',
      },
    ]);
    expect(heard).toEqual([
      { type: 'fp-social-post-approved', detail: { jobId: fixture.SOCIAL_JOB.id }, fromBell: true, bubbles: true, composed: true },
    ]);
    await waitFor(
      () =>
        allInside(bell, '[data-sonner-toast]').some((toast) =>
          toast.textContent.includes(`Approved "${fixture.SOCIAL_JOB.topic}" for publication.`),
        ),
      'the toast',
    );
    // Still open, with focus in it: one more Escape closes it and gives focus back to the bell.
    expect(panel()?.matches(':popover-open')).toBe(true);
    await waitFor(() => panel().contains(focused()), 'focus inside the popover');
    await press('Escape');
    await waitFor(() => !panel(), 'the popover to close');
    expect(focused()).toBe(trigger());
  });

  it('requests changes on a profile post on a phone: the dialog fits the screen, a refusal keeps what was typed', async () => {
    await setViewport({ width: 375, height: 700 });
    await signInAs('ACCOUNT_OWNER');
    await openByKeyboard();
    const dialog = await openDialogWith(bell.shadowRoot, actionOf('googleBusinessProfile', 'Request changes'), 'Request changes');
    const box = dialog.getBoundingClientRect();
    expect(box.left >= 0 && box.right <= 375).toBe(true);
    expect(getComputedStyle(dialog).position).toBe('fixed');

    const reason = dialog.querySelector('select');
    await tabTo(reason, 'the reason');
    await press('ArrowDown');
    expect(reason.value).toBe('NotRelevantToPost');
    await press('Tab');
    await type('This is not our office.');
    fixture.service.refuseNextVerdict('The service is down for maintenance.');
    await submitWith(bell.shadowRoot, dialog, 'Send request');
    const alert = await waitFor(() => dialog.querySelector('[role="alert"]'), 'the reason it failed');
    expect(alert.textContent).toBe('The service is down for maintenance.');
    expect([dialog.open, reason.value, dialog.querySelector('textarea').value]).toEqual([
      true,
      'NotRelevantToPost',
      'This is not our office.',
    ]);

    await submitWith(bell.shadowRoot, dialog, 'Send request');
    await waitFor(() => !itemOf('googleBusinessProfile'), 'the profile post to leave the bell');
    expect(fixture.service.verdicts()).toEqual([
      { socialMediaJobId: fixture.GBP_JOB.id, result: 'Failed', rejectionReason: 'NotRelevantToPost', comment: 'This is not our office.' },
    ]);
    expect(heard.map(({ type, detail, fromBell }) => ({ type, detail, fromBell }))).toEqual([
      { type: 'fp-google-business-profile-post-changes-requested', detail: { jobId: fixture.GBP_JOB.id }, fromBell: true },
    ]);
  });

  it('offers a PPC_ADMIN, who sees the bell but may not review, no actions', async () => {
    await signInAs('PPC_ADMIN');
    trigger().focus();
    await press('Enter');
    await waitFor(() => itemOf('social') && itemOf('googleBusinessProfile'), 'the approvals in the popover');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(allInside(bell, '[data-slot="in-place-review"]').length).toBe(0);
    expect(itemOf('social').querySelector('[data-slot="notification-open"]').textContent).toBe(SOCIAL_TEXT);
    expect(itemOf('googleBusinessProfile').querySelector('[data-slot="notification-open"]').textContent).toBe(PROFILE_TEXT);
  });
});

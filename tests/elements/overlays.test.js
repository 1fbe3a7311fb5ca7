/* global describe, it, before, after, afterEach, document, customElements, getComputedStyle, location */
// The bell's popover in real Chromium against the built bundle: a top-layer panel inside the shadow root that
// a real mouse and keyboard open and close, styled by our sheet, whose items ask the host to navigate.
// No service: the person and their notifications are put in the page's stores (support/signed-in.js).
import { expect, waitFor } from './support/expect.js';
import { recordNavigations } from './support/navigations.js';
import {
  actionItems,
  allInside,
  awaitingReview,
  client,
  inside,
  mount,
  personOf,
  PORTAL_URL,
  runtime,
  VALID_SETTINGS,
} from './support/portal-fixtures.js';
import { clickOn, nextPaint, press, resetMouse } from './support/real-input.js';
import { signInWithoutService, signOutAndForget } from './support/signed-in.js';

const ACME = client('c-1', 'Acme Law');
const LONG_LIST = client('c-2', 'Baker LLP');
// One item of every kind: a blog, a social and a Google Business Profile approval, a missing connection
// (WordPress) and an info notice (Search Console), in that order.
const ACME_NOTIFICATIONS = actionItems(ACME.clientId, {
  wordPressConnected: false,
  isConnectedInGsc: false,
  actionItems: [
    awaitingReview('d-1', {
      blogJobs: [{ id: 'blog-1', topic: 'Filing a claim' }],
      socialMediaJobs: [
        { id: 'social-1', platform: 'Facebook', posts: [{ id: 'post-1' }] },
        { id: 'gbp-1', platform: 'GoogleBusinessProfile', posts: [{ id: 'post-2' }] },
      ],
    }),
  ],
});
const LONG_LIST_NOTIFICATIONS = actionItems(LONG_LIST.clientId, {
  actionItems: [
    awaitingReview('d-2', { blogJobs: Array.from({ length: 30 }, (_, index) => ({ id: `long-${index}`, topic: `Topic ${index}` })) }),
  ],
});
const CLICKABLE = [
  { kind: 'blog', text: 'Approve and schedule blog post "Filing a claim" for publication.', path: '/blog-content/blog-1' },
  { kind: 'social', text: 'Approve and schedule social media post for publication.', path: '/social-media-post/social-1' },
  {
    kind: 'googleBusinessProfile',
    text: 'Approve and schedule Google Business Profile post for publication.',
    path: '/google-business-profile-content/gbp-1',
  },
  { kind: 'connection', text: 'Connect your WordPress to start publishing blogs.', path: '/settings?section=connections' },
];
const INFO_TEXT = 'Contact FirmPilot to connect Google Search Console and unlock additional features.';
// Our theme (src/ui/styles/theme.ts) as computed values; the UA's popover defaults differ in each.
const OUR_TEXT = 'rgb(17, 24, 39)';
const OUR_BORDER = 'rgb(229, 231, 235)';

let bell;
let hostText;
let navigations;

const trigger = () => inside(bell, '[data-slot="popover-trigger"]');
const panel = () => inside(bell, '[data-slot="popover-content"]');
const list = () => inside(bell, '[data-slot="notification-list"]');
const item = (kind) => inside(bell, `li[data-kind="${kind}"]`);
const remToPx = (rem) => `${rem * parseFloat(getComputedStyle(document.documentElement).fontSize)}px`;

/** Opens with a real click and waits until it shows: transparent until floating-ui has placed it. */
async function openWithMouse() {
  await clickOn(trigger());
  const opened = await waitFor(() => panel()?.matches(':popover-open') && panel(), 'the popover to open');
  await waitFor(() => getComputedStyle(opened).opacity === '1', 'the popover to be placed and shown');
  return opened;
}

/** Closes the popover if a failed test left it open, with the same Escape a person would press. */
async function closeIfOpen() {
  if (!panel()) return;
  await press('Escape');
  await waitFor(() => !panel(), 'the popover to close');
}

/** Collects fp-navigate events as a host page's listener sees them, optionally vetoing each. */
function listenForNavigate({ veto }) {
  const events = [];
  const listener = (event) => {
    events.push({ event, defaultPrevented: event.defaultPrevented });
    if (veto) event.preventDefault();
  };
  document.addEventListener('fp-navigate', listener);
  return { events, stop: () => document.removeEventListener('fp-navigate', listener) };
}

describe('<fp-notifications> popover', () => {
  before(async () => {
    navigations = recordNavigations();
    await import('/dist/fp-portal.js');
    bell = mount(`<header><fp-notifications ${VALID_SETTINGS} portal-url="${PORTAL_URL}"></fp-notifications></header>`).firstElementChild;
    hostText = mount('<p style="margin-top: 480px">Host page text</p>');
    await customElements.whenDefined('fp-notifications');
    await signInWithoutService(bell, {
      person: personOf([ACME, LONG_LIST]),
      clients: [ACME, LONG_LIST],
      notifications: { [ACME.clientId]: ACME_NOTIFICATIONS, [LONG_LIST.clientId]: LONG_LIST_NOTIFICATIONS },
    });
    await waitFor(() => trigger()?.getAttribute('aria-label') === '5 Notifications', 'the bell with its count of 5');
  });

  afterEach(async () => {
    await closeIfOpen();
    await resetMouse();
    navigations.urls.length = 0;
  });

  after(() => {
    navigations.stop();
    signOutAndForget();
  });

  describe('opening and closing', () => {
    it('opens from its trigger onto the top layer, inside the shadow root, just below the trigger', async () => {
      const opened = await openWithMouse();
      expect(opened.getRootNode()).toBe(bell.shadowRoot);
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      expect(opened.querySelector('h2').textContent).toBe('Notifications');
      // Placed against the trigger: the UA alone would centre it in the viewport.
      const below = opened.getBoundingClientRect().top - trigger().getBoundingClientRect().bottom;
      expect(below >= 0 && below <= 16).toBe(true);
    });

    it('is styled by our stylesheet, not the browser’s popover defaults', async () => {
      const opened = await openWithMouse();
      const style = getComputedStyle(opened);
      expect(style.color).toBe(OUR_TEXT);
      expect(style.borderTopColor).toBe(OUR_BORDER);
      expect(style.borderTopLeftRadius).toBe(remToPx(0.375));
      expect(style.paddingTop).toBe('0px');
      expect(style.width).toBe(remToPx(20));
      expect(style.boxShadow).notToBe('none');
      expect(getComputedStyle(list()).maxHeight).toBe(remToPx(24));
      expect(getComputedStyle(list()).overflowY).toBe('auto');
    });

    it('scrolls a long list inside a region at most 24rem high', async () => {
      runtime().stores.clients.getState().selectClient(LONG_LIST.clientId);
      try {
        await waitFor(() => trigger()?.getAttribute('aria-label') === '30 Notifications', 'the bell of the client with 30 notifications');
        await openWithMouse();
        await waitFor(() => allInside(bell, 'li').length === 30, 'the 30 items');
        expect(`${list().clientHeight}px`).toBe(remToPx(24));
        expect(list().scrollHeight > list().clientHeight).toBe(true);
      } finally {
        await closeIfOpen();
        runtime().stores.clients.getState().selectClient(ACME.clientId);
        await waitFor(() => trigger()?.getAttribute('aria-label') === '5 Notifications', 'the bell of Acme Law again');
      }
    });

    it('closes when its trigger is clicked again, and does not reopen', async () => {
      await openWithMouse();
      await clickOn(trigger());
      await nextPaint();
      expect(panel()).toBe(null);
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
    });

    it('stays open on a click inside it', async () => {
      const opened = await openWithMouse();
      await clickOn(opened.querySelector('h2'));
      await nextPaint();
      expect(panel()).toBe(opened);
      expect(opened.matches(':popover-open')).toBe(true);
    });

    it('closes on a click anywhere outside it, on the host page', async () => {
      await openWithMouse();
      await clickOn(hostText);
      await waitFor(() => !panel(), 'the popover to close');
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
    });

    it('closes on Escape and gives focus back to its trigger', async () => {
      const opened = await openWithMouse();
      await waitFor(() => opened.contains(bell.shadowRoot.activeElement), 'focus to move into the popover');
      await press('Escape');
      await waitFor(() => !panel(), 'the popover to close');
      expect(bell.shadowRoot.activeElement).toBe(trigger());
      expect(document.activeElement).toBe(bell);
    });
  });

  describe('opening a notification', () => {
    for (const { kind, text, path } of CLICKABLE) {
      it(`emits a cancelable, composed fp-navigate with { path, url } from a ${kind} item, and closes`, async () => {
        const host = listenForNavigate({ veto: true });
        try {
          await openWithMouse();
          const button = item(kind).querySelector('button');
          expect(button.textContent).toBe(text);
          await clickOn(button);
          await waitFor(() => host.events.length > 0, 'fp-navigate');
        } finally {
          host.stop();
        }
        const [{ event, defaultPrevented }] = host.events;
        expect(host.events.length).toBe(1);
        expect(event.detail).toEqual({ path, url: `${PORTAL_URL}${path}` });
        expect(event.target).toBe(bell);
        expect([event.bubbles, event.composed, event.cancelable, defaultPrevented]).toEqual([true, true, true, false]);
        await waitFor(() => !panel(), 'the popover to close');
      });
    }

    it('goes to portal-url + path when the host does not prevent it', async () => {
      const host = listenForNavigate({ veto: false });
      try {
        await openWithMouse();
        await clickOn(item('blog').querySelector('button'));
        await waitFor(() => navigations.urls.length > 0, 'the page to start navigating');
      } finally {
        host.stop();
      }
      expect(host.events.length).toBe(1);
      expect(navigations.urls).toEqual([`${PORTAL_URL}/blog-content/blog-1`]);
    });

    it('leaves the page where it is when the host calls preventDefault', async () => {
      const address = location.href;
      const host = listenForNavigate({ veto: true });
      try {
        await openWithMouse();
        await clickOn(item('connection').querySelector('button'));
        await waitFor(() => host.events.length > 0, 'fp-navigate');
      } finally {
        host.stop();
      }
      expect(host.events[0].event.defaultPrevented).toBe(true);
      expect(navigations.urls).toEqual([]);
      expect(location.href).toBe(address);
    });

    it('does not make info items clickable', async () => {
      const host = listenForNavigate({ veto: true });
      try {
        const opened = await openWithMouse();
        const info = item('info');
        expect(info.textContent).toBe(INFO_TEXT);
        expect(info.querySelector('button, a, [tabindex]')).toBe(null);
        // Last in a list that scrolls (the post approvals carry their Approve and Request changes): scrolled to first.
        info.scrollIntoView({ block: 'nearest' });
        await nextPaint();
        await clickOn(info);
        await nextPaint();
        expect(host.events.length).toBe(0);
        expect(panel()).toBe(opened);
      } finally {
        host.stop();
      }
      expect(navigations.urls).toEqual([]);
    });
  });
});

/* global describe, it, before, after, afterEach, document, customElements */
// Both elements driven by a real keyboard in Chromium against the built bundle: the switcher as a listbox
// (open, move, pick, search, Escape) and the bell as a dialog reached with Tab. No service: the person,
// their clients and notifications are put in the page's stores (support/signed-in.js).
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
import { nextPaint, press, type } from './support/real-input.js';
import { signInWithoutService, signOutAndForget } from './support/signed-in.js';

const ACME = client('c-1', 'Acme Law');
const BAKER = client('c-2', 'Baker LLP');
const CEDAR = client('c-3', 'Cedar Point Workers Comp');
const FEW = [ACME, BAKER, CEDAR];
// Twelve firms: above the threshold of 10, so the search box shows. 'law' sits at the start, in the middle
// and at the end of names, in several cases.
const MANY = [
  ACME,
  BAKER,
  CEDAR,
  client('c-4', 'Lawson Family Firm'),
  client('c-5', 'Harbor & Vale LAW'),
  client('c-6', 'Outlaw Defence'),
  client('c-7', 'Summit Employment Lawyers'),
  client('c-8', 'Sterling Injury Attorneys'),
  client('c-9', 'Aspen Trust Partners'),
  client('c-10', 'Blake & Bla'),
  client('c-11', 'Oak Street Counsel'),
  client('c-12', 'Pine Ridge Advocates'),
];
const MATCHING_LAW = ['Acme Law', 'Lawson Family Firm', 'Harbor & Vale LAW', 'Outlaw Defence', 'Summit Employment Lawyers'];
// Every client's bell has one blog approval and the WordPress notice: two buttons to Tab through.
const notificationsOf = (clientId) =>
  actionItems(clientId, {
    wordPressConnected: false,
    actionItems: [awaitingReview(`d-${clientId}`, { blogJobs: [{ id: `blog-${clientId}`, topic: 'Filing a claim' }] })],
  });

let switcher;
let bell;
let hostButton;
let navigations;

const switcherTrigger = () => inside(switcher, 'button[aria-haspopup="listbox"]');
const switcherPanel = () => inside(switcher, '[data-slot="popover-content"]');
const options = () => allInside(switcher, '[role="option"]');
const optionNames = () => options().map((option) => option.querySelector('[data-slot="client-name"]').textContent);
const searchBox = () => inside(switcher, 'input[role="combobox"]');
const focusedIn = (element) => element.shadowRoot.activeElement;
/** The option `aria-activedescendant` points at, from the search box or the listbox, whichever holds focus. */
function activeOption() {
  const id = focusedIn(switcher)?.getAttribute('aria-activedescendant');
  return id ? switcher.shadowRoot.getElementById(id) : null;
}
const bellTrigger = () => inside(bell, '[data-slot="popover-trigger"]');
const bellPanel = () => inside(bell, '[data-slot="popover-content"]');

async function useClients(clients) {
  runtime().stores.clients.getState().setClients(clients);
  await waitFor(() => switcherTrigger(), 'the switcher button');
}

/** Focuses the switcher's button and opens the list with `key`. */
async function openSwitcherWith(key) {
  switcherTrigger().focus();
  await press(key);
  return waitFor(() => switcherPanel()?.matches(':popover-open') && switcherPanel(), `the client list to open on ${key}`);
}

/** Escape closes every open popover of the page, wherever focus is. */
async function closeOpenPopovers() {
  if (!switcherPanel() && !bellPanel()) return;
  await press('Escape');
  await waitFor(() => !switcherPanel() && !bellPanel(), 'the popovers to close');
}

function listenFor(name, { veto = false } = {}) {
  const events = [];
  const listener = (event) => {
    events.push(event);
    if (veto) event.preventDefault();
  };
  document.addEventListener(name, listener);
  return { events, stop: () => document.removeEventListener(name, listener) };
}

describe('keyboard', () => {
  before(async () => {
    navigations = recordNavigations();
    await import('/dist/fp-portal.js');
    const header = mount(
      `<header><button type="button">Before</button><fp-notifications ${VALID_SETTINGS} portal-url="${PORTAL_URL}"></fp-notifications><fp-client-switcher ${VALID_SETTINGS}></fp-client-switcher></header>`,
    );
    [hostButton, bell, switcher] = header.children;
    await Promise.all([customElements.whenDefined('fp-notifications'), customElements.whenDefined('fp-client-switcher')]);
    await signInWithoutService(switcher, {
      person: personOf(MANY),
      clients: FEW,
      notifications: Object.fromEntries(MANY.map(({ clientId }) => [clientId, notificationsOf(clientId)])),
    });
    await waitFor(() => switcherTrigger() && bellTrigger()?.getAttribute('aria-label') === '2 Notifications', 'both elements signed in');
  });

  afterEach(async () => {
    await closeOpenPopovers();
    runtime().stores.clients.getState().selectClient(ACME.clientId);
    await useClients(FEW);
  });

  after(() => {
    navigations.stop();
    signOutAndForget();
  });

  describe('the client switcher', () => {
    for (const [key, label] of [
      ['Enter', 'Enter'],
      [' ', 'Space'],
      ['ArrowDown', 'ArrowDown'],
    ]) {
      it(`opens the list with ${label} from its button, focus on the list and the current client active`, async () => {
        const panel = await openSwitcherWith(key);
        expect(switcherTrigger().getAttribute('aria-expanded')).toBe('true');
        expect(focusedIn(switcher).getAttribute('role')).toBe('listbox');
        expect(panel.contains(focusedIn(switcher))).toBe(true);
        expect(activeOption().textContent).toBe('Acme Law');
        expect(activeOption().getAttribute('aria-selected')).toBe('true');
      });
    }

    it('moves through the options with the arrow keys, stopping at the ends', async () => {
      await openSwitcherWith('Enter');
      await press('ArrowDown');
      expect(activeOption().textContent).toBe('Baker LLP');
      await press('ArrowDown');
      await press('ArrowDown');
      expect(activeOption().textContent).toBe('Cedar Point Workers Comp');
      await press('ArrowUp');
      expect(activeOption().textContent).toBe('Baker LLP');
      await press('ArrowUp');
      await press('ArrowUp');
      expect(activeOption().textContent).toBe('Acme Law');
    });

    it('picks the active option with Enter: fp-client-change { clientId, name }, closed, focus on the button', async () => {
      const host = listenFor('fp-client-change');
      try {
        await openSwitcherWith('Enter');
        await press('ArrowDown');
        await press('Enter');
        await waitFor(() => host.events.length > 0, 'fp-client-change');
      } finally {
        host.stop();
      }
      expect(host.events.length).toBe(1);
      expect(host.events[0].detail).toEqual({ clientId: 'c-2', name: 'Baker LLP' });
      expect(host.events[0].target).toBe(switcher);
      await waitFor(() => !switcherPanel(), 'the list to close');
      expect(focusedIn(switcher)).toBe(switcherTrigger());
      await waitFor(() => switcherTrigger().textContent.includes('Baker LLP'), 'the button to name Baker LLP');
      expect(runtime().stores.clients.getState().selectedClient.clientId).toBe('c-2');
    });

    it('closes on Escape without picking, and gives focus back to its button', async () => {
      const host = listenFor('fp-client-change');
      try {
        await openSwitcherWith('Enter');
        await press('ArrowDown');
        await press('Escape');
        await waitFor(() => !switcherPanel(), 'the list to close');
      } finally {
        host.stop();
      }
      expect(focusedIn(switcher)).toBe(switcherTrigger());
      expect(switcherTrigger().getAttribute('aria-expanded')).toBe('false');
      expect(host.events.length).toBe(0);
      expect(runtime().stores.clients.getState().selectedClient.clientId).toBe('c-1');
    });

    it('shows no search box for 10 clients, and one for 11', async () => {
      await useClients(MANY.slice(0, 10));
      await openSwitcherWith('Enter');
      expect(searchBox()).toBe(null);
      expect(options().length).toBe(10);
      await closeOpenPopovers();
      await useClients(MANY.slice(0, 11));
      await openSwitcherWith('Enter');
      expect(focusedIn(switcher)).toBe(searchBox());
      expect(options().length).toBe(11);
    });

    it('filters by substring, ignoring case, as you type in the search box', async () => {
      await useClients(MANY);
      await openSwitcherWith('Enter');
      expect(focusedIn(switcher)).toBe(searchBox());
      await type('LaW');
      await waitFor(() => options().length === MATCHING_LAW.length, 'the list to narrow');
      expect(optionNames()).toEqual(MATCHING_LAW);
    });

    it('says No clients found matching "..." when nothing matches', async () => {
      await useClients(MANY);
      await openSwitcherWith('Enter');
      await type('zzz');
      const empty = await waitFor(() => inside(switcher, '[data-slot="client-list-empty"]'), 'the empty state');
      expect(empty.textContent).toBe('No clients found matching "zzz"');
      expect(options().length).toBe(0);
    });

    it('moves through the filtered options from the search box and picks with Enter', async () => {
      await useClients(MANY);
      const host = listenFor('fp-client-change');
      try {
        await openSwitcherWith('Enter');
        await type('law');
        await waitFor(() => options().length === MATCHING_LAW.length, 'the list to narrow');
        await press('ArrowDown');
        await press('ArrowDown');
        expect(activeOption().textContent).toBe('Harbor & Vale LAW');
        await press('Enter');
        await waitFor(() => host.events.length > 0, 'fp-client-change');
      } finally {
        host.stop();
      }
      expect(host.events[0].detail).toEqual({ clientId: 'c-5', name: 'Harbor & Vale LAW' });
      await waitFor(() => !switcherPanel(), 'the list to close');
    });
  });

  describe('the notification bell', () => {
    it('is reached with Tab and opened with Enter, focus moving into the popover', async () => {
      hostButton.focus();
      await press('Tab');
      expect(document.activeElement).toBe(bell);
      expect(focusedIn(bell)).toBe(bellTrigger());
      await press('Enter');
      const panel = await waitFor(() => bellPanel()?.matches(':popover-open') && bellPanel(), 'the popover to open');
      expect(bellTrigger().getAttribute('aria-expanded')).toBe('true');
      await waitFor(() => panel.contains(focusedIn(bell)), 'focus to move into the popover');
    });

    it('lets Tab walk its items and Enter open one: fp-navigate, popover closed', async () => {
      const host = listenFor('fp-navigate', { veto: true });
      try {
        bellTrigger().focus();
        await press('Enter');
        await waitFor(() => bellPanel(), 'the popover to open');
        await press('Tab');
        expect(focusedIn(bell).textContent).toBe('Approve and schedule blog post "Filing a claim" for publication.');
        await press('Tab');
        expect(focusedIn(bell).textContent).toBe('Connect your WordPress to start publishing blogs.');
        await press('Enter');
        await waitFor(() => host.events.length > 0, 'fp-navigate');
      } finally {
        host.stop();
      }
      expect(host.events.length).toBe(1);
      expect(host.events[0].detail).toEqual({ path: '/settings?section=connections', url: `${PORTAL_URL}/settings?section=connections` });
      await waitFor(() => !bellPanel(), 'the popover to close');
      await nextPaint();
      expect(navigations.urls).toEqual([]);
    });

    it('closes on Escape from an item and gives focus back to the bell', async () => {
      bellTrigger().focus();
      await press('Enter');
      await waitFor(() => bellPanel(), 'the popover to open');
      await press('Tab');
      await press('Escape');
      await waitFor(() => !bellPanel(), 'the popover to close');
      expect(focusedIn(bell)).toBe(bellTrigger());
    });
  });
});

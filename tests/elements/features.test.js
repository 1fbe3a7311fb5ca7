/* global describe, it, before, after, localStorage, customElements, MutationObserver */
// The real features inside the elements, against the built bundle with no reference service: the store-only
// placeholder paints first, the lazily loaded feature replaces it, and the switcher's choice reaches the host.
import { expect, waitFor } from './support/expect.js';
import { client, inside, mount, personOf, runtime, VALID_SETTINGS } from './support/portal-fixtures.js';

// A plain USER on each client, so the bell stays hidden and asks the (absent) service nothing.
const ACME = client('c-1', 'Acme Law', 'USER');
const BAKER = client('c-2', 'Baker LLP', 'USER');
const USER = personOf([ACME, BAKER]);
const VALID = VALID_SETTINGS;
// A signed-in user persisted without a token: the page paints from it, then the identity SDK (with no session
// at the identity provider) finds nobody signed in and clears it.
const persist = (key, state) => localStorage.setItem(key, JSON.stringify({ state, version: 0 }));

const signInButton = (element) => {
  const button = inside(element, '[data-slot="sign-in-button"]');
  return button?.textContent === 'Sign in' ? button : null;
};

let switcher;
const firstPaints = [];

describe('the features inside the elements', () => {
  before(async () => {
    persist('user-storage', { user: USER, isLoading: false, isTokenLoading: false, accessToken: null, tokenExpiresAt: null });
    persist('client-storage', { clients: [ACME], selectedClient: ACME });
    await import('/dist/fp-portal.js');
    switcher = mount(`<fp-client-switcher ${VALID}></fp-client-switcher>`);
    await customElements.whenDefined('fp-client-switcher');
    // Record every state the shadow root passes through: the sign-in check may clear the user soon after.
    new MutationObserver(() => {
      firstPaints.push({
        name: inside(switcher, '[data-slot="client-name"]')?.textContent ?? null,
        buttons: switcher.shadowRoot.querySelectorAll('button').length,
      });
    }).observe(switcher.shadowRoot, { childList: true, subtree: true, characterData: true });
  });

  after(() => {
    runtime()?.stores.user.getState().clear();
    runtime()?.stores.clients.getState().clear();
    localStorage.clear();
  });

  it('paints the persisted selected client as a static label inside the named region', async () => {
    await waitFor(() => firstPaints.some((paint) => paint.name === 'Acme Law'), 'the persisted client name');
    const painted = firstPaints.find((paint) => paint.name === 'Acme Law');
    expect(painted.buttons).toBe(0);
    expect(inside(switcher, 'section').getAttribute('aria-label')).toBe('Client switcher');
    expect(inside(switcher, '[role="alert"]')).toBe(null);
  });

  it('shows the switcher’s Sign in button once nobody turns out to be signed in', async () => {
    const button = await waitFor(() => signInButton(switcher), 'the Sign in button in <fp-client-switcher>', 4000);
    expect(button.closest('section').getAttribute('aria-label')).toBe('Client switcher');
    expect(inside(switcher, '[data-slot="client-name"]')).toBe(null);
  });

  it('shows the bell’s sign-in button when signed out', async () => {
    const bell = mount(`<fp-notifications ${VALID}></fp-notifications>`);
    const button = await waitFor(() => signInButton(bell), 'the Sign in button in <fp-notifications>', 4000);
    expect(button.closest('section').getAttribute('aria-label')).toBe('Notifications');
  });

  it('shows a single client as a static label once signed in', async () => {
    runtime().stores.user.getState().setUser(USER);
    runtime().stores.clients.getState().setClients([ACME]);
    const label = await waitFor(() => inside(switcher, '[data-slot="client-label"]'), 'the single client label');
    expect(label.textContent).toBe('Acme Law');
    expect(switcher.shadowRoot.querySelectorAll('button').length).toBe(0);
  });

  it('fires fp-client-change on the host with { clientId, name } when another client is chosen', async () => {
    runtime().stores.clients.getState().setClients([ACME, BAKER]);
    const trigger = await waitFor(() => inside(switcher, 'button[aria-haspopup="listbox"]'), 'the switcher button');
    expect(trigger.textContent).toContain('Acme Law');
    const events = [];
    const listener = (event) => events.push(event);
    switcher.addEventListener('fp-client-change', listener);
    try {
      trigger.click();
      const option = await waitFor(
        () => [...switcher.shadowRoot.querySelectorAll('[role="option"]')].find((candidate) => candidate.textContent === 'Baker LLP'),
        'the Baker LLP option',
      );
      option.click();
      await waitFor(() => events.length > 0, 'fp-client-change');
    } finally {
      switcher.removeEventListener('fp-client-change', listener);
    }
    expect(events.length).toBe(1);
    expect(events[0].detail).toEqual({ clientId: 'c-2', name: 'Baker LLP' });
    expect(events[0].cancelable).toBe(false);
    expect(events[0].bubbles).toBe(true);
    expect(events[0].composed).toBe(true);
    expect(events[0].target).toBe(switcher);
    expect(runtime().stores.clients.getState().selectedClient.clientId).toBe('c-2');
    await waitFor(
      () => inside(switcher, 'button[aria-haspopup="listbox"]')?.textContent.includes('Baker LLP'),
      'the new client on the button',
    );
  });
});

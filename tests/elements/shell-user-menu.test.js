/* global describe, it, before, beforeEach, document, URL */
// The sidebar footer's user menu in real Chromium (spec sections 2 and 4): the avatar's picture or
// initials or 'UN', name and email, a menu driven by the keyboard, Account to settings, Log out with its
// full-screen spinner clearing everything and returning to the portal's root, and a Log in button with no user.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { inside } from './support/portal-fixtures.js';
import { press } from './support/real-input.js';

let fixture;
let shell;
const OLIVIA = { sub: 'auth0|olivia', name: 'Olivia de Owner', email: 'olivia@example.test' };
// A 1×1 PNG, so the picture loads without a network.
const PICTURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const trigger = () => inside(shell, '[data-slot="user-menu"] button[aria-haspopup="menu"]');
const menu = () => inside(shell, '[role="menu"]');
const item = (name) => [...(menu()?.querySelectorAll('[role="menuitem"]') ?? [])].find((element) => element.textContent === name);
const focused = () => shell.shadowRoot.activeElement;
const pageTitle = () => inside(shell, '[data-slot="page-title"]')?.textContent;

async function signedInShell(person, path = '/') {
  shell = await fixture.mountShell(path);
  fixture.signIn(person, [fixture.mappedClient('c-1', 'Acme Law')]);
  return waitFor(() => trigger(), 'the user menu');
}

describe('the user menu', () => {
  before(async () => {
    await setViewport({ width: 1200, height: 800 });
    fixture = await import('/dist/test/shell-fixture.js');
  });
  beforeEach(() => (document.cookie = 'sidebar_state=; path=/; max-age=0'));

  it('shows the name, the email and initials, or the picture, or UN without a name', async () => {
    await signedInShell(OLIVIA);
    expect(inside(shell, '[data-slot="user-name"]').textContent).toBe('Olivia de Owner');
    expect(inside(shell, '[data-slot="user-email"]').textContent).toBe('olivia@example.test');
    expect(inside(shell, '[data-slot="avatar-fallback"]').textContent).toBe('OO');

    await signedInShell({ ...OLIVIA, picture: PICTURE });
    expect(inside(shell, '[data-slot="avatar-image"]').getAttribute('src')).toBe(PICTURE);
    expect(inside(shell, '[data-slot="avatar-fallback"]')).toBe(null);

    await signedInShell({ ...OLIVIA, picture: 'data:image/png;base64,broken' });
    await waitFor(() => inside(shell, '[data-slot="avatar-fallback"]')?.textContent === 'OO', 'initials when the picture fails');

    await signedInShell({ sub: 'auth0|nameless', email: 'x@example.test' });
    expect(inside(shell, '[data-slot="avatar-fallback"]').textContent).toBe('UN');
  });

  it('opens from the keyboard on its first item, moves with the arrows, and Account goes to settings', async () => {
    await signedInShell(OLIVIA);
    trigger().focus();
    await press('Enter');
    await waitFor(() => menu()?.matches(':popover-open') && focused() === item('Account'), 'the menu open on Account');
    await press('ArrowDown');
    expect(focused()).toBe(item('Log out'));
    await press('ArrowDown');
    expect(focused()).toBe(item('Account'));
    await press('Escape');
    await waitFor(() => !menu() && focused() === trigger(), 'Escape to close the menu onto its button');
    await press('ArrowDown');
    await waitFor(() => focused() === item('Account'), 'ArrowDown to open the menu');
    await press('Enter');
    await waitFor(() => pageTitle() === 'Settings', 'the Settings page');
    expect(menu()).toBe(null);
  });

  it('logs out: a full-screen spinner, everything cleared, the identity provider told to return to the portal root', async () => {
    await signedInShell(OLIVIA, '/reporting');
    const { stores } = fixture.session.runtime;
    stores.period
      .getState()
      .setSelectedPeriod({ id: 'p-1', startDate: '2026-11-01', endDate: '2026-11-30', isCurrentPeriod: true, deliverablesByService: [] });
    stores.notifications.getState().setActionItems('c-1', { id: 'c-1', actionItems: [] });
    const release = fixture.holdLogout();
    trigger().focus();
    await press('Enter');
    await waitFor(() => focused() === item('Account'), 'the menu');
    await press('ArrowDown');
    await press('Enter');
    const screen = await waitFor(() => inside(shell, '[data-slot="logout-screen"]'), 'the logout spinner');
    expect(screen.matches(':popover-open')).toBe(true);
    expect(screen.querySelector('[role="status"]').getAttribute('aria-label')).toBe('Logging out');

    await waitFor(() => fixture.logoutCalls.length === 1, 'the identity provider’s logout');
    expect(fixture.logoutCalls[0].logoutParams.returnTo).toBe(new URL('/', document.location.href).toString());
    expect(stores.user.getState().user).toBe(null);
    expect(stores.user.getState().accessToken).toBe(null);
    expect(stores.clients.getState().selectedClient).toBe(null);
    expect(stores.period.getState().selectedPeriod).toBe(null);
    expect(JSON.stringify(stores.notifications.getState().byClient)).toBe('{}');
    expect(inside(shell, '[data-slot="logout-screen"]')).toBe(screen);
    // The identity provider would now take the browser away; should it not, /login shows.
    release();
    await waitFor(() => pageTitle() === 'Login', 'the login page');
    const logIn = await waitFor(() => inside(shell, '[data-slot="log-in"]'), 'the Log in button without a user');
    expect(logIn.textContent).toBe('Log in');
  });
});

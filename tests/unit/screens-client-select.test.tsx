// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { loadClients } from '../../src/core/session/load-clients.ts';
import AccountSetupPage from '../../src/composers/auth-screens/account-setup-page.tsx';
import ClientSelectPage from '../../src/composers/auth-screens/client-select-page.tsx';
import { client, clientsNamed, featureSession, signIn } from './support/features.ts';
import { allByRole, byRole, cleanup, click, flush, focused, hasText, press, type } from './support/render.tsx';
import { fakeGraphQL } from './session-fakes.ts';
import { renderScreens } from './screens-support.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PERIOD = { id: 'p1', startDate: '2026-11-01', endDate: '2026-11-30', isCurrentPeriod: true, deliverablesByService: [] } as never;
const choices = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('[data-slot="client-choice-item"]')];
const choiceNames = (root: ShadowRoot) => choices(root).map((button) => button.querySelector('span')!.textContent);
const search = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[type="search"]');
const page = (root: ShadowRoot) => root.querySelector('[data-testid="page"]')?.textContent;

/** A signed-in session whose client list the test sets; no client selected (what sends people to /client-select). */
function signedIn(clients: ReturnType<typeof client>[], fetch?: typeof globalThis.fetch) {
  const made = featureSession(fetch ? { fetch } : undefined);
  signIn(made.session, clients);
  made.runtime.stores.clients.setState({ selectedClient: null });
  return made;
}

describe('the client select page', () => {
  it("says 'Loading user...' until the user is known", async () => {
    const { session, runtime } = featureSession();
    runtime.stores.user.getState().setLoading(true);
    const { root } = await renderScreens({ '/client-select': ClientSelectPage }, '/client-select', { session });
    expect(root.querySelector('h1')?.textContent).toBe('Select client account');
    expect(hasText(root, 'Loading user...')).toBe(true);
  });

  it("says 'No clients available' to a user without clients, and offers Log out", async () => {
    const { session } = signedIn([]);
    const { root } = await renderScreens({ '/client-select': ClientSelectPage }, '/client-select', { session });
    expect(hasText(root, 'No clients available')).toBe(true);
    expect(allByRole(root, 'button').map((button) => button.textContent)).toEqual(['Log out']);
  });

  it('lists the clients with the Inactive badge on a churned one, without search up to 10', async () => {
    const { session } = signedIn([client('c1', 'Harbor & Vale Law'), client('c2', 'Cedar Point Workers Comp', { isChurned: true })]);
    const { root } = await renderScreens({ '/client-select': ClientSelectPage }, '/client-select', { session });
    expect(choiceNames(root)).toEqual(['Harbor & Vale Law', 'Cedar Point Workers Comp']);
    expect(choices(root).map((button) => button.querySelector('[data-slot="badge"]')?.textContent ?? null)).toEqual([null, 'Inactive']);
    expect(search(root)).toBeNull();
  });

  it('has a search box above 10 clients: case-insensitive substring, and the no-match text', async () => {
    const { session } = signedIn([
      ...clientsNamed(9),
      client('a', 'Baker Legal'),
      client('b', 'McKinley Law'),
      client('c', 'Law Offices of Kim'),
    ]);
    const { root } = await renderScreens({ '/client-select': ClientSelectPage }, '/client-select', { session });
    expect(choices(root)).toHaveLength(12);
    type(search(root)!, 'LAW');
    expect(choiceNames(root)).toEqual(['McKinley Law', 'Law Offices of Kim']);
    type(search(root)!, 'zebra');
    expect(choices(root)).toHaveLength(0);
    expect(hasText(root, 'No clients found matching "zebra"')).toBe(true);
  });

  it('choosing a client selects it, clears the selected period and goes home', async () => {
    const { session, runtime } = signedIn([client('c1', 'Harbor & Vale Law'), client('c2', 'Sterling Injury Attorneys')]);
    runtime.stores.period.getState().setSelectedPeriod(PERIOD);
    const screen = await renderScreens({ '/client-select': ClientSelectPage }, '/client-select', { session });
    click(choices(screen.root)[1]!);
    await flush();
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe('c2');
    expect(runtime.stores.period.getState().selectedPeriod).toBeNull();
    expect(screen.path()).toBe('/');
    expect(page(screen.root)).toBe('/');
  });

  it('Enter in the search box chooses the first match; ArrowDown moves into the list and through it', async () => {
    const { session, runtime } = signedIn([...clientsNamed(10), client('k', 'McKinley Law')]);
    const screen = await renderScreens({ '/client-select': ClientSelectPage }, '/client-select', { session });
    search(screen.root)!.focus();
    press(search(screen.root)!, 'ArrowDown');
    expect(focused()).toBe(choices(screen.root)[0]);
    press(choices(screen.root)[0]!, 'ArrowDown');
    expect(focused()).toBe(choices(screen.root)[1]);
    press(choices(screen.root)[1]!, 'End');
    expect(focused()).toBe(choices(screen.root)[10]);

    type(search(screen.root)!, 'kinley');
    press(search(screen.root)!, 'Enter');
    await flush();
    expect(runtime.stores.clients.getState().selectedClient?.name).toBe('McKinley Law');
    expect(screen.path()).toBe('/');
  });

  it('shows the client load while it runs, and a retry when it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: { errors: unknown[] } | { data: unknown } = { errors: [{ message: 'Service unavailable' }] };
    const service = fakeGraphQL({ Me: () => answer });
    const { session } = signedIn([], service.fetch);
    const screen = await renderScreens({ '/client-select': ClientSelectPage }, '/client-select', { session });
    await act(() => loadClients(session).catch(() => {}));
    expect(byRole(screen.root, 'alert').textContent).toContain('Could not load your clients.');

    answer = {
      data: {
        me: {
          id: 'u1',
          sub: 'auth0|owner',
          name: 'Olivia Owner',
          email: 'o@firm.test',
          picture: null,
          roles: [],
          userClientMapping: {
            globalRoles: [],
            userClients: [{ client: client('c1', 'Harbor & Vale Law'), roles: [{ name: 'ACCOUNT_OWNER' }] }],
          },
        },
      },
    };
    click(byRole(screen.root, 'button', 'Try again'));
    await flush();
    expect(service.count('Me')).toBe(2);
    expect(choiceNames(screen.root)).toEqual(['Harbor & Vale Law']);
  });

  it("says 'Loading clients...' while the list is on its way", async () => {
    const { session } = signedIn([]);
    const screen = await renderScreens({ '/client-select': ClientSelectPage }, '/client-select', { session });
    // The service never answers (featureSession's default), so the load stays running.
    act(() => void loadClients(session).catch(() => {}));
    expect(byRole(screen.root, 'status', 'Loading clients...')).toBeTruthy();
  });
});

describe('the account setup page', () => {
  it("says 'Your account is being setup and is not ready yet', and offers Log out only to a person with one client", async () => {
    const { session } = featureSession();
    signIn(session, [client('c1', 'Aspen Trust Lawyers')]);
    const { root } = await renderScreens({ '/account-setup': AccountSetupPage }, '/account-setup', { session });
    expect(root.querySelector('h1')?.textContent).toBe('Your account is being setup and is not ready yet');
    expect(choices(root)).toHaveLength(0);
    expect(allByRole(root, 'button').map((button) => button.textContent)).toEqual(['Log out']);
  });

  it('lets a person with other clients choose one of them, which goes home', async () => {
    const { session, runtime } = featureSession();
    signIn(session, [client('c1', 'Aspen Trust Lawyers'), client('c2', 'Harbor & Vale Law')]);
    const screen = await renderScreens({ '/account-setup': AccountSetupPage }, '/account-setup', { session });
    expect(choiceNames(screen.root)).toEqual(['Harbor & Vale Law']);
    click(choices(screen.root)[0]!);
    await flush();
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe('c2');
    expect(screen.path()).toBe('/');
  });

  it('logs out: a full-screen spinner, everything cleared, the identity provider returns to the portal root, where the guard shows the login screen', async () => {
    const { session, runtime, auth } = featureSession();
    signIn(session, [client('c1', 'Aspen Trust Lawyers')]);
    runtime.stores.period.getState().setSelectedPeriod(PERIOD);
    auth.logout.mockReturnValue(new Promise<void>(() => {}));
    const { root } = await renderScreens({ '/account-setup': AccountSetupPage }, '/account-setup', { session });
    click(byRole(root, 'button', 'Log out'));
    await flush();
    expect(byRole(root, 'status', 'Logging out...')).toBeTruthy();
    expect(runtime.stores.user.getState().user).toBeNull();
    expect(runtime.stores.user.getState().accessToken).toBeNull();
    expect(runtime.stores.clients.getState()).toMatchObject({ clients: [], selectedClient: null });
    expect(runtime.stores.period.getState().selectedPeriod).toBeNull();
    expect(auth.logout).toHaveBeenCalledExactlyOnceWith({ logoutParams: { returnTo: 'http://host.test/' } });
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientSwitcher } from '../../src/composers/client-switcher/components/client-switcher.tsx';
import { SessionProvider } from '../../src/ui/hooks/use-session.tsx';
import { client, clientsNamed, featureSession, signIn, type FeatureSession } from './support/features.ts';
import { allByRole, byRole, cleanup, click, flush, focused, hasText, press, render, type } from './support/render.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PERIOD = { id: 'p1', startDate: '2026-11-01', endDate: '2026-11-30' } as never;

function mount(session: FeatureSession, onClientChange = vi.fn(), autoStart = false) {
  const rendered = render(
    <SessionProvider session={session} autoStart={autoStart}>
      <ClientSwitcher onClientChange={onClientChange} />
    </SessionProvider>,
  );
  return { ...rendered, onClientChange };
}

const trigger = (root: ShadowRoot) => byRole(root, 'button', /, switch client$/);
const options = (root: ShadowRoot) => allByRole(root, 'option');
const optionNames = (root: ShadowRoot) => options(root).map((option) => option.textContent);

describe('ClientSwitcher: states', () => {
  it("says 'Loading user...' while the sign-in is being checked", async () => {
    const { session, auth } = featureSession();
    auth.isAuthenticated.mockReturnValue(new Promise<boolean>(() => {}));
    const { root } = mount(session, vi.fn(), true);
    await flush();
    expect(hasText(root, 'Loading user...')).toBe(true);
    expect(allByRole(root, 'button')).toHaveLength(0);
  });

  it("says 'No clients available' for a signed-in user without clients", () => {
    const { session } = featureSession();
    signIn(session, []);
    const { root } = mount(session);
    expect(hasText(root, 'No clients available')).toBe(true);
  });

  it('shows a static label, not a button, for a single client', () => {
    const { session } = featureSession();
    signIn(session, [client('c1', 'Smith & Jones')]);
    const { root } = mount(session);
    expect(root.querySelector('[data-slot="client-label"]')?.textContent).toBe('Smith & Jones');
    expect(allByRole(root, 'button')).toHaveLength(0);
  });

  it("shows the 'Inactive' badge for a churned client, on the label, the trigger and in the list", () => {
    const { session } = featureSession();
    signIn(session, [client('c1', 'Gone LLP', { isChurned: true })]);
    const single = mount(session);
    expect(single.root.querySelector('[data-slot="client-label"] [data-slot="badge"]')?.textContent).toBe('Inactive');
    single.unmount();

    signIn(session, [client('c1', 'Gone LLP', { isChurned: true }), client('c2', 'Active LLP')]);
    const { root } = mount(session);
    expect(trigger(root).querySelector('[data-slot="badge"]')?.textContent).toBe('Inactive');
    click(trigger(root));
    expect(options(root).map((option) => option.querySelector('[data-slot="badge"]')?.textContent ?? null)).toEqual(['Inactive', null]);
  });

  it('shows a sign-in button once auth has settled with nobody signed in', async () => {
    const { session, auth } = featureSession();
    auth.isAuthenticated.mockResolvedValue(false);
    const { root } = mount(session, vi.fn(), true);
    await flush();
    click(byRole(root, 'button', 'Sign in'));
    await flush();
    expect(auth.loginWithRedirect).toHaveBeenCalledExactlyOnceWith({ appState: { returnTo: '/intranet?x=1' } });
  });
});

describe('ClientSwitcher: search above 10 clients', () => {
  it('has no search box with 10 clients, and lists all of them', () => {
    const { session } = featureSession();
    signIn(session, clientsNamed(10));
    const { root } = mount(session);
    click(trigger(root));
    expect(allByRole(root, 'combobox')).toHaveLength(0);
    expect(options(root)).toHaveLength(10);
  });

  it('has a search box with 11 clients, focused on open', () => {
    const { session } = featureSession();
    signIn(session, clientsNamed(11));
    const { root } = mount(session);
    click(trigger(root));
    const search = byRole(root, 'combobox', 'Search clients');
    expect(focused()).toBe(search);
    expect(options(root)).toHaveLength(11);
  });

  it('matches names case-insensitively by substring', () => {
    const { session } = featureSession();
    signIn(session, [...clientsNamed(9), client('a', 'Baker Legal'), client('b', 'McKinley Law'), client('c', 'Law Offices of Kim')]);
    const { root } = mount(session);
    click(trigger(root));
    type(byRole(root, 'combobox') as HTMLInputElement, 'LAW');
    expect(optionNames(root)).toEqual(['McKinley Law', 'Law Offices of Kim']);
    type(byRole(root, 'combobox') as HTMLInputElement, 'kin');
    expect(optionNames(root)).toEqual(['McKinley Law']);
  });

  it('says \'No clients found matching "..."\' when nothing matches', () => {
    const { session } = featureSession();
    signIn(session, clientsNamed(11));
    const { root } = mount(session);
    click(trigger(root));
    type(byRole(root, 'combobox') as HTMLInputElement, 'zebra');
    expect(options(root)).toHaveLength(0);
    expect(hasText(root, 'No clients found matching "zebra"')).toBe(true);
  });
});

describe('ClientSwitcher: switching', () => {
  it('selects the client, clears the selected period and calls onClientChange', () => {
    const { session, runtime } = featureSession();
    signIn(session, clientsNamed(3));
    runtime.stores.period.getState().setSelectedPeriod(PERIOD);
    expect(runtime.stores.period.getState().selectedPeriod).not.toBeNull();
    const { root, onClientChange } = mount(session);
    click(trigger(root));
    click(options(root)[2]!);
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe('c3');
    expect(runtime.stores.period.getState().selectedPeriod).toBeNull();
    expect(onClientChange).toHaveBeenCalledExactlyOnceWith({ clientId: 'c3', name: 'Client 3' });
    expect(options(root)).toHaveLength(0);
    expect(trigger(root).getAttribute('aria-label')).toBe('Client 3, switch client');
  });

  it('picking the client already selected only closes the list', () => {
    const { session, runtime } = featureSession();
    signIn(session, clientsNamed(3));
    runtime.stores.period.getState().setSelectedPeriod(PERIOD);
    const { root, onClientChange } = mount(session);
    click(trigger(root));
    click(options(root)[0]!);
    expect(onClientChange).not.toHaveBeenCalled();
    expect(runtime.stores.period.getState().selectedPeriod).not.toBeNull();
    expect(options(root)).toHaveLength(0);
  });
});

describe('ClientSwitcher: keyboard', () => {
  it('arrows move the active option, Enter selects it, and focus returns to the trigger', () => {
    const { session, runtime } = featureSession();
    signIn(session, clientsNamed(4));
    const { root, onClientChange } = mount(session);
    click(trigger(root));
    const listbox = byRole(root, 'listbox', 'Clients');
    expect(focused()).toBe(listbox);
    const active = () => root.querySelector(`[id="${listbox.getAttribute('aria-activedescendant')}"]`)?.textContent;
    expect(active()).toBe('Client 1');
    press(listbox, 'ArrowDown');
    press(listbox, 'ArrowDown');
    expect(active()).toBe('Client 3');
    press(listbox, 'ArrowUp');
    expect(active()).toBe('Client 2');
    press(listbox, 'End');
    expect(active()).toBe('Client 4');
    press(listbox, 'ArrowDown');
    expect(active()).toBe('Client 4');
    press(listbox, 'Home');
    press(listbox, 'Enter');
    expect(onClientChange).not.toHaveBeenCalled();
    click(trigger(root));
    press(byRole(root, 'listbox'), 'ArrowDown');
    press(byRole(root, 'listbox'), 'Enter');
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe('c2');
    expect(onClientChange).toHaveBeenCalledWith({ clientId: 'c2', name: 'Client 2' });
    expect(focused()).toBe(trigger(root));
  });

  it('the search box drives the list: typing filters, arrows and Enter pick among the matches', () => {
    const { session } = featureSession();
    signIn(session, [...clientsNamed(10), client('x', 'Xavier Law')]);
    const { root, onClientChange } = mount(session);
    click(trigger(root));
    const search = byRole(root, 'combobox') as HTMLInputElement;
    type(search, 'client 1');
    expect(optionNames(root)).toEqual(['Client 1', 'Client 10']);
    press(search, 'ArrowDown');
    press(search, 'Enter');
    expect(onClientChange).toHaveBeenCalledWith({ clientId: 'c10', name: 'Client 10' });
  });

  it('Escape closes the list without switching and returns focus to the trigger', () => {
    const { session } = featureSession();
    signIn(session, clientsNamed(11));
    const { root, onClientChange } = mount(session);
    click(trigger(root));
    press(byRole(root, 'combobox'), 'Escape');
    expect(options(root)).toHaveLength(0);
    expect(trigger(root).getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(trigger(root));
    expect(onClientChange).not.toHaveBeenCalled();
  });
});

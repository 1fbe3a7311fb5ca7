import { describe, expect, it } from 'vitest';
import { guard, type GuardState } from '../../src/core/navigation/guards.ts';
import { routeById } from '../../src/composers/navigation/routes.ts';

const state = (overrides: Partial<GuardState> = {}): GuardState => ({
  authLoading: false,
  signedIn: true,
  hasClient: true,
  clientInSetup: false,
  staff: false,
  ...overrides,
});

describe('the guard rules (spec section 2)', () => {
  it('shows a spinner while authentication loads', () => {
    expect(guard(routeById('reporting'), state({ authLoading: true, signedIn: false }))).toEqual({ kind: 'spinner' });
  });

  it('sends a person who is not signed in to /login from any non-public path, and lets public ones render', () => {
    expect(guard(routeById('reporting'), state({ signedIn: false, hasClient: false }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard(routeById('client-select'), state({ signedIn: false, hasClient: false }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard(routeById('login'), state({ signedIn: false }))).toEqual({ kind: 'render', shell: false, waitForClient: false });
    expect(guard(routeById('not-found'), state({ signedIn: false }))).toEqual({ kind: 'render', shell: false, waitForClient: false });
  });

  it('sends a signed-in person with no client to /client-select, and one with a client away from it', () => {
    expect(guard(routeById('home'), state({ hasClient: false }))).toEqual({ kind: 'redirect', to: '/client-select' });
    expect(guard(routeById('client-select'), state({ hasClient: false }))).toEqual({ kind: 'render', shell: false, waitForClient: false });
    expect(guard(routeById('client-select'), state())).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a signed-in person away from /login', () => {
    expect(guard(routeById('login'), state())).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(routeById('login'), state({ hasClient: false }))).toEqual({ kind: 'redirect', to: '/client-select' });
  });

  it('sends a client in setup to /account-setup, and a ready one away from it', () => {
    expect(guard(routeById('blog-management'), state({ clientInSetup: true }))).toEqual({ kind: 'redirect', to: '/account-setup' });
    expect(guard(routeById('account-setup'), state({ clientInSetup: true }))).toEqual({
      kind: 'render',
      shell: false,
      waitForClient: false,
    });
    expect(guard(routeById('account-setup'), state())).toEqual({ kind: 'redirect', to: '/' });
  });

  it('never stops staff on the set-up screen: they work on a client in set-up in the shell and are sent home from it', () => {
    const staffInSetup = state({ clientInSetup: true, staff: true });
    expect(guard(routeById('home'), staffInSetup)).toEqual({ kind: 'render', shell: true, waitForClient: true });
    expect(guard(routeById('blog-management'), staffInSetup)).toEqual({ kind: 'render', shell: true, waitForClient: true });
    expect(guard(routeById('client-overview'), staffInSetup)).toEqual({ kind: 'render', shell: true, waitForClient: true });
    expect(guard(routeById('account-setup'), staffInSetup)).toEqual({ kind: 'redirect', to: '/' });
    // A firm's own user of a client in set-up still gets the set-up screen.
    expect(guard(routeById('home'), state({ clientInSetup: true }))).toEqual({ kind: 'redirect', to: '/account-setup' });
  });

  it('opens the overview of all clients to staff alone, sending anyone else home', () => {
    expect(guard(routeById('client-overview'), state({ staff: true }))).toEqual({ kind: 'render', shell: true, waitForClient: true });
    expect(guard(routeById('client-overview'), state())).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(routeById('client-overview'), state({ signedIn: false, hasClient: false }))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('renders other pages in the shell, and bare screens without it', () => {
    expect(guard(routeById('blog-content'), state())).toEqual({ kind: 'render', shell: true, waitForClient: true });
    expect(guard(routeById('error'), state())).toEqual({ kind: 'render', shell: false, waitForClient: false });
  });
});

import type { PortalRoute } from './portal-route.ts';

/** What the guard of spec section 2 decides for a path. */
export type GuardDecision =
  | { kind: 'spinner' }
  | { kind: 'redirect'; to: '/login' | '/client-select' | '/' | '/account-setup' }
  | { kind: 'render'; shell: boolean; waitForClient: boolean };

export interface GuardState {
  /** The auth-load sequence is still running. */
  authLoading: boolean;
  signedIn: boolean;
  /** A client is selected. */
  hasClient: boolean;
  /** The selected client is still being set up (isReady false). */
  clientInSetup: boolean;
  /** Agency staff (the global FIRM_PILOT_ADMIN role): they work on a client in set-up and open staff-only pages. */
  staff: boolean;
}

/**
 * The guard rules of spec section 2, in order: a spinner while auth loads; the sign-in screen for people
 * not signed in on a non-public path; the client choice for people without a client; home for people who
 * have one and are on the client choice; the set-up screen while the client is not ready. Bare screens
 * render without the shell; every other page in it, waiting (spinner) until a client is selected.
 * The set-up screen is for the firm's own users: staff are never stopped there (the shell tells them the client
 * is in set-up) and are sent home from it. A staff-only page sends anyone else home.
 */
export function guard(route: PortalRoute, state: GuardState): GuardDecision {
  if (state.authLoading && !state.signedIn) return { kind: 'spinner' };
  if (!state.signedIn)
    return route.public ? { kind: 'render', shell: !route.bare, waitForClient: false } : { kind: 'redirect', to: '/login' };
  if (route.id === 'login') return { kind: 'redirect', to: state.hasClient ? '/' : '/client-select' };
  if (!state.hasClient) {
    return route.id === 'client-select' || route.public
      ? { kind: 'render', shell: !route.bare, waitForClient: false }
      : { kind: 'redirect', to: '/client-select' };
  }
  if (route.id === 'client-select') return { kind: 'redirect', to: '/' };
  const setUpScreenShown = state.clientInSetup && !state.staff;
  if (setUpScreenShown && !route.public && route.id !== 'account-setup') return { kind: 'redirect', to: '/account-setup' };
  if (!setUpScreenShown && route.id === 'account-setup') return { kind: 'redirect', to: '/' };
  if (route.staffOnly && !state.staff) return { kind: 'redirect', to: '/' };
  return { kind: 'render', shell: !route.bare, waitForClient: !route.bare };
}

import { waitFor } from './expect.js';
import { client, inside, personOf, runtime } from './portal-fixtures.js';

const SIGN_IN_WAIT_MS = 4500;

/**
 * Signs a person in on a page with no identity provider and no service. The identity SDK finds nobody
 * signed in and clears the user store, so we wait for that (the element's Sign in button) and only then
 * put the person, their clients and each client's notification data in the page's stores. The data goes
 * in as a fresh entry of the notification cache (session storage, younger than 5 minutes), which the bell
 * reads instead of calling GetClientNotificationData: no request leaves the page.
 */
export async function signInWithoutService(element, { person, clients, notifications = {} }) {
  await waitFor(() => inside(element, '[data-slot="sign-in-button"]'), 'the identity check to find nobody signed in', SIGN_IN_WAIT_MS);
  const { stores } = runtime();
  for (const [clientId, data] of Object.entries(notifications)) stores.notifications.getState().setActionItems(clientId, data);
  stores.clients.getState().setClients(clients);
  stores.user.getState().setUser(person);
}

/** Forgets everything the tests stored, in the runtime and in browser storage. */
export function signOutAndForget() {
  const current = runtime();
  current?.stores.user.getState().clear();
  current?.stores.clients.getState().clear();
  current?.stores.notifications.getState().clearNotificationCache();
  globalThis.localStorage.clear();
  globalThis.sessionStorage.clear();
}

/**
 * Puts a person holding `role` on one client straight into the page's stores, with a token: for fixtures whose
 * session has no identity provider and a stand-in for the service (support/fake-session.ts).
 */
export function signInTo(clientId, name, role) {
  const clients = [client(clientId, name, role)];
  const { stores } = runtime();
  stores.clients.getState().setClients(clients);
  stores.clients.getState().selectClient(clientId);
  stores.user.getState().setUser(personOf(clients));
  stores.user.getState().setToken('test-token');
}

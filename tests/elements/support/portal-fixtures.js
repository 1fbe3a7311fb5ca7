/* global document */
// Data and page helpers for element tests that need a signed-in person: the shapes are the persisted
// stores' and the GetClientNotificationData answer's, so the built bundle reads them as the service's own.

export const VALID_SETTINGS = 'auth-domain="https://id.example.test" auth-client-id="portal" auth-audience="https://api.example.test"';
export const PORTAL_URL = 'https://portal.example.test';

/** A client as the user mapping carries it, with the person's role on it (the bell hides for plain USER). */
export function client(clientId, name, role = 'ACCOUNT_OWNER') {
  return {
    clientId,
    name,
    createdOn: '2026-01-01T00:00:00.000Z',
    updatedOn: '2026-01-01T00:00:00.000Z',
    isAutoPublish: false,
    isChurned: false,
    isReady: true,
    roles: [{ name: role }],
  };
}

/** A person mapped to exactly these clients. */
export function personOf(clients) {
  return {
    sub: 'auth0|ada',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    roles: [],
    userClientMapping: { globalRoles: [], userClients: clients.map(({ roles, ...mapped }) => ({ client: mapped, roles })) },
  };
}

/** An action item awaiting the firm: blog jobs and social jobs (platform GoogleBusinessProfile = a profile post). */
export function awaitingReview(deliverableId, { blogJobs = [], socialMediaJobs = [] }) {
  return {
    externalReviewDate: '2026-11-20',
    deliverableId,
    serviceName: 'Blog',
    status: 'ReadyForExternalReview',
    blogJobs,
    socialMediaJobs,
  };
}

/** A client's notification data, everything connected and nothing awaiting unless overridden. */
export function actionItems(clientId, overrides = {}) {
  return {
    id: clientId,
    socialMediaAutoPublish: false,
    wordPressAutoPublish: false,
    wordPressConnected: true,
    isEnrolledInSocialMedia: false,
    isEnrolledInGbp: false,
    isConnectedInGsc: true,
    connectedPlatforms: [],
    actionItems: [],
    ...overrides,
  };
}

export const runtime = () => globalThis[Symbol.for('fp-portal.runtime.v1')];
export const inside = (element, selector) => element.shadowRoot?.querySelector(selector) ?? null;
export const allInside = (element, selector) => [...(element.shadowRoot?.querySelectorAll(selector) ?? [])];

/** Appends host-page markup to the body and returns its first element. */
export function mount(html) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.appendChild(holder);
  return holder.firstElementChild;
}

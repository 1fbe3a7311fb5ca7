// Fixtures of the feature tests: a session over memory storage (nothing leaves the test), and the clients
// and action items fed straight into its stores and query cache.
import { vi } from 'vitest';
import type { ClientActionItems, RoleName } from '../../../src/core/api/generated/graphql.ts';
import type { ClientWithRoles } from '../../../src/core/clients/client-access.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { fakeAuthClient, memoryRuntime, testConfig } from '../session-fakes.ts';

export function client(
  clientId: string,
  name: string,
  { role = 'ACCOUNT_OWNER', isChurned = false }: { role?: RoleName; isChurned?: boolean } = {},
): ClientWithRoles {
  return {
    clientId,
    name,
    createdOn: '2025-01-01T00:00:00Z',
    updatedOn: '2025-01-01T00:00:00Z',
    isAutoPublish: false,
    isChurned,
    isReady: true,
    roles: [{ name: role }],
  };
}

export const clientsNamed = (count: number) => Array.from({ length: count }, (_, index) => client(`c${index + 1}`, `Client ${index + 1}`));

/** A session whose GraphQL endpoint is `fetch` (default: one that never answers). */
export function featureSession({ fetch = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof globalThis.fetch } = {}) {
  const runtime = memoryRuntime();
  const auth = fakeAuthClient();
  const session = createSession(runtime, testConfig(), {
    fetch,
    createAuthClient: async () => auth,
    pageUrl: () => 'http://host.test/intranet?x=1',
  });
  return { session, runtime, auth };
}

export type FeatureSession = ReturnType<typeof featureSession>['session'];

export function signIn(session: FeatureSession, clients: ClientWithRoles[]): void {
  const { user, clients: clientStore } = session.runtime.stores;
  user.getState().setUser({ sub: 'auth0|owner', name: 'Olivia Owner' });
  user.getState().setToken('token-1');
  clientStore.getState().setClients(clients);
}

/** One item of every kind: blog, social, Google Business Profile, a WordPress connection and the Search Console info. */
export function everyKindOfActionItem(): ClientActionItems {
  return {
    id: 'c1',
    socialMediaAutoPublish: false,
    wordPressAutoPublish: false,
    wordPressConnected: false,
    isEnrolledInSocialMedia: false,
    isEnrolledInGbp: false,
    isConnectedInGsc: false,
    connectedPlatforms: [],
    actionItems: [
      {
        deliverableId: 'd1',
        serviceName: 'Blog',
        status: 'ReadyForExternalReview',
        externalReviewDate: '2026-11-16',
        blogJobs: [{ id: 'blog-1', topic: 'estate planning' }],
        socialMediaJobs: [
          { id: 'social-1', platform: 'Facebook', posts: [] },
          { id: 'gbp-1', platform: 'GoogleBusinessProfile', posts: [] },
        ],
      },
    ],
  };
}

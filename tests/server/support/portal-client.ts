import { vi } from 'vitest';
import { createGraphQLClient, type GraphQLClientOptions, type PortalGraphQLClient } from '../../../src/core/api/graphql-client.ts';
import type { TestService } from './service.ts';

/**
 * The portal's own GraphQL client, as a page under `/portal/` on the test service would make it, signed in
 * as `userId`. The browser-side hooks (sign-in redirect, toasts, logger) are mocks unless the test passes
 * its own in `overrides`.
 */
export function portalGraphQLAs(service: TestService, userId: string, overrides: Partial<GraphQLClientOptions> = {}): PortalGraphQLClient {
  return createGraphQLClient({
    graphql: {},
    baseUrl: `${service.url}/portal/`,
    getAccessToken: () => service.tokenFor(userId),
    redirectToLogin: vi.fn(),
    notifyError: vi.fn(),
    currentPath: () => '/',
    logger: { error: vi.fn() },
    ...overrides,
  });
}

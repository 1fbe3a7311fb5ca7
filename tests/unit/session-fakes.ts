// Shared fakes of the session tests: a runtime over memory storage, a counted identity client and a
// GraphQL service that answers by operation name and counts what it was asked.
import { vi } from 'vitest';
import type { AuthClient } from '../../src/core/auth/auth-client.ts';
import { createUserStore } from '../../src/core/auth/user-store.ts';
import { createClientStore } from '../../src/core/clients/client-store.ts';
import { resolveConfig, type PortalConfig } from '../../src/core/config.ts';
import { createFlags } from '../../src/core/flags/flags.ts';
import { createNotificationCache } from '../../src/core/notifications/notification-cache.ts';
import { createPeriodStore } from '../../src/core/periods/period-store.ts';
import type { SessionRuntime } from '../../src/core/session/session.ts';
import { createMemoryStorage } from '../../src/core/storage/memory-storage.ts';

export const PAGE_URL = 'http://host.test/intranet/news?tab=2#top';

/** A clock the test moves by hand. */
export function testClock(start = Date.parse('2026-11-21T10:00:00Z')) {
  let time = start;
  const now = () => time;
  return Object.assign(now, { advance: (ms: number) => void (time += ms) });
}

export function memoryRuntime(now: () => number = Date.now): SessionRuntime {
  return {
    stores: {
      user: createUserStore({ storage: createMemoryStorage(), now }),
      clients: createClientStore({ storage: createMemoryStorage() }),
      period: createPeriodStore({ storage: createMemoryStorage() }),
      notifications: createNotificationCache({ storage: createMemoryStorage(), now }),
    },
    flags: createFlags(),
  };
}

export function testConfig(apiUrl = 'http://api.test'): PortalConfig {
  return resolveConfig({ apiUrl, authDomain: 'http://id.test', authClientId: 'portal', authAudience: 'https://api.test/' }, PAGE_URL);
}

/** An identity client whose token request stays open until the test says so (to catch concurrent callers). */
export function fakeAuthClient(token: () => Promise<string | undefined> = async () => 'token-1') {
  return {
    isAuthenticated: vi.fn(async () => true),
    getUser: vi.fn(async () => ({ sub: 'auth0|owner', name: 'Olivia Owner' })),
    getIdTokenClaims: vi.fn(async () => ({ __raw: '', sub: 'auth0|owner' })),
    getTokenSilently: vi.fn(token),
    loginWithRedirect: vi.fn(async () => {}),
    handleRedirectCallback: vi.fn(async () => ({ appState: { returnTo: '/blog-management' } })),
    logout: vi.fn(async () => {}),
  } satisfies AuthClient;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

type Answer = { data?: unknown; errors?: unknown[] } | (() => { data?: unknown; errors?: unknown[] });

/** A GraphQL endpoint answering by operationName; `requests` lists every call in order. */
export function fakeGraphQL(answers: Record<string, Answer>) {
  const requests: Array<{ operationName: string; variables: any; authorization: string | null }> = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: unknown };
    const authorization = new Headers(init?.headers).get('authorization');
    requests.push({ operationName: body.operationName, variables: body.variables, authorization });
    const answer = answers[body.operationName];
    const payload = typeof answer === 'function' ? answer() : (answer ?? { errors: [{ message: `no answer for ${body.operationName}` }] });
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const count = (operationName: string) => requests.filter((request) => request.operationName === operationName).length;
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, count };
}

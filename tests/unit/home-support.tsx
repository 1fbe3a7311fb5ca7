// The frame of the Home and interim area page tests: a memory session whose GraphQL service answers by
// operation name, the signed-in owner with a selected client, a hand-moved clock, and a memory router that
// renders the page under test at every path (its links then show where they go).
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ClientActionItems, JobStatus } from '../../src/core/api/generated/graphql.ts';
import type { GetReviewQueueQuery } from '../../src/core/api/generated/operations.ts';
import type { ClientWithRoles } from '../../src/core/clients/client-access.ts';
import type { DeliverablesPeriod, PeriodDeliverable } from '../../src/core/review/period-deliverables-query.ts';
import { createSession } from '../../src/core/session/session.ts';
import { SessionProvider } from '../../src/ui/hooks/use-session.tsx';
import { fakeAuthClient, fakeGraphQL, memoryRuntime, testClock, testConfig } from './session-fakes.ts';
import { client, signIn } from './support/features.ts';
import { flush, render } from './support/render.tsx';

/** 2026-11-21T10:00:00Z, the test clock's start. */
export const NOW = Date.parse('2026-11-21T10:00:00Z');
export const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();

type Answers = Parameters<typeof fakeGraphQL>[0];

const DEFAULT_CLIENTS = [client('c1', 'Harbor & Vale Law')];

/** `pending` names operations the service never answers (to see a loading state). */
export function pageSession(
  answers: Answers,
  { clients = DEFAULT_CLIENTS, pending = [] }: { clients?: ClientWithRoles[]; pending?: string[] } = {},
) {
  const clock = testClock(NOW);
  const runtime = memoryRuntime(clock);
  const service = fakeGraphQL(answers);
  const fetch: typeof globalThis.fetch = (url, init) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    return pending.includes(operationName) ? new Promise<Response>(() => {}) : service.fetch(url, init);
  };
  const session = createSession(runtime, testConfig(), {
    now: clock,
    fetch,
    createAuthClient: async () => fakeAuthClient(),
    pageUrl: () => 'http://host.test/',
  });
  signIn(session, clients);
  return { session, service, clock };
}

export type PageSession = ReturnType<typeof pageSession>['session'];

export async function renderPage(session: PageSession, Page: () => ReactNode) {
  const root = createRootRoute();
  const everyPath = createRoute({ getParentRoute: () => root, path: '$', component: Page });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: Page });
  const router = createRouter({ routeTree: root.addChildren([index, everyPath]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const rendered = render(
    <SessionProvider session={session} autoStart={false}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  await flush();
  return { ...rendered, router };
}

let nextId = 0;
export const deliverable = (serviceName: string, status: JobStatus, extra: Partial<PeriodDeliverable> = {}): PeriodDeliverable => ({
  id: `d${(nextId += 1)}`,
  name: `${serviceName} ${nextId}`,
  serviceName,
  status,
  dueDate: '2026-11-08',
  externalReviewDate: null,
  isOptedOut: false,
  ...extra,
});

/** Two periods, the current one (p-now) delivering every service with a mix of statuses; p-last all published. */
export function periods(): DeliverablesPeriod[] {
  return [
    {
      id: 'p-last',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      isCurrentPeriod: false,
      deliverablesByService: [{ serviceName: 'Blog', deliverables: [deliverable('Blog', 'Published', { name: 'October post' })] }],
    },
    {
      id: 'p-now',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      isCurrentPeriod: true,
      deliverablesByService: [
        {
          serviceName: 'Blog',
          deliverables: [
            deliverable('Blog', 'Published'),
            deliverable('Blog', 'ReadyForExternalReview'),
            deliverable('Blog', 'InProgress'),
            deliverable('Blog', 'Canceled'),
          ],
        },
        {
          serviceName: 'Social Media',
          deliverables: [deliverable('Social Media', 'ReadyForExternalReview', { name: 'Weekly post', dueDate: '2026-11-12' })],
        },
        {
          serviceName: 'Google Business Profile',
          deliverables: [deliverable('Google Business Profile', 'Complete', { name: 'Office hours post', dueDate: '2026-11-03' })],
        },
        { serviceName: 'SEO', deliverables: [deliverable('SEO', 'InProgress', { name: 'SEO 1', dueDate: null })] },
        { serviceName: 'Backlink', deliverables: [deliverable('Backlink', 'NotStarted', { name: 'Backlink 1', dueDate: '2026-11-20' })] },
      ],
    },
  ];
}

/** The periods answer; the sidebar's query and the full one read the same field, so one answer serves both. */
export const periodsAnswers = (list: DeliverablesPeriod[] = periods()): Answers => ({
  GetDeliverablesByServiceForSidebar: { data: { deliverablesByServiceForSidebar: list } },
  GetPeriodDeliverables: { data: { deliverablesByServiceForSidebar: list } },
});

const entered = (toStatus: string, changedOn: string) => [{ toStatus, changedOn }];
const times = { createdOn: daysAgo(30), updatedOn: daysAgo(0.5) };

/** One waiting item of every kind, waits of 1 to 9 days, and work that waits for nobody. */
export function queue(): GetReviewQueueQuery {
  return {
    blogJobs: {
      totalCount: 1,
      items: [
        {
          id: 'blog-1',
          topic: 'contesting a will',
          title: 'How to Contest a Will',
          status: 'ReadyForExternalReview',
          ...times,
          statusHistory: entered('ReadyForExternalReview', daysAgo(3)),
        },
      ],
    },
    socialMediaJobs: [
      {
        id: 'social-1',
        topic: 'slip and fall liability',
        status: 'ReadyForExternalReview',
        ...times,
        statusHistory: entered('ReadyForExternalReview', daysAgo(1)),
      },
      { id: 'social-2', topic: 'already approved', status: 'ReadyForPublication', ...times, statusHistory: [] },
    ],
    googleBusinessProfilePosts: [
      {
        id: 'gbp-1',
        topic: 'new office hours',
        status: 'ReadyForExternalReview',
        ...times,
        statusHistory: entered('ReadyForExternalReview', daysAgo(9)),
      },
    ],
    seoJobs: [
      {
        id: 'seo-1',
        pageUrl: 'https://firm.test/practice-areas/wills',
        status: 'ReadyForPreProcessingReview',
        ...times,
        statusHistory: entered('ReadyForPreProcessingReview', daysAgo(5)),
      },
      { id: 'seo-2', pageUrl: 'https://firm.test/practice-areas/trusts', status: 'InProgress', ...times, statusHistory: [] },
    ],
  };
}

export const EMPTY_QUEUE: GetReviewQueueQuery = {
  blogJobs: { totalCount: 0, items: [] },
  socialMediaJobs: [],
  googleBusinessProfilePosts: [],
  seoJobs: [],
};

/** Missing WordPress and social connections, and no Search Console; nothing to approve (Home reads approvals elsewhere). */
export function missingConnections(): ClientActionItems {
  return {
    id: 'c1',
    socialMediaAutoPublish: false,
    wordPressAutoPublish: false,
    wordPressConnected: false,
    isEnrolledInSocialMedia: true,
    isEnrolledInGbp: false,
    isConnectedInGsc: false,
    connectedPlatforms: [],
    actionItems: [],
  };
}

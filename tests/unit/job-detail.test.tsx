// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientWithRoles } from '../../src/core/clients/client-access.ts';
import { createSession } from '../../src/core/session/session.ts';
import { JobDetailPage, type JobRouteId } from '../../src/features/job-detail/job-detail-page.tsx';
import { readable } from '../../src/features/job-detail/readable.ts';
import { SessionProvider } from '../../src/ui/hooks/use-session.tsx';
import { byRole, cleanup, flush, render } from './support/render.tsx';
import { fakeAuthClient, fakeGraphQL, memoryRuntime, testConfig } from './session-fakes.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const HARBOR: ClientWithRoles = { clientId: 'c1', name: 'Harbor & Vale Law', createdOn: '', updatedOn: '', isAutoPublish: false, isChurned: false, isReady: true, roles: [{ name: 'ACCOUNT_OWNER' }] };

async function renderJobPage(routeId: JobRouteId, path: string, answers: Parameters<typeof fakeGraphQL>[0]) {
  const runtime = memoryRuntime();
  runtime.stores.user.getState().setToken('token-1');
  runtime.stores.clients.getState().setClients([HARBOR]);
  const service = fakeGraphQL(answers);
  const session = createSession(runtime, testConfig(), { createAuthClient: async () => fakeAuthClient(), fetch: service.fetch });
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: path.replace(/\/[^/]+$/, '/$jobId'), component: () => <JobDetailPage routeId={routeId} /> });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) });
  const rendered = render(
    <SessionProvider session={session} autoStart={false}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  await flush();
  await flush();
  return { ...rendered, service };
}

const HISTORY = [
  { fromStatus: 'InProgress', toStatus: 'ReadyForPostProcessingReview', changedBy: 'worker', changedOn: '2026-11-20T09:00:00Z' },
  { fromStatus: null, toStatus: 'InProgress', changedBy: null, changedOn: '2026-11-18T09:00:00Z' },
];

describe('a job page until its area lands', () => {
  it('reads statuses as people do', () => {
    expect(readable('ReadyForExternalReview')).toBe('Ready for external review');
    expect(readable('GoogleBusinessProfile')).toBe('Google business profile');
  });

  it('shows an on-page SEO job: its page, status, proposed changes and history, newest first', async () => {
    const { root, service } = await renderJobPage('on-page-seo-review', '/on-page-seo-review/seo-7', {
      GetSeoJobSummary: {
        data: {
          seoJob: {
            id: 'seo-7',
            pageUrl: 'https://harborvale.test/practice/injury',
            status: 'ReadyForPostProcessingReview',
            changes: [{ id: 'ch1', field: 'metaDescription', currentValue: 'Old text', proposedValue: 'New text' }],
            statusHistory: HISTORY,
          },
        },
      },
    });
    expect(service.requests[0]).toMatchObject({ operationName: 'GetSeoJobSummary', variables: { input: { id: 'seo-7' } } });
    expect(root.querySelector('h1')?.textContent).toBe('On-page SEO Review');
    expect(root.textContent).toContain('Ready for post processing review');
    expect(root.textContent).toContain('Meta description');
    expect(root.textContent).toContain('New text');
    const history = [...root.querySelectorAll('ol li')].map((item) => item.textContent);
    expect(history[0]).toContain('Ready for post processing review');
    expect(history[1]).toContain('In progress');
  });

  it('says what went wrong and offers to try again when the job cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = await renderJobPage('on-page-seo-review', '/on-page-seo-review/s-404', {
      GetSeoJobSummary: { data: null, errors: [{ message: 'SEO job s-404 was not found.', extensions: { code: 'NOT_FOUND' } }] },
    });
    expect(byRole(root, 'alert').textContent).toContain('This item could not be loaded: SEO job s-404 was not found.');
    expect(byRole(root, 'button', 'Try again')).toBeTruthy();
  });
});

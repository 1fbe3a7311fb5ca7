// Mounts <SiteSearch> for the happy-dom tests as the shell will: inside a SessionProvider (a signed-in
// person with one selected client) and a TanStack memory router standing on `path`, where every path
// renders the search. The analytics are spied on; onNavigate is a mock.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { vi } from 'vitest';
import { analyticsOf } from '../../src/core/session/telemetry.ts';
import { SiteSearch } from '../../src/composers/site-search/site-search.tsx';
import { SessionProvider } from '../../src/ui/hooks/use-session.tsx';
import { client, featureSession, signIn } from './support/features.ts';
import { flush, render } from './support/render.tsx';

export async function mountSiteSearch({ path = '/reporting' } = {}) {
  const onNavigate = vi.fn();
  const { session } = featureSession();
  signIn(session, [client('c1', 'Harbor & Vale Law')]);
  const track = vi.spyOn(analyticsOf(session), 'track');
  const rootRoute = createRootRoute({ component: () => <SiteSearch onNavigate={onNavigate} /> });
  const everyPath = createRoute({ getParentRoute: () => rootRoute, path: '$' });
  const router = createRouter({ routeTree: rootRoute.addChildren([everyPath]), history: createMemoryHistory({ initialEntries: [path] }) });
  const rendered = render(
    <SessionProvider session={session} autoStart={false}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  await flush();
  return { ...rendered, onNavigate, track };
}

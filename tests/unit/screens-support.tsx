// The screens' unit-test frame: a memory router over the bare routes (each renders the page under test or
// a marker), inside a SessionProvider over a memory session, rendered into a shadow root.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SessionProvider } from '../../src/ui/hooks/use-session.tsx';
import { featureSession, type FeatureSession } from './support/features.ts';
import { flush, render } from './support/render.tsx';

const PATHS = ['/', '/login', '/client-select', '/account-setup', '/error', '/404', '/reporting'] as const;

/** What each path shows when the test does not put a page there: its path, so a navigation is visible. */
function marker(path: string) {
  return function Marker() {
    return <p data-testid="page">{path}</p>;
  };
}

type Pages = Partial<Record<(typeof PATHS)[number], () => ReactNode>>;
/** Wraps every page, as the portal's root route does (an error boundary, say). */
type Frame = (props: { children: ReactNode }) => ReactNode;

export function screensRouter(pages: Pages, initialPath: string, frame?: Frame) {
  const Frame = frame;
  const root = createRootRoute({
    component: Frame
      ? () => (
          <Frame>
            <Outlet />
          </Frame>
        )
      : Outlet,
  });
  const routes = PATHS.map((path) => createRoute({ getParentRoute: () => root, path, component: pages[path] ?? marker(path) }));
  return createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [initialPath] }) });
}

/** Renders `pages` at `initialPath` and waits for the router to show it. */
export async function renderScreens(
  pages: Pages,
  initialPath: string,
  { session = featureSession().session, frame }: { session?: FeatureSession; frame?: Frame } = {},
) {
  const router = screensRouter(pages, initialPath, frame);
  const rendered = render(
    <SessionProvider session={session} autoStart={false}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  await flush();
  return { ...rendered, router, session, path: () => router.state.location.pathname };
}

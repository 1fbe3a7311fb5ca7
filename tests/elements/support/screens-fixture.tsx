/**
 * Element-test fixture of the bare screens, built to dist/test/screens-fixture.js: `<fp-screens-test path=...>`
 * renders the login, client select, account setup, error and 404 pages in a memory router, over a session
 * on the page's runtime (the test fills its stores) whose identity client only records what it is asked.
 * The root route holds the render-error boundary as the portal does; /broken throws while `setBroken(true)`.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { useState } from 'react';
import type { AuthClient } from '../../../src/core/auth/auth-client.ts';
import { resolveConfig } from '../../../src/core/config.ts';
import { getRuntime } from '../../../src/core/runtime.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import AccountSetupPage from '../../../src/composers/auth-screens/account-setup-page.tsx';
import ClientSelectPage from '../../../src/composers/auth-screens/client-select-page.tsx';
import LoginPage from '../../../src/composers/auth-screens/login-page.tsx';
import ErrorPage from '../../../src/composers/errors/error-page.tsx';
import NotFoundPage from '../../../src/composers/errors/not-found-page.tsx';
import { RenderErrorBoundary } from '../../../src/composers/errors/render-error-boundary.tsx';
import { RouteErrorFallback } from '../../../src/composers/errors/route-error-fallback.tsx';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';

const identityCalls: Array<{ method: string; options: unknown }> = [];
/** What the screens asked of the identity provider, in order. */
export const identityRequests = () => identityCalls;

let broken = false;
/** Makes /broken throw while rendering (true) or render its content (false). */
export const setBroken = (value: boolean) => void (broken = value);

const recordingIdentity: AuthClient = {
  isAuthenticated: async () => false,
  getUser: async () => undefined,
  getIdTokenClaims: async () => undefined,
  getTokenSilently: async () => undefined as never,
  handleRedirectCallback: async () => ({}),
  // Never settles, as a real redirect leaves the page.
  loginWithRedirect: (options) => (identityCalls.push({ method: 'loginWithRedirect', options }), new Promise(() => {})),
  logout: (options) => (identityCalls.push({ method: 'logout', options }), new Promise(() => {})),
};

function Broken() {
  if (broken) throw new Error('Cannot read properties of undefined (reading "deliverables")');
  return <p data-slot="broken-content">Deliverables</p>;
}

function Root() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <output data-slot="location" hidden>
        {pathname}
      </output>
      <RenderErrorBoundary resetKeys={[pathname]}>
        <Outlet />
      </RenderErrorBoundary>
    </>
  );
}

function Home() {
  return <p data-slot="home">Home</p>;
}

function RouteError() {
  return <RouteErrorFallback error={new Error('GraphQL Error (Code: 502)')} />;
}

function screensRouter(initialPath: string) {
  const root = createRootRoute({ component: Root });
  const pages = {
    '/': Home,
    '/login': LoginPage,
    '/client-select': ClientSelectPage,
    '/account-setup': AccountSetupPage,
    '/error': ErrorPage,
    '/404': NotFoundPage,
    '/broken': Broken,
    '/route-error': RouteError,
  };
  const routes = Object.entries(pages).map(([path, component]) => createRoute({ getParentRoute: () => root, path, component }));
  return createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [initialPath] }) });
}

function ScreensTest({ path = '/', brand }: { path?: string; brand?: string }) {
  const [{ session, router }] = useState(() => ({
    session: createSession(
      getRuntime(),
      resolveConfig({ authDomain: 'https://id.example.test', authClientId: 'portal', authAudience: 'https://api.example.test', brand }),
      {
        createAuthClient: async () => recordingIdentity,
      },
    ),
    router: screensRouter(path),
  }));
  return (
    <SessionProvider session={session} autoStart={false}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}

defineElement('fp-screens-test', ScreensTest, { path: 'string', brand: 'string' });

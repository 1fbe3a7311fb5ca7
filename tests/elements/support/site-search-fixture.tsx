/**
 * Element-test fixture, built by `vite build --mode elements-test` into dist/test/site-search-fixture.js:
 * `<fp-site-search-test>` renders the site search as the shell will (a session, a memory router) and
 * reports each navigation it asks for as a `test-navigate` event (detail: the path) on the element.
 * No service: the session's fetch never answers, and the search needs none.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { resolveConfig } from '../../../src/core/config.ts';
import { getRuntime } from '../../../src/core/runtime.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import { SiteSearch } from '../../../src/composers/site-search/site-search.tsx';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';

const config = resolveConfig({ authDomain: 'https://id.example.test', authClientId: 'portal', authAudience: 'https://api.example.test' });
const session = createSession(getRuntime(), config, { fetch: () => new Promise<Response>(() => {}) });

function searchRouter(host: HTMLElement) {
  const onNavigate = (path: string) => host.dispatchEvent(new CustomEvent('test-navigate', { detail: path }));
  const rootRoute = createRootRoute({
    component: () => (
      <header className="flex items-center justify-end gap-2 border-b border-fp-border p-2">
        <SiteSearch onNavigate={onNavigate} />
      </header>
    ),
  });
  const everyPath = createRoute({ getParentRoute: () => rootRoute, path: '$' });
  return createRouter({ routeTree: rootRoute.addChildren([everyPath]), history: createMemoryHistory({ initialEntries: ['/'] }) });
}

function SiteSearchTest({ host }: { host: HTMLElement }) {
  const [router] = useState(() => searchRouter(host));
  return (
    <SessionProvider session={session} autoStart={false}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}

defineElement('fp-site-search-test', SiteSearchTest, {});

import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { PortalConfig } from '../../core/config.ts';
import { documentTitle, routeById, routeForPath } from '../navigation/routes.ts';
import { analyticsOf } from '../../core/session/telemetry.ts';
import { ReviewOutcomeContext, type OnReviewOutcome } from '../../review-kit/review-outcome-listener.ts';
import { startSession } from '../../ui/hooks/session-start.ts';
import { SessionProvider, useSession } from '../../ui/hooks/use-session.tsx';
import { prefetchFirstPageData } from './first-page-data.ts';
import { portalHomeUrl, PortalHomeUrlContext } from './portal-home-url.ts';
import { createPortalHistory, createPortalRouter, preloadFirstPage, type PortalRouter, type RoutingMode } from './create-portal-router.ts';

export interface PortalAppProps {
  config: PortalConfig;
  routing: RoutingMode;
  /** Where the portal sits under its origin in `path` routing, e.g. '/portal'; '' at the root. */
  basePath: string;
  /** Hears the reviews taken in place on the portal's pages (the element turns them into its `fp-*` events). */
  onReviewOutcome?: OnReviewOutcome;
}

/**
 * The whole portal: the page's session and one router. In `path` routing the identity provider sends the
 * browser back to the portal's root (one callback URL to register, whatever page the person was on); the
 * router then goes on to where they were going. Load it with React.lazy: the router and the pages are not
 * part of <fp-portal>'s first paint.
 */
export default function PortalApp({ config, routing, basePath, onReviewOutcome }: PortalAppProps) {
  const [router] = useState(() => {
    const created = createPortalRouter({ history: createPortalHistory(routing), basePath: basePath || undefined });
    preloadFirstPage(created);
    return created;
  });
  const homeUrl = portalHomeUrl(routing, basePath);
  return (
    <SessionProvider config={config} sessionDeps={routing === 'path' ? { redirectUri: homeUrl } : undefined}>
      <PortalHomeUrlContext.Provider value={homeUrl}>
        <ReviewOutcomeContext.Provider value={onReviewOutcome ?? null}>
          <PortalRouter router={router} routing={routing} basePath={basePath} />
        </ReviewOutcomeContext.Provider>
      </PortalHomeUrlContext.Provider>
    </SessionProvider>
  );
}

function PortalRouter({ router, routing, basePath }: { router: PortalRouter; routing: RoutingMode; basePath: string }) {
  const session = useSession();
  // While rendering, as the session's start does: the page's first commit waits for its lazily loaded code.
  useState(() => prefetchFirstPageData(router, session));

  useEffect(() => {
    let active = true;
    void startSession(session).then(({ returnTo }) => {
      if (!active || returnTo === undefined) return;
      const selected = session.runtime.stores.clients.getState().selectedClient;
      analyticsOf(session).track('login', { clientName: selected?.name, clientId: selected?.clientId, pageType: 'login' });
      const inPortal = basePath && returnTo.startsWith(basePath) ? returnTo.slice(basePath.length) || '/' : returnTo;
      void router.navigate({ href: inPortal, replace: true });
    });
    return () => {
      active = false;
    };
  }, [session, router, basePath]);

  useEffect(() => {
    // Page titles only when the portal owns the page (spec section 1: '{page title} - {product}').
    if (routing !== 'path') return;
    const setTitle = () => {
      const route = routeForPath(router.state.location.pathname) ?? routeById('not-found');
      document.title = documentTitle(route, session.config.brand);
    };
    setTitle();
    return router.subscribe('onResolved', setTitle);
  }, [router, routing, session]);

  return <RouterProvider router={router} />;
}

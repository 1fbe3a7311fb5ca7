import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { guard } from '../../core/navigation/guards.ts';
import { loggingOutStore } from '../../core/session/logging-out.ts';
import { routeById, routeForPath } from '../navigation/routes.ts';
import { useAuthStatus, useSession, useSessionSettled } from '../../ui/hooks/use-session.tsx';
import { useStaff } from '../../ui/hooks/use-staff.ts';
import { useStore } from '../../ui/hooks/use-store.ts';
import { Spinner } from '../../ui/primitives/spinner.tsx';
import { RenderErrorBoundary } from '../errors/render-error-boundary.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { LogoutScreen } from '../shell/components/logout-screen.tsx';
import { usePortalHomeUrl } from './portal-home-url.ts';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex min-h-[50vh] w-full items-center justify-center p-8">
      <Spinner />
    </div>
  );
}

/**
 * The root of every route: applies the guard rules of spec section 2 to where the router is, then renders
 * the page bare or inside the shell. A persisted sign-in with a persisted client renders at once; anyone
 * else waits (a spinner) until the sign-in check and the client list have loaded, so a returning user is
 * never bounced through /client-select while their clients load.
 */
export function PortalRoot() {
  const session = useSession();
  const status = useAuthStatus();
  const settled = useSessionSettled();
  const selected = useStore(session.runtime.stores.clients, (state) => state.selectedClient);
  const location = useRouterState({ select: (state) => state.location });
  const loggingOut = useStore(loggingOutStore(session), (state) => state.loggingOut);
  const staff = useStaff();
  const route = routeForPath(location.pathname) ?? routeById('not-found');
  const signedIn = status === 'signed-in';
  const decision = guard(route, {
    authLoading: status === 'loading' || (!settled && !(signedIn && selected)),
    signedIn,
    hasClient: Boolean(selected),
    clientInSetup: selected ? !selected.isReady : false,
    staff,
  });
  // The user menu's spinner goes with the shell when logout clears the user; this one stays until the browser leaves.
  if (loggingOut) return <LogoutScreen />;
  if (decision.kind === 'spinner') return <FullPageSpinner />;
  if (decision.kind === 'redirect') {
    // The sign-in screen brings the person back to where they were going.
    const search = decision.to === '/login' ? { redirect: location.href } : undefined;
    return <Navigate to={decision.to} search={search} replace />;
  }
  // A render error anywhere in a page shows the error screen; going elsewhere clears it.
  const page = (
    // Try Again fetches the page's data afresh: a cached answer that made it fail would fail it again.
    <RenderErrorBoundary resetKeys={[location.pathname]} onReset={() => session.queryClient.removeQueries({ type: 'inactive' })}>
      <Outlet />
    </RenderErrorBoundary>
  );
  if (!decision.shell) return page;
  return <ShellFrame>{decision.waitForClient && !selected ? <FullPageSpinner /> : page}</ShellFrame>;
}

/** The shell; Log out comes back to the portal's home URL, the address registered for it. */
function ShellFrame({ children }: { children: ReactNode }) {
  return <AppShell logoutReturnUrl={usePortalHomeUrl()}>{children}</AppShell>;
}

import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PortalConfig } from '../../core/config.ts';
import { liveHoldsOf } from '../../core/live/live-holds.ts';
import { getRuntime } from '../../core/runtime.ts';
import { watchFlagIdentity } from '../../core/session/flag-identity.ts';
import { watchLiveUpdates } from '../../core/session/live-updates.ts';
import { getSession, type Session, type SessionDeps } from '../../core/session/session.ts';
import { startTelemetry } from '../../core/session/telemetry.ts';
import { showErrorToast } from '../toasts/toast.ts';
import { ToastRegion } from '../toasts/toast-region.tsx';
import { pageShown, startSession } from './session-start.ts';
import { useStore } from './use-store.ts';

interface SessionContextValue {
  session: Session;
  /** The auth-load sequence has finished (or was not asked for): "no user" now means signed out. */
  authSettled: boolean;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export type SessionProviderProps = { children: ReactNode; autoStart?: boolean } & (
  | { session: Session; config?: never; sessionDeps?: never }
  /** `sessionDeps` apply when this provider is the first on the page to create the session. */
  | { config: PortalConfig; session?: never; sessionDeps?: SessionDeps }
);

/**
 * Gives the components below the page's session and its one QueryClient. With `config` it takes the
 * page's session (`getSession(getRuntime(), config)`); tests pass a `session` built over memory storage.
 * `autoStart` (default true) runs the auth-load sequence and loads the clients once per page, and keeps
 * the flag identity in step, starts telemetry, keeps the page's live-update stream open while signed in, and
 * offers this element as a place for the page's toasts;
 * tests that feed the stores directly turn it off.
 */
export function SessionProvider({ children, autoStart = true, ...source }: SessionProviderProps) {
  const session =
    source.session ??
    getSession(getRuntime(), source.config, { notifyError: (message) => void showErrorToast(message), ...source.sessionDeps });
  const [authSettled, setAuthSettled] = useState(!autoStart);
  // Started while rendering, not in the effect below: the portal's first commit waits for its lazily loaded
  // parts (shell, page), and the clients and periods need not wait with it. Runs once per page however often.
  useState(() => autoStart && startSession(session));

  useEffect(() => {
    if (!autoStart) return;
    let active = true;
    void startSession(session).then(() => active && setAuthSettled(true));
    const stopFlags = watchFlagIdentity(session);
    // Effects run after the first paint. Flags load beside it (the shell's site search and some areas hang on
    // them); the logger waits until the page is shown, so it never competes with the page's code and data.
    startTelemetry(session, { production: import.meta.env.PROD, loggerAfter: pageShown(session) });
    // The live stream (what others change, shown within a second) loads after the page too, and only for someone signed in.
    const stopLive = watchLiveUpdates(session, { after: pageShown(session) });
    return () => {
      active = false;
      stopFlags();
      stopLive();
    };
  }, [session, autoStart]);

  const value = useMemo(() => ({ session, authSettled }), [session, authSettled]);
  return (
    <SessionContext.Provider value={value}>
      <QueryClientProvider client={session.queryClient}>
        {children}
        {autoStart && <ToastRegion />}
      </QueryClientProvider>
    </SessionContext.Provider>
  );
}

function useSessionContext(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context)
    throw new Error('useSession must be used within a <SessionProvider>: render the component through an fp-* element or wrap it in one.');
  return context;
}

/** The page's session (stores, query client, sign-in). Throws outside a SessionProvider. */
export function useSession(): Session {
  return useSessionContext().session;
}

/**
 * Holds the page's live refetches while `active` (a dialog is open), so a change on the service cannot move the
 * item under the dialog and unmount it with what was typed (core/live/live-holds.ts). Outside a SessionProvider
 * (a primitive rendered alone in a test) there is nothing to hold.
 */
export function useLiveHold(active: boolean): void {
  const session = useContext(SessionContext)?.session;
  useEffect(() => (active && session ? liveHoldsOf(session).hold() : undefined), [active, session]);
}

/** The page's sign-in check and client list have loaded (or failed and said so): no client now means none. */
export function useSessionSettled(): boolean {
  return useSessionContext().authSettled;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * Signed in as soon as a user is known (a persisted one renders at once; an expired token is refreshed
 * on the first request); signed out only once the auth-load sequence has finished without a user.
 */
export function useAuthStatus(): AuthStatus {
  const { session, authSettled } = useSessionContext();
  return useStore(session.runtime.stores.user, ({ user, isLoading }): AuthStatus => {
    if (user) return 'signed-in';
    return authSettled && !isLoading ? 'signed-out' : 'loading';
  });
}

/**
 * Element-test fixture of the shell, built by `vite build --mode elements-test` into dist/test/shell-fixture.js:
 * `<fp-shell-test>` renders AppShell in a memory router over every route of the table, in a SessionProvider
 * whose session talks to no service: GraphQL answers come from `answers` below, the identity client is a
 * fake that records logout, and flags come from a fake flag client. Each page shows its title, a
 * contenteditable editor, an editor marked data-rich-text-editor and a plain input (for the Ctrl+B tests).
 * `<fp-sidebar-test>` renders the sidebar primitives alone: a group label, a submenu with sub-items.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import type { AuthClient } from '../../../src/core/auth/auth-client.ts';
import { resolveConfig } from '../../../src/core/config.ts';
import { flagContextFor } from '../../../src/core/flags/flag-context.ts';
import { PORTAL_ROUTES, type PortalRoute } from '../../../src/composers/navigation/routes.ts';
import { getRuntime } from '../../../src/core/runtime.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import { AppShell } from '../../../src/composers/shell/app-shell.tsx';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { SidebarProvider } from '../../../src/ui/primitives/sidebar/sidebar-context.tsx';
import { Sidebar, SidebarContent, SidebarTrigger } from '../../../src/ui/primitives/sidebar/sidebar.tsx';
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  SidebarSubmenu,
} from '../../../src/ui/primitives/sidebar/sidebar-menu.tsx';

type Answer = { data?: unknown; errors?: unknown[] } | 'never';

/** What the fake service answers per GraphQL operation; tests replace entries. */
export const answers: Record<string, (variables: { input: { clientId: string } }) => Answer> = {
  GetDeliverablesByServiceForSidebar: () => ({ data: { deliverablesByServiceForSidebar: [] } }),
  GetClientNotificationData: ({ input }) => ({
    data: {
      clientNotificationData: {
        id: input.clientId,
        socialMediaAutoPublish: false,
        wordPressAutoPublish: false,
        wordPressConnected: true,
        isEnrolledInSocialMedia: false,
        isEnrolledInGbp: false,
        isConnectedInGsc: true,
        connectedPlatforms: [],
        actionItems: [],
      },
    },
  }),
};
/** Every GraphQL operation asked, in order. */
export const requests: Array<{ operationName: string; variables: unknown }> = [];

async function fakeFetch(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body)) as { operationName: string; variables: { input: { clientId: string } } };
  requests.push(body);
  const answer = answers[body.operationName]?.(body.variables) ?? { errors: [{ message: `no answer for ${body.operationName}` }] };
  if (answer === 'never') return new Promise(() => {});
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The logout calls the fake identity client received. */
export const logoutCalls: unknown[] = [];
let logoutGate: Promise<void> = Promise.resolve();
/** Keeps the fake identity provider's logout pending (as a browser on its way out) until the returned call. */
export function holdLogout(): () => void {
  let release!: () => void;
  logoutGate = new Promise((resolve) => (release = resolve));
  return release;
}
const fakeAuthClient: AuthClient = {
  isAuthenticated: async () => false,
  getUser: async () => undefined,
  getIdTokenClaims: async () => undefined,
  getTokenSilently: async () => 'token',
  loginWithRedirect: async () => {},
  handleRedirectCallback: async () => ({ appState: {} }),
  logout: async (options) => {
    logoutCalls.push(options);
    await logoutGate;
  },
} as AuthClient;

const config = resolveConfig(
  { authDomain: 'https://id.example.test', authClientId: 'portal', authAudience: 'https://api.example.test', brand: 'Acme Portal' },
  location.href,
);
export const session = createSession(getRuntime(), config, { createAuthClient: async () => fakeAuthClient, fetch: fakeFetch });

const flagValues: Record<string, unknown> = {};
/** Serves these flag values to the person with this sub, as the flag service would once identified. */
export async function serveFlags(values: Record<string, unknown>, sub: string): Promise<void> {
  Object.assign(flagValues, values);
  // The identity the page wants (watchFlagIdentity's job, off in this fixture), so no re-identify follows.
  session.runtime.flags.setIdentity({ user: { sub } });
  const client = {
    identify: async () => ({}),
    variation: (key: string, fallback: unknown) => (key in flagValues ? flagValues[key] : fallback),
  };
  await session.runtime.flags.attachClient(client as never, flagContextFor({ user: { sub } }), Promise.resolve());
}

function Page({ route }: { route: PortalRoute }) {
  return (
    <section className="flex flex-col gap-2">
      <h1 data-slot="page-title">{route.title}</h1>
      <div data-slot="editor" contentEditable suppressContentEditableWarning className="border border-fp-border p-2">
        Rich text
      </div>
      <div data-rich-text-editor="">
        <textarea data-slot="marked-editor" aria-label="Marked editor" />
      </div>
      <input data-slot="plain-input" aria-label="Plain input" />
    </section>
  );
}

const rootRoute = createRootRoute({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
const pages = PORTAL_ROUTES.map((route) =>
  createRoute({ getParentRoute: () => rootRoute, path: route.path, component: () => <Page route={route} /> }),
);
const routeTree = rootRoute.addChildren(pages);
let startPath = '/';
/** The router of the shell mounted last (each mount gets its own, starting at mountShell's path). */
export let router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });

function ShellTest() {
  useState(() => {
    router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [startPath] }) });
  });
  return (
    <SessionProvider session={session} autoStart={false}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}

defineElement('fp-shell-test', ShellTest, {});

/** The primitives on their own: a group label and a submenu, with a toggle. */
function SidebarTest() {
  const [picked, setPicked] = useState('');
  return (
    <SidebarProvider defaultOpen>
      <Sidebar label="Test sidebar">
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Areas</SidebarGroupLabel>
            <SidebarMenu>
              <SidebarSubmenu label="Blog">
                {['Drafts', 'Published'].map((name) => (
                  <SidebarMenuSubItem key={name}>
                    <SidebarMenuSubButton href="#" onClick={(event) => (event.preventDefault(), setPicked(name))}>
                      {name}
                    </SidebarMenuSubButton>
                  </SidebarMenuSubItem>
                ))}
              </SidebarSubmenu>
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
      </Sidebar>
      <div>
        <SidebarTrigger />
        <p data-slot="picked">{picked}</p>
      </div>
    </SidebarProvider>
  );
}

defineElement('fp-sidebar-test', SidebarTest, {});

/** A client as the user mapping carries it, with the person's role on it. */
export function mappedClient(clientId: string, name: string, role = 'ACCOUNT_OWNER') {
  return {
    clientId,
    name,
    createdOn: '2026-01-01T00:00:00.000Z',
    updatedOn: '2026-01-01T00:00:00.000Z',
    isAutoPublish: false,
    isChurned: false,
    isReady: true,
    roles: [{ name: role }],
  };
}

type Person = { sub: string; name?: string; email?: string; picture?: string };

/** Puts a person and their clients in the page's stores (the first client is selected). */
export function signIn(person: Person, clients: Array<ReturnType<typeof mappedClient>>): void {
  const { stores } = session.runtime;
  stores.user.getState().setToken('token');
  stores.clients.getState().setClients(clients as never);
  stores.user.getState().setUser({ roles: [], ...person });
}

/** Mounts a fresh `<fp-shell-test>` on a page that starts at `path`, after forgetting everything of the last test. */
export async function mountShell(path = '/'): Promise<HTMLElement> {
  for (const element of document.querySelectorAll('fp-shell-test')) element.remove();
  const { stores } = session.runtime;
  stores.user.getState().clear();
  stores.clients.getState().clear();
  stores.period.getState().clearSelectedPeriod();
  stores.notifications.getState().clearNotificationCache();
  session.queryClient.clear();
  requests.length = 0;
  logoutCalls.length = 0;
  startPath = path;
  const element = document.createElement('fp-shell-test');
  document.body.append(element);
  return element;
}

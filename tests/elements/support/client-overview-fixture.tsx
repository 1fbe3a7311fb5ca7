/**
 * Element-test fixture of staff's overview of every client, built to dist/test/client-overview-fixture.js:
 * `<fp-client-overview-test path>` renders the /clients page (and a Home that names the selected client) in a
 * memory router, over a session whose GraphQL goes to a stand-in for the service. The stand-in answers
 * GetClientOverview as the contract says: filtered, searched (name, case-insensitive, anywhere), sorted and paged,
 * over the clients `serveClients` gave it; every request is recorded.
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
import type { ClientOverviewInput } from '../../../src/core/api/generated/graphql.ts';
import type { OverviewRow } from '../../../src/areas/client-overview/api/overview-query.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import ClientOverviewPage from '../../../src/areas/client-overview/ui/client-overview-page.tsx';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { useStore } from '../../../src/ui/hooks/use-store.ts';
import { answer, fakeSession } from './fake-session.ts';

export const TODAY = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Client n of the stand-in: names sort as their numbers; every third waits, every fifth is overdue. */
export function overviewClient(n: number, fields: Partial<OverviewRow> = {}): OverviewRow {
  const waiting = n % 3 === 0 ? 1 + (n % 4) : 0;
  return {
    clientId: `c-${n}`,
    name: `Client ${String(n).padStart(4, '0')}`,
    isReady: true,
    isChurned: false,
    waitingForReview: waiting,
    waitingSince: waiting ? daysAgo(n % 20).slice(0, 10) : null,
    overdue: n % 5 === 0 ? 2 : 0,
    missingConnections: n % 2 === 0 ? ['WordPress'] : [],
    periodDone: n % 4,
    periodTotal: 4,
    lastActivity: daysAgo(n % 30),
    ...fields,
  };
}

let clients: OverviewRow[] = [];
let failing = false;
export const requests: Array<{ operationName: string; input: ClientOverviewInput }> = [];

/** The clients the stand-in serves (and the person's client list, so a switch finds them). */
export function serveClients(list: OverviewRow[]): void {
  clients = list;
}
/** Makes GetClientOverview fail (true) or answer (false). */
export const setFailing = (value: boolean) => void (failing = value);

const SORT_VALUE: Record<string, (row: OverviewRow) => string | number | null> = {
  NAME: (row) => row.name.toLowerCase(),
  WAITING: (row) => row.waitingForReview,
  WAITING_SINCE: (row) => row.waitingSince,
  OVERDUE: (row) => row.overdue,
  MISSING_CONNECTIONS: (row) => row.missingConnections.length,
  PROGRESS: (row) => (row.periodTotal ? row.periodDone / row.periodTotal : null),
  LAST_ACTIVITY: (row) => row.lastActivity,
};
const FILTERS: Record<string, (row: OverviewRow) => boolean> = {
  ALL: () => true,
  WAITING: (row) => row.waitingForReview > 0,
  OVERDUE: (row) => row.overdue > 0,
  CHURNED: (row) => row.isChurned,
  IN_SETUP: (row) => !row.isReady,
};

function overview(input: ClientOverviewInput) {
  const needle = input.search?.toLowerCase() ?? '';
  const value = SORT_VALUE[input.sort ?? 'NAME']!;
  const sign = input.direction === 'DESC' ? -1 : 1;
  const matching = clients
    .filter((row) => FILTERS[input.filter ?? 'ALL']!(row) && row.name.toLowerCase().includes(needle))
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      // Nulls last either way; ties by name.
      if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
      return (x < y ? -sign : x > y ? sign : 0) || a.name.localeCompare(b.name);
    });
  const offset = input.offset ?? 0;
  return { total: matching.length, rows: matching.slice(offset, offset + (input.first ?? 100)) };
}

const session = fakeSession(async (_url, init) => {
  const body = JSON.parse(String(init?.body)) as { operationName: string; variables: { input: ClientOverviewInput } };
  requests.push({ operationName: body.operationName, input: body.variables.input });
  if (body.operationName !== 'GetClientOverview')
    return answer({ data: null, errors: [{ message: `no answer for ${body.operationName}` }] });
  if (failing) return answer({ data: null, errors: [{ message: 'The overview is down.', extensions: { code: 'INTERNAL' } }] });
  return answer({ data: { clientOverview: overview(body.variables.input) } });
});

/** Signs in agency staff who may pick every served client. */
export function signInStaff(): void {
  const { stores } = session.runtime;
  stores.clients.getState().clear();
  session.queryClient.clear();
  stores.user.getState().setToken('token');
  stores.clients.getState().setClients(
    clients.map((row) => ({
      clientId: row.clientId,
      name: row.name,
      createdOn: TODAY,
      updatedOn: TODAY,
      isAutoPublish: false,
      isChurned: row.isChurned,
      isReady: row.isReady,
      roles: [{ name: 'FIRM_PILOT_ADMIN' }],
    })),
  );
  stores.user.getState().setUser({
    sub: 'auth0|staff',
    name: 'Sam Staff',
    email: 'sam@agency.example',
    roles: [],
    userClientMapping: { globalRoles: [{ name: 'FIRM_PILOT_ADMIN' }], userClients: [] },
  } as never);
  requests.length = 0;
}

function Root() {
  const location = useRouterState({ select: (state) => state.location });
  return (
    <>
      <output data-slot="location" hidden>
        {location.href}
      </output>
      <Outlet />
    </>
  );
}

function Home() {
  const selected = useStore(session.runtime.stores.clients, (state) => state.selectedClient);
  return <h1 data-slot="home">Home of {selected?.name ?? 'nobody'}</h1>;
}

function overviewRouter(path: string) {
  const root = createRootRoute({ component: Root });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: Home }),
    createRoute({ getParentRoute: () => root, path: '/clients', component: ClientOverviewPage }),
  ];
  return createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
}

let currentRouter: ReturnType<typeof overviewRouter> | undefined;
/** Goes back in the fixture's history, as the browser's Back button does. */
export const goBack = () => currentRouter?.history.back();

function OverviewTest({ path = '/clients' }: { path?: string }) {
  const [router] = useState(() => (currentRouter = overviewRouter(path)));
  return (
    <SessionProvider session={session} autoStart={false}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}

defineElement('fp-client-overview-test', OverviewTest, { path: 'string' });

/** The client the page's stores hold as selected. */
export const selectedClientName = () => session.runtime.stores.clients.getState().selectedClient?.name ?? null;

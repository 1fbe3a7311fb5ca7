// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../src/core/session/session.ts';
import { ClientSwitcher } from '../../src/composers/client-switcher/components/client-switcher.tsx';
import { NotificationBell } from '../../src/composers/notifications/components/notification-bell.tsx';
import { SessionProvider, useSession } from '../../src/ui/hooks/use-session.tsx';
import { everyKindOfActionItem } from './support/features.ts';
import { allByRole, byRole, cleanup, click, flush, render } from './support/render.tsx';
import { fakeAuthClient, fakeGraphQL, memoryRuntime, testConfig } from './session-fakes.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const mapped = (clientId: string, name: string, role: string) => ({
  client: { clientId, name, createdOn: '2025-01-01', updatedOn: '2025-01-01', isAutoPublish: false, isChurned: false, isReady: true },
  roles: [{ name: role }],
});
const ME = {
  data: {
    me: {
      id: 'u1',
      sub: 'auth0|owner',
      name: 'Olivia Owner',
      email: 'o@firm.test',
      picture: null,
      roles: [],
      userClientMapping: {
        globalRoles: [],
        userClients: [mapped('c1', 'Harbor & Vale Law', 'ACCOUNT_OWNER'), mapped('c2', 'Sterling Injury Attorneys', 'USER')],
      },
    },
  },
};

describe('SessionProvider', () => {
  it('useSession says where it must be used', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useSession();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useSession must be used within a <SessionProvider>');
  });

  it('two elements on one page share one start: one Me, one notification request; switching in one hides the bell in the other', async () => {
    const runtime = memoryRuntime();
    runtime.stores.user.getState().setUser({ sub: 'auth0|owner' });
    runtime.stores.user.getState().setToken('stored-token');
    const service = fakeGraphQL({ Me: ME, GetClientNotificationData: { data: { clientNotificationData: everyKindOfActionItem() } } });
    const auth = fakeAuthClient();
    const session = createSession(runtime, testConfig(), { fetch: service.fetch, createAuthClient: async () => auth });
    const onClientChange = vi.fn();

    const switcher = render(
      <SessionProvider session={session}>
        <ClientSwitcher onClientChange={onClientChange} />
      </SessionProvider>,
    );
    const bell = render(
      <SessionProvider session={session}>
        <NotificationBell onNavigate={vi.fn()} />
      </SessionProvider>,
    );
    await flush();
    await flush();

    expect(service.count('Me')).toBe(1);
    expect(service.count('GetClientNotificationData')).toBe(1);
    expect(byRole(bell.root, 'button', '5 Notifications')).toBeTruthy();

    click(byRole(switcher.root, 'button', 'Harbor & Vale Law, switch client'));
    click(byRole(switcher.root, 'option', 'Sterling Injury Attorneys'));
    expect(onClientChange).toHaveBeenCalledWith({ clientId: 'c2', name: 'Sterling Injury Attorneys' });
    expect(allByRole(bell.root, 'button')).toHaveLength(0);
    await flush();
  });
});

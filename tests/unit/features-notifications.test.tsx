// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoleName } from '../../src/core/api/generated/graphql.ts';
import { notificationKeys } from '../../src/core/api/query-keys.ts';
import { NotificationBell } from '../../src/composers/notifications/components/notification-bell.tsx';
import { SessionProvider } from '../../src/ui/hooks/use-session.tsx';
import { client, everyKindOfActionItem, featureSession, signIn, type FeatureSession } from './support/features.ts';
import { allByRole, byRole, cleanup, click, flush, hasText, render } from './support/render.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mount(session: FeatureSession, onNavigate = vi.fn()) {
  const rendered = render(
    <SessionProvider session={session} autoStart={false}>
      <NotificationBell onNavigate={onNavigate} />
    </SessionProvider>,
  );
  return { ...rendered, onNavigate };
}

function signedInAs(role: RoleName, options: Parameters<typeof featureSession>[0] = {}) {
  const setup = featureSession(options);
  signIn(setup.session, [client('c1', 'Smith & Jones', { role })]);
  return setup;
}

const bell = (root: ShadowRoot) => byRole(root, 'button', /Notifications$/);
const dialog = (root: ShadowRoot) => allByRole(root, 'dialog')[0];

describe('NotificationBell: who sees it', () => {
  it('is hidden for a plain USER of the selected client', () => {
    const { session } = signedInAs('USER');
    const { root } = mount(session);
    expect(allByRole(root, 'button')).toHaveLength(0);
  });

  it.each<RoleName>(['ACCOUNT_OWNER', 'FIRM_PILOT_ADMIN', 'USER_MANAGER', 'PPC_ADMIN'])('shows for %s, with the count', (role) => {
    const { session } = signedInAs(role);
    session.queryClient.setQueryData(notificationKeys.client('c1'), everyKindOfActionItem());
    const { root } = mount(session);
    expect(bell(root).getAttribute('aria-label')).toBe('5 Notifications');
    expect(root.querySelector('[data-slot="notification-count"]')?.textContent).toBe('5');
  });

  it('follows the selected client: switching to one where the user is a USER hides it', () => {
    const { session } = featureSession();
    signIn(session, [client('c1', 'Owner Co'), client('c2', 'User Co', { role: 'USER' })]);
    const { root } = mount(session);
    expect(allByRole(root, 'button')).toHaveLength(1);
    act(() => session.runtime.stores.clients.getState().selectClient('c2'));
    expect(allByRole(root, 'button')).toHaveLength(0);
  });
});

describe('NotificationBell: the popover', () => {
  it("is titled 'Notifications' and shows a spinner while loading", async () => {
    const { session } = signedInAs('ACCOUNT_OWNER');
    const { root } = mount(session);
    click(bell(root));
    await flush();
    expect(dialog(root)?.querySelector('h2')?.textContent).toBe('Notifications');
    expect(byRole(root, 'status', 'Loading notifications')).toBeTruthy();
    expect(bell(root).getAttribute('aria-label')).toBe('Notifications');
  });

  it('shows the error text when the service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(
      async () =>
        new Response(JSON.stringify({ errors: [{ message: 'boom' }] }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const { session } = signedInAs('ACCOUNT_OWNER', { fetch: failing as unknown as typeof fetch });
    const { root } = mount(session);
    click(bell(root));
    await flush();
    expect(byRole(root, 'alert').textContent).toBe('Unable to load notifications at this time. Please try again later.');
  });

  it("says 'No notifications' when there are none", () => {
    const { session } = signedInAs('ACCOUNT_OWNER');
    session.queryClient.setQueryData(notificationKeys.client('c1'), {
      ...everyKindOfActionItem(),
      actionItems: [],
      wordPressConnected: true,
      isConnectedInGsc: true,
    });
    const { root } = mount(session);
    expect(root.querySelector('[data-slot="notification-count"]')).toBeNull();
    click(bell(root));
    expect(hasText(root, 'No notifications')).toBe(true);
  });

  it('lists the items in a list at most 24rem high that scrolls', () => {
    const { session } = signedInAs('ACCOUNT_OWNER');
    session.queryClient.setQueryData(notificationKeys.client('c1'), everyKindOfActionItem());
    const { root } = mount(session);
    click(bell(root));
    const list = root.querySelector('[data-slot="notification-list"]')!;
    expect(list.className.split(' ')).toEqual(expect.arrayContaining(['max-h-96', 'overflow-y-auto']));
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Approve and schedule blog post "estate planning" for publication.',
      'Approve and schedule social media post for publication.',
      'Approve and schedule Google Business Profile post for publication.',
      'Connect your WordPress to start publishing blogs.',
      'Contact FirmPilot to connect Google Search Console and unlock additional features.',
    ]);
  });

  it.each([
    ['Approve and schedule blog post "estate planning" for publication.', '/blog-content/blog-1'],
    ['Approve and schedule social media post for publication.', '/social-media-post/social-1'],
    ['Approve and schedule Google Business Profile post for publication.', '/google-business-profile-content/gbp-1'],
    ['Connect your WordPress to start publishing blogs.', '/settings?section=connections'],
  ])('clicking "%s" calls onNavigate(%s) and closes the popover', (text, path) => {
    const { session } = signedInAs('ACCOUNT_OWNER');
    session.queryClient.setQueryData(notificationKeys.client('c1'), everyKindOfActionItem());
    const { root, onNavigate } = mount(session);
    click(bell(root));
    click(byRole(root, 'button', text));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(path);
    expect(dialog(root)).toBeUndefined();
  });

  it('info items are text, not buttons', () => {
    const { session } = signedInAs('ACCOUNT_OWNER');
    session.queryClient.setQueryData(notificationKeys.client('c1'), everyKindOfActionItem());
    const { root } = mount(session);
    click(bell(root));
    const info = root.querySelector('li[data-kind="info"]')!;
    expect(info.textContent).toBe('Contact FirmPilot to connect Google Search Console and unlock additional features.');
    expect(info.querySelector('button')).toBeNull();
    expect(allByRole(root, 'button', /Google Search Console/)).toHaveLength(0);
  });
});

// @vitest-environment happy-dom
// What the elements paint before the data chunk loads: read from the persisted stores only.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientSwitcherPlaceholder } from '../../src/composers/client-switcher/components/client-switcher-placeholder.tsx';
import { BellPlaceholder } from '../../src/composers/notifications/components/bell-placeholder.tsx';
import { client, signIn, featureSession } from './support/features.ts';
import { allByRole, cleanup, hasText, render } from './support/render.tsx';

afterEach(cleanup);

describe('BellPlaceholder', () => {
  it('is hidden for a plain USER and while nobody is known', () => {
    const { session, runtime } = featureSession();
    expect(allByRole(render(<BellPlaceholder runtime={runtime} />).root, 'button')).toHaveLength(0);
    act(() => signIn(session, [client('c1', 'User Co', { role: 'USER' })]));
    expect(allByRole(render(<BellPlaceholder runtime={runtime} />).root, 'button')).toHaveLength(0);
  });

  it('shows the bell without a count for an ACCOUNT_OWNER', () => {
    const { session, runtime } = featureSession();
    signIn(session, [client('c1', 'Owner Co')]);
    const { root } = render(<BellPlaceholder runtime={runtime} />);
    expect(allByRole(root, 'button', 'Notifications')).toHaveLength(1);
    expect(root.querySelector('[data-slot="notification-count"]')).toBeNull();
  });
});

describe('ClientSwitcherPlaceholder', () => {
  it("says 'Loading user...' until a user and client are stored, then shows the client", () => {
    const { session, runtime } = featureSession();
    expect(hasText(render(<ClientSwitcherPlaceholder runtime={runtime} />).root, 'Loading user...')).toBe(true);
    act(() => signIn(session, [client('c1', 'Gone LLP', { isChurned: true }), client('c2', 'Other')]));
    const { root } = render(<ClientSwitcherPlaceholder runtime={runtime} />);
    expect(hasText(root, 'Gone LLP')).toBe(true);
    expect(hasText(root, 'Inactive')).toBe(true);
  });
});

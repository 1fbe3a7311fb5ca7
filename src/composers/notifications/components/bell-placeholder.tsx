import { showsNotificationBell } from '../../../core/notifications/notification-bell.ts';
import { getRuntime, type PortalRuntime } from '../../../core/runtime.ts';
import { useStore } from '../../../ui/hooks/use-store.ts';
import { buttonVariants } from '../../../ui/primitives/button.tsx';
import { bellLabel } from '../notification-bell-label.ts';
import { BellIcon } from './bell-icon.tsx';

/**
 * The bell as it paints before the data code has loaded (docs/bundle-budget.md): read from the persisted
 * stores only, hidden for a plain USER like the real one, without a count. Render it as the Suspense
 * fallback of the lazily loaded `notifications-feature.tsx`, which replaces it in place. Its button is the
 * `trigger` part already, so a host's `::part(trigger)` rules (the WordPress admin bar's size) hold from first paint.
 */
export function BellPlaceholder({ runtime = getRuntime(), className }: { runtime?: Pick<PortalRuntime, 'stores'>; className?: string }) {
  const selected = useStore(runtime.stores.clients, (state) => state.selectedClient);
  const user = useStore(runtime.stores.user, (state) => state.user);
  if (!user || !selected || !showsNotificationBell(selected.roles.map((role) => role.name))) return null;
  return (
    <div data-slot="notification-bell" className={className}>
      <button
        type="button"
        part="trigger"
        aria-label={bellLabel(undefined)}
        aria-busy="true"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'relative' })}
      >
        <BellIcon />
      </button>
    </div>
  );
}

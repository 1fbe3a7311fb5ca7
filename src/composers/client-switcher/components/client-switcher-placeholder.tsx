import { getRuntime, type PortalRuntime } from '../../../core/runtime.ts';
import { useStore } from '../../../ui/hooks/use-store.ts';
import { LOADING_USER_TEXT } from '../client-switcher-texts.ts';
import { ClientName } from './client-name.tsx';

/**
 * The switcher as it paints before the data code has loaded (docs/bundle-budget.md): the selected client
 * from the persisted stores as a static label, or 'Loading user...'. Render it as the Suspense fallback of
 * the lazily loaded `client-switcher-feature.tsx`.
 */
export function ClientSwitcherPlaceholder({
  runtime = getRuntime(),
  className,
}: {
  runtime?: Pick<PortalRuntime, 'stores'>;
  className?: string;
}) {
  const user = useStore(runtime.stores.user, (state) => state.user);
  const selected = useStore(runtime.stores.clients, (state) => state.selectedClient);
  return (
    <div data-slot="client-switcher" aria-busy="true" className={className}>
      {user && selected ? (
        <p className="px-2 py-1.5 text-sm font-medium">
          <ClientName client={selected} />
        </p>
      ) : (
        <p className="px-2 py-1.5 text-sm text-fp-muted">{LOADING_USER_TEXT}</p>
      )}
    </div>
  );
}

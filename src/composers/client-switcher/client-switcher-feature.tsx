import type { PortalConfig } from '../../core/config.ts';
import { SessionProvider } from '../../ui/hooks/use-session.tsx';
import { ClientSwitcher, type ClientSwitcherProps } from './components/client-switcher.tsx';

/**
 * The switcher with the page's session: the data half of `<fp-client-switcher>`. Load it with React.lazy
 * so the session is not part of the first paint, and show `ClientSwitcherPlaceholder` meanwhile.
 */
export default function ClientSwitcherFeature({ config, ...props }: ClientSwitcherProps & { config: PortalConfig }) {
  return (
    <SessionProvider config={config}>
      <ClientSwitcher {...props} />
    </SessionProvider>
  );
}

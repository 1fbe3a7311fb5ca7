import { lazy, Suspense } from 'react';
import type { PortalSettings } from '../core/config.ts';
import { ClientSwitcherPlaceholder } from '../composers/client-switcher/components/client-switcher-placeholder.tsx';
import { ConfigCheck, SETTING_PROPS } from './config-check.tsx';
import { defineElement } from './define-element.ts';
import { emit } from './emit.ts';

/** The data half (session, query client, GraphQL client) loads after first paint (docs/bundle-budget.md). */
const ClientSwitcherFeature = lazy(() => import('../composers/client-switcher/client-switcher-feature.tsx'));

/**
 * @summary The switcher of the client whose data every element shows.
 * Renders the configuration check and, when configured, the switcher: the selected client painted at
 * once from the persisted stores, then the working switcher once the data code has loaded.
 * @attr api-url - Base URL of the portal API (default: this page's origin).
 * @attr auth-domain - Identity provider domain (required).
 * @attr auth-client-id - Identity provider client id (required).
 * @attr auth-audience - API audience for access tokens (required).
 * @attr auth-redirect-uri - Where sign-in comes back to (default: this page's address without its query); it must be an allowed callback URL.
 * @attr flags-client-id - Feature-flag client id (flags off when absent).
 * @attr flags-url - Feature-flag service URL (default: LaunchDarkly's own).
 * @attr logs-url - Browser log intake URL (logs stay in the console when absent).
 * @attr analytics-id - Analytics measurement id (the analytics script loads in production builds only).
 * @attr brand - Brand name shown to people (default `FirmPilot`).
 * @attr portal-url - Where the whole portal lives.
 * @fires fp-client-change - The user switched to another client; detail `{ clientId, name }` (not cancelable).
 * @csspart config-error - The message listing configuration problems.
 * @csspart base - The element's region.
 * @csspart sign-in-button - The sign-in button shown when nobody is signed in.
 * @csspart trigger - The button that opens the client list.
 * @csspart panel - The client list.
 * @cssprop --fp-color-text - and the other --fp-* properties of docs/theming.md.
 */
function FpClientSwitcher({ host, ...settings }: PortalSettings & { host: HTMLElement }) {
  return (
    <ConfigCheck settings={settings} label="Client switcher">
      {(config) => (
        <section part="base" aria-label="Client switcher">
          <Suspense fallback={<ClientSwitcherPlaceholder />}>
            <ClientSwitcherFeature
              config={config}
              onClientChange={(change) => emit(host, 'client-change', { clientId: change.clientId, name: change.name })}
            />
          </Suspense>
        </section>
      )}
    </ConfigCheck>
  );
}

defineElement('fp-client-switcher', FpClientSwitcher, SETTING_PROPS);

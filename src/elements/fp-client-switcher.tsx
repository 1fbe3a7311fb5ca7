import type { PortalSettings } from '../core/config.ts';
import { ConfigCheck, SETTING_PROPS } from './config-check.tsx';
import { defineElement } from './define-element.ts';

/**
 * @summary The switcher of the client whose data every element shows.
 * Until its panels land it renders the configuration check and, when configured, its empty, named region.
 * @attr api-url - Base URL of the portal API (default: this page's origin).
 * @attr auth-domain - Identity provider domain (required).
 * @attr auth-client-id - Identity provider client id (required).
 * @attr auth-audience - API audience for access tokens (required).
 * @attr flags-client-id - Feature-flag client id (flags off when absent).
 * @attr brand - Brand name shown to people (default `FirmPilot`).
 * @attr portal-url - Where the whole portal lives.
 * @csspart config-error - The message listing configuration problems.
 * @csspart base - The element's region.
 */
function FpClientSwitcher(settings: PortalSettings) {
  return (
    <ConfigCheck settings={settings} label="Client switcher">
      {() => <section part="base" aria-label="Client switcher" />}
    </ConfigCheck>
  );
}

defineElement('fp-client-switcher', FpClientSwitcher, SETTING_PROPS);

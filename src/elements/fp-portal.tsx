import type { PortalSettings } from '../core/config.ts';
import { ConfigCheck, SETTING_PROPS } from './config-check.tsx';
import { defineElement } from './define-element.ts';

/**
 * @summary The whole client portal.
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
 * @cssprop --fp-color-text - and the other --fp-* properties of docs/theming.md.
 */
function FpPortal(settings: PortalSettings) {
  return (
    <ConfigCheck settings={settings} label="Client portal">
      {(config) => <section part="base" aria-label={`${config.brand} portal`} />}
    </ConfigCheck>
  );
}

defineElement('fp-portal', FpPortal, SETTING_PROPS);

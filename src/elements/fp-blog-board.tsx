import type { PortalSettings } from '../core/config.ts';
import { ConfigCheck, SETTING_PROPS } from './config-check.tsx';
import { defineElement } from './define-element.ts';

/**
 * @summary The blog board of the selected client.
 * Until its panels land it renders the configuration check and, when configured, its empty, named region.
 * @attr api-url - Base URL of the portal API (default: this page's origin).
 * @attr auth-domain - Identity provider domain (required).
 * @attr auth-client-id - Identity provider client id (required).
 * @attr auth-audience - API audience for access tokens (required).
 * @attr flags-client-id - Feature-flag client id (flags off when absent).
 * @attr flags-url - Feature-flag service URL (default: LaunchDarkly's own).
 * @attr logs-url - Browser log intake URL (logs stay in the console when absent).
 * @attr analytics-id - Analytics measurement id (the analytics script loads in production builds only).
 * @attr brand - Brand name shown to people (default `FirmPilot`).
 * @attr portal-url - Where the whole portal lives.
 * @csspart config-error - The message listing configuration problems.
 * @csspart base - The element's region.
 * @cssprop --fp-color-text - and the other --fp-* properties of docs/theming.md.
 */
function FpBlogBoard(settings: PortalSettings) {
  return (
    <ConfigCheck settings={settings} label="Blog board">
      {() => <section part="base" aria-label="Blog board" />}
    </ConfigCheck>
  );
}

defineElement('fp-blog-board', FpBlogBoard, SETTING_PROPS);

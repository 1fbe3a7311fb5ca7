import { lazy, Suspense } from 'react';
import type { PortalSettings } from '../core/config.ts';
import { BellPlaceholder } from '../composers/notifications/components/bell-placeholder.tsx';
import { ConfigCheck, SETTING_PROPS } from './config-check.tsx';
import { defineElement } from './define-element.ts';
import { emit } from './emit.ts';
import { portalPageUrl } from './portal-url.ts';
import { emitReviewOutcome } from './review-events.ts';

/** The data half (session, query client, GraphQL client) loads after first paint (docs/bundle-budget.md). */
const NotificationsFeature = lazy(() => import('../composers/notifications/notifications-feature.tsx'));

/**
 * @summary The notification bell and its popover.
 * Renders the configuration check and, when configured, the bell: painted at once from the persisted
 * stores, then replaced by the bell with its count once the data code has loaded. Social media and Google Business
 * Profile approvals can be approved or sent back from the list, for a role that may review.
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
 * @fires fp-navigate - A notification was opened; detail `{ path, url }`. Cancel it to route yourself; otherwise the browser goes to `url`.
 * @fires fp-social-post-approved - A social media post was approved from its notification; detail `{ jobId }` (not cancelable).
 * @fires fp-social-post-changes-requested - Changes were requested on a social media post from its notification; detail `{ jobId }` (not cancelable).
 * @fires fp-google-business-profile-post-approved - A Google Business Profile post was approved from its notification; detail `{ jobId }` (not cancelable).
 * @fires fp-google-business-profile-post-changes-requested - Changes were requested on a Google Business Profile post from its notification; detail `{ jobId }` (not cancelable).
 * @csspart config-error - The message listing configuration problems.
 * @csspart base - The element's region.
 * @csspart sign-in-button - The sign-in button shown when nobody is signed in.
 * @csspart trigger - The bell button.
 * @csspart panel - The notification list.
 * @csspart count - The number on the bell.
 * @cssprop --fp-color-text - and the other --fp-* properties of docs/theming.md.
 */
function FpNotifications({ host, ...settings }: PortalSettings & { host: HTMLElement }) {
  return (
    <ConfigCheck settings={settings} label="Notifications">
      {(config) => {
        const navigate = (path: string) => {
          const url = portalPageUrl(path, config);
          if (emit(host, 'navigate', { path, url }, { cancelable: true })) window.location.assign(url);
        };
        return (
          <section part="base" aria-label="Notifications">
            <Suspense fallback={<BellPlaceholder />}>
              <NotificationsFeature
                config={config}
                onNavigate={navigate}
                onReviewOutcome={(kind, outcome, jobId) => emitReviewOutcome(host, kind, outcome, jobId)}
              />
            </Suspense>
          </section>
        );
      }}
    </ConfigCheck>
  );
}

defineElement('fp-notifications', FpNotifications, SETTING_PROPS);

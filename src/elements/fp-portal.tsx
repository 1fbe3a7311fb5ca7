import { lazy, Suspense } from 'react';
import type { PortalSettings } from '../core/config.ts';
import { ConfigCheck, SETTING_PROPS } from './config-check.tsx';
import { defineElement } from './define-element.ts';
import { FramedPortal, isFramedByAnotherOrigin } from './framed-portal.tsx';
import { emitReviewOutcome } from './review-events.ts';

/** The router, the shell and the pages load after first paint, in chunks of their own. */
const PortalApp = lazy(() => import('../composers/router/portal-app.tsx'));

const ROUTING_MODES = ['path', 'hash', 'memory'] as const;
type RoutingMode = (typeof ROUTING_MODES)[number];

interface FpPortalProps extends PortalSettings {
  routing?: string;
  basePath?: string;
}

/** A trailing slash or none, and a leading one always: '/portal/' and 'portal' are both '/portal'. */
const normalisedBasePath = (value: string | undefined) => {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
};

function LoadingPortal() {
  return (
    <div role="status" aria-label="Loading the portal" className="flex min-h-[50vh] items-center justify-center">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-fp-border border-t-fp-primary" />
    </div>
  );
}

/**
 * Inside a frame of another origin the portal starts nothing and shows only why, with a link that opens it in a tab of its own.
 * @summary The whole client portal: every route, the shell, the sign-in and error screens.
 * @attr routing - `path` (default: the portal owns the page's URL), `hash` or `memory` (embedded: the host's path is left alone).
 * @attr base-path - In `path` routing, the folder the portal lives under (e.g. `/portal`); default the origin's root.
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
 * @fires fp-social-post-approved - A social media post was approved (Home's review queue, its area's board or its own page); detail `{ jobId }` (not cancelable).
 * @fires fp-social-post-changes-requested - Changes were requested on a social media post (Home's review queue, its area's board or its own page); detail `{ jobId }` (not cancelable).
 * @fires fp-google-business-profile-post-approved - A Google Business Profile post was approved (Home's review queue, its area's board or its own page); detail `{ jobId }` (not cancelable).
 * @fires fp-google-business-profile-post-changes-requested - Changes were requested on a Google Business Profile post (Home's review queue, its area's board or its own page); detail `{ jobId }` (not cancelable).
 * @fires fp-on-page-seo-review-submitted - The firm submitted its review of an on-page SEO job's proposed changes (its review page); detail `{ jobId }` (not cancelable).
 * @csspart config-error - The message listing configuration problems.
 * @csspart base - The portal's frame.
 * @cssprop --fp-color-text - and the other --fp-* properties of docs/theming.md.
 */
function FpPortal({ host, routing, basePath, ...settings }: FpPortalProps & { host: HTMLElement }) {
  const mode = (routing?.trim() || 'path') as RoutingMode;
  if (!ROUTING_MODES.includes(mode)) {
    return (
      <div role="alert" part="config-error" className="rounded-fp border border-fp-danger bg-fp-background p-3 text-fp-danger">
        Client portal cannot start: routing must be one of {ROUTING_MODES.join(', ')}, not "{routing}".
      </div>
    );
  }
  return (
    <ConfigCheck settings={settings} label="Client portal">
      {(config) =>
        isFramedByAnotherOrigin() ? (
          <FramedPortal brand={config.brand} />
        ) : (
          // Not a landmark: the portal's own screens hold the page's main landmark, which may not sit inside another.
          <div part="base" data-slot="portal" data-brand={config.brand}>
            <Suspense fallback={<LoadingPortal />}>
              <PortalApp
                config={config}
                routing={mode}
                basePath={normalisedBasePath(basePath)}
                onReviewOutcome={(kind, outcome, jobId) => emitReviewOutcome(host, kind, outcome, jobId)}
              />
            </Suspense>
          </div>
        )
      }
    </ConfigCheck>
  );
}

defineElement('fp-portal', FpPortal, { ...SETTING_PROPS, routing: 'string', basePath: 'string' });

import { lazy, Suspense, useCallback } from 'react';
import type { PortalConfig, PortalSettings } from '../core/config.ts';
import { Spinner } from '../ui/primitives/spinner.tsx';
import { ConfigCheck, SETTING_PROPS } from './config-check.tsx';
import { defineElement } from './define-element.ts';
import { emit } from './emit.ts';
import { portalPageUrl } from './portal-url.ts';

/** The data half (session, board, editor) loads after first paint (docs/bundle-budget.md). */
const BlogBoardFeature = lazy(() => import('../areas/blog/ui/blog-board-feature.tsx'));

interface BoardAttributes {
  clientId?: string;
  view?: string;
  show?: string;
  openIn?: string;
}

/**
 * @summary The blog board: a client's posts of the selected period, grouped by what the firm must do or listed.
 * Renders the configuration check and, when configured, the board with each post's actions. A post opens inside
 * the element, or in the portal with `open-in="portal"`.
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
 * @attr client-id - The client whose posts are shown (default: the selected client).
 * @attr view - `board` (grouped, the default) or `list`.
 * @attr show - `review`: only the posts waiting for the firm's review, as a short list with their count and no toolbar (for narrow places such as a dashboard widget; `view` is then ignored); otherwise every post of the period.
 * @attr open-in - `portal` opens a post in the portal (through `fp-navigate`); otherwise it opens inside the element.
 * @fires fp-navigate - A post is opened with `open-in="portal"`; detail `{ path, url }`. Cancel it to route yourself; otherwise the browser goes to `url`.
 * @fires fp-blog-approved - A post was approved for publication; detail `{ jobId }` (not cancelable).
 * @fires fp-blog-changes-requested - Changes were requested on a post; detail `{ jobId }` (not cancelable).
 * @csspart config-error - The message listing configuration problems.
 * @csspart base - The element's region.
 * @csspart sign-in-button - The sign-in button shown when nobody is signed in.
 * @cssprop --fp-color-text - and the other --fp-* properties of docs/theming.md.
 */
function FpBlogBoard({ host, clientId, view, show, openIn, ...settings }: PortalSettings & BoardAttributes & { host: HTMLElement }) {
  return (
    <ConfigCheck settings={settings} label="Blog board">
      {(config) => (
        <section part="base" aria-label="Blog board" className="block p-1">
          <Suspense fallback={<Spinner label="Loading blog posts" />}>
            <BoardWithEvents host={host} config={config} clientId={clientId} view={view} show={show} openIn={openIn} />
          </Suspense>
        </section>
      )}
    </ConfigCheck>
  );
}

function BoardWithEvents({ host, config, clientId, view, show, openIn }: BoardAttributes & { host: HTMLElement; config: PortalConfig }) {
  const portalUrlOf = useCallback((path: string) => portalPageUrl(path, config), [config]);
  const onNavigate = useCallback(
    (path: string, url: string) => {
      if (emit(host, 'navigate', { path, url }, { cancelable: true })) window.location.assign(url);
    },
    [host],
  );
  return (
    <BlogBoardFeature
      config={config}
      clientId={clientId?.trim() || null}
      view={view === 'list' ? 'list' : 'board'}
      show={show === 'review' ? 'review' : 'all'}
      openIn={openIn === 'portal' ? 'portal' : 'element'}
      portalUrlOf={portalUrlOf}
      onNavigate={onNavigate}
      onApproved={(jobId) => emit(host, 'blog-approved', { jobId })}
      onChangesRequested={(jobId) => emit(host, 'blog-changes-requested', { jobId })}
    />
  );
}

defineElement('fp-blog-board', FpBlogBoard, { ...SETTING_PROPS, clientId: 'string', view: 'string', show: 'string', openIn: 'string' });

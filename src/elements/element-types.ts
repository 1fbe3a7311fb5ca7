import type { PortalSettings } from '../core/config.ts';
import type { FpEventDetails } from './element-events.ts';

/**
 * The public shape of our elements, for hosts written in TypeScript (shipped in dist/fp-portal.d.ts). Each
 * setting is both an attribute (kebab-case, e.g. `api-url`) and a property (camelCase, e.g. `apiUrl`).
 */
export type FpSettingsElement = HTMLElement & PortalSettings;

/** `<fp-portal>`: the whole portal; fires `fp-social-post-*` and `fp-google-business-profile-post-*` from Home's review queue. */
export type FpPortalElement = FpSettingsElement;
/** `<fp-blog-board>`: the blog queue; fires `fp-blog-approved`, `fp-blog-changes-requested` and `fp-navigate`. */
export type FpBlogBoardElement = FpSettingsElement & {
  /** The client whose posts are shown (attribute `client-id`; default: the selected client). */
  clientId?: string;
  /** `board` or `list` (attribute `view`). */
  view?: string;
  /** `portal` opens posts in the portal (attribute `open-in`). */
  openIn?: string;
};
/**
 * `<fp-notifications>`: the notification bell; fires `fp-navigate`, and `fp-social-post-approved`,
 * `fp-social-post-changes-requested`, `fp-google-business-profile-post-approved` and
 * `fp-google-business-profile-post-changes-requested` for the posts approved or sent back from it.
 */
export type FpNotificationsElement = FpSettingsElement;
/** `<fp-client-switcher>`: the client switcher; fires `fp-client-change`. */
export type FpClientSwitcherElement = FpSettingsElement;

export type FpClientChangeEvent = CustomEvent<FpEventDetails['client-change']>;
export type FpNavigateEvent = CustomEvent<FpEventDetails['navigate']>;
export type FpBlogApprovedEvent = CustomEvent<FpEventDetails['blog-approved']>;
export type FpBlogChangesRequestedEvent = CustomEvent<FpEventDetails['blog-changes-requested']>;
export type FpSocialPostApprovedEvent = CustomEvent<FpEventDetails['social-post-approved']>;
export type FpSocialPostChangesRequestedEvent = CustomEvent<FpEventDetails['social-post-changes-requested']>;
export type FpGoogleBusinessProfilePostApprovedEvent = CustomEvent<FpEventDetails['google-business-profile-post-approved']>;
export type FpGoogleBusinessProfilePostChangesRequestedEvent = CustomEvent<
  FpEventDetails['google-business-profile-post-changes-requested']
>;
export type FpOnPageSeoReviewSubmittedEvent = CustomEvent<FpEventDetails['on-page-seo-review-submitted']>;

declare global {
  interface HTMLElementTagNameMap {
    'fp-portal': FpPortalElement;
    'fp-blog-board': FpBlogBoardElement;
    'fp-notifications': FpNotificationsElement;
    'fp-client-switcher': FpClientSwitcherElement;
  }
}

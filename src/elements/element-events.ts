/**
 * The events our elements dispatch on their host element, by name without the `fp-` prefix. Every one
 * bubbles and is composed (it leaves the shadow root); the cancelable ones let the host veto the default.
 * The review outcomes are the review areas' (their manifests' outcomeEvents): review-event-names.ts holds this
 * list to them. It is written out here because it is the host page's API: its declarations must stand alone.
 */
export interface FpEventDetails {
  /** The selected client changed (cancelable: no). */
  'client-change': { clientId: string; name: string };
  /** An element wants the host to go to a portal page; cancel it to route yourself (cancelable: yes). */
  navigate: { path: string; url: string };
  /** A blog post was approved for publication (cancelable: no). */
  'blog-approved': { jobId: string };
  /** Changes were requested on a blog post (cancelable: no). */
  'blog-changes-requested': { jobId: string };
  /** A social media post (a job with one post per platform) was approved for publication (cancelable: no). */
  'social-post-approved': { jobId: string };
  /** Changes were requested on a social media post (cancelable: no). */
  'social-post-changes-requested': { jobId: string };
  /** A Google Business Profile post was approved for publication (cancelable: no). */
  'google-business-profile-post-approved': { jobId: string };
  /** Changes were requested on a Google Business Profile post (cancelable: no). */
  'google-business-profile-post-changes-requested': { jobId: string };
  /** The firm submitted its review of an on-page SEO job's proposed changes (cancelable: no). */
  'on-page-seo-review-submitted': { jobId: string };
}

export type FpEventName = keyof FpEventDetails;

/** Every event above as the host hears it: prefixed, as a CustomEvent carrying its detail. */
export type FpHostEventMap = { [Name in FpEventName as `fp-${Name}`]: CustomEvent<FpEventDetails[Name]> };

declare global {
  // Merged into the DOM's own map, so `addEventListener('fp-blog-approved', …)` knows its detail.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends FpHostEventMap {}
}

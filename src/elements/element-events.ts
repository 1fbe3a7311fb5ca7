/**
 * The events our elements dispatch on their host element, by name without the `fp-` prefix. Every one
 * bubbles and is composed (it leaves the shadow root); the cancelable ones let the host veto the default.
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

declare global {
  interface HTMLElementEventMap {
    'fp-client-change': CustomEvent<FpEventDetails['client-change']>;
    'fp-navigate': CustomEvent<FpEventDetails['navigate']>;
    'fp-blog-approved': CustomEvent<FpEventDetails['blog-approved']>;
    'fp-blog-changes-requested': CustomEvent<FpEventDetails['blog-changes-requested']>;
    'fp-social-post-approved': CustomEvent<FpEventDetails['social-post-approved']>;
    'fp-social-post-changes-requested': CustomEvent<FpEventDetails['social-post-changes-requested']>;
    'fp-google-business-profile-post-approved': CustomEvent<FpEventDetails['google-business-profile-post-approved']>;
    'fp-google-business-profile-post-changes-requested': CustomEvent<FpEventDetails['google-business-profile-post-changes-requested']>;
    'fp-on-page-seo-review-submitted': CustomEvent<FpEventDetails['on-page-seo-review-submitted']>;
  }
}

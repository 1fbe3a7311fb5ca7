/**
 * Why an SEO job failed (SeoJob.failureReason): one of these codes, never free text, so the portal can put
 * it in plain words for the firm. Discovery fails on reading the page, execution on writing to the website.
 * Migration 061 holds seo_jobs.failure_reason to this list.
 *
 * - PAGE_NOT_FOUND: the page answered 404 or 410.
 * - PAGE_BLOCKED: robots.txt or a login kept the crawler out.
 * - PAGE_TIMEOUT: the page did not answer in time.
 * - CMS_REJECTED: the website (its CMS) refused the change.
 * - CMS_UNREACHABLE: the website's admin could not be reached.
 * - CMS_CREDENTIALS: the website password is wrong or missing.
 * - UNKNOWN: anything else.
 */
export const SEO_FAILURE_REASONS = [
  'PAGE_NOT_FOUND',
  'PAGE_BLOCKED',
  'PAGE_TIMEOUT',
  'CMS_REJECTED',
  'CMS_UNREACHABLE',
  'CMS_CREDENTIALS',
  'UNKNOWN',
] as const;

export type SeoFailureReason = (typeof SEO_FAILURE_REASONS)[number];

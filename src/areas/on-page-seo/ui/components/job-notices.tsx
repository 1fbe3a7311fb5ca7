import { safeLink } from '../../../../core/content/url-schemes.ts';
import { isFailedSeoJob } from '../../model/seo-status.ts';
import type { SeoJob } from '../../api/seo-job-query.ts';
import { SEO_PAGE_TEXTS } from '../../seo-review-texts.ts';
import { failureText } from '../../seo-texts.ts';

/** Below the job's title: a link to the live page, and why the job stopped, in the firm's words. */
export function JobNotices({ job }: { job: Pick<SeoJob, 'pageUrl' | 'status' | 'failureReason'> }) {
  // The page's address comes from the service: only a web address becomes a link (core/content/url-schemes.ts).
  const live = safeLink(job.pageUrl);
  const failure = failureText(job.failureReason) ?? (isFailedSeoJob(job.status) ? failureText('UNKNOWN') : null);
  return (
    <div className="space-y-2 text-sm">
      {live ? (
        <a
          href={live}
          target="_blank"
          rel="noopener noreferrer"
          className="text-fp-primary underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
        >
          {SEO_PAGE_TEXTS.openPage}
          <span className="sr-only"> {SEO_PAGE_TEXTS.opensInNewTab}</span>
        </a>
      ) : null}
      {failure ? (
        <div data-slot="failure-reason" className="rounded-fp border border-fp-danger px-3 py-2">
          <p className="font-medium text-fp-danger">{SEO_PAGE_TEXTS.failureHeading}</p>
          <p>{failure}</p>
        </div>
      ) : null}
    </div>
  );
}

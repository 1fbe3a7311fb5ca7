-- An SEO job's failure reason is a code the portal puts in plain words (domain/seo-failures.ts), not free text.
-- Reasons written before this migration become codes: the seed's timeout text PAGE_TIMEOUT, anything else UNKNOWN.
update seo_jobs set failure_reason = case when failure_reason like 'The page did not answer%' then 'PAGE_TIMEOUT' else 'UNKNOWN' end
 where failure_reason is not null
   and failure_reason not in ('PAGE_NOT_FOUND', 'PAGE_BLOCKED', 'PAGE_TIMEOUT', 'CMS_REJECTED', 'CMS_UNREACHABLE', 'CMS_CREDENTIALS', 'UNKNOWN');

alter table seo_jobs add constraint seo_jobs_failure_reason_code
  check (failure_reason in ('PAGE_NOT_FOUND', 'PAGE_BLOCKED', 'PAGE_TIMEOUT', 'CMS_REJECTED', 'CMS_UNREACHABLE', 'CMS_CREDENTIALS', 'UNKNOWN'));

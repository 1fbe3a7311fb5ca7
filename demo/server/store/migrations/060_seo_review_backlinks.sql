-- What the on-page SEO review and the backlinks area need beyond the first schema.

-- The firm's decision on each proposed SEO change: who decided last, when, and an optional reason for a rejection.
alter table seo_changes add column decision text check (decision in ('Approved', 'Rejected'));
alter table seo_changes add column decision_comment text;
alter table seo_changes add column decided_by text;
alter table seo_changes add column decided_on timestamptz;

-- The firm's submitted review of a job's changes; decisions are final once it is set.
alter table seo_jobs add column review_submitted_by text;
alter table seo_jobs add column review_submitted_on timestamptz;
alter table seo_jobs add column review_execution_job_id text references seo_jobs (id);

-- Where a backlink points from: the referring site once chosen, the live page once the link is placed.
alter table backlink_jobs add column referring_site text;
alter table backlink_jobs add column live_url text;

-- When each step started and completed, for the job's timeline.
alter table backlink_steps add column started_on timestamptz;
alter table backlink_steps add column completed_on timestamptz;

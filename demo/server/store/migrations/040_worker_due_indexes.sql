-- The background worker looks for jobs due a step every few seconds; with a scale seed of thousands
-- of clients these partial indexes keep that look-up from scanning every job.
create index blog_jobs_worker_due on blog_jobs (updated_on, id) where status in ('InProgress', 'Processing');
create index social_jobs_worker_due on social_jobs (updated_on, id) where status = 'InProgress';
create index seo_jobs_worker_due on seo_jobs (updated_on, id) where status in ('Pending', 'InProgress');
create index backlink_jobs_worker_due on backlink_jobs (updated_on, id) where status = 'Initialized';

-- An approval holds for the exact version that was read. A later change voids it: the record stays, with when
-- and why it was voided, so the firm's record still says what it approved. The record names the person by
-- user id and e-mail as they were when deciding, never by a name the person can change afterwards.
alter table approvals add column approved_by_user_id text;
alter table approvals add column voided_on timestamptz;
alter table approvals add column voided_reason text;

alter table social_job_approvals add column approved_by_user_id text;
alter table social_job_approvals add column voided_on timestamptz;
alter table social_job_approvals add column voided_reason text;

alter table seo_changes add column decided_by_user_id text;
alter table seo_jobs add column review_submitted_by_user_id text;

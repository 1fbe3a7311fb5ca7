-- What the social media and Google Business Profile review pages need beyond the first schema.

-- The firm's attorney-advertising disclaimer (state bar advertising rules ask for one on posts); null when it has none.
alter table clients add column advertising_disclaimer text;

-- A Google Business Profile post's kind and button, spelt as Google's API spells them; null on other platforms.
alter table social_posts add column gbp_topic_type text;
alter table social_posts add column call_to_action text;
alter table social_posts add column call_to_action_url text;

-- A firm's approval of a social job: the exact posts it saw (text, version, image, link) and their hash, so the
-- record still says what was approved after the posts change (and the change voids it, computed when read).
create table social_job_approvals (
  id text primary key,
  social_job_id text not null references social_jobs (id),
  content_hash text not null,
  posts jsonb not null,
  approved_by text not null,
  approved_on timestamptz not null default now()
);
create index social_job_approvals_job on social_job_approvals (social_job_id, approved_on);

-- The reference service's first schema. Ids are text (UUIDs) so seeds can be deterministic.
-- Status columns hold the contract's enum values exactly as spelt.

create table clients (
  id text primary key,
  name text not null,
  website_url text,
  logo_url text,
  assignee_user_id text,
  is_ready boolean not null default true,
  is_auto_publish boolean not null default false,
  social_auto_publish boolean not null default false,
  gbp_auto_publish boolean not null default false,
  is_enrolled_in_social_media boolean not null default false,
  is_enrolled_in_gbp boolean not null default false,
  is_connected_in_gsc boolean not null default false,
  enable_automated_competitor_retrieval boolean not null default false,
  ayrshare_profile_key text,
  bubble_app_url text,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
create index clients_name on clients (lower(name));

create table contracts (
  id text primary key,
  client_id text not null references clients (id),
  start_date date not null,
  end_date date,
  services_tier_snapshot jsonb,
  created_on timestamptz not null default now()
);
create index contracts_client on contracts (client_id);

create table users (
  id text primary key,
  sub text unique,
  email text not null unique,
  name text not null,
  picture text,
  password_hash text,
  is_active boolean not null default true,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);

-- Role definitions (DeactivateRole, UpdateRoleMetadata act on these).
create table roles (
  id text primary key,
  name text not null unique,
  is_active boolean not null default true,
  metadata jsonb not null default '{}'
);

-- A user's role: global when client_id is null, else for one client (UnassignRole takes its id).
create table user_roles (
  id text primary key,
  user_id text not null references users (id),
  role_id text not null references roles (id),
  client_id text references clients (id),
  is_active boolean not null default true,
  created_on timestamptz not null default now()
);
create index user_roles_user on user_roles (user_id);

create table user_clients (
  user_id text not null references users (id),
  client_id text not null references clients (id),
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now(),
  primary key (user_id, client_id)
);

create table subscription_periods (
  id text primary key,
  client_id text not null references clients (id),
  contract_id text references contracts (id),
  start_date date not null,
  end_date date not null,
  is_visible boolean not null default true
);
create index subscription_periods_client on subscription_periods (client_id, start_date);

create table deliverables (
  id text primary key,
  client_id text not null references clients (id),
  period_id text references subscription_periods (id),
  contract_id text references contracts (id),
  service_name text not null,
  name text not null,
  status text not null default 'NotStarted',
  due_date date,
  external_review_date date,
  is_opted_out boolean not null default false,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
create index deliverables_client_period on deliverables (client_id, period_id);

-- Everything a job went through, for every kind of job.
create table status_history (
  id bigserial primary key,
  entity_kind text not null,
  entity_id text not null,
  from_status text,
  to_status text not null,
  changed_by text,
  note text,
  changed_on timestamptz not null default now()
);
create index status_history_entity on status_history (entity_kind, entity_id, id);

create table blog_jobs (
  id text primary key,
  client_id text not null references clients (id),
  deliverable_id text references deliverables (id),
  parent_job_id text references blog_jobs (id),
  is_test boolean not null default false,
  topic text not null,
  status text not null default 'NotStarted',
  content_type text not null default 'BlogPost',
  title text,
  publication_title text,
  meta_description text,
  content text not null default '',
  content_version integer not null default 1,
  instructions text,
  due_date date,
  external_review_date date,
  publication_date timestamptz,
  word_press_post_id text,
  word_press_url text,
  bubble_url text,
  human_qc text not null default 'Unevaluated',
  qc_results jsonb not null default '[]',
  rejection_reason text,
  rejection_comment text,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
create index blog_jobs_client on blog_jobs (client_id, deliverable_id);

create table blog_job_revisions (
  id bigserial primary key,
  blog_job_id text not null references blog_jobs (id),
  version integer not null,
  title text,
  content text not null,
  saved_by text,
  saved_on timestamptz not null default now(),
  unique (blog_job_id, version)
);

create table blog_job_scores (
  id text primary key,
  blog_job_id text not null references blog_jobs (id),
  overall numeric not null,
  readability numeric not null,
  seo numeric not null,
  originality numeric not null,
  created_on timestamptz not null default now()
);

create table blog_images (
  id text primary key,
  blog_job_id text not null references blog_jobs (id),
  name text not null,
  image_id text not null,
  preview_url text not null,
  published_url text,
  type text not null,
  image_provider text not null,
  human_qc text not null default 'Unevaluated'
);
create index blog_images_job on blog_images (blog_job_id);

-- Social media jobs; channel 'GoogleBusinessProfile' holds Google Business Profile posts.
create table social_jobs (
  id text primary key,
  client_id text not null references clients (id),
  deliverable_id text references deliverables (id),
  parent_job_id text references social_jobs (id),
  channel text not null default 'SocialMedia',
  is_test boolean not null default false,
  topic text not null,
  status text not null default 'NotStarted',
  external_review_date date,
  human_qc text not null default 'Unevaluated',
  rejection_reason text,
  rejection_comment text,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
create index social_jobs_client on social_jobs (client_id, channel);

create table social_posts (
  id text primary key,
  social_job_id text not null references social_jobs (id),
  platform text not null,
  content text not null default '',
  content_version integer not null default 1,
  status text not null default 'New',
  post_type text not null default 'AysharePost',
  scheduled_for timestamptz,
  publication_date timestamptz,
  provider_post_id text,
  post_url text,
  published_by text,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
create index social_posts_job on social_posts (social_job_id);

create table social_images (
  id text primary key,
  social_post_id text not null references social_posts (id),
  s3_url text not null,
  original_url text,
  source text not null default 'AI',
  human_qc text not null default 'Unevaluated',
  created_on timestamptz not null default now()
);
create index social_images_post on social_images (social_post_id);

create table seo_jobs (
  id text primary key,
  client_id text not null references clients (id),
  deliverable_id text references deliverables (id),
  parent_job_id text references seo_jobs (id),
  config_id text,
  is_test boolean not null default false,
  page_url text not null,
  status text not null default 'Pending',
  pre_process_qc text not null default 'Unevaluated',
  post_process_qc text not null default 'Unevaluated',
  failure_reason text,
  is_manually_completed boolean not null default false,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
create index seo_jobs_client on seo_jobs (client_id);

create table seo_changes (
  id text primary key,
  seo_job_id text not null references seo_jobs (id),
  field text not null,
  current_value text not null,
  proposed_value text not null,
  position integer not null default 0
);
create index seo_changes_job on seo_changes (seo_job_id);

create table backlink_jobs (
  id text primary key,
  client_id text not null references clients (id),
  deliverable_id text references deliverables (id),
  target_url text not null,
  anchor_text text not null,
  status text not null default 'Initialized',
  start_date date,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
create index backlink_jobs_client on backlink_jobs (client_id);

create table backlink_steps (
  id text primary key,
  job_id text not null references backlink_jobs (id),
  position integer not null,
  kind text not null,
  status text not null default 'Pending',
  data jsonb not null default '{}',
  file_name text,
  file_content_type text,
  file_size integer,
  updated_on timestamptz not null default now()
);
create index backlink_steps_job on backlink_steps (job_id, position);

create table deliverable_reports (
  id text primary key,
  client_id text not null references clients (id),
  deliverable_id text references deliverables (id),
  period_id text references subscription_periods (id),
  service_name text not null,
  title text not null,
  metrics jsonb not null default '{}',
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
create index deliverable_reports_client on deliverable_reports (client_id, period_id);

-- One row per platform a client has connected (WordPress, GoogleBusinessProfile, GoogleSearchConsole, social platforms).
create table connections (
  client_id text not null references clients (id),
  platform text not null,
  account_name text,
  connected_on timestamptz not null default now(),
  primary key (client_id, platform)
);

create table word_press_credentials (
  client_id text primary key references clients (id),
  site_url text not null,
  username text not null,
  application_password text not null,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);

create table keyword_lists (
  id text primary key,
  client_id text not null references clients (id),
  name text not null,
  keywords jsonb not null default '[]',
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);

create table competitors (
  id text primary key,
  client_id text not null references clients (id),
  name text not null,
  website_url text not null,
  is_automated boolean not null default false,
  created_on timestamptz not null default now()
);

create table commitments (
  id text primary key,
  client_id text not null references clients (id),
  contract_id text references contracts (id),
  service_name text not null,
  process_type text not null,
  campaign_name text not null,
  is_opted_out boolean not null default false,
  updated_on timestamptz not null default now()
);

-- Configuration-like resources that share one shape (blog settings, prompts, service tiers, ...):
-- the kind names the resource, data holds its fields, version guards concurrent edits.
create table resources (
  id text primary key,
  kind text not null,
  client_id text references clients (id),
  data jsonb not null default '{}',
  version integer not null default 1,
  is_active boolean not null default true,
  created_by text,
  created_on timestamptz not null default now(),
  updated_on timestamptz not null default now()
);
create index resources_kind_client on resources (kind, client_id);

-- Approvals of exact content versions (a law firm's record of what it approved).
create table approvals (
  id text primary key,
  entity_kind text not null,
  entity_id text not null,
  version integer not null,
  content_hash text not null,
  approved_by text not null,
  approved_on timestamptz not null default now()
);
create index approvals_entity on approvals (entity_kind, entity_id);

-- What the service sent to publishing targets, and what it got back.
create table publications (
  id bigserial primary key,
  target text not null,
  entity_kind text not null,
  entity_id text not null,
  request jsonb not null,
  response jsonb,
  succeeded boolean not null,
  created_on timestamptz not null default now()
);

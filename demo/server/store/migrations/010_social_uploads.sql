-- Images people upload for social media posts, kept in the database (not as data: URLs in image
-- rows) and served by GET /v1/uploads/{id}. Size is checked before insert (5 MiB at most).
create table uploads (
  id text primary key,
  client_id text not null references clients (id),
  file_name text not null,
  content_type text not null,
  size_bytes integer not null,
  bytes bytea not null,
  created_by text,
  created_on timestamptz not null default now()
);
create index uploads_client on uploads (client_id);

-- What a social image showed before it was replaced, so "revert to original" restores its source too.
alter table social_images add column original_source text;

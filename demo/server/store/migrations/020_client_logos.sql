-- A client's logo as uploaded through ModifyClientLogo; GET /v1/clients/{id}/logo serves it.
-- One logo per client: a new upload replaces the old one.
create table client_logos (
  client_id text primary key references clients (id),
  content_type text not null,
  bytes bytea not null,
  updated_on timestamptz not null default now()
);

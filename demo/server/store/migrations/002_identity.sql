-- State of the OpenID Connect provider (demo/server/identity): sessions, grants, interactions,
-- authorization codes, tokens. Kept in the database so sign-ins survive a restart.
-- One row per artifact; model is oidc-provider's model name (Session, Grant, AccessToken, ...).

create table oidc_payloads (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_payloads_grant on oidc_payloads (model, grant_id);
create index oidc_payloads_uid on oidc_payloads (model, uid);
create index oidc_payloads_user_code on oidc_payloads (model, user_code);
create index oidc_payloads_expires on oidc_payloads (expires_at);

-- Sign-in safety (demo/server/identity/README.md).

-- A firm's WordPress site becomes a callback of the plugin's identity client only once agency staff verify it
-- (verifyWordPressSite); saving the site's URL again clears the verification.
alter table word_press_credentials add column verified_on timestamptz;
alter table word_press_credentials add column verified_by text references users (id);

-- Sessions ended by signing out: an access token naming one (its `sid`) is refused until it would have expired.
create table revoked_sessions (
  sid text primary key,
  expires_on timestamptz not null
);

-- Failed sign-ins per account and per address, and the delays they earned: rate-limiter-flexible's
-- RateLimiterPostgres keeps its counters here (its own table layout: key, points, expire in epoch milliseconds),
-- so every service process on one database counts the same attempts.
create table sign_in_throttle (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);

-- Live updates (docs/live-updates.md): every write to a table a person sees leaves a row here, in the writer's own
-- transaction, whoever the writer is (GraphQL, REST, the worker, plain SQL). The service's change feed
-- (live/change-feed.ts) reads these rows once per process and sends each open stream what its reader may see.
-- `tx` orders the rows by transaction: the feed delivers only transactions below the oldest one still running,
-- so the cursor (tx, id) only moves forward and a resumed stream misses nothing. Rows live an hour.
create table change_events (
  id bigserial not null,
  tx xid8 not null default pg_current_xact_id(),
  client_id text,
  kind text not null,
  entity_id text not null,
  created_on timestamptz not null default now()
);
create index change_events_order on change_events (tx, id);

-- Makes note_<table>_changes() and its three statement triggers (transition tables cannot serve more than one
-- event, so insert, update and delete each get one; all name their rows `changed`). `rows_sql` selects
-- (client_id, kind, entity_id) from `changed`. One insert per statement, not per row.
-- An update of updated_on alone is still a change: an event per changed row costs less than comparing them.
-- Seeds set fp.quiet_changes (set local) so their hundreds of thousands of rows leave none.
-- NOTIFY: PostgreSQL sends it on commit only, once per transaction however many statements ask, never on rollback.
-- But committing a transaction that notified takes a lock of the whole server's notification queue until its commit
-- is flushed, so notifying transactions commit one at a time: a NOTIFY in every writing transaction halved the
-- commits a second (measured on PostgreSQL 15: 5,980 → 2,460 a second at 20 connections). So only one writing
-- transaction at a time notifies, whichever holds advisory lock 4173090 (taken without waiting, held to its end);
-- the others commit while it runs, and the change feed, woken by its notification, reads again until every
-- transaction that was running when it read has ended (live/change-feed.ts).
-- The lock's holder always notifies in the statement that takes it.
create function watch_changes(watched text, rows_sql text) returns void language plpgsql as $$
declare
  note text := 'note_' || watched || '_changes';
begin
  execute format($f$
    create function %I() returns trigger language plpgsql as $body$
    begin
      if current_setting('fp.quiet_changes', true) = 'on' then return null; end if;
      insert into change_events (client_id, kind, entity_id) select distinct client_id, kind, entity_id from (%s) as c (client_id, kind, entity_id);
      if found then
        if pg_try_advisory_xact_lock(4173090) then perform pg_notify('fp_changes', ''); end if;
      end if;
      return null;
    end $body$ $f$, note, rows_sql);
  execute format('create trigger %I after insert on %I referencing new table as changed for each statement execute function %I()', watched || '_changes_insert', watched, note);
  execute format('create trigger %I after update on %I referencing new table as changed for each statement execute function %I()', watched || '_changes_update', watched, note);
  execute format('create trigger %I after delete on %I referencing old table as changed for each statement execute function %I()', watched || '_changes_delete', watched, note);
end $$;

-- The work.
select watch_changes('deliverables', $$select client_id, 'deliverable', id from changed$$);
select watch_changes('deliverable_reports', $$select client_id, 'deliverable', coalesce(deliverable_id, id) from changed$$);
select watch_changes('blog_jobs', $$select client_id, 'blogJob', id from changed$$);
select watch_changes('blog_images', $$select j.client_id, 'blogJob', j.id from changed join blog_jobs j on j.id = changed.blog_job_id$$);
select watch_changes('blog_job_revisions', $$select j.client_id, 'blogJob', j.id from changed join blog_jobs j on j.id = changed.blog_job_id$$);
select watch_changes('social_jobs', $$select client_id, 'socialJob', id from changed$$);
select watch_changes('social_posts', $$select j.client_id, 'socialPost', changed.id from changed join social_jobs j on j.id = changed.social_job_id$$);
select watch_changes('social_images', $$select j.client_id, 'socialPost', p.id from changed join social_posts p on p.id = changed.social_post_id join social_jobs j on j.id = p.social_job_id$$);
select watch_changes('seo_jobs', $$select client_id, 'seoJob', id from changed$$);
select watch_changes('seo_changes', $$select j.client_id, 'seoJob', j.id from changed join seo_jobs j on j.id = changed.seo_job_id$$);
select watch_changes('backlink_jobs', $$select client_id, 'backlinkJob', id from changed$$);
select watch_changes('backlink_steps', $$select j.client_id, 'backlinkJob', j.id from changed join backlink_jobs j on j.id = changed.job_id$$);

-- Approvals name the job they approve (approvals.entity_kind says which kind of job).
select watch_changes('approvals', $$select coalesce(b.client_id, s.client_id, o.client_id), 'approval', changed.entity_id from changed left join blog_jobs b on changed.entity_kind = 'blog_job' and b.id = changed.entity_id left join social_jobs s on changed.entity_kind = 'social_job' and s.id = changed.entity_id left join seo_jobs o on changed.entity_kind = 'seo_job' and o.id = changed.entity_id where coalesce(b.client_id, s.client_id, o.client_id) is not null$$);
select watch_changes('social_job_approvals', $$select j.client_id, 'approval', j.id from changed join social_jobs j on j.id = changed.social_job_id$$);

-- The firm's settings and subscription.
select watch_changes('clients', $$select id, 'client', id from changed$$);
select watch_changes('client_logos', $$select client_id, 'client', client_id from changed$$);
select watch_changes('connections', $$select client_id, 'connection', platform from changed$$);
select watch_changes('word_press_credentials', $$select client_id, 'connection', 'WordPress' from changed$$);
select watch_changes('keyword_lists', $$select client_id, 'keywordList', id from changed$$);
select watch_changes('competitors', $$select client_id, 'competitor', id from changed$$);
select watch_changes('commitments', $$select client_id, 'commitment', id from changed$$);
select watch_changes('subscription_periods', $$select client_id, 'period', id from changed$$);
select watch_changes('contracts', $$select client_id, 'contract', id from changed$$);

-- Who may see what: `access` names the user (no client) and goes to that user alone, whose stream reloads their
-- access. The client's own readers get a `client` change too, since its team list changed.
select watch_changes('user_clients', $$select null::text, 'access', user_id from changed union all select client_id, 'client', client_id from changed$$);
select watch_changes('user_roles', $$select null::text, 'access', user_id from changed union all select client_id, 'client', client_id from changed where client_id is not null$$);

-- A user matters here only when deactivated or reactivated (or deleted): other edits of users change no one's access.
create function note_users_access_changes() returns trigger language plpgsql as $$
begin
  if current_setting('fp.quiet_changes', true) = 'on' then return null; end if;
  if tg_op = 'DELETE' then
    insert into change_events (client_id, kind, entity_id) select null, 'access', id from gone;
  else
    insert into change_events (client_id, kind, entity_id) select null, 'access', changed.id from changed join gone on gone.id = changed.id where changed.is_active is distinct from gone.is_active;
  end if;
  if found then
    if pg_try_advisory_xact_lock(4173090) then perform pg_notify('fp_changes', ''); end if;
  end if;
  return null;
end $$;
create trigger users_changes_update after update on users referencing old table as gone new table as changed for each statement execute function note_users_access_changes();
create trigger users_changes_delete after delete on users referencing old table as gone for each statement execute function note_users_access_changes();

drop function watch_changes(text, text);

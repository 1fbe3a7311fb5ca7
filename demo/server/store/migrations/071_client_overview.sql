-- The staff overview (clientOverview, graphql/resolvers/client-overview.ts): one page of every client, sorted by a
-- figure computed over all of them. Measured on PGlite with 5,000 seeded clients (bench/overview-query.ts).

-- What waits for the firm's review is a handful of jobs among many: these partial indexes hold only those.
create index blog_jobs_waiting on blog_jobs (client_id) where status = 'ReadyForExternalReview' and not is_test;
create index social_jobs_waiting on social_jobs (client_id) where status = 'ReadyForExternalReview' and not is_test;
create index seo_jobs_waiting on seo_jobs (client_id) where status = 'ReadyForPreProcessingReview' and not is_test;

-- Deliverables still owed (not done, canceled or opted out), by due date: the overdue ones are those due before today.
create index deliverables_open_due on deliverables (client_id, due_date)
  where status not in ('Published', 'Complete', 'Canceled') and not is_opted_out;

-- Counting each client's overdue deliverables and current period's progress on every request read 40,000 to 55,000
-- deliverables (PGlite, 5,000 clients: 70 and 90 ms). What does not depend on the day is kept here instead, recomputed
-- for the clients and periods a statement on deliverables touched: each client's owed due dates, sorted (those before
-- today are overdue), and each period's deliverables not canceled or opted out (total) and done (Published, Complete).
create table client_open_due (
  client_id text primary key references clients (id) on delete cascade,
  due_dates date[] not null
);
create table period_progress (
  period_id text primary key references subscription_periods (id) on delete cascade,
  client_id text not null references clients (id) on delete cascade,
  done integer not null,
  total integer not null
);

create function refresh_deliverable_figures(client_ids text[], period_ids text[]) returns void language sql as $$ insert into client_open_due (client_id, due_dates) select c.id, coalesce((select array_agg(d.due_date order by d.due_date) from deliverables d where d.client_id = c.id and d.due_date is not null and d.status not in ('Published', 'Complete', 'Canceled') and not d.is_opted_out), '{}') from clients c where c.id = any(client_ids) on conflict (client_id) do update set due_dates = excluded.due_dates; insert into period_progress (period_id, client_id, done, total) select p.id, p.client_id, count(d.id) filter (where d.status in ('Published', 'Complete')), count(d.id) from subscription_periods p left join deliverables d on d.client_id = p.client_id and d.period_id = p.id and d.status <> 'Canceled' and not d.is_opted_out where p.id = any(period_ids) group by p.id, p.client_id on conflict (period_id) do update set done = excluded.done, total = excluded.total $$;

create function note_deliverables_inserted() returns trigger language plpgsql as $$ begin perform refresh_deliverable_figures(array(select distinct client_id from changed), array(select distinct period_id from changed where period_id is not null)); return null; end $$;
create function note_deliverables_updated() returns trigger language plpgsql as $$ begin perform refresh_deliverable_figures(array(select client_id from changed union select client_id from gone), array(select period_id from changed where period_id is not null union select period_id from gone where period_id is not null)); return null; end $$;
create function note_deliverables_deleted() returns trigger language plpgsql as $$ begin perform refresh_deliverable_figures(array(select distinct client_id from gone), array(select distinct period_id from gone where period_id is not null)); return null; end $$;

create trigger deliverables_figures_insert after insert on deliverables referencing new table as changed for each statement execute function note_deliverables_inserted();
create trigger deliverables_figures_update after update on deliverables referencing old table as gone new table as changed for each statement execute function note_deliverables_updated();
create trigger deliverables_figures_delete after delete on deliverables referencing old table as gone for each statement execute function note_deliverables_deleted();
select refresh_deliverable_figures(array(select id from clients), array(select id from subscription_periods));

-- A client's last activity: the latest updated_on stamp written on any of its deliverables or jobs. Taking the
-- maximum over those five tables on every request cost 300 ms on its own (PGlite, 5,000 clients, 280,000 rows),
-- so it is kept here as rows are written: one upsert per statement, from the statement's changed rows.
create table client_activity (
  client_id text primary key references clients (id) on delete cascade,
  last_activity timestamptz not null
);

create function note_client_activity() returns trigger language plpgsql as $$ begin insert into client_activity (client_id, last_activity) select client_id, max(updated_on) from changed group by client_id on conflict (client_id) do update set last_activity = greatest(client_activity.last_activity, excluded.last_activity); return null; end $$;

create trigger deliverables_activity_insert after insert on deliverables referencing new table as changed for each statement execute function note_client_activity();
create trigger deliverables_activity_update after update on deliverables referencing new table as changed for each statement execute function note_client_activity();
create trigger blog_jobs_activity_insert after insert on blog_jobs referencing new table as changed for each statement execute function note_client_activity();
create trigger blog_jobs_activity_update after update on blog_jobs referencing new table as changed for each statement execute function note_client_activity();
create trigger social_jobs_activity_insert after insert on social_jobs referencing new table as changed for each statement execute function note_client_activity();
create trigger social_jobs_activity_update after update on social_jobs referencing new table as changed for each statement execute function note_client_activity();
create trigger seo_jobs_activity_insert after insert on seo_jobs referencing new table as changed for each statement execute function note_client_activity();
create trigger seo_jobs_activity_update after update on seo_jobs referencing new table as changed for each statement execute function note_client_activity();
create trigger backlink_jobs_activity_insert after insert on backlink_jobs referencing new table as changed for each statement execute function note_client_activity();
create trigger backlink_jobs_activity_update after update on backlink_jobs referencing new table as changed for each statement execute function note_client_activity();

-- Databases that already hold work start from what is there.
insert into client_activity (client_id, last_activity)
select client_id, max(at) from (
  select client_id, updated_on as at from deliverables
  union all select client_id, updated_on from blog_jobs
  union all select client_id, updated_on from social_jobs
  union all select client_id, updated_on from seo_jobs
  union all select client_id, updated_on from backlink_jobs) work
group by client_id;

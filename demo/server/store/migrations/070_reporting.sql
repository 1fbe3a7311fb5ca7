-- What the Reporting dashboard needs beyond the earlier schema.

-- When a deliverable was done (Published or Complete), so the delivery report can say whether it was on time.
-- A trigger keeps it: set when the status becomes a done one from a not-done one (or a row is inserted done),
-- cleared when the status leaves them. A statement that sets completed_on itself (a seed, an import) keeps its value.
alter table deliverables add column completed_on timestamptz;

create function deliverables_keep_completed_on() returns trigger language plpgsql as $$
begin
  if new.status not in ('Published', 'Complete') then
    new.completed_on := null;
  elsif tg_op = 'INSERT' then
    new.completed_on := coalesce(new.completed_on, now());
  elsif old.status not in ('Published', 'Complete') and new.completed_on is not distinct from old.completed_on then
    new.completed_on := now();
  end if;
  return new;
end $$;

-- Deliverables done before this migration: when the status history last moved them to their status, else their last update.
update deliverables d
   set completed_on = coalesce(
     (select max(h.changed_on) from status_history h where h.entity_kind = 'deliverable' and h.entity_id = d.id and h.to_status = d.status),
     d.updated_on)
 where d.status in ('Published', 'Complete');

-- The conditions keep the function from running for rows it would not change (a seed inserts hundreds at once).
create trigger deliverables_completed_on_insert before insert on deliverables for each row
  when ((new.status in ('Published', 'Complete') and new.completed_on is null) or (new.status not in ('Published', 'Complete') and new.completed_on is not null))
  execute function deliverables_keep_completed_on();
create trigger deliverables_completed_on_update before update on deliverables for each row
  when ((new.status in ('Published', 'Complete')) is distinct from (old.status in ('Published', 'Complete'))
        or (new.status not in ('Published', 'Complete') and new.completed_on is not null))
  execute function deliverables_keep_completed_on();

-- The Search Console source's data (search-console/seeded-source.ts): one row a day per query, page and device,
-- as searchanalytics.query reports them with every dimension; position is the row's average position.
create table search_console_rows (
  client_id text not null references clients (id),
  date date not null,
  query text not null,
  page text not null,
  device text not null check (device in ('DESKTOP', 'MOBILE', 'TABLET')),
  clicks integer not null check (clicks >= 0),
  impressions integer not null check (impressions > 0 and impressions >= clicks),
  position double precision not null check (position >= 1),
  primary key (client_id, date, query, page, device)
);

-- The delivery report asks whether an SEO job's changes were carried out by an execution job (its child).
create index seo_jobs_parent on seo_jobs (parent_job_id) where parent_job_id is not null;

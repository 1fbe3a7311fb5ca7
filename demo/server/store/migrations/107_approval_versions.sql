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

-- An SEO change whose field or texts change after the firm decided on it goes back to the firm's review: its
-- decision is cleared and kept here, with when and why, whatever made the change.
alter table seo_changes add column voided_decision text;
alter table seo_changes add column voided_decided_by text;
alter table seo_changes add column voided_decided_on timestamptz;
alter table seo_changes add column voided_on timestamptz;
alter table seo_changes add column voided_reason text;

create function seo_change_voids_decision() returns trigger language plpgsql as $$
begin
  if new.decision is not null and new.decision is not distinct from old.decision
     and (new.field, new.current_value, new.proposed_value) is distinct from (old.field, old.current_value, old.proposed_value) then
    new.voided_decision := old.decision;
    new.voided_decided_by := old.decided_by;
    new.voided_decided_on := old.decided_on;
    new.voided_on := now();
    new.voided_reason := case when old.decision = 'Approved' then 'Changed after approval: the ' else 'Changed after the decision: the ' end
      || case when new.proposed_value is distinct from old.proposed_value then 'proposed text' when new.current_value is distinct from old.current_value then 'live text' else 'field' end
      || ' was changed.';
    new.decision := null;
    new.decision_comment := null;
    new.decided_by := null;
    new.decided_by_user_id := null;
    new.decided_on := null;
  end if;
  return new;
end $$;

create trigger seo_change_voids_decision before update on seo_changes for each row execute function seo_change_voids_decision();

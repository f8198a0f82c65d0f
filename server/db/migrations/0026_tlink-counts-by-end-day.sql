-- Decision 712: TLinks counted by the Dutch day of their end date (null for no end date), where a
-- deep page of the list sorted by end date begins (decision 129's seek). Delta rows from statement
-- triggers, compacted every minute, like tlink_counts_by_created_day (migration 0002). Idempotent:
-- dropped and rebuilt from the licences.
drop table if exists tlink_counts_by_end_day
--> statement-breakpoint
create table tlink_counts_by_end_day (end_day date, n bigint not null)
--> statement-breakpoint
create index tlink_counts_by_end_day_keys_idx on tlink_counts_by_end_day (end_day)
--> statement-breakpoint
create or replace function tlink_counts_by_end_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_counts_by_end_day (end_day, n) select (end_date at time zone 'Europe/Amsterdam')::date, count(*) from new_rows group by 1;
  elsif tg_op = 'DELETE' then
    insert into tlink_counts_by_end_day (end_day, n) select (end_date at time zone 'Europe/Amsterdam')::date, -count(*) from old_rows group by 1;
  else
    insert into tlink_counts_by_end_day (end_day, n)
    select end_day, sum(d) from (
      select (end_date at time zone 'Europe/Amsterdam')::date, 1 as d from new_rows
      union all
      select (end_date at time zone 'Europe/Amsterdam')::date, -1 as d from old_rows
    ) as moved (end_day, d)
    group by 1 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_end_day_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_end_day_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_end_day_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_end_day_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_end_day_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_end_day_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_end_day_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_end_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_end_day_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_end_day_truncate()
--> statement-breakpoint
insert into tlink_counts_by_end_day (end_day, n) select (end_date at time zone 'Europe/Amsterdam')::date, count(*) from tlink_licenses group by 1

-- Decision 722: TLinks counted by publisher and Dutch day of creation, and by publisher and Dutch
-- day of their end date (null for no end date): where a deep page of a publisher's licences in
-- created or end order begins (a publisher-bound administrator's list, the publisher filter;
-- decision 129's seek), and the indexes the walk from that day's edge reads in the list's
-- (value, id) order. Delta rows from statement triggers, compacted every minute, like
-- tlink_counts_by_end_day (migration 0026). Idempotent: the counters are dropped and rebuilt from
-- the licences, the indexes made if missing.
create index if not exists "tlink_licenses_publisher_created_id_idx" on "tlink_licenses" using btree ("publisher_id","created_at","id")
--> statement-breakpoint
create index if not exists "tlink_licenses_publisher_end_id_idx" on "tlink_licenses" using btree ("publisher_id","end_date","id")
--> statement-breakpoint
drop table if exists tlink_counts_by_publisher_created_day
--> statement-breakpoint
create table tlink_counts_by_publisher_created_day (publisher_id integer, created_day date not null, n bigint not null)
--> statement-breakpoint
create index tlink_counts_by_publisher_created_day_keys_idx on tlink_counts_by_publisher_created_day (publisher_id, created_day)
--> statement-breakpoint
create or replace function tlink_counts_by_publisher_created_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_counts_by_publisher_created_day (publisher_id, created_day, n) select publisher_id, (created_at at time zone 'Europe/Amsterdam')::date, count(*) from new_rows group by 1, 2;
  elsif tg_op = 'DELETE' then
    insert into tlink_counts_by_publisher_created_day (publisher_id, created_day, n) select publisher_id, (created_at at time zone 'Europe/Amsterdam')::date, -count(*) from old_rows group by 1, 2;
  else
    insert into tlink_counts_by_publisher_created_day (publisher_id, created_day, n)
    select publisher_id, created_day, sum(d) from (
      select publisher_id, (created_at at time zone 'Europe/Amsterdam')::date, 1 as d from new_rows
      union all
      select publisher_id, (created_at at time zone 'Europe/Amsterdam')::date, -1 as d from old_rows
    ) as moved (publisher_id, created_day, d)
    group by 1, 2 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_created_day_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_publisher_created_day_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_created_day_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_publisher_created_day_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_created_day_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_publisher_created_day_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_publisher_created_day_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_publisher_created_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_created_day_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_publisher_created_day_truncate()
--> statement-breakpoint
insert into tlink_counts_by_publisher_created_day (publisher_id, created_day, n) select publisher_id, (created_at at time zone 'Europe/Amsterdam')::date, count(*) from tlink_licenses group by 1, 2
--> statement-breakpoint
drop table if exists tlink_counts_by_publisher_end_day
--> statement-breakpoint
create table tlink_counts_by_publisher_end_day (publisher_id integer, end_day date, n bigint not null)
--> statement-breakpoint
create index tlink_counts_by_publisher_end_day_keys_idx on tlink_counts_by_publisher_end_day (publisher_id, end_day)
--> statement-breakpoint
create or replace function tlink_counts_by_publisher_end_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_counts_by_publisher_end_day (publisher_id, end_day, n) select publisher_id, (end_date at time zone 'Europe/Amsterdam')::date, count(*) from new_rows group by 1, 2;
  elsif tg_op = 'DELETE' then
    insert into tlink_counts_by_publisher_end_day (publisher_id, end_day, n) select publisher_id, (end_date at time zone 'Europe/Amsterdam')::date, -count(*) from old_rows group by 1, 2;
  else
    insert into tlink_counts_by_publisher_end_day (publisher_id, end_day, n)
    select publisher_id, end_day, sum(d) from (
      select publisher_id, (end_date at time zone 'Europe/Amsterdam')::date, 1 as d from new_rows
      union all
      select publisher_id, (end_date at time zone 'Europe/Amsterdam')::date, -1 as d from old_rows
    ) as moved (publisher_id, end_day, d)
    group by 1, 2 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_end_day_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_publisher_end_day_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_end_day_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_publisher_end_day_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_end_day_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_publisher_end_day_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_publisher_end_day_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_counts_by_publisher_end_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_publisher_end_day_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_publisher_end_day_truncate()
--> statement-breakpoint
insert into tlink_counts_by_publisher_end_day (publisher_id, end_day, n) select publisher_id, (end_date at time zone 'Europe/Amsterdam')::date, count(*) from tlink_licenses group by 1, 2

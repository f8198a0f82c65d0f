-- ECK and PO licences by Dutch day of creation (decision 420), kept like the TLink counters of
-- decisions 124 and 129 (delta rows from statement triggers, compacted every minute): the total of
-- the unfiltered list and of the created-day filters, and where a deep page in created order begins.
-- Rebuilt from the table under lock, so applying this twice (by hand, then by the migrator) is harmless.
lock table eck_licenses, po_licenses in share row exclusive mode
--> statement-breakpoint
drop table if exists eck_counts_by_created_day
--> statement-breakpoint
create table eck_counts_by_created_day (created_day date not null, n bigint not null)
--> statement-breakpoint
create index eck_counts_by_created_day_keys_idx on eck_counts_by_created_day (created_day)
--> statement-breakpoint
create or replace function eck_counts_by_created_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into eck_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, count(*) from new_rows group by 1;
  elsif tg_op = 'DELETE' then
    insert into eck_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, -count(*) from old_rows group by 1;
  else
    insert into eck_counts_by_created_day (created_day, n)
    select created_day, sum(d) from (
      select (created_at at time zone 'Europe/Amsterdam')::date, 1 as d from new_rows
      union all
      select (created_at at time zone 'Europe/Amsterdam')::date, -1 as d from old_rows
    ) as moved (created_day, d)
    group by 1 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger eck_counts_by_created_day_ins after insert on eck_licenses referencing new table as new_rows for each statement execute function eck_counts_by_created_day_delta()
--> statement-breakpoint
create or replace trigger eck_counts_by_created_day_upd after update on eck_licenses referencing old table as old_rows new table as new_rows for each statement execute function eck_counts_by_created_day_delta()
--> statement-breakpoint
create or replace trigger eck_counts_by_created_day_del after delete on eck_licenses referencing old table as old_rows for each statement execute function eck_counts_by_created_day_delta()
--> statement-breakpoint
create or replace function eck_counts_by_created_day_truncate() returns trigger language plpgsql as $fn$ begin delete from eck_counts_by_created_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger eck_counts_by_created_day_trunc after truncate on eck_licenses for each statement execute function eck_counts_by_created_day_truncate()
--> statement-breakpoint
insert into eck_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, count(*) from eck_licenses group by 1
--> statement-breakpoint
drop table if exists po_counts_by_created_day
--> statement-breakpoint
create table po_counts_by_created_day (created_day date not null, n bigint not null)
--> statement-breakpoint
create index po_counts_by_created_day_keys_idx on po_counts_by_created_day (created_day)
--> statement-breakpoint
create or replace function po_counts_by_created_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into po_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, count(*) from new_rows group by 1;
  elsif tg_op = 'DELETE' then
    insert into po_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, -count(*) from old_rows group by 1;
  else
    insert into po_counts_by_created_day (created_day, n)
    select created_day, sum(d) from (
      select (created_at at time zone 'Europe/Amsterdam')::date, 1 as d from new_rows
      union all
      select (created_at at time zone 'Europe/Amsterdam')::date, -1 as d from old_rows
    ) as moved (created_day, d)
    group by 1 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger po_counts_by_created_day_ins after insert on po_licenses referencing new table as new_rows for each statement execute function po_counts_by_created_day_delta()
--> statement-breakpoint
create or replace trigger po_counts_by_created_day_upd after update on po_licenses referencing old table as old_rows new table as new_rows for each statement execute function po_counts_by_created_day_delta()
--> statement-breakpoint
create or replace trigger po_counts_by_created_day_del after delete on po_licenses referencing old table as old_rows for each statement execute function po_counts_by_created_day_delta()
--> statement-breakpoint
create or replace function po_counts_by_created_day_truncate() returns trigger language plpgsql as $fn$ begin delete from po_counts_by_created_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger po_counts_by_created_day_trunc after truncate on po_licenses for each statement execute function po_counts_by_created_day_truncate()
--> statement-breakpoint
insert into po_counts_by_created_day (created_day, n) select (created_at at time zone 'Europe/Amsterdam')::date, count(*) from po_licenses group by 1
--> statement-breakpoint
-- A product's or a school's PO licences newest first: with (product_id) alone the planner walked
-- every licence in created order to find a product's 50 newest (13,700 rows read, 0.5 s).
create index if not exists po_licenses_product_created_idx on po_licenses (product_id, created_at)
--> statement-breakpoint
create index if not exists po_licenses_organisation_created_idx on po_licenses (organisation_id, created_at)

-- Decision 731: ECK licences counted by the publisher of their product, their state and Dutch day
-- of creation, PO licences by publisher and day: the total of a publisher-bound administrator's
-- list and of the ECK publisher and status filters, and where a deep page of them in created order
-- begins (decision 129's seek, as decision 722 for a publisher's TLinks). The licences carry no
-- publisher (TLinks do, decision 127): the triggers read it from the product, and a product moved
-- to another publisher moves its licences' counts. Delta rows from statement triggers, compacted
-- every minute, like migration 0010's counters. Idempotent: the counters are dropped and rebuilt.
lock table eck_licenses, po_licenses in share row exclusive mode
--> statement-breakpoint
drop table if exists eck_counts_by_publisher_state_day
--> statement-breakpoint
create table eck_counts_by_publisher_state_day (publisher_id integer not null, license_state text not null, created_day date not null, n bigint not null)
--> statement-breakpoint
create index eck_counts_by_publisher_state_day_keys_idx on eck_counts_by_publisher_state_day (publisher_id, license_state, created_day) include (n)
--> statement-breakpoint
-- The status filter without a publisher (the superuser's) sums a state's rows of every publisher:
-- 19,708 rows at scale 20 for two states, a sequential scan of all 69,574 without this index.
create index eck_counts_by_publisher_state_day_state_idx on eck_counts_by_publisher_state_day (license_state, created_day) include (n)
--> statement-breakpoint
create or replace function eck_counts_by_publisher_state_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into eck_counts_by_publisher_state_day (publisher_id, license_state, created_day, n)
    select p.organisation_id, l.license_state, (l.created_at at time zone 'Europe/Amsterdam')::date, count(*)
      from new_rows l join products p on p.id = l.product_id group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into eck_counts_by_publisher_state_day (publisher_id, license_state, created_day, n)
    select p.organisation_id, l.license_state, (l.created_at at time zone 'Europe/Amsterdam')::date, -count(*)
      from old_rows l join products p on p.id = l.product_id group by 1, 2, 3;
  else
    insert into eck_counts_by_publisher_state_day (publisher_id, license_state, created_day, n)
    select p.organisation_id, l.license_state, l.created_day, sum(l.d) from (
      select product_id, license_state, (created_at at time zone 'Europe/Amsterdam')::date, 1 as d from new_rows
      union all
      select product_id, license_state, (created_at at time zone 'Europe/Amsterdam')::date, -1 as d from old_rows
    ) as l (product_id, license_state, created_day, d)
    join products p on p.id = l.product_id
    group by 1, 2, 3 having sum(l.d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger eck_counts_by_publisher_state_day_ins after insert on eck_licenses referencing new table as new_rows for each statement execute function eck_counts_by_publisher_state_day_delta()
--> statement-breakpoint
create or replace trigger eck_counts_by_publisher_state_day_upd after update on eck_licenses referencing old table as old_rows new table as new_rows for each statement execute function eck_counts_by_publisher_state_day_delta()
--> statement-breakpoint
create or replace trigger eck_counts_by_publisher_state_day_del after delete on eck_licenses referencing old table as old_rows for each statement execute function eck_counts_by_publisher_state_day_delta()
--> statement-breakpoint
create or replace function eck_counts_by_publisher_state_day_truncate() returns trigger language plpgsql as $fn$ begin delete from eck_counts_by_publisher_state_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger eck_counts_by_publisher_state_day_trunc after truncate on eck_licenses for each statement execute function eck_counts_by_publisher_state_day_truncate()
--> statement-breakpoint
insert into eck_counts_by_publisher_state_day (publisher_id, license_state, created_day, n)
select p.organisation_id, l.license_state, (l.created_at at time zone 'Europe/Amsterdam')::date, count(*)
  from eck_licenses l join products p on p.id = l.product_id group by 1, 2, 3
--> statement-breakpoint
drop table if exists po_counts_by_publisher_day
--> statement-breakpoint
create table po_counts_by_publisher_day (publisher_id integer not null, created_day date not null, n bigint not null)
--> statement-breakpoint
create index po_counts_by_publisher_day_keys_idx on po_counts_by_publisher_day (publisher_id, created_day) include (n)
--> statement-breakpoint
create or replace function po_counts_by_publisher_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into po_counts_by_publisher_day (publisher_id, created_day, n)
    select p.organisation_id, (l.created_at at time zone 'Europe/Amsterdam')::date, count(*)
      from new_rows l join products p on p.id = l.product_id group by 1, 2;
  elsif tg_op = 'DELETE' then
    insert into po_counts_by_publisher_day (publisher_id, created_day, n)
    select p.organisation_id, (l.created_at at time zone 'Europe/Amsterdam')::date, -count(*)
      from old_rows l join products p on p.id = l.product_id group by 1, 2;
  else
    insert into po_counts_by_publisher_day (publisher_id, created_day, n)
    select p.organisation_id, l.created_day, sum(l.d) from (
      select product_id, (created_at at time zone 'Europe/Amsterdam')::date, 1 as d from new_rows
      union all
      select product_id, (created_at at time zone 'Europe/Amsterdam')::date, -1 as d from old_rows
    ) as l (product_id, created_day, d)
    join products p on p.id = l.product_id
    group by 1, 2 having sum(l.d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger po_counts_by_publisher_day_ins after insert on po_licenses referencing new table as new_rows for each statement execute function po_counts_by_publisher_day_delta()
--> statement-breakpoint
create or replace trigger po_counts_by_publisher_day_upd after update on po_licenses referencing old table as old_rows new table as new_rows for each statement execute function po_counts_by_publisher_day_delta()
--> statement-breakpoint
create or replace trigger po_counts_by_publisher_day_del after delete on po_licenses referencing old table as old_rows for each statement execute function po_counts_by_publisher_day_delta()
--> statement-breakpoint
create or replace function po_counts_by_publisher_day_truncate() returns trigger language plpgsql as $fn$ begin delete from po_counts_by_publisher_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger po_counts_by_publisher_day_trunc after truncate on po_licenses for each statement execute function po_counts_by_publisher_day_truncate()
--> statement-breakpoint
insert into po_counts_by_publisher_day (publisher_id, created_day, n)
select p.organisation_id, (l.created_at at time zone 'Europe/Amsterdam')::date, count(*)
  from po_licenses l join products p on p.id = l.product_id group by 1, 2
--> statement-breakpoint
-- A product moved to another publisher (a correction in the product form) moves its licences'
-- counts. The licences are locked against writers first (rare: only when a publisher changed), and
-- counted by statements that start after the lock, so a licence written at the same time is either
-- counted here, at the product's new publisher, or by its own trigger, which then reads the new one.
create or replace function eck_po_counts_product_publisher_moved() returns trigger language plpgsql as $fn$
begin
  if exists (select 1 from new_rows n join old_rows o on o.id = n.id where n.organisation_id is distinct from o.organisation_id) then
    lock table eck_licenses, po_licenses in share row exclusive mode;
    insert into eck_counts_by_publisher_state_day (publisher_id, license_state, created_day, n)
    select m.publisher_id, l.license_state, (l.created_at at time zone 'Europe/Amsterdam')::date, sum(m.d)
      from new_rows n join old_rows o on o.id = n.id
     cross join lateral (values (n.organisation_id, 1), (o.organisation_id, -1)) as m (publisher_id, d)
      join eck_licenses l on l.product_id = n.id
     where n.organisation_id is distinct from o.organisation_id
     group by 1, 2, 3 having sum(m.d) <> 0;
    insert into po_counts_by_publisher_day (publisher_id, created_day, n)
    select m.publisher_id, (l.created_at at time zone 'Europe/Amsterdam')::date, sum(m.d)
      from new_rows n join old_rows o on o.id = n.id
     cross join lateral (values (n.organisation_id, 1), (o.organisation_id, -1)) as m (publisher_id, d)
      join po_licenses l on l.product_id = n.id
     where n.organisation_id is distinct from o.organisation_id
     group by 1, 2 having sum(m.d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger eck_po_counts_product_publisher_moved after update on products referencing old table as old_rows new table as new_rows for each statement execute function eck_po_counts_product_publisher_moved()
--> statement-breakpoint
analyze eck_counts_by_publisher_state_day
--> statement-breakpoint
analyze po_counts_by_publisher_day

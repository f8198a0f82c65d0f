-- Decision 735: ECK licences counted by distributor, the publisher of their product and Dutch day
-- of creation: the total of the distributor filter (the superuser's, a publisher-bound
-- administrator's, with the `product.organisation` filter and the created-day filters), and where a
-- deep page of it in created order begins (decision 129's seek, as migration 0032's counters). Delta
-- rows from statement triggers, compacted every minute. Idempotent: the counter is dropped and rebuilt.
-- The distributor's index `(distributor_id, created_at)` becomes `(distributor_id, created_at, id)
-- include (product_id)`: its page in list order, and a publisher's through the product, index-only.
lock table eck_licenses in share row exclusive mode
--> statement-breakpoint
drop index if exists eck_licenses_distributor_idx
--> statement-breakpoint
create index if not exists eck_licenses_distributor_created_id_idx on eck_licenses using btree (distributor_id, created_at, id) include (product_id)
--> statement-breakpoint
drop table if exists eck_counts_by_distributor_publisher_day
--> statement-breakpoint
create table eck_counts_by_distributor_publisher_day (distributor_id integer, publisher_id integer not null, created_day date not null, n bigint not null)
--> statement-breakpoint
create index eck_counts_by_distributor_publisher_day_keys_idx on eck_counts_by_distributor_publisher_day (distributor_id, publisher_id, created_day) include (n)
--> statement-breakpoint
create or replace function eck_counts_by_distributor_publisher_day_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into eck_counts_by_distributor_publisher_day (distributor_id, publisher_id, created_day, n)
    select l.distributor_id, p.organisation_id, (l.created_at at time zone 'Europe/Amsterdam')::date, count(*)
      from new_rows l join products p on p.id = l.product_id group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into eck_counts_by_distributor_publisher_day (distributor_id, publisher_id, created_day, n)
    select l.distributor_id, p.organisation_id, (l.created_at at time zone 'Europe/Amsterdam')::date, -count(*)
      from old_rows l join products p on p.id = l.product_id group by 1, 2, 3;
  else
    insert into eck_counts_by_distributor_publisher_day (distributor_id, publisher_id, created_day, n)
    select l.distributor_id, p.organisation_id, l.created_day, sum(l.d) from (
      select product_id, distributor_id, (created_at at time zone 'Europe/Amsterdam')::date, 1 as d from new_rows
      union all
      select product_id, distributor_id, (created_at at time zone 'Europe/Amsterdam')::date, -1 as d from old_rows
    ) as l (product_id, distributor_id, created_day, d)
    join products p on p.id = l.product_id
    group by 1, 2, 3 having sum(l.d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger eck_counts_by_distributor_publisher_day_ins after insert on eck_licenses referencing new table as new_rows for each statement execute function eck_counts_by_distributor_publisher_day_delta()
--> statement-breakpoint
create or replace trigger eck_counts_by_distributor_publisher_day_upd after update on eck_licenses referencing old table as old_rows new table as new_rows for each statement execute function eck_counts_by_distributor_publisher_day_delta()
--> statement-breakpoint
create or replace trigger eck_counts_by_distributor_publisher_day_del after delete on eck_licenses referencing old table as old_rows for each statement execute function eck_counts_by_distributor_publisher_day_delta()
--> statement-breakpoint
create or replace function eck_counts_by_distributor_publisher_day_truncate() returns trigger language plpgsql as $fn$ begin delete from eck_counts_by_distributor_publisher_day; return null; end $fn$
--> statement-breakpoint
create or replace trigger eck_counts_by_distributor_publisher_day_trunc after truncate on eck_licenses for each statement execute function eck_counts_by_distributor_publisher_day_truncate()
--> statement-breakpoint
insert into eck_counts_by_distributor_publisher_day (distributor_id, publisher_id, created_day, n)
select l.distributor_id, p.organisation_id, (l.created_at at time zone 'Europe/Amsterdam')::date, count(*)
  from eck_licenses l join products p on p.id = l.product_id group by 1, 2, 3
--> statement-breakpoint
-- Migration 0032's function, with the distributor counter: a product moved to another publisher
-- moves its licences' counts, under the same lock, in the same statement trigger on `products`.
create or replace function eck_po_counts_product_publisher_moved() returns trigger language plpgsql as $fn$
begin
  if exists (select 1 from new_rows n join old_rows o on o.id = n.id where n.organisation_id is distinct from o.organisation_id) then
    lock table eck_licenses, po_licenses in share row exclusive mode;
    -- The moved ECK licences are read once for both ECK counters.
    with moved as (
      select l.distributor_id, m.publisher_id, l.license_state, (l.created_at at time zone 'Europe/Amsterdam')::date as created_day, m.d
        from new_rows n join old_rows o on o.id = n.id
       cross join lateral (values (n.organisation_id, 1), (o.organisation_id, -1)) as m (publisher_id, d)
        join eck_licenses l on l.product_id = n.id
       where n.organisation_id is distinct from o.organisation_id
    ), by_state as (
      insert into eck_counts_by_publisher_state_day (publisher_id, license_state, created_day, n)
      select publisher_id, license_state, created_day, sum(d) from moved group by 1, 2, 3 having sum(d) <> 0
    )
    insert into eck_counts_by_distributor_publisher_day (distributor_id, publisher_id, created_day, n)
    select distributor_id, publisher_id, created_day, sum(d) from moved group by 1, 2, 3 having sum(d) <> 0;
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
analyze eck_counts_by_distributor_publisher_day

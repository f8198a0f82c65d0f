-- Licenties per school in the orders other than school order (decision 411): counters of the kept
-- groups (tlink_counts_by_school_group, migration 0003) that say how many groups each bucket of an
-- order holds, so a page sums them in the page's order, finds its one or two buckets and reads
-- only their groups (decision 129's seek, on groups instead of licences):
--   by total:  per total and school (whole, and per publisher: a publisher-bound administrator);
--   by title:  per product (with its publisher); the page reads the groups of one title's products;
--   a distributor with a publisher (a publisher-bound administrator's distributor filter), in
--   school order: per distributor, publisher and school.
-- basispoort = false counts every group with licences at its total; basispoort = true counts the
-- groups with Basispoort-made licences at bp_total (alleen_basispoort_inzien, decision 320).
-- Statement-level triggers on the groups table append delta rows (decision 124: insert only, exact
-- in every snapshot), folded by the list counters' compaction. Idempotent: tables are rebuilt.
lock table tlink_licenses in share row exclusive mode
--> statement-breakpoint
lock table tlink_counts_by_school_group in share row exclusive mode
--> statement-breakpoint
drop table if exists tlink_group_counts_by_total_school
--> statement-breakpoint
drop table if exists tlink_group_counts_by_publisher_total_school
--> statement-breakpoint
drop table if exists tlink_group_counts_by_publisher_product
--> statement-breakpoint
drop table if exists tlink_group_counts_by_distributor_publisher_school
--> statement-breakpoint
create table tlink_group_counts_by_total_school (
  basispoort boolean not null, total integer not null, organisation_id integer not null, n bigint not null
)
--> statement-breakpoint
create index tlink_group_counts_by_total_school_keys_idx on tlink_group_counts_by_total_school (basispoort, total, organisation_id) include (n)
--> statement-breakpoint
create table tlink_group_counts_by_publisher_total_school (
  publisher_id integer, basispoort boolean not null, total integer not null, organisation_id integer not null, n bigint not null
)
--> statement-breakpoint
create index tlink_group_counts_by_publisher_total_school_keys_idx on tlink_group_counts_by_publisher_total_school (publisher_id, basispoort, total, organisation_id) include (n)
--> statement-breakpoint
create table tlink_group_counts_by_publisher_product (
  publisher_id integer, basispoort boolean not null, product_id integer not null, n bigint not null
)
--> statement-breakpoint
create index tlink_group_counts_by_publisher_product_keys_idx on tlink_group_counts_by_publisher_product (publisher_id, basispoort, product_id) include (n)
--> statement-breakpoint
create table tlink_group_counts_by_distributor_publisher_school (
  distributor_id integer, publisher_id integer, basispoort boolean not null, organisation_id integer not null, n bigint not null
)
--> statement-breakpoint
create index tlink_group_counts_by_distributor_publisher_school_keys_idx on tlink_group_counts_by_distributor_publisher_school (distributor_id, publisher_id, basispoort, organisation_id) include (n)
--> statement-breakpoint
-- A page reads its buckets' groups by index: a total at some schools, or a title's products per
-- school (index-only, the total and publisher carried). The covering product index replaces 0003's.
create index if not exists tlink_counts_by_school_group_school_total_idx on tlink_counts_by_school_group (organisation_id, total)
--> statement-breakpoint
create index if not exists tlink_counts_by_school_group_school_bp_total_idx on tlink_counts_by_school_group (organisation_id, bp_total) where bp_total > 0
--> statement-breakpoint
create index if not exists tlink_counts_by_school_group_product_cover_idx on tlink_counts_by_school_group (product_id, organisation_id) include (total, bp_total, publisher_id)
--> statement-breakpoint
drop index if exists tlink_counts_by_school_group_product_idx
--> statement-breakpoint
create or replace function tlink_group_buckets_delta() returns trigger language plpgsql as $fn$
declare
  -- A group counts at its total (basispoort = false) and, with Basispoort-made licences, at bp_total.
  rows_of text := 'select organisation_id, distributor_id, product_id, publisher_id, false as basispoort, total, %2$s as d from %1$s where total > 0
    union all select organisation_id, distributor_id, product_id, publisher_id, true, bp_total, %2$s from %1$s where bp_total > 0';
  moved text := case tg_op
    when 'INSERT' then format(rows_of, 'new_rows', 1)
    when 'DELETE' then format(rows_of, 'old_rows', -1)
    else format(rows_of, 'new_rows', 1) || ' union all ' || format(rows_of, 'old_rows', -1)
  end;
begin
  -- The transition tables are visible to a dynamic statement of this trigger function only.
  execute format($sql$
    with moved as (%s),
    by_total as (
      insert into tlink_group_counts_by_total_school (basispoort, total, organisation_id, n)
      select basispoort, total, organisation_id, sum(d) from moved group by 1, 2, 3 having sum(d) <> 0
    ),
    by_publisher_total as (
      insert into tlink_group_counts_by_publisher_total_school (publisher_id, basispoort, total, organisation_id, n)
      select publisher_id, basispoort, total, organisation_id, sum(d) from moved group by 1, 2, 3, 4 having sum(d) <> 0
    ),
    by_product as (
      insert into tlink_group_counts_by_publisher_product (publisher_id, basispoort, product_id, n)
      select publisher_id, basispoort, product_id, sum(d) from moved group by 1, 2, 3 having sum(d) <> 0
    )
    insert into tlink_group_counts_by_distributor_publisher_school (distributor_id, publisher_id, basispoort, organisation_id, n)
    select distributor_id, publisher_id, basispoort, organisation_id, sum(d) from moved group by 1, 2, 3, 4 having sum(d) <> 0
  $sql$, moved);
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_group_buckets_ins after insert on tlink_counts_by_school_group referencing new table as new_rows for each statement execute function tlink_group_buckets_delta()
--> statement-breakpoint
create or replace trigger tlink_group_buckets_upd after update on tlink_counts_by_school_group referencing old table as old_rows new table as new_rows for each statement execute function tlink_group_buckets_delta()
--> statement-breakpoint
create or replace trigger tlink_group_buckets_del after delete on tlink_counts_by_school_group referencing old table as old_rows for each statement execute function tlink_group_buckets_delta()
--> statement-breakpoint
create or replace function tlink_group_buckets_truncate() returns trigger language plpgsql as $fn$
begin
  delete from tlink_group_counts_by_total_school;
  delete from tlink_group_counts_by_publisher_total_school;
  delete from tlink_group_counts_by_publisher_product;
  delete from tlink_group_counts_by_distributor_publisher_school;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_group_buckets_trunc after truncate on tlink_counts_by_school_group for each statement execute function tlink_group_buckets_truncate()
--> statement-breakpoint
create temporary table tlink_group_buckets_fill as
select organisation_id, distributor_id, product_id, publisher_id, false as basispoort, total from tlink_counts_by_school_group where total > 0
union all
select organisation_id, distributor_id, product_id, publisher_id, true, bp_total from tlink_counts_by_school_group where bp_total > 0
--> statement-breakpoint
insert into tlink_group_counts_by_total_school select basispoort, total, organisation_id, count(*) from tlink_group_buckets_fill group by 1, 2, 3
--> statement-breakpoint
insert into tlink_group_counts_by_publisher_total_school select publisher_id, basispoort, total, organisation_id, count(*) from tlink_group_buckets_fill group by 1, 2, 3, 4
--> statement-breakpoint
insert into tlink_group_counts_by_publisher_product select publisher_id, basispoort, product_id, count(*) from tlink_group_buckets_fill group by 1, 2, 3
--> statement-breakpoint
insert into tlink_group_counts_by_distributor_publisher_school select distributor_id, publisher_id, basispoort, organisation_id, count(*) from tlink_group_buckets_fill group by 1, 2, 3, 4
--> statement-breakpoint
drop table tlink_group_buckets_fill
--> statement-breakpoint
analyze tlink_group_counts_by_total_school
--> statement-breakpoint
analyze tlink_group_counts_by_publisher_total_school
--> statement-breakpoint
analyze tlink_group_counts_by_publisher_product
--> statement-breakpoint
analyze tlink_group_counts_by_distributor_publisher_school

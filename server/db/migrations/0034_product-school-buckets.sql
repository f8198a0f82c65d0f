-- Licenties per school for one product, in school order (decision 733): the kept groups (migration
-- 0003) counted per product, publisher and school, at their total (basispoort = false) or Basispoort
-- total (true), like the counters of migration 0009. A page sums the product's school counts in name
-- order, finds its one or two schools and reads only their groups; the total is the product's sum.
-- Before, each call counted the product's ~5,000 groups from the covering product index (~25 index
-- pages at scale 20, read cold by the first call of a product). Delta rows from the groups' statement
-- trigger of migration 0009, which now feeds this counter too; folded by the list counters'
-- compaction. Idempotent: the table is rebuilt.
lock table tlink_counts_by_school_group in share row exclusive mode
--> statement-breakpoint
drop table if exists tlink_group_counts_by_product_school
--> statement-breakpoint
create table tlink_group_counts_by_product_school (
  product_id integer not null, publisher_id integer, basispoort boolean not null, organisation_id integer not null, n bigint not null
)
--> statement-breakpoint
create index tlink_group_counts_by_product_school_keys_idx on tlink_group_counts_by_product_school (product_id, basispoort, organisation_id, publisher_id) include (n)
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
    ),
    by_product_school as (
      insert into tlink_group_counts_by_product_school (product_id, publisher_id, basispoort, organisation_id, n)
      select product_id, publisher_id, basispoort, organisation_id, sum(d) from moved group by 1, 2, 3, 4 having sum(d) <> 0
    )
    insert into tlink_group_counts_by_distributor_publisher_school (distributor_id, publisher_id, basispoort, organisation_id, n)
    select distributor_id, publisher_id, basispoort, organisation_id, sum(d) from moved group by 1, 2, 3, 4 having sum(d) <> 0
  $sql$, moved);
  return null;
end
$fn$
--> statement-breakpoint
create or replace function tlink_group_buckets_truncate() returns trigger language plpgsql as $fn$
begin
  delete from tlink_group_counts_by_total_school;
  delete from tlink_group_counts_by_publisher_total_school;
  delete from tlink_group_counts_by_publisher_product;
  delete from tlink_group_counts_by_distributor_publisher_school;
  delete from tlink_group_counts_by_product_school;
  return null;
end
$fn$
--> statement-breakpoint
insert into tlink_group_counts_by_product_school (product_id, publisher_id, basispoort, organisation_id, n)
select g.product_id, g.publisher_id, b.basispoort, g.organisation_id, count(*)
from tlink_counts_by_school_group g
cross join (values (false), (true)) as b (basispoort)
where case when b.basispoort then g.bp_total > 0 else g.total > 0 end
group by 1, 2, 3, 4
--> statement-breakpoint
analyze tlink_group_counts_by_product_school

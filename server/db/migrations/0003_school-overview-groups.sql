-- Licenties per school (GET /api/tlinklicenseschooloverviews, decision 320): one row per school,
-- distributor and product (with the product's publisher, tlink_licenses.publisher_id of decision
-- 127) with its counts, and the number of such groups per school and distributor and per school
-- and publisher, kept by statement-level triggers on tlink_licenses. The overview reads a page of groups and its exact
-- total from these instead of grouping millions of licences per call. bp_* count only the
-- licences created through Basispoort (an administrator with alleen_basispoort_inzien).
-- Unlike the list counters (decision 124) a group is one row updated in place: its count of
-- groups per school changes when a group's total passes zero, which needs the group's current
-- total, so writers to the same group wait for each other (rows are taken in key order: no
-- deadlock between two statements).
lock table tlink_licenses in share row exclusive mode
--> statement-breakpoint
drop table if exists tlink_counts_by_school_group
--> statement-breakpoint
drop table if exists tlink_group_counts_by_school_distributor
--> statement-breakpoint
drop table if exists tlink_group_counts_by_school_publisher
--> statement-breakpoint
create table tlink_counts_by_school_group (
  organisation_id integer not null,
  distributor_id integer,
  product_id integer not null,
  publisher_id integer,
  available integer not null,
  active integer not null,
  service integer not null,
  total integer not null,
  bp_available integer not null,
  bp_active integer not null,
  bp_total integer not null,
  constraint tlink_counts_by_school_group_key unique nulls not distinct (organisation_id, distributor_id, product_id, publisher_id)
)
--> statement-breakpoint
create index tlink_counts_by_school_group_distributor_idx on tlink_counts_by_school_group (distributor_id, organisation_id)
--> statement-breakpoint
create index tlink_counts_by_school_group_product_idx on tlink_counts_by_school_group (product_id, organisation_id)
--> statement-breakpoint
create index tlink_counts_by_school_group_publisher_idx on tlink_counts_by_school_group (publisher_id, organisation_id)
--> statement-breakpoint
create table tlink_group_counts_by_school_distributor (
  organisation_id integer not null,
  distributor_id integer,
  groups integer not null,
  bp_groups integer not null,
  constraint tlink_group_counts_by_school_distributor_key unique nulls not distinct (organisation_id, distributor_id)
)
--> statement-breakpoint
create table tlink_group_counts_by_school_publisher (
  organisation_id integer not null,
  publisher_id integer,
  groups integer not null,
  bp_groups integer not null,
  constraint tlink_group_counts_by_school_publisher_key unique nulls not distinct (organisation_id, publisher_id)
)
--> statement-breakpoint
create or replace function tlink_counts_by_school_group_delta() returns trigger language plpgsql as $fn$
declare
  moved text := case tg_op
    when 'INSERT' then 'select *, 1 as d from new_rows'
    when 'DELETE' then 'select *, -1 as d from old_rows'
    else 'select *, 1 as d from new_rows union all select *, -1 as d from old_rows'
  end;
begin
  -- The transition tables are visible to a dynamic statement of this trigger function only.
  execute format($sql$
    with moved as (%s),
    delta as (
      select organisation_id, distributor_id, product_id, publisher_id,
        coalesce(sum(d) filter (where license_state = 'AVAILABLE'), 0)::int as available,
        coalesce(sum(d) filter (where license_state = 'ACTIVE'), 0)::int as active,
        coalesce(sum(d) filter (where creation_method = 'SERVICE'), 0)::int as service,
        sum(d)::int as total,
        coalesce(sum(d) filter (where creation_method = 'BASISPOORT' and license_state = 'AVAILABLE'), 0)::int as bp_available,
        coalesce(sum(d) filter (where creation_method = 'BASISPOORT' and license_state = 'ACTIVE'), 0)::int as bp_active,
        coalesce(sum(d) filter (where creation_method = 'BASISPOORT'), 0)::int as bp_total
      from moved where organisation_id is not null
      group by organisation_id, distributor_id, product_id, publisher_id
    ),
    applied as (
      insert into tlink_counts_by_school_group as g
      select * from delta
      where (available, active, service, total, bp_available, bp_active, bp_total) <> (0, 0, 0, 0, 0, 0, 0)
      order by organisation_id, distributor_id, product_id, publisher_id
      on conflict on constraint tlink_counts_by_school_group_key do update set
        available = g.available + excluded.available, active = g.active + excluded.active,
        service = g.service + excluded.service, total = g.total + excluded.total,
        bp_available = g.bp_available + excluded.bp_available, bp_active = g.bp_active + excluded.bp_active,
        bp_total = g.bp_total + excluded.bp_total
      returning g.organisation_id, g.distributor_id, g.product_id, g.publisher_id, g.total, g.bp_total
    ),
    passed as (
      select a.organisation_id, a.distributor_id, a.publisher_id,
        (a.total > 0)::int - (a.total - d.total > 0)::int as groups,
        (a.bp_total > 0)::int - (a.bp_total - d.bp_total > 0)::int as bp_groups
      from applied a join delta d on d.organisation_id = a.organisation_id
        and d.distributor_id is not distinct from a.distributor_id and d.product_id = a.product_id
        and d.publisher_id is not distinct from a.publisher_id
    ),
    by_distributor as (
      insert into tlink_group_counts_by_school_distributor as t
      select organisation_id, distributor_id, sum(groups), sum(bp_groups) from passed
      group by organisation_id, distributor_id having sum(groups) <> 0 or sum(bp_groups) <> 0
      order by organisation_id, distributor_id
      on conflict on constraint tlink_group_counts_by_school_distributor_key do update set
        groups = t.groups + excluded.groups, bp_groups = t.bp_groups + excluded.bp_groups
    )
    insert into tlink_group_counts_by_school_publisher as t
    select organisation_id, publisher_id, sum(groups), sum(bp_groups) from passed
    group by organisation_id, publisher_id having sum(groups) <> 0 or sum(bp_groups) <> 0
    order by organisation_id, publisher_id
    on conflict on constraint tlink_group_counts_by_school_publisher_key do update set
      groups = t.groups + excluded.groups, bp_groups = t.bp_groups + excluded.bp_groups
  $sql$, moved);
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_school_group_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_school_group_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_school_group_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_school_group_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_school_group_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_school_group_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_school_group_truncate() returns trigger language plpgsql as $fn$
begin
  delete from tlink_counts_by_school_group;
  delete from tlink_group_counts_by_school_distributor;
  delete from tlink_group_counts_by_school_publisher;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_school_group_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_school_group_truncate()
--> statement-breakpoint
insert into tlink_counts_by_school_group
select organisation_id, distributor_id, product_id, publisher_id,
  (count(*) filter (where license_state = 'AVAILABLE'))::int,
  (count(*) filter (where license_state = 'ACTIVE'))::int,
  (count(*) filter (where creation_method = 'SERVICE'))::int,
  count(*)::int,
  (count(*) filter (where creation_method = 'BASISPOORT' and license_state = 'AVAILABLE'))::int,
  (count(*) filter (where creation_method = 'BASISPOORT' and license_state = 'ACTIVE'))::int,
  (count(*) filter (where creation_method = 'BASISPOORT'))::int
from tlink_licenses where organisation_id is not null
group by organisation_id, distributor_id, product_id, publisher_id
--> statement-breakpoint
insert into tlink_group_counts_by_school_distributor
select organisation_id, distributor_id, (count(*) filter (where total > 0))::int, (count(*) filter (where bp_total > 0))::int
from tlink_counts_by_school_group group by organisation_id, distributor_id
--> statement-breakpoint
insert into tlink_group_counts_by_school_publisher
select organisation_id, publisher_id, (count(*) filter (where total > 0))::int, (count(*) filter (where bp_total > 0))::int
from tlink_counts_by_school_group group by organisation_id, publisher_id
--> statement-breakpoint
analyze tlink_counts_by_school_group
--> statement-breakpoint
analyze tlink_group_counts_by_school_distributor
--> statement-breakpoint
analyze tlink_group_counts_by_school_publisher

-- Licenties per school over a creation-day range (decision 550). A range's groups per school are its
-- licences per school less its repeats: the licences in the range whose previous licence of the same
-- group (school, distributor, product, publisher; by creation, then id) is in the range too. A group
-- with k licences in the range has k - 1 of them, so the difference counts every group once.
--   tlink_school_group_repeats: every licence with a previous one in its group (its own and its
--     predecessor's creation moment), once over all licences and once over the Basispoort-made only;
--     a statement's touched (school, product) pairs are recomputed from the licences by trigger;
--   tlink_counts_by_school_month and tlink_counts_by_publisher_school_month: licences with a school
--     per Dutch creation month (n; bp: Basispoort-made), delta rows like the other list counters
--     (decision 124), folded by their compaction;
--   tlink_licenses (organisation_id, product_id, created_at): a touched group's licences, and a
--     page's schools' licences of the range.
-- Idempotent: tables are rebuilt under lock, the index is made if missing, so applying this by hand
-- first and then by the migrator is harmless.
create index if not exists tlink_licenses_school_product_created_idx on tlink_licenses (organisation_id, product_id, created_at) where organisation_id is not null
--> statement-breakpoint
lock table tlink_licenses in share row exclusive mode
--> statement-breakpoint
drop table if exists tlink_school_group_repeats
--> statement-breakpoint
create table tlink_school_group_repeats (
  organisation_id integer not null,
  distributor_id integer,
  product_id integer not null,
  publisher_id integer,
  basispoort boolean not null,
  created_at timestamp with time zone not null,
  prev_created_at timestamp with time zone not null
)
--> statement-breakpoint
create or replace function tlink_school_group_repeats_of(licences text) returns text language sql immutable as $fn$
  -- The repeats of the groups of the licences `t` that the condition `licences` picks, counted from
  -- the licences now: once over every licence, once over the Basispoort-made ones.
  select format($sql$
    select organisation_id, distributor_id, product_id, publisher_id, basispoort, created_at, prev_created_at
    from (
      select t.organisation_id, t.distributor_id, t.product_id, t.publisher_id, b.basispoort, t.created_at,
        lag(t.created_at) over (partition by b.basispoort, t.organisation_id, t.distributor_id, t.product_id, t.publisher_id
          order by t.created_at, t.id) as prev_created_at
      from tlink_licenses t
      cross join (values (false), (true)) as b (basispoort)
      where t.organisation_id is not null and (not b.basispoort or t.creation_method = 'BASISPOORT')
        and %s
    ) as chained
    where prev_created_at is not null
  $sql$, licences)
$fn$
--> statement-breakpoint
create or replace function tlink_school_group_repeats_sync() returns trigger language plpgsql as $fn$
declare
  -- An update touches a group only when it changes what places a licence in a group or a chain.
  changed text := '(n.organisation_id, n.distributor_id, n.product_id, n.publisher_id, n.created_at, n.creation_method)
    is distinct from (o.organisation_id, o.distributor_id, o.product_id, o.publisher_id, o.created_at, o.creation_method)';
  touched text := case tg_op
    when 'INSERT' then 'select organisation_id, product_id from new_rows where organisation_id is not null'
    when 'DELETE' then 'select organisation_id, product_id from old_rows where organisation_id is not null'
    else format('select x.organisation_id, x.product_id from new_rows n join old_rows o on o.id = n.id
        cross join lateral (values (n.organisation_id, n.product_id), (o.organisation_id, o.product_id)) as x (organisation_id, product_id)
        where x.organisation_id is not null and %s', changed)
  end;
begin
  -- Writers of the same school and product take turns, so each recomputes from the licences the
  -- other committed (the next statement's snapshot, in read committed).
  execute format('select count(pg_advisory_xact_lock(hashtext(''tlink_school_group''), hashtext(organisation_id || '':'' || product_id)))
    from (select distinct organisation_id, product_id from (%s) as x order by 1, 2) as pairs', touched);
  -- The transition tables are visible to a dynamic statement of this trigger function only.
  execute format($sql$
    with touched as (select distinct organisation_id, product_id from (%1$s) as x),
    gone as (
      delete from tlink_school_group_repeats r using touched
      where r.organisation_id = touched.organisation_id and r.product_id = touched.product_id
    )
    insert into tlink_school_group_repeats %2$s
  $sql$, touched, tlink_school_group_repeats_of('(t.organisation_id, t.product_id) in (select organisation_id, product_id from touched)'));
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_school_group_repeats_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_school_group_repeats_sync()
--> statement-breakpoint
create or replace trigger tlink_school_group_repeats_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_school_group_repeats_sync()
--> statement-breakpoint
create or replace trigger tlink_school_group_repeats_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_school_group_repeats_sync()
--> statement-breakpoint
create or replace function tlink_school_group_repeats_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_school_group_repeats; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_school_group_repeats_trunc after truncate on tlink_licenses for each statement execute function tlink_school_group_repeats_truncate()
--> statement-breakpoint
do $do$ begin execute 'insert into tlink_school_group_repeats ' || tlink_school_group_repeats_of('true'); end $do$
--> statement-breakpoint
create index tlink_school_group_repeats_group_idx on tlink_school_group_repeats (organisation_id, product_id)
--> statement-breakpoint
create index tlink_school_group_repeats_range_idx on tlink_school_group_repeats (basispoort, prev_created_at) include (created_at, organisation_id, publisher_id)
--> statement-breakpoint
analyze tlink_school_group_repeats
--> statement-breakpoint
drop table if exists tlink_counts_by_school_month
--> statement-breakpoint
create table tlink_counts_by_school_month (month date not null, organisation_id integer not null, n bigint not null, bp bigint not null)
--> statement-breakpoint
drop table if exists tlink_counts_by_publisher_school_month
--> statement-breakpoint
create table tlink_counts_by_publisher_school_month (
  month date not null,
  publisher_id integer,
  organisation_id integer not null,
  n bigint not null,
  bp bigint not null
)
--> statement-breakpoint
create or replace function tlink_counts_by_school_month_delta() returns trigger language plpgsql as $fn$
declare
  rows_of text := 'select date_trunc(''month'', created_at at time zone ''Europe/Amsterdam'')::date as month,
      publisher_id, organisation_id, %2$s as d, case when creation_method = ''BASISPOORT'' then %2$s else 0 end as bp
    from %1$s where organisation_id is not null';
  moved text := case tg_op
    when 'INSERT' then format(rows_of, 'new_rows', 1)
    when 'DELETE' then format(rows_of, 'old_rows', -1)
    else format(rows_of, 'new_rows', 1) || ' union all ' || format(rows_of, 'old_rows', -1)
  end;
begin
  execute format($sql$
    with moved as (%s),
    by_school as (
      insert into tlink_counts_by_school_month (month, organisation_id, n, bp)
      select month, organisation_id, sum(d), sum(bp) from moved
      group by 1, 2 having sum(d) <> 0 or sum(bp) <> 0
    )
    insert into tlink_counts_by_publisher_school_month (month, publisher_id, organisation_id, n, bp)
    select month, publisher_id, organisation_id, sum(d), sum(bp) from moved
    group by 1, 2, 3 having sum(d) <> 0 or sum(bp) <> 0
  $sql$, moved);
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_school_month_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_counts_by_school_month_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_school_month_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_counts_by_school_month_delta()
--> statement-breakpoint
create or replace trigger tlink_counts_by_school_month_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_counts_by_school_month_delta()
--> statement-breakpoint
create or replace function tlink_counts_by_school_month_truncate() returns trigger language plpgsql as $fn$
begin
  delete from tlink_counts_by_school_month;
  delete from tlink_counts_by_publisher_school_month;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_counts_by_school_month_trunc after truncate on tlink_licenses for each statement execute function tlink_counts_by_school_month_truncate()
--> statement-breakpoint
insert into tlink_counts_by_publisher_school_month (month, publisher_id, organisation_id, n, bp)
select date_trunc('month', created_at at time zone 'Europe/Amsterdam')::date, publisher_id, organisation_id,
  count(*), count(*) filter (where creation_method = 'BASISPOORT')
from tlink_licenses where organisation_id is not null group by 1, 2, 3
--> statement-breakpoint
insert into tlink_counts_by_school_month (month, organisation_id, n, bp)
select month, organisation_id, sum(n), sum(bp) from tlink_counts_by_publisher_school_month group by 1, 2
--> statement-breakpoint
create index tlink_counts_by_school_month_keys_idx on tlink_counts_by_school_month (month, organisation_id) include (n, bp)
--> statement-breakpoint
create index tlink_counts_by_publisher_school_month_keys_idx on tlink_counts_by_publisher_school_month (month, publisher_id, organisation_id) include (n, bp)
--> statement-breakpoint
analyze tlink_counts_by_school_month
--> statement-breakpoint
analyze tlink_counts_by_publisher_school_month

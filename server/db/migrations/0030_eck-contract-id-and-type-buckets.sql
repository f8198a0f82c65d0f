-- Decision 726: the ECK list's search q matches the reference id (contains, trigram index), the
-- user id, the ECK id and the contract id (equal). The contract id alone had no index, so the OR
-- could not be a bitmap OR of four index scans and read every licence (600,000 at scale 20).
-- Idempotent.
create index if not exists "eck_licenses_contract_id_idx" on "eck_licenses" using btree ("contract_id");
--> statement-breakpoint
-- Licenties per school filtered by licence type, in school order (decision 726): the kept groups
-- (migration 0003) counted per licence type of their product (its licence model) and school, at
-- their total (basispoort = false) or Basispoort total (true), like the counters of migration 0009:
-- a page sums a type's schools in name order, finds its one or two schools and reads their groups;
-- the total is the type's sum. Delta rows from statement triggers on the groups and on the licence
-- models (a product whose type changes moves its groups' counts), folded by the list counters'
-- compaction. Idempotent: the table is rebuilt.
lock table tlink_counts_by_school_group in share row exclusive mode
--> statement-breakpoint
lock table license_models in share row exclusive mode
--> statement-breakpoint
drop table if exists tlink_group_counts_by_type_school
--> statement-breakpoint
create table tlink_group_counts_by_type_school (
  license_type text not null, basispoort boolean not null, organisation_id integer not null, n bigint not null
)
--> statement-breakpoint
create index tlink_group_counts_by_type_school_keys_idx on tlink_group_counts_by_type_school (license_type, basispoort, organisation_id) include (n)
--> statement-breakpoint
create or replace function tlink_group_type_buckets_delta() returns trigger language plpgsql as $fn$
declare
  rows_of text := 'select g.organisation_id, lm.license_type, false as basispoort, %2$s as d
      from %1$s g join license_models lm on lm.product_id = g.product_id where g.total > 0
    union all select g.organisation_id, lm.license_type, true, %2$s
      from %1$s g join license_models lm on lm.product_id = g.product_id where g.bp_total > 0';
  moved text := case tg_op
    when 'INSERT' then format(rows_of, 'new_rows', 1)
    when 'DELETE' then format(rows_of, 'old_rows', -1)
    else format(rows_of, 'new_rows', 1) || ' union all ' || format(rows_of, 'old_rows', -1)
  end;
begin
  execute format($sql$
    insert into tlink_group_counts_by_type_school (license_type, basispoort, organisation_id, n)
    select license_type, basispoort, organisation_id, sum(d) from (%s) as moved group by 1, 2, 3 having sum(d) <> 0
  $sql$, moved);
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_group_type_buckets_ins after insert on tlink_counts_by_school_group referencing new table as new_rows for each statement execute function tlink_group_type_buckets_delta()
--> statement-breakpoint
create or replace trigger tlink_group_type_buckets_upd after update on tlink_counts_by_school_group referencing old table as old_rows new table as new_rows for each statement execute function tlink_group_type_buckets_delta()
--> statement-breakpoint
create or replace trigger tlink_group_type_buckets_del after delete on tlink_counts_by_school_group referencing old table as old_rows for each statement execute function tlink_group_type_buckets_delta()
--> statement-breakpoint
-- A licence model made, removed or given another type or product moves the counts of its product's
-- groups. The groups are locked against writers first, and counted by a statement that starts after
-- the lock: a group written at the same time is counted either here or by its own trigger, at the
-- type it then reads.
create or replace function tlink_group_type_models_delta() returns trigger language plpgsql as $fn$
declare
  models text := case tg_op
    when 'INSERT' then 'select product_id, license_type, 1 as d from new_rows'
    when 'DELETE' then 'select product_id, license_type, -1 as d from old_rows'
    else 'select product_id, license_type, 1 as d from new_rows union all select product_id, license_type, -1 from old_rows'
  end;
  -- The products whose type changed: a model's other columns move nothing.
  moved text := format('select product_id, license_type, sum(d) as d from (%s) as m group by 1, 2 having sum(d) <> 0', models);
  changed boolean;
begin
  execute format('select exists (%s)', moved) into changed;
  if changed then
    lock table tlink_counts_by_school_group in share row exclusive mode;
    execute format($sql$
      insert into tlink_group_counts_by_type_school (license_type, basispoort, organisation_id, n)
      select m.license_type, b.basispoort, g.organisation_id, sum(m.d)
      from (%s) as m
      join tlink_counts_by_school_group g on g.product_id = m.product_id
      cross join (values (false), (true)) as b (basispoort)
      where case when b.basispoort then g.bp_total > 0 else g.total > 0 end
      group by 1, 2, 3 having sum(m.d) <> 0
    $sql$, moved);
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_group_type_models_ins after insert on license_models referencing new table as new_rows for each statement execute function tlink_group_type_models_delta()
--> statement-breakpoint
create or replace trigger tlink_group_type_models_upd after update on license_models referencing old table as old_rows new table as new_rows for each statement execute function tlink_group_type_models_delta()
--> statement-breakpoint
create or replace trigger tlink_group_type_models_del after delete on license_models referencing old table as old_rows for each statement execute function tlink_group_type_models_delta()
--> statement-breakpoint
create or replace function tlink_group_type_buckets_truncate() returns trigger language plpgsql as $fn$
begin
  delete from tlink_group_counts_by_type_school;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_group_type_buckets_trunc after truncate on tlink_counts_by_school_group for each statement execute function tlink_group_type_buckets_truncate()
--> statement-breakpoint
create or replace trigger tlink_group_type_models_trunc after truncate on license_models for each statement execute function tlink_group_type_buckets_truncate()
--> statement-breakpoint
insert into tlink_group_counts_by_type_school (license_type, basispoort, organisation_id, n)
select lm.license_type, b.basispoort, g.organisation_id, count(*)
from tlink_counts_by_school_group g
join license_models lm on lm.product_id = g.product_id
cross join (values (false), (true)) as b (basispoort)
where case when b.basispoort then g.bp_total > 0 else g.total > 0 end
group by 1, 2, 3
--> statement-breakpoint
analyze tlink_group_counts_by_type_school

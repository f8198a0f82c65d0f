-- Decision 595: the school overview's kept groups (decision 320, migration 0003) and repeats
-- (decision 550, migrations 0019 and 0020) are settled once per transaction, at its commit, instead
-- of in every statement. Both held what a statement took to the transaction's end (a group's row,
-- updated in place; a school bucket's advisory lock), so two transactions writing licences of two
-- schools in opposite order (a reservation's lines, an import's batches) deadlocked. Now a statement
-- only notes its groups' count deltas and the (school, product) pairs it touched, from which creation
-- moment on; at commit a deferred constraint trigger applies the transaction's deltas in one statement
-- in key order, then takes all its buckets in one statement in order (no cycle can form), and
-- recomputes each pair's repeats from that moment on: for an insert its earliest new licence (the
-- new rows alone when they are their group's newest, the normal case), for an update or delete the
-- whole pair as before. The noted rows never outlive their transaction (unlogged tables).
-- Idempotent (if not exists, create or replace, a dropped and made trigger), so applying this by
-- hand first and then by the migrator is harmless.
create unlogged table if not exists tlink_school_group_deltas (
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
  bp_total integer not null
)
--> statement-breakpoint
create unlogged table if not exists tlink_school_groups_touched (
  organisation_id integer not null,
  product_id integer not null,
  from_created_at timestamp with time zone not null
)
--> statement-breakpoint
-- One row per transaction with touched pairs (its top-level id): the deferred trigger's event.
create unlogged table if not exists tlink_school_groups_to_settle (txid bigint primary key)
--> statement-breakpoint
create index if not exists tlink_school_group_repeats_pair_created_idx on tlink_school_group_repeats (organisation_id, product_id, created_at)
--> statement-breakpoint
drop index if exists tlink_school_group_repeats_group_idx
--> statement-breakpoint
-- Queues the transaction's settle once, when a statement noted anything.
create or replace function tlink_school_groups_queue_settle(noted bigint) returns void language sql as $fn$
  insert into tlink_school_groups_to_settle (txid) select txid_current() where noted > 0 on conflict do nothing
$fn$
--> statement-breakpoint
create or replace function tlink_school_group_repeats_sync() returns trigger language plpgsql as $fn$
declare
  -- An update touches a group only when it changes what places a licence in a group or a chain.
  changed text := '(n.organisation_id, n.distributor_id, n.product_id, n.publisher_id, n.created_at, n.creation_method)
    is distinct from (o.organisation_id, o.distributor_id, o.product_id, o.publisher_id, o.created_at, o.creation_method)';
  -- An insert changes nothing before its earliest new licence; an update or delete recomputes the pair.
  touched text := case tg_op
    when 'INSERT' then 'select organisation_id, product_id, created_at as from_created_at from new_rows where organisation_id is not null'
    when 'DELETE' then 'select organisation_id, product_id, ''-infinity''::timestamptz from old_rows where organisation_id is not null'
    else format('select x.organisation_id, x.product_id, ''-infinity''::timestamptz from new_rows n join old_rows o on o.id = n.id
        cross join lateral (values (n.organisation_id, n.product_id), (o.organisation_id, o.product_id)) as x (organisation_id, product_id)
        where x.organisation_id is not null and %s', changed)
  end;
  noted integer;
begin
  -- The transition tables are visible to a dynamic statement of this trigger function only.
  execute format('insert into tlink_school_groups_touched (organisation_id, product_id, from_created_at)
    select organisation_id, product_id, min(from_created_at) from (%s) as x (organisation_id, product_id, from_created_at)
    group by 1, 2', touched);
  get diagnostics noted = row_count;
  perform tlink_school_groups_queue_settle(noted);
  return null;
end
$fn$
--> statement-breakpoint
create or replace function tlink_counts_by_school_group_delta() returns trigger language plpgsql as $fn$
declare
  moved text := case tg_op
    when 'INSERT' then 'select *, 1 as d from new_rows'
    when 'DELETE' then 'select *, -1 as d from old_rows'
    else 'select *, 1 as d from new_rows union all select *, -1 as d from old_rows'
  end;
  noted integer;
begin
  -- The transition tables are visible to a dynamic statement of this trigger function only.
  execute format($sql$
    insert into tlink_school_group_deltas
    select * from (
      select organisation_id, distributor_id, product_id, publisher_id,
        coalesce(sum(d) filter (where license_state = 'AVAILABLE'), 0)::int as available,
        coalesce(sum(d) filter (where license_state = 'ACTIVE'), 0)::int as active,
        coalesce(sum(d) filter (where creation_method = 'SERVICE'), 0)::int as service,
        sum(d)::int as total,
        coalesce(sum(d) filter (where creation_method = 'BASISPOORT' and license_state = 'AVAILABLE'), 0)::int as bp_available,
        coalesce(sum(d) filter (where creation_method = 'BASISPOORT' and license_state = 'ACTIVE'), 0)::int as bp_active,
        coalesce(sum(d) filter (where creation_method = 'BASISPOORT'), 0)::int as bp_total
      from (%s) as moved where organisation_id is not null
      group by organisation_id, distributor_id, product_id, publisher_id
    ) as delta
    where (available, active, service, total, bp_available, bp_active, bp_total) <> (0, 0, 0, 0, 0, 0, 0)
  $sql$, moved);
  get diagnostics noted = row_count;
  perform tlink_school_groups_queue_settle(noted);
  return null;
end
$fn$
--> statement-breakpoint
create or replace function tlink_counts_by_school_group_truncate() returns trigger language plpgsql as $fn$
begin
  delete from tlink_counts_by_school_group;
  delete from tlink_group_counts_by_school_distributor;
  delete from tlink_group_counts_by_school_publisher;
  -- This transaction's earlier writes are gone with the licences.
  delete from tlink_school_group_deltas;
  return null;
end
$fn$
--> statement-breakpoint
create or replace function tlink_school_groups_settle() returns trigger language plpgsql as $fn$
begin
  -- A later statement of this transaction notes a new event (SET CONSTRAINTS ... IMMEDIATE fires this early).
  delete from tlink_school_groups_to_settle where txid = new.txid;
  -- The groups' counts: the transaction's deltas summed, their rows taken in key order in this one
  -- statement (migration 0003's arithmetic: a school's groups change when a group's total passes 0).
  with noted as (
    delete from tlink_school_group_deltas returning *
  ),
  delta as (
    select organisation_id, distributor_id, product_id, publisher_id,
      sum(available)::int as available, sum(active)::int as active, sum(service)::int as service,
      sum(total)::int as total, sum(bp_available)::int as bp_available, sum(bp_active)::int as bp_active,
      sum(bp_total)::int as bp_total
    from noted group by organisation_id, distributor_id, product_id, publisher_id
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
    groups = t.groups + excluded.groups, bp_groups = t.bp_groups + excluded.bp_groups;
  -- Writers of the same school take turns: every bucket this transaction needs, in one statement, in
  -- order, only now at its commit. The next statement's snapshot then sees what the other committed
  -- (read committed). The touched rows are this transaction's own: no other commits any.
  perform count(pg_advisory_xact_lock(hashtext('tlink_school_group'), bucket))
    from (select distinct organisation_id % 128 as bucket from tlink_school_groups_touched order by 1) as buckets;
  -- From each pair's moment on, its licences' repeats again: the first licence of a chain there
  -- follows the chain's latest licence before that moment.
  with touched as (
    delete from tlink_school_groups_touched returning organisation_id, product_id, from_created_at
  ),
  pairs as (
    select organisation_id, product_id, min(from_created_at) as from_created_at from touched group by 1, 2
  ),
  gone as (
    delete from tlink_school_group_repeats r using pairs
    where r.organisation_id = pairs.organisation_id and r.product_id = pairs.product_id
      and r.created_at >= pairs.from_created_at
  )
  insert into tlink_school_group_repeats (organisation_id, distributor_id, product_id, publisher_id, basispoort, created_at, prev_created_at)
  select organisation_id, distributor_id, product_id, publisher_id, basispoort, created_at, prev_created_at
  from (
    select t.organisation_id, t.distributor_id, t.product_id, t.publisher_id, b.basispoort, t.created_at,
      coalesce(
        lag(t.created_at) over (partition by b.basispoort, t.organisation_id, t.distributor_id, t.product_id, t.publisher_id
          order by t.created_at, t.id),
        (select max(before.created_at) from tlink_licenses before
          where before.organisation_id = t.organisation_id and before.product_id = t.product_id
            and before.created_at < pairs.from_created_at
            and before.distributor_id is not distinct from t.distributor_id
            and before.publisher_id is not distinct from t.publisher_id
            and (not b.basispoort or before.creation_method = 'BASISPOORT'))
      ) as prev_created_at
    from pairs
    join tlink_licenses t on t.organisation_id = pairs.organisation_id and t.product_id = pairs.product_id
      and t.created_at >= pairs.from_created_at
    cross join (values (false), (true)) as b (basispoort)
    where not b.basispoort or t.creation_method = 'BASISPOORT'
  ) as chained
  where prev_created_at is not null;
  return null;
end
$fn$
--> statement-breakpoint
drop trigger if exists tlink_school_groups_settle_at_commit on tlink_school_groups_to_settle
--> statement-breakpoint
create constraint trigger tlink_school_groups_settle_at_commit after insert on tlink_school_groups_to_settle
  deferrable initially deferred for each row execute function tlink_school_groups_settle()

-- Decision 650: many small licence-writing transactions on PGlite. The school overview's settle at
-- commit (migration 0022, decision 595) paired each applied group with its delta by a join on
-- "is not distinct from", which has only a nested loop: quadratic in a commit's groups (2,478
-- groups: 6.1 million comparisons, most of a commit's settle). Restated here with one grouping.
-- The school groups now settle through 0023's shared queue (settle_at_commit, decision 635), and
-- that queue runs a transaction's settles in one order (by name) whatever order its statements
-- queued them in, so two transactions writing licences and order lines in opposite order take the
-- kept rows of both in the same order at commit. 0022's queue table and trigger stay, unused.
-- Idempotent (create or replace), so applying this by hand first and then by the migrator is harmless.
create or replace function tlink_school_groups_settle_noted() returns void language plpgsql as $fn$
begin
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
  -- Each applied group beside its delta, by one grouping (nulls group together) and not by a join:
  -- a join on "is not distinct from" has only a nested loop, planned once per session when the
  -- noted rows looked few, and a large commit then compared every group with every delta.
  paired as (
    select organisation_id, distributor_id, product_id, publisher_id,
      sum(total) filter (where kept) as total, sum(total) filter (where not kept) as added,
      sum(bp_total) filter (where kept) as bp_total, sum(bp_total) filter (where not kept) as bp_added
    from (
      select organisation_id, distributor_id, product_id, publisher_id, total, bp_total, true as kept from applied
      union all
      select organisation_id, distributor_id, product_id, publisher_id, total, bp_total, false from delta
    ) as both_sides
    group by organisation_id, distributor_id, product_id, publisher_id
    having bool_or(kept)
  ),
  passed as (
    select organisation_id, distributor_id, publisher_id,
      (total > 0)::int - (total - added > 0)::int as groups,
      (bp_total > 0)::int - (bp_total - bp_added > 0)::int as bp_groups
    from paired
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
end
$fn$
--> statement-breakpoint
-- A statement that noted anything queues the school groups' settle on the shared queue.
create or replace function tlink_school_groups_queue_settle(noted bigint) returns void language sql as $fn$
  select queue_settle_at_commit('tlink_school_groups_settle_noted', noted)
$fn$
--> statement-breakpoint
-- 0022's trigger, for an event queued before this migration: the one settle above.
create or replace function tlink_school_groups_settle() returns trigger language plpgsql as $fn$
begin
  delete from tlink_school_groups_to_settle where txid = new.txid;
  perform tlink_school_groups_settle_noted();
  return null;
end
$fn$
--> statement-breakpoint
-- The first of a transaction's queued settles to fire runs them all, in name order; the others then
-- find theirs gone. A later statement of this transaction queues anew (SET CONSTRAINTS ... IMMEDIATE
-- fires this early).
create or replace function settle_at_commit_run() returns trigger language plpgsql as $fn$
declare
  queued text;
begin
  for queued in select settle from settle_at_commit where txid = new.txid order by settle loop
    delete from settle_at_commit where txid = new.txid and settle = queued;
    execute format('select %I()', queued);
  end loop;
  return null;
end
$fn$

-- Decision 550, migration 0019's trigger: it took an advisory lock per touched (school, product),
-- so an import touching thousands of groups in one transaction ran out of the shared lock table
-- (64 locks per transaction and connection by default; 2,673 for 3,000 licences at scale 20). It
-- now takes one of 128 locks per school number. Idempotent (create or replace).
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
  -- Writers of the same school take turns (one of 128 locks by school number, taken in order, so a
  -- statement holds at most 128), and each recomputes from the licences the other committed (the
  -- next statement's snapshot, in read committed).
  execute format('select count(pg_advisory_xact_lock(hashtext(''tlink_school_group''), bucket))
    from (select distinct organisation_id %% 128 as bucket from (%s) as x order by 1) as buckets', touched);
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

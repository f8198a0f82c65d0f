-- Decision 635: the order stock lines (migration 0006, decision 415) and the family names (migration
-- 0001, decision 129) are settled once per transaction, at its commit, like the school overview's
-- groups (migration 0022, decision 595). A statement's in-place upsert held the rows it wrote (an
-- updated row's lock, a new key's uncommitted entry that the next writer of that key waits on) to the
-- transaction's end, so two transactions writing the same two keys in opposite order (an order
-- import's lines of two products of one contract; two new family names) deadlocked. Now a statement
-- only notes its changes in an unlogged table, and at commit one statement applies the transaction's
-- noted changes in key order, so no cycle can form. One shared mechanism queues a named settle once
-- per transaction: settle_at_commit and its deferred constraint trigger.
-- Idempotent (if not exists, create or replace, a dropped and made trigger), so applying this by
-- hand first and then by the migrator is harmless.
create unlogged table if not exists settle_at_commit (txid bigint not null, settle text not null, primary key (txid, settle))
--> statement-breakpoint
-- Queues the named settle function for this transaction's commit once, when a statement noted anything.
create or replace function queue_settle_at_commit(settle text, noted bigint) returns void language sql as $fn$
  insert into settle_at_commit (txid, settle) select txid_current(), settle where noted > 0 on conflict do nothing
$fn$
--> statement-breakpoint
create or replace function settle_at_commit_run() returns trigger language plpgsql as $fn$
begin
  -- A later statement of this transaction queues anew (SET CONSTRAINTS ... IMMEDIATE fires this early).
  delete from settle_at_commit where txid = new.txid and settle = new.settle;
  execute format('select %I()', new.settle);
  return null;
end
$fn$
--> statement-breakpoint
drop trigger if exists settle_at_commit_run on settle_at_commit
--> statement-breakpoint
create constraint trigger settle_at_commit_run after insert on settle_at_commit
  deferrable initially deferred for each row execute function settle_at_commit_run()
--> statement-breakpoint
create unlogged table if not exists order_stock_line_deltas (
  all_years boolean not null,
  school_year_id integer,
  contract_id text,
  distributor_id integer,
  product_id integer not null,
  ordered bigint not null,
  lines integer not null
)
--> statement-breakpoint
create or replace function order_stock_lines_delta() returns trigger language plpgsql as $fn$
declare
  moved text := case tg_op
    when 'INSERT' then 'select school_year_id, contract_id, distributor_id, product_id, amount, 1 as d from new_rows'
    when 'DELETE' then 'select school_year_id, contract_id, distributor_id, product_id, -amount, -1 as d from old_rows'
    else 'select school_year_id, contract_id, distributor_id, product_id, amount, 1 as d from new_rows
      union all select school_year_id, contract_id, distributor_id, product_id, -amount, -1 as d from old_rows'
  end;
  noted integer;
begin
  if tg_op <> 'DELETE' then
    -- A rename of these products waits until this write is done, or this reads the new title.
    execute 'select 1 from products where id in (select product_id from new_rows) for share';
  end if;
  -- The transition tables are visible to a dynamic statement of this trigger function only.
  execute format($sql$
    with moved (school_year_id, contract_id, distributor_id, product_id, amount, d) as (%s),
    delta as (
      select true as all_years, 0 as school_year_id, contract_id, distributor_id, product_id,
        sum(amount)::bigint as ordered, sum(d)::int as lines
      from moved group by contract_id, distributor_id, product_id
      union all
      select false, school_year_id, contract_id, distributor_id, product_id, sum(amount)::bigint, sum(d)::int
      from moved group by school_year_id, contract_id, distributor_id, product_id
    )
    insert into order_stock_line_deltas select * from delta where ordered <> 0 or lines <> 0
  $sql$, moved);
  get diagnostics noted = row_count;
  perform queue_settle_at_commit('order_stock_lines_settle', noted);
  return null;
end
$fn$
--> statement-breakpoint
-- The transaction's noted stock changes summed and applied in one statement, rows taken in key order.
create or replace function order_stock_lines_settle() returns void language sql as $fn$
  with noted as (
    delete from order_stock_line_deltas returning *
  ),
  delta as (
    select all_years, school_year_id, contract_id, distributor_id, product_id, sum(ordered)::bigint as ordered, sum(lines)::int as lines
    from noted group by all_years, school_year_id, contract_id, distributor_id, product_id
  )
  insert into order_stock_lines as s (all_years, school_year_id, contract_id, distributor_id, product_id,
    product_title, publisher_id, ordered, lines)
  select all_years, school_year_id, contract_id, distributor_id, product_id, p.title, p.organisation_id, ordered, lines
  from delta join products p on p.id = delta.product_id
  where ordered <> 0 or lines <> 0
  order by all_years, school_year_id, contract_id, distributor_id, product_id
  on conflict on constraint order_stock_lines_key
  do update set ordered = s.ordered + excluded.ordered, lines = s.lines + excluded.lines
$fn$
--> statement-breakpoint
create or replace function order_stock_lines_truncate() returns trigger language plpgsql as $fn$
begin
  delete from order_stock_lines;
  -- This transaction's earlier writes are gone with the order lines.
  delete from order_stock_line_deltas;
  return null;
end
$fn$
--> statement-breakpoint
create unlogged table if not exists account_family_names_noted (family_name text not null)
--> statement-breakpoint
-- Notes only the names not kept yet: a known name needs nothing at commit.
create or replace function account_family_names_add() returns trigger language plpgsql as $fn$
declare
  noted integer;
begin
  insert into account_family_names_noted (family_name)
  select distinct family_name from new_rows n
  where family_name is not null and not exists (select 1 from account_family_names f where f.family_name = n.family_name);
  get diagnostics noted = row_count;
  perform queue_settle_at_commit('account_family_names_settle', noted);
  return null;
end
$fn$
--> statement-breakpoint
-- The transaction's new names added in one statement in order (a writer of the same new name waits).
create or replace function account_family_names_settle() returns void language sql as $fn$
  with noted as (
    delete from account_family_names_noted returning family_name
  )
  insert into account_family_names (family_name)
  select distinct family_name from noted order by family_name
  on conflict do nothing
$fn$

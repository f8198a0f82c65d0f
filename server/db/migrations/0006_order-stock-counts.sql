-- Order stock (GET /api/orderstockdetails, decision 415): the stock lines and their activation
-- codes kept by statement-level triggers, so a page and its exact total read a few index entries
-- instead of grouping every order line and counting the licences of each line's product per call.
-- order_stock_lines: one row per contract, distributor and product over all school years
-- (all_years, school_year_id 0: an equality, so the page index walks in the list's order; the flag,
-- not the 0, tells the kinds apart) and one per school year as well (the school-year filter), with
-- the ordered amount, the number of order lines, and the product's title and publisher (the list's
-- order and the publisher scope, so a page is a walk of one index). Rows are updated in place in
-- key order (order lines are written by imports, seldom at once); a row whose order lines are all
-- gone stays with lines = 0 and is not a stock line. A product's new title or publisher is copied
-- to its rows; an order-line write holds its products `for share` first, so a rename waits for it
-- or it reads the new title. tlink_activation_code_counts: the ACTIVERINGSCODE licences per
-- product, distributor and contract reference, delta rows like the list counters (decision 124),
-- folded by the same compaction. Each is dropped if there and built anew, so running this twice
-- (by hand, then by the migrator) ends the same. Writers wait while they are filled.
lock table order_details, tlink_licenses, products in share row exclusive mode
--> statement-breakpoint
drop table if exists order_stock_lines
--> statement-breakpoint
create table order_stock_lines (
  all_years boolean not null,
  school_year_id integer,
  contract_id text,
  distributor_id integer,
  product_id integer not null,
  product_title text not null,
  publisher_id integer,
  ordered bigint not null,
  lines integer not null,
  constraint order_stock_lines_key unique nulls not distinct (all_years, school_year_id, contract_id, distributor_id, product_id)
)
--> statement-breakpoint
create index order_stock_lines_page_idx on order_stock_lines (all_years, school_year_id, contract_id, product_title, product_id, distributor_id) include (publisher_id, lines)
--> statement-breakpoint
create index order_stock_lines_product_idx on order_stock_lines (product_id)
--> statement-breakpoint
create or replace function order_stock_lines_delta() returns trigger language plpgsql as $fn$
declare
  moved text := case tg_op
    when 'INSERT' then 'select school_year_id, contract_id, distributor_id, product_id, amount, 1 as d from new_rows'
    when 'DELETE' then 'select school_year_id, contract_id, distributor_id, product_id, -amount, -1 as d from old_rows'
    else 'select school_year_id, contract_id, distributor_id, product_id, amount, 1 as d from new_rows
      union all select school_year_id, contract_id, distributor_id, product_id, -amount, -1 as d from old_rows'
  end;
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
    insert into order_stock_lines as s (all_years, school_year_id, contract_id, distributor_id, product_id,
      product_title, publisher_id, ordered, lines)
    select all_years, school_year_id, contract_id, distributor_id, product_id, p.title, p.organisation_id, ordered, lines
    from delta join products p on p.id = delta.product_id
    where ordered <> 0 or lines <> 0
    order by all_years, school_year_id, contract_id, distributor_id, product_id
    on conflict on constraint order_stock_lines_key
    do update set ordered = s.ordered + excluded.ordered, lines = s.lines + excluded.lines
  $sql$, moved);
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger order_stock_lines_ins after insert on order_details referencing new table as new_rows for each statement execute function order_stock_lines_delta()
--> statement-breakpoint
create or replace trigger order_stock_lines_upd after update on order_details referencing old table as old_rows new table as new_rows for each statement execute function order_stock_lines_delta()
--> statement-breakpoint
create or replace trigger order_stock_lines_del after delete on order_details referencing old table as old_rows for each statement execute function order_stock_lines_delta()
--> statement-breakpoint
create or replace function order_stock_lines_truncate() returns trigger language plpgsql as $fn$ begin delete from order_stock_lines; return null; end $fn$
--> statement-breakpoint
create or replace trigger order_stock_lines_trunc after truncate on order_details for each statement execute function order_stock_lines_truncate()
--> statement-breakpoint
create or replace function order_stock_lines_product() returns trigger language plpgsql as $fn$
begin
  update order_stock_lines s set product_title = n.title, publisher_id = n.organisation_id
  from new_rows n
  where s.product_id = n.id and (s.product_title, s.publisher_id) is distinct from (n.title, n.organisation_id);
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger order_stock_lines_product after update on products referencing new table as new_rows for each statement execute function order_stock_lines_product()
--> statement-breakpoint
insert into order_stock_lines (all_years, school_year_id, contract_id, distributor_id, product_id, product_title, publisher_id, ordered, lines)
select all_years, school_year_id, contract_id, distributor_id, product_id, p.title, p.organisation_id, ordered, lines
from (
  select true as all_years, 0 as school_year_id, contract_id, distributor_id, product_id,
    sum(amount) as ordered, count(*) as lines
  from order_details group by 3, 4, 5
  union all
  select false, school_year_id, contract_id, distributor_id, product_id, sum(amount), count(*)
  from order_details group by 2, 3, 4, 5
) as counted join products p on p.id = counted.product_id
--> statement-breakpoint
drop table if exists tlink_activation_code_counts
--> statement-breakpoint
create table tlink_activation_code_counts (product_id integer not null, distributor_id integer, school_contract_reference_id text, n bigint not null)
--> statement-breakpoint
create index tlink_activation_code_counts_keys_idx on tlink_activation_code_counts (product_id, distributor_id, school_contract_reference_id)
--> statement-breakpoint
create or replace function tlink_activation_code_counts_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_activation_code_counts (product_id, distributor_id, school_contract_reference_id, n)
    select product_id, distributor_id, school_contract_reference_id, count(*) from new_rows
    where creation_method = 'ACTIVERINGSCODE' group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into tlink_activation_code_counts (product_id, distributor_id, school_contract_reference_id, n)
    select product_id, distributor_id, school_contract_reference_id, -count(*) from old_rows
    where creation_method = 'ACTIVERINGSCODE' group by 1, 2, 3;
  else
    insert into tlink_activation_code_counts (product_id, distributor_id, school_contract_reference_id, n)
    select product_id, distributor_id, school_contract_reference_id, sum(d) from (
      select product_id, distributor_id, school_contract_reference_id, 1 as d from new_rows where creation_method = 'ACTIVERINGSCODE'
      union all
      select product_id, distributor_id, school_contract_reference_id, -1 as d from old_rows where creation_method = 'ACTIVERINGSCODE'
    ) as moved (product_id, distributor_id, school_contract_reference_id, d)
    group by 1, 2, 3 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_activation_code_counts_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_activation_code_counts_delta()
--> statement-breakpoint
create or replace trigger tlink_activation_code_counts_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_activation_code_counts_delta()
--> statement-breakpoint
create or replace trigger tlink_activation_code_counts_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_activation_code_counts_delta()
--> statement-breakpoint
create or replace function tlink_activation_code_counts_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_activation_code_counts; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_activation_code_counts_trunc after truncate on tlink_licenses for each statement execute function tlink_activation_code_counts_truncate()
--> statement-breakpoint
insert into tlink_activation_code_counts (product_id, distributor_id, school_contract_reference_id, n)
select product_id, distributor_id, school_contract_reference_id, count(*) from tlink_licenses
where creation_method = 'ACTIVERINGSCODE' group by 1, 2, 3

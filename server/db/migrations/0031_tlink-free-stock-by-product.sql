-- Decision 730: the free stock of each product (licences AVAILABLE with no school and no account,
-- what GET /api/tlinklicenses/productsummary lists and reserveTLinks hands out), kept per product so
-- the summary reads a row per product instead of counting the free licences among all of them.
-- Delta rows from statement triggers, compacted every minute, like tlink_counts_by_end_day
-- (migration 0026): an update counts -1 for each old row that was free and +1 for each new row that
-- is, so a licence reserved, activated, given a school or an account (or losing it: an account's
-- delete sets it null), moved to another product or deleted moves between the groups. Idempotent:
-- dropped and rebuilt from the licences under the table's lock, so no licence slips between the
-- fill and the triggers.
lock table tlink_licenses in share row exclusive mode
--> statement-breakpoint
drop table if exists tlink_free_counts_by_product
--> statement-breakpoint
create table tlink_free_counts_by_product (product_id integer not null, n bigint not null)
--> statement-breakpoint
create index tlink_free_counts_by_product_keys_idx on tlink_free_counts_by_product (product_id)
--> statement-breakpoint
create or replace function tlink_free_counts_by_product_delta() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into tlink_free_counts_by_product (product_id, n)
    select product_id, count(*) from new_rows
     where license_state = 'AVAILABLE' and organisation_id is null and account_id is null group by 1;
  elsif tg_op = 'DELETE' then
    insert into tlink_free_counts_by_product (product_id, n)
    select product_id, -count(*) from old_rows
     where license_state = 'AVAILABLE' and organisation_id is null and account_id is null group by 1;
  else
    insert into tlink_free_counts_by_product (product_id, n)
    select product_id, sum(d) from (
      select product_id, 1 as d from new_rows
       where license_state = 'AVAILABLE' and organisation_id is null and account_id is null
      union all
      select product_id, -1 as d from old_rows
       where license_state = 'AVAILABLE' and organisation_id is null and account_id is null
    ) as moved (product_id, d)
    group by 1 having sum(d) <> 0;
  end if;
  return null;
end
$fn$
--> statement-breakpoint
create or replace trigger tlink_free_counts_by_product_ins after insert on tlink_licenses referencing new table as new_rows for each statement execute function tlink_free_counts_by_product_delta()
--> statement-breakpoint
create or replace trigger tlink_free_counts_by_product_upd after update on tlink_licenses referencing old table as old_rows new table as new_rows for each statement execute function tlink_free_counts_by_product_delta()
--> statement-breakpoint
create or replace trigger tlink_free_counts_by_product_del after delete on tlink_licenses referencing old table as old_rows for each statement execute function tlink_free_counts_by_product_delta()
--> statement-breakpoint
create or replace function tlink_free_counts_by_product_truncate() returns trigger language plpgsql as $fn$ begin delete from tlink_free_counts_by_product; return null; end $fn$
--> statement-breakpoint
create or replace trigger tlink_free_counts_by_product_trunc after truncate on tlink_licenses for each statement execute function tlink_free_counts_by_product_truncate()
--> statement-breakpoint
insert into tlink_free_counts_by_product (product_id, n)
select product_id, count(*) from tlink_licenses
 where license_state = 'AVAILABLE' and organisation_id is null and account_id is null group by 1
